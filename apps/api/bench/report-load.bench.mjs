// 50 concurrent report downloads against the running server (the built dist/server.js, with real
// Auth emulator tokens, as `pnpm start` runs it), while /api/healthz is asked every 10 ms.
// Every download must be a valid PDF or a clean refusal (503, Retry-After, JSON error), and
// healthz must stay quick: the reports are drawn in worker threads, never on the HTTP thread.
// Then the refused readers come back after Retry-After, and everyone downloads again (the cache).
//   node bench/report-load.bench.mjs [--concurrent=50]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startAuthEmulator, startServer } from '../scripts/local-services.mjs';

const CONCURRENT = Number(process.argv.find((a) => a.startsWith('--concurrent='))?.slice(13) ?? 50);
const HEALTHZ_EVERY_MS = 10;
const HEALTHZ_P99_TARGET_MS = 100;

const emulator = await startAuthEmulator({ projectId: 'demo-ankvidya-bench' });
const server = await startServer({
  DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'ankvidya-bench-')),
  FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
  FIREBASE_PROJECT_ID: emulator.projectId,
  RATE_LIMIT_PER_MINUTE: '100000',
});

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const ms = (n) => `${n.toFixed(0)} ms`;

/** A new reader with one report; their first download spends their welcome credit. */
async function newReader(i) {
  const { idToken } = await emulator.signIn(`bench${i}@example.in`, `Bench ${i}`);
  const headers = { Authorization: `Bearer ${idToken}`, 'Content-Type': 'application/json' };
  await fetch(`${server.url}/api/session`, { method: 'POST', headers });
  const body = JSON.stringify({
    name: `Reader Number ${i}`,
    dob: `19${50 + (i % 50)}-0${(i % 9) + 1}-1${i % 10}`,
    gender: i % 2 ? 'Male' : 'Female',
  });
  const report = await (
    await fetch(`${server.url}/api/reports`, { method: 'POST', headers, body })
  ).json();
  return { headers, pdfID: report.pdfID };
}

/** One download, judged: a valid PDF, a clean refusal, or a failure. */
async function download({ headers, pdfID }) {
  const t0 = performance.now();
  try {
    const res = await fetch(`${server.url}/api/reports/${pdfID}/pdf`, { headers });
    const bytes = Buffer.from(await res.arrayBuffer());
    const took = performance.now() - t0;
    if (res.status === 200) {
      const valid =
        bytes.subarray(0, 5).toString() === '%PDF-' &&
        bytes.subarray(-8).toString().includes('%%EOF');
      return { outcome: valid ? 'pdf' : 'broken', ms: took, bytes };
    }
    const retryAfter = Number(res.headers.get('retry-after'));
    let code;
    try {
      code = JSON.parse(bytes.toString()).error?.code;
    } catch {
      code = undefined;
    }
    const clean = res.status === 503 && retryAfter >= 1 && code === 'reports_busy';
    return { outcome: clean ? 'busy' : 'broken', ms: took, retryAfter, status: res.status, code };
  } catch (error) {
    return { outcome: 'broken', ms: performance.now() - t0, error: String(error) };
  }
}

/** Asks /api/healthz every few ms until stopped; returns each answer's time. */
function sampleHealthz() {
  const times = [];
  let failures = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const t0 = performance.now();
      try {
        const res = await fetch(`${server.url}/api/healthz`);
        await res.arrayBuffer();
        if (res.status !== 200) failures += 1;
      } catch {
        failures += 1;
      }
      times.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, HEALTHZ_EVERY_MS));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return { times: times.sort((a, b) => a - b), failures };
  };
}

