import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type { RequestHandler } from 'express';

/**
 * Logs never hold tokens, card data or dates of birth: requests are logged by method, path
 * (without the query string, which may carry a dob) and status only, never headers or bodies;
 * and the usual sensitive keys are removed should any code log them by mistake.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level,
    redact: {
      paths: [
        'req.headers',
        'authorization',
        '*.authorization',
        'dob',
        '*.dob',
        'token',
        '*.token',
      ],
      remove: true,
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

let requestCounter = 0;

/**
 * The path as logged: without the query string, and with a private calendar address's token
 * replaced, since the token alone opens that calendar (its hash is all the store keeps).
 */
export function loggedPath(originalUrl: string): string {
  const path = originalUrl.split('?')[0] ?? '';
  return path.replace(/^\/api\/calendar\/[^/]+$/, '/api/calendar/{token}.ics');
}

/** One log line per request when it finishes: id, method, path, status and duration. */
export function requestLogger(logger: Logger): RequestHandler {
  const prefix = `${process.pid.toString(36)}-`;
  return (req, res, next) => {
    const id = `${prefix}${(++requestCounter).toString(36)}`;
    const started = process.hrtime.bigint();
    res.setHeader('X-Request-Id', id);
    res.once('finish', () => {
      const level = res.statusCode >= 500 ? 'error' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger[level](
        {
          reqId: id,
          method: req.method,
          path: loggedPath(req.originalUrl),
          status: res.statusCode,
          ms: Math.round(ms * 10) / 10,
        },
        'request',
      );
    });
    next();
  };
}
