// 20 concurrent report downloads against the running server (the built dist/server.js, with real
// Auth emulator tokens, as `pnpm start` runs it): every answer must be a valid PDF.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startAuthEmulator, startServer } from '../scripts/local-services.mjs';

const CONCURRENT = 20;
const emulator = await startAuthEmulator({ projectId: 'demo-ankvidya-bench' });
const server = await startServer({
  DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'ankvidya-bench-')),
  FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
  FIREBASE_PROJECT_ID: emulator.projectId,
  RATE_LIMIT_PER_MINUTE: '100000',
});

try {
  // Every buyer is new, so each download spends that buyer's welcome credit.
  const buyers = await Promise.all(
    Array.from({ length: CONCURRENT }, async (_, i) => {
      const { idToken } = await emulator.signIn(`bench${i}@example.in`, `Bench ${i}`);
      const headers = { Authorization: `Bearer ${idToken}`, 'Content-Type': 'application/json' };
      await fetch(`${server.url}/api/session`, { method: 'POST', headers });
      const body = JSON.stringify({
        name: `Reader Number ${i}`,
        dob: `19${60 + i}-0${(i % 9) + 1}-1${i % 10}`,
        gender: i % 2 ? 'Male' : 'Female',
      });
      const report = await (
        await fetch(`${server.url}/api/reports`, { method: 'POST', headers, body })
      ).json();
      return { headers, pdfID: report.pdfID };
    }),
  );

  const started = performance.now();
  const results = await Promise.all(
    buyers.map(async ({ headers, pdfID }) => {
      const t0 = performance.now();
      const res = await fetch(`${server.url}/api/reports/${pdfID}/pdf`, { headers });
      const pdf = Buffer.from(await res.arrayBuffer());
      const valid =
        res.status === 200 &&
        pdf.subarray(0, 5).toString() === '%PDF-' &&
        pdf.subarray(-8).toString().includes('%%EOF');
      return { ms: performance.now() - t0, valid, status: res.status, bytes: pdf.length };
    }),
  );
  const total = performance.now() - started;
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const failures = results.filter((r) => !r.valid);
  console.log(
    `${CONCURRENT} concurrent report downloads: all done in ${total.toFixed(0)} ms; per request median ${times[Math.floor(times.length / 2)].toFixed(0)} ms, slowest ${times.at(-1).toFixed(0)} ms; valid PDFs ${results.length - failures.length}/${results.length} ${failures.length === 0 ? 'PASS' : 'FAIL'}`,
  );
  if (failures.length > 0) {
    console.log(failures);
    process.exitCode = 1;
  }
} finally {
  await server.stop();
  await emulator.stop();
}
