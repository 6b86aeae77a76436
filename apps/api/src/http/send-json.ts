import type { Response } from 'express';

/**
 * Sends `body` as JSON with the same bytes and headers as Express's res.json() (our app sets no
 * JSON replacer, spacing or escaping), for the busiest routes: res.json() looks up three settings,
 * re-parses its own Content-Type to add the charset and copies a long body into a Buffer, which
 * Node then writes apart from the headers; a string body goes out in one piece with them.
 */
export function sendJson(res: Response, body: unknown): void {
  const text = JSON.stringify(body);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}
