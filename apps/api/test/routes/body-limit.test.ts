/**
 * A body declared larger than its route takes is refused on the Content-Length alone (issue 20):
 * the 413 arrives while the client has sent only a few bytes, and the connection is closed
 * without a reset.
 */
import type { Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { BODY_LIMITS } from '../../src/http/body-limit.js';
import { buildTestApp } from '../support/app.js';

let server: Server | undefined;
afterEach(() => {
  server?.close();
  server = undefined;
});

async function listen(): Promise<number> {
  const { app } = buildTestApp();
  const started = app.listen(0, '127.0.0.1');
  server = started;
  await new Promise((resolve) => started.once('listening', resolve));
  return (started.address() as AddressInfo).port;
}

interface Exchange {
  socket: Socket;
  /** Everything the server sent, once it has closed its side. */
  answer: Promise<string>;
  /** Resolves when the socket is fully closed; true when it closed on an error (a reset). */
  closed: Promise<boolean>;
}

/** Sends the head of a POST declaring `length` bytes, and `start` of its body, nothing more. */
function startPost(port: number, path: string, length: number, start: string): Exchange {
  const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
  socket.on('error', () => {});
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${length}\r\n\r\n${start}`,
  );
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  // Waiting is bounded so a server that waits for the rest of the body fails the test clearly.
  const answer = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(new Error(`no answer while the body was unsent; got ${JSON.stringify(received)}`)),
      3000,
    );
    socket.once('end', () => {
      clearTimeout(timer);
      resolve(received);
    });
  });
  const closed = new Promise<boolean>((resolve) => socket.once('close', resolve));
  return { socket, answer, closed };
}

function parse(raw: string) {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  const [status = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  return { status, headers, body: JSON.parse(body) as unknown };
}

describe('a body declared over its route’s limit', () => {
  it('gets its 413 at once, as JSON, before the client sends the rest', async () => {
    const port = await listen();
    const post = startPost(port, '/api/compatibility', 10 * 1024 * 1024, '{"a":');
    const answer = parse(await post.answer);
    expect(answer.status).toBe('HTTP/1.1 413 Payload Too Large');
    expect(answer.headers.connection).toBe('close');
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.body).toEqual({
      error: {
        code: 'payload_too_large',
        message: `The request body is too large: this address takes at most ${BODY_LIMITS.json} bytes.`,
      },
    });
    post.socket.end();
    expect(await post.closed).toBe(false);
  });

  it('uses the webhooks’ own, larger limit', async () => {
    const port = await listen();
    const post = startPost(port, '/api/webhooks/stripe', BODY_LIMITS.webhook + 1, '{"id":');
    const answer = parse(await post.answer);
    expect(answer.status).toBe('HTTP/1.1 413 Payload Too Large');
    expect(answer.body).toMatchObject({
      error: { code: 'payload_too_large', message: expect.stringContaining('1048576 bytes') },
    });
    post.socket.end();
    await post.closed;
  });

  it('closes politely: what the client still sends is read and dropped, not reset', async () => {
    const port = await listen();
    const post = startPost(port, '/api/events', 5 * 1024 * 1024, '[');
    expect(parse(await post.answer).status).toBe('HTTP/1.1 413 Payload Too Large');
    // The client had more on its way: it arrives after the server closed its side. A server
    // that let go at once would answer it with a reset, failing these writes.
    for (let i = 0; i < 8; i++) {
      await new Promise<void>((resolve, reject) =>
        post.socket.write(Buffer.alloc(64 * 1024, 0x20), (error) =>
          error ? reject(error) : resolve(),
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    post.socket.end();
    expect(await post.closed).toBe(false);
  });
});

describe('the declared limits match the parsers’', () => {
  const padded = (bytes: number) => {
    const json = JSON.stringify({ a: {}, b: {} });
    return json + ' '.repeat(bytes - json.length);
  };

  it('reads a JSON body of exactly the limit, and refuses one byte more', async () => {
    const { app } = buildTestApp();
    const send = (body: string) =>
      request(app).post('/api/compatibility').set('Content-Type', 'application/json').send(body);
    const atLimit = await send(padded(BODY_LIMITS.json));
    expect(atLimit.status).toBe(400);
    expect(atLimit.body.error.code).toBe('invalid_input');
    const over = await send(padded(BODY_LIMITS.json + 1));
    expect(over.status).toBe(413);
    expect(over.body.error.code).toBe('payload_too_large');
  });

  it('lets a webhook body of exactly its limit through to the webhook', async () => {
    const { app } = buildTestApp();
    const res = await request(app)
      .post('/api/webhooks/stripe')
      .set('Content-Type', 'application/json')
      .send(padded(BODY_LIMITS.webhook));
    // The demo gateway takes no webhooks: refused by the route (404), not by the size (413).
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
  });
});
