// Starts the local stand-ins for outside services, shared by `pnpm start`, the API's tests and
// its benches: the official Firebase Auth emulator (firebase-tools, offline) and the built server.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Whether the URL answers at all; with `ok`, whether it answers 2xx. @param {string} url */
export async function reachable(url, { ok = false } = {}) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
    await res.arrayBuffer();
    return !ok || res.ok;
  } catch {
    return false;
  }
}

/** @param {string} url @param {number} [timeoutMs] @param {{ ok?: boolean }} [options] */
export async function waitFor(url, timeoutMs = 60_000, { ok = false } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await reachable(url, { ok })) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer${ok ? ' 200' : ''} within ${timeoutMs} ms`);
}

/** @param {import('node:child_process').ChildProcess} child @param {NodeJS.Signals} [signal] */
export function stopProcess(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve(undefined));
    child.kill(signal);
  });
}

/**
 * Starts the Firebase Auth emulator. Port 0 picks free ports (tests); a fixed port uses the
 * repository's usual address (`pnpm start`).
 * @param {{ projectId?: string, port?: number }} [options]
 */
export async function startAuthEmulator({ projectId = 'demo-ankvidya', port = 0 } = {}) {
  const [authPort, hub, logging] = await Promise.all([port || freePort(), freePort(), freePort()]);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'auth-emulator-'));
  const emulators = {
    auth: { host: '127.0.0.1', port: authPort },
    hub: { host: '127.0.0.1', port: hub },
    logging: { host: '127.0.0.1', port: logging },
    ui: { enabled: false },
    singleProjectMode: true,
  };
  fs.writeFileSync(path.join(dir, 'firebase.json'), JSON.stringify({ emulators }));
  // The emulator's own environment: offline-friendly, without the variable that points at it.
  const { FIREBASE_AUTH_EMULATOR_HOST: _pointer, ...env } = process.env;
  const child = spawn(
    path.join(apiDir, 'node_modules/.bin/firebase'),
    ['emulators:start', '--only', 'auth', '--project', projectId],
    {
      cwd: dir,
      env: { ...env, CI: 'true', NO_UPDATE_NOTIFIER: '1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const host = `127.0.0.1:${authPort}`;
  await waitFor(`http://${host}/`);
  return {
    host,
    projectId,
    child,
    stop: () => stopProcess(child),
    /**
     * Signs in with a Google credential, as the web app does locally, and returns a real
     * emulator ID token.
     * @param {string} email @param {string} name @param {boolean} [emailVerified]
     * @returns {Promise<{ idToken: string, localId: string }>}
     */
    async signIn(email, name, emailVerified = true) {
      const idToken = JSON.stringify({
        sub: `sub-${email}`,
        email,
        email_verified: emailVerified,
        name,
      });
      const res = await fetch(
        `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=fake-api-key`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            postBody: `id_token=${encodeURIComponent(idToken)}&providerId=google.com`,
            requestUri: 'http://localhost',
            returnSecureToken: true,
          }),
        },
      );
      if (!res.ok) throw new Error(`emulator sign-in failed: ${res.status} ${await res.text()}`);
      return /** @type {Promise<{ idToken: string, localId: string }>} */ (res.json());
    },
    /**
     * Creates an email/password account (never verified), which the site must not accept.
     * @param {string} email
     * @returns {Promise<{ idToken: string, localId: string }>}
     */
    async signUpWithPassword(email) {
      const res = await fetch(
        `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email, password: 'a-password-1', returnSecureToken: true }),
        },
      );
      if (!res.ok) throw new Error(`emulator sign-up failed: ${res.status} ${await res.text()}`);
      return /** @type {Promise<{ idToken: string, localId: string }>} */ (res.json());
    },
  };
}

/** Lines of the server's log kept to explain a start that failed. */
const LOG_TAIL_LINES = 60;
const LISTENING = /Ankvidya is listening on http:\/\/localhost:(\d+)/;

/**
 * The built server (dist/server.js) as its own process, as `pnpm start` runs it; resolves once
 * /api/readyz answers 200 (the report threads are warm, the database answers), as a platform's
 * startup probe would let traffic in, or with `ready: false` once /api/healthz answers at all.
 *
 * The server picks its own port (PORT=0) and says it in its log, so two servers started at once
 * can never race for one port. A server that exits, or is not ready in time, fails the start with
 * the tail of its log (warnings and errors are also passed to stderr as they come).
 * @param {Record<string, string>} env
 * @param {{ ready?: boolean, timeoutMs?: number }} [options]
 */
export async function startServer(env, { ready = true, timeoutMs = 90_000 } = {}) {
  const child = spawn(process.execPath, [path.join(apiDir, 'dist/server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: '0',
      HOST: '127.0.0.1',
      WEB_DIST: '/nonexistent',
      ...env,
      // Info, read here for the port; only warnings and errors are shown.
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  /** @type {string[]} */
  const tail = [];
  /** @type {(port: number) => void} */
  let heard = () => {};
  const port = new Promise((resolve) => (heard = resolve));
  readLines(child.stdout, (line) => {
    tail.push(line);
    if (tail.length > LOG_TAIL_LINES) tail.shift();
    const listening = LISTENING.exec(line);
    if (listening) heard(Number(listening[1]));
    // Warnings and errors, not each request's line (a 503 from readyz while warming is expected).
    else if (/"level":(4|5|6)\d/.test(line) && !line.includes('"reqId"'))
      process.stderr.write(`[server] ${line}\n`);
  });
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const fail = async (/** @type {string} */ why) => {
    await stopProcess(child, 'SIGKILL');
    throw new Error(`The server did not start: ${why}. Its last log lines:\n${tail.join('\n')}`);
  };

  const deadline = Date.now() + timeoutMs;
  const started = await Promise.race([
    port.then((p) => ({ port: /** @type {number} */ (p) })),
    exited.then((e) => ({ exited: e })),
    sleep(timeoutMs).then(() => ({ timedOut: true })),
  ]);
  if ('exited' in started) return fail(`it exited (${JSON.stringify(started.exited)})`);
  if (!('port' in started)) return fail(`it did not listen within ${timeoutMs} ms`);
  const url = `http://127.0.0.1:${started.port}`;
  const probe = `${url}/api/${ready ? 'readyz' : 'healthz'}`;
  let lastAnswer = 'no answer';
  while (true) {
    if (child.exitCode !== null || child.signalCode !== null)
      return fail(`it exited (code ${child.exitCode}, signal ${child.signalCode})`);
    try {
      const res = await fetch(probe, { signal: AbortSignal.timeout(2000) });
      lastAnswer = `${res.status} ${(await res.text()).slice(0, 200)}`;
      if (res.ok || !ready) break;
    } catch (error) {
      lastAnswer = String(error);
    }
    if (Date.now() > deadline)
      return fail(`${probe} did not answer 200 within ${timeoutMs} ms (last: ${lastAnswer})`);
    await sleep(250);
  }
  /** @param {NodeJS.Signals} [signal] */
  const stop = (signal) => stopProcess(child, signal);
  return { url, child, stop };
}

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/** Calls `onLine` with each whole line the stream gives. @param {import('node:stream').Readable} stream @param {(line: string) => void} onLine */
function readLines(stream, onLine) {
  let buffered = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    buffered += chunk;
    let newline;
    while ((newline = buffered.indexOf('\n')) >= 0) {
      onLine(buffered.slice(0, newline));
      buffered = buffered.slice(newline + 1);
    }
  });
}
