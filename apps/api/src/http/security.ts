import cors from 'cors';
import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { paymentCspHosts } from '../adapters/payments/registry.js';
import type { Config } from '../config.js';

/**
 * helmet's protective headers for every response; the CSP is added to pages only (below). The
 * opener policy lets the Google sign-in popup report back: Firebase's signInWithPopup breaks
 * under `same-origin`, and `same-origin-allow-popups` still isolates us from pages that open us.
 * Without the CSP these headers are the same for every request, so helmet runs once, at start,
 * and each request gets its headers in one step rather than through helmet's eleven middlewares.
 */
export function securityHeaders(): RequestHandler {
  const { set, removed } = headersOf(
    helmet({
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    }),
  );
  return (_req, res, next) => {
    for (const [name, value] of set) res.setHeader(name, value);
    for (const name of removed) res.removeHeader(name);
    next();
  };
}

/** What a middleware that only sets fixed headers does to a response: headers set and removed. */
function headersOf(middleware: RequestHandler) {
  const set: Array<[string, string]> = [];
  const removed: string[] = [];
  const res = {
    setHeader: (name: string, value: string) => void set.push([name, value]),
    removeHeader: (name: string) => void removed.push(name),
  };
  void middleware({} as Request, res as unknown as Response, () => undefined);
  return { set, removed };
}

/**
 * Content Security Policy for the site's pages: our own origin, plus the configured payment
 * provider's hosts (from its registry entry) and Firebase's only when those services are configured (the Auth emulator's address when it is used instead).
 * JSON answers of the API carry none: a CSP only governs documents.
 */
export function contentSecurityPolicy(config: Config): RequestHandler {
  const hosts = paymentCspHosts(config.payments);
  const script = ["'self'", ...hosts.script];
  const connect = ["'self'", ...hosts.connect];
  const frame: string[] = [...hosts.frame];
  const img = ["'self'", 'data:', ...hosts.img];
  if (config.firebaseWeb) {
    script.push('https://apis.google.com', 'https://www.googletagmanager.com');
    connect.push(
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firebaseinstallations.googleapis.com',
      'https://firebase.googleapis.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    );
    frame.push(`https://${config.firebaseWeb.authDomain}`);
    img.push('https://lh3.googleusercontent.com', 'https://*.google-analytics.com');
  }
  if (config.auth.emulatorHost) connect.push(`http://${config.auth.emulatorHost}`);
  return helmet.contentSecurityPolicy({
    useDefaults: true,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: script,
      connectSrc: connect,
      frameSrc: frame.length > 0 ? frame : ["'none'"],
      imgSrc: img,
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Local http runs must not be upgraded to https.
      upgradeInsecureRequests: config.env === 'production' ? [] : null,
    },
  });
}

/** CORS only when cross-origin callers are configured; same-origin requests need none. */
export function corsFromConfig(config: Config): RequestHandler | undefined {
  if (config.corsOrigins.length === 0) return undefined;
  return cors({
    origin: (origin, callback) => callback(null, !origin || config.corsOrigins.includes(origin)),
    methods: ['GET', 'POST', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'X-Mobile-Number'],
    maxAge: 600,
  });
}
