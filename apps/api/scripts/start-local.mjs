// Starts the site on this machine: the Firebase Auth emulator (unless real Firebase sign-in is
// configured), then the API server, which also serves the built web app. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env };
const children = [];

async function reachable(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

/** The emulator's own environment: offline-friendly, and without the variable that points at it. */
function emulatorEnv() {
  const { FIREBASE_AUTH_EMULATOR_HOST: _ignored, ...rest } = env;
  return { ...rest, CI: 'true', NO_UPDATE_NOTIFIER: '1' };
}

async function startAuthEmulator() {
  const host = '127.0.0.1:9099';
  env.FIREBASE_AUTH_EMULATOR_HOST = host;
  env.FIREBASE_PROJECT_ID ??= 'demo-ankvidya';
  if (await reachable(`http://${host}/`)) {
    console.log(`Using the Firebase Auth emulator already running on ${host}`);
    return;
  }
  console.log(`Starting the Firebase Auth emulator on ${host} ...`);
  const emulator = spawn(
    path.join(apiDir, 'node_modules/.bin/firebase'),
    ['emulators:start', '--only', 'auth', '--project', env.FIREBASE_PROJECT_ID],
    { cwd: apiDir, env: emulatorEnv(), stdio: ['ignore', 'ignore', 'inherit'] },
  );
  children.push(emulator);
  emulator.on('exit', (code) => {
    if (!stopping) {
      console.error(`The Firebase Auth emulator stopped (exit ${code}).`);
      stop(1);
    }
  });
  for (let i = 0; i < 120; i++) {
    if (await reachable(`http://${host}/`)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('The Firebase Auth emulator did not start within 60 seconds');
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 200).unref();
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));

const realFirebase = Boolean(env.FIREBASE_WEB_API_KEY) && !env.FIREBASE_AUTH_EMULATOR_HOST;
if (!realFirebase && env.NODE_ENV !== 'production') await startAuthEmulator();

const server = spawn(process.execPath, [path.join(apiDir, 'dist/server.js')], { env, stdio: 'inherit' });
children.push(server);
server.on('exit', (code) => {
  if (!stopping) stop(code ?? 1);
  else process.exit(code ?? 0);
});