let failed = false;
try {
  const readers = await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => newReader(i)));
  // The threads warm up after start-up; one download first, so the run measures warm threads.
  const warm = await download(await newReader(CONCURRENT));
  if (warm.outcome !== 'pdf') throw new Error(`warm-up download failed: ${JSON.stringify(warm)}`);

  const stopHealthz = sampleHealthz();
  const started = performance.now();
  const results = await Promise.all(readers.map(download));
  const total = performance.now() - started;
  const healthz = await stopHealthz();

  const pdfs = results.filter((r) => r.outcome === 'pdf');
  const busy = results.filter((r) => r.outcome === 'busy');
  const broken = results.filter((r) => r.outcome === 'broken');
  const served = pdfs.map((r) => r.ms).sort((a, b) => a - b);
  const p99 = percentile(healthz.times, 0.99);
  console.log(`${CONCURRENT} concurrent report downloads, all answered in ${ms(total)}:`);
  console.log(
    `  valid PDFs ${pdfs.length}, refused 503 + Retry-After ${busy.length}, broken ${broken.length} ${broken.length === 0 ? 'PASS' : 'FAIL'}`,
  );
  if (served.length > 0)
    console.log(
      `  time to a PDF: median ${ms(percentile(served, 0.5))}, slowest ${ms(served.at(-1))}`,
    );
  if (busy.length > 0)
    console.log(
      `  refusals answered in ${ms(Math.max(...busy.map((r) => r.ms)))} at most, Retry-After ${Math.min(...busy.map((r) => r.retryAfter))}-${Math.max(...busy.map((r) => r.retryAfter))} s`,
    );
  console.log(
    `  /api/healthz meanwhile (${healthz.times.length} requests): p50 ${ms(percentile(healthz.times, 0.5))}, p99 ${ms(p99)}, max ${ms(healthz.times.at(-1))}, failures ${healthz.failures} (target p99 < ${HEALTHZ_P99_TARGET_MS} ms) ${p99 < HEALTHZ_P99_TARGET_MS && healthz.failures === 0 ? 'PASS' : 'FAIL'}`,
  );
  if (broken.length > 0) console.log(broken.slice(0, 5));
  failed ||= broken.length > 0 || p99 >= HEALTHZ_P99_TARGET_MS || healthz.failures > 0;

  // The refused readers come back when told to, until each has their PDF.
  let waiting = readers.filter((_, i) => results[i].outcome === 'busy');
  let rounds = 0;
  const retryStarted = performance.now();
  while (waiting.length > 0 && rounds < 10) {
    rounds += 1;
    const after = Math.max(...results.filter((r) => r.outcome === 'busy').map((r) => r.retryAfter));
    await new Promise((r) => setTimeout(r, after * 1000));
    const again = await Promise.all(waiting.map(download));
    waiting = waiting.filter((_, i) => again[i].outcome !== 'pdf');
  }
  if (busy.length > 0) {
    console.log(
      `  the ${busy.length} refused readers, coming back after Retry-After: ${waiting.length === 0 ? 'all got their PDF' : `${waiting.length} still without`} in ${rounds} round(s), ${ms(performance.now() - retryStarted)} ${waiting.length === 0 ? 'PASS' : 'FAIL'}`,
    );
    failed ||= waiting.length > 0;
  }

  // Everyone downloads again: the same files, from the cache.
  const t0 = performance.now();
  const again = await Promise.all(readers.map(download));
  const againMs = again.map((r) => r.ms).sort((a, b) => a - b);
  const allPdf = again.every((r) => r.outcome === 'pdf');
  const same = results.every((r, i) => r.outcome !== 'pdf' || r.bytes.equals(again[i].bytes));
  console.log(
    `  ${CONCURRENT} re-downloads at once (cached): all in ${ms(performance.now() - t0)}, median ${ms(percentile(againMs, 0.5))}; valid PDFs ${again.filter((r) => r.outcome === 'pdf').length}/${CONCURRENT}, same bytes as before ${same ? 'yes' : 'NO'} ${allPdf && same ? 'PASS' : 'FAIL'}`,
  );
  failed ||= !allPdf || !same;
} catch (error) {
  console.log(`report load bench could not run: ${error}`);
  failed = true;
} finally {
  await server.stop();
  await emulator.stop();
}
if (failed) process.exitCode = 1;
