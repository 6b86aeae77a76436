/**
 * Report downloads through the whole app with the real pool of report threads (REPORT_WORKERS=1):
 * a full queue answers 503 with Retry-After, a re-download is served from the cache, and the
 * HTTP thread stays free for other requests while reports are drawn.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeAll, afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createReportPool, type ReportPool } from '../../src/report/pool.js';
import { bearer, buildTestApp } from '../support/app.js';
import { buildReportWorker } from '../support/report-worker.js';

let worker: Awaited<ReturnType<typeof buildReportWorker>>;
beforeAll(async () => {
  worker = await buildReportWorker();
}, 120_000);
afterAll(() => worker?.remove());

interface Running {
  url: string;
  pool: ReportPool;
  /** Signs in a new reader with one report and returns what its download needs. */
  reader: (name: string) => Promise<{ headers: Record<string, string>; pdfID: string }>;
  setNow: (date: Date) => void;
}

let running: { server: Server; pool: ReportPool } | undefined;
afterEach(async () => {
  if (!running) return;
  await new Promise((resolve) => running!.server.close(resolve));
  await running.pool.close();
  running = undefined;
});

/**
 * The app as the server builds it, with its report settings taken from the environment; it
 * listens once the threads are warm, unless `listenCold`.
 */
async function start(env: Record<string, string>, { listenCold = false } = {}): Promise<Running> {
  const settings = { NODE_ENV: 'test', WEB_DIST: '/nonexistent', ...env };
  const pool = createReportPool({
    ...loadConfig(settings).reports,
    workerFile: worker.file,
  });
  let now = new Date('2026-11-21T10:00:00Z');
  const { app, auth } = buildTestApp({
    env: { ...env, RATE_LIMIT_PER_MINUTE: '10000' },
    render: pool.render,
    reportsReady: pool.ready,
    now: () => now,
  });
  if (!listenCold) await pool.warmUp();
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  running = { server, pool };
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let readers = 0;
  return {
    url,
    pool,
    setNow: (date) => (now = date),
    async reader(name) {
      readers += 1;
      const headers = {
        ...bearer(auth.issue({ email: `reader${readers}@example.in` })),
        'Content-Type': 'application/json',
      };
      await fetch(`${url}/api/session`, { method: 'POST', headers });
      const res = await fetch(`${url}/api/reports`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ name, dob: '1990-08-05', gender: 'Female' }),
      });
      const { pdfID } = (await res.json()) as { pdfID: string };
      return { headers, pdfID };
    },
  };
}

async function download(
  url: string,
  reader: { headers: Record<string, string>; pdfID: string },
  locale = 'en',
) {
  const res = await fetch(`${url}/api/reports/${reader.pdfID}/pdf?locale=${locale}`, {
    headers: reader.headers,
  });
  const body = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, body };
}

const NAMES = ['Asha Verma', 'Kavya Rao', 'Arjun Mehta', 'Farah Khan', 'Dev Patel', 'Meera Iyer'];

describe('readiness and the report threads', () => {
  it('answers /api/readyz 503 until every thread is warm, then 200; the first downloads parse no font', async () => {
    const app = await start({ REPORT_WORKERS: '1' }, { listenCold: true });
    const cold = await fetch(`${app.url}/api/readyz`);
    expect(cold.status).toBe(503);
    expect(((await cold.json()) as { error: { code: string } }).error.code).toBe('not_ready');
    // Liveness does not wait for the threads.
    expect((await fetch(`${app.url}/api/healthz`)).status).toBe(200);

    await app.pool.warmUp();
    expect((await fetch(`${app.url}/api/readyz`)).status).toBe(200);
    const reader = await app.reader('Asha Verma');
    expect((await download(app.url, reader, 'hi')).status).toBe(200);
    expect((await download(app.url, reader, 'en')).status).toBe(200);
    expect(app.pool.stats().rendered).toBe(2);
    expect(app.pool.stats().fontFilesParsedInReports).toBe(0);
  });
});

describe('GET /api/reports/:pdfID/pdf under load', () => {
  it('answers 503 with Retry-After and a JSON error when the queue is full', async () => {
    const app = await start({ REPORT_WORKERS: '1', REPORT_QUEUE: '1' });
    const readers = await Promise.all(NAMES.map((name) => app.reader(name)));
    const results = await Promise.all(readers.map((reader) => download(app.url, reader)));

    const ok = results.filter((r) => r.status === 200);
    const busy = results.filter((r) => r.status === 503);
    // One report drawing and one waiting; the others are told to come back (all four, unless the
    // machine is so slow that a report is done before the last requests arrive).
    expect(ok.length + busy.length).toBe(NAMES.length);
    expect(ok.length).toBeGreaterThanOrEqual(2);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    for (const r of ok) expect(r.body.subarray(0, 5).toString()).toBe('%PDF-');
    for (const r of busy) {
      expect(r.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
      expect(r.headers.get('content-type')).toMatch(/^application\/json/);
      const { error } = JSON.parse(r.body.toString()) as {
        error: { code: string; message: string };
      };
      expect(error.code).toBe('reports_busy');
      expect(error.message).toMatch(
        new RegExp(`try again in ${r.headers.get('retry-after')} seconds`),
      );
    }
    // The refused readers' reports were unlocked all the same: trying again just works.
    const refused = readers.filter((_, i) => results[i]!.status === 503);
    for (const reader of refused) expect((await download(app.url, reader)).status).toBe(200);
  });

  it('serves a re-download the same day from the cache: identical bytes, no second render', async () => {
    const app = await start({ REPORT_WORKERS: '1' });
    const reader = await app.reader('Asha Verma');
    const first = await download(app.url, reader);
    expect(first.status).toBe(200);
    expect(app.pool.stats().rendered).toBe(1);

    app.setNow(new Date('2026-11-21T15:00:00Z'));
    const again = await download(app.url, reader);
    expect(again.status).toBe(200);
    expect(again.body.equals(first.body)).toBe(true);
    expect(app.pool.stats().rendered).toBe(1);

    // The next day the report prints another date: it is drawn again.
    app.setNow(new Date('2026-11-22T10:00:00Z'));
    const nextDay = await download(app.url, reader);
    expect(nextDay.status).toBe(200);
    expect(app.pool.stats().rendered).toBe(2);
  });

  it('answers /api/healthz at once while reports are being drawn', async () => {
    const app = await start({ REPORT_WORKERS: '1', REPORT_QUEUE: '20' });
    const readers = await Promise.all(NAMES.map((name) => app.reader(name)));

    let firstReportAt = Number.POSITIVE_INFINITY;
    const started = performance.now();
    const downloads = Promise.all(
      readers.map((reader) =>
        download(app.url, reader).then((r) => {
          firstReportAt = Math.min(firstReportAt, performance.now() - started);
          return r;
        }),
      ),
    );
    const latencies: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const t0 = performance.now();
      const res = await fetch(`${app.url}/api/healthz`);
      expect(res.status).toBe(200);
      latencies.push(performance.now() - t0);
    }
    const healthzDoneAt = performance.now() - started;
    const results = await downloads;

    expect(results.every((r) => r.status === 200)).toBe(true);
    // Ten health checks answered before the first of six reports was even ready: on the HTTP
    // thread a single report would have held them all up.
    expect(healthzDoneAt).toBeLessThan(firstReportAt);
    // Loose bounds: other test files share the machine's cores; the bench holds p99 under 100 ms.
    latencies.sort((a, b) => a - b);
    expect(latencies[5]).toBeLessThan(50);
    expect(latencies.at(-1)).toBeLessThan(250);
  });
});
