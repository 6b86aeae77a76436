import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';

const serverFile = fileURLToPath(new URL('../dist/server.js', import.meta.url));
let holder: net.Server;
let port: number;

beforeAll(async () => {
  holder = net.createServer();
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
  port = (holder.address() as net.AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => holder.close(() => resolve())));

it('stops with a message naming PORT when another program holds the port', async () => {
  const child = spawn(process.execPath, [serverFile], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'ankvidya-port-')),
      LOG_LEVEL: 'silent',
      REPORT_WORKERS: '1',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // Before the fix the process lived on, answering nobody: this wait would time out.
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  expect(code).toBe(1);
  expect(stderr).toContain(`PORT ${port} on 127.0.0.1 is already in use`);
  expect(stderr).not.toMatch(/\n\s+at /);
}, 30_000);
