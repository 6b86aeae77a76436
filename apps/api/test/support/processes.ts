import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export interface AuthEmulator {
  host: string;
  projectId: string;
  stop: () => Promise<void>;
  /** Signs in with a Google credential, as the web app does, and returns a real emulator ID token. */
  signIn: (email: string, name: string) => Promise<{ idToken: string; localId: string }>;
}

function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/** The official Firebase Auth emulator (firebase-tools), on free ports, offline. */
export async function startAuthEmulator(projectId = 'demo-ankvidya-test'): Promise<AuthEmulator> {
  const [port, hub, logging] = await Promise.all([freePort(), freePort(), freePort()]);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'auth-emulator-'));
  fs.writeFileSync(
    path.join(dir, 'firebase.json'),
    JSON.stringify({
      emulators: { auth: { host: '127.0.0.1', port }, hub: { host: '127.0.0.1', port: hub }, logging: { host: '127.0.0.1', port: logging }, ui: { enabled: false }, singleProjectMode: true },
    }),
  );
  const { FIREBASE_AUTH_EMULATOR_HOST: _drop, ...env } = process.env;
  const child = spawn(path.join(apiDir, 'node_modules/.bin/firebase'), ['emulators:start', '--only', 'auth', '--project', projectId], {
    cwd: dir,
    env: { ...env, CI: 'true', NO_UPDATE_NOTIFIER: '1' },
    stdio: 'ignore',
  });
  const host = `127.0.0.1:${port}`;
  await waitFor(`http://${host}/`);
  return {
    host,
    projectId,
    stop: () => stopProcess(child),
    signIn: async (email, name) => {
      const idToken = JSON.stringify({ sub: `sub-${email}`, email, email_verified: true, name });
      const res = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=fake-api-key`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          postBody: `id_token=${encodeURIComponent(idToken)}&providerId=google.com`,
          requestUri: 'http://localhost',
          returnSecureToken: true,
        }),
      });
      if (!res.ok) throw new Error(`emulator sign-in failed: ${res.status} ${await res.text()}`);
      return (await res.json()) as { idToken: string; localId: string };
    },
  };
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  stop: (signal?: NodeJS.Signals) => Promise<void>;
}

/** The built server (dist/server.js) as its own process, as `pnpm start` runs it. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(apiDir, 'dist/server.js')], {
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', WEB_DIST: '/nonexistent', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/healthz`, 30_000);
  return { url, child, stop: (signal) => stopProcess(child, signal) };
}
