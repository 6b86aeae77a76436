import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { z } from 'zod';

/** An error with the status and code the client sees; the message is written for people. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const notFound = (what = 'That resource') =>
  new HttpError(404, 'not_found', `${what} was not found.`);

/** Parses a value with a zod schema, or throws 400 invalid_input naming the first bad field. */
export function parseOr400<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') || undefined;
  const message =
    issue?.code === 'custom' || issue?.message.length ? issue.message : 'The request is not valid.';
  throw new HttpError(400, 'invalid_input', field ? `${field}: ${message}` : message, field);
}

export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(new HttpError(404, 'not_found', `There is no API route ${req.method} ${req.path}.`));
};

/** Answers every error as { error: { code, message } }; no stack trace ever leaves the server. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, _req, res, next) => {
    if (res.headersSent) return next(error);
    const http = toHttpError(error);
    if (http.status >= 500) logger.error({ err: error }, 'request failed');
    res.status(http.status).json({
      error: {
        code: http.code,
        message: http.message,
        ...(http.field ? { field: http.field } : {}),
      },
    });
  };
}

function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const type = (error as { type?: string }).type;
  if (type === 'entity.parse.failed')
    return new HttpError(400, 'invalid_json', 'The request body is not valid JSON.');
  if (type === 'entity.too.large')
    return new HttpError(413, 'payload_too_large', 'The request body is too large.');
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
    return new HttpError(415, 'unsupported_media_type', 'The request body must be UTF-8 JSON.');
  }
  const status = (error as { status?: number }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new HttpError(status, 'bad_request', 'The request could not be read.');
  }
  return new HttpError(
    500,
    'internal',
    'Something went wrong on our side. Please try again in a minute.',
  );
}
