// Starts the site on this machine: the Firebase Auth emulator (unless real Firebase sign-in is
// configured), then the API server, which also serves the built web app. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { apiDir, reachable, startAuthEmulator, stopProcess } from './local-services.mjs';

const AUTH_EMULATOR_PORT = 9099;
const env = { ...process.env };
const children = [];
let stopping = false;

async function stop(code) {
  stopping = true;
  await Promise.all(children.map((child) => stopProcess(child)));
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(0));

const realFirebase = Boolean(env.FIREBASE_WEB_API_KEY) && !env.FIREBASE_AUTH_EMULATOR_HOST;
if (!realFirebase && env.NODE_ENV !== 'production' && !env.FIREBASE_AUTH_EMULATOR_HOST) {
  env.FIREBASE_PROJECT_ID ??= 'demo-ankvidya';
  const host = `127.0.0.1:${AUTH_EMULATOR_PORT}`;
  if (await reachable(`http://${host}/`)) {
    console.log(`Using the Firebase Auth emulator already running on ${host}`);
  } else {
    console.log(`Starting the Firebase Auth emulator on ${host} ...`);
    const emulator = await startAuthEmulator({
      projectId: env.FIREBASE_PROJECT_ID,
      port: AUTH_EMULATOR_PORT,
    });
    children.push(emulator.child);
    emulator.child.on('exit', (code) => {
      if (stopping) return;
      console.error(`The Firebase Auth emulator stopped (exit ${code}).`);
      void stop(1);
    });
  }
  env.FIREBASE_AUTH_EMULATOR_HOST = host;
  // This script runs the emulator only on a developer's machine; say so, so that test keys
  // without NODE_ENV are not mistaken for a production server (which refuses the emulator).
  env.NODE_ENV ||= 'development';
}

const server = spawn(process.execPath, [path.join(apiDir, 'dist/server.js')], {
  env,
  stdio: 'inherit',
});
children.push(server);
server.on('exit', (code) => {
  if (!stopping) void stop(code ?? 1);
});
