/**
 * The report pool with its real worker threads (built from the source): the same file as the
 * main thread draws, a bounded queue, and the cache of rendered files.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { ReportRendererBusyError } from '../../src/ports/report.js';
import { ByteLru } from '../../src/report/cache.js';
import { renderReport, type ReportRequest } from '../../src/report/index.js';
import { createReportPool, reportCacheKey, type ReportPool } from '../../src/report/pool.js';
import { buildReportWorker } from '../support/report-worker.js';
import { PdfFile, requirePoppler } from './pdf-tools.js';

const generatedAt = new Date('2026-03-14T10:30:00Z');
const person = (
  name: string,
  dob = '1990-08-05',
  locale: ReportRequest['locale'] = 'en',
): ReportRequest => ({
  name,
  dob,
  gender: 'Female',
  generatedAt,
  currentYear: 2026,
  locale,
});

describe('ByteLru', () => {
  const bytes = (n: number) => Buffer.alloc(n, 1);

  it('drops the least recently used files once the bytes pass the bound', () => {
    const lru = new ByteLru(100);
    lru.set('a', bytes(40));
    lru.set('b', bytes(40));
    expect(lru.get('a')).toBeDefined(); // a is now the most recent
    lru.set('c', bytes(40));
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBeDefined();
    expect(lru.get('c')).toBeDefined();
    expect(lru.bytes).toBe(80);
  });

  it('never keeps a file larger than the bound, and counts a replaced file once', () => {
    const lru = new ByteLru(100);
    lru.set('a', bytes(30));
    lru.set('a', bytes(50));
    expect(lru.bytes).toBe(50);
    lru.set('huge', bytes(101));
    expect(lru.get('huge')).toBeUndefined();
    expect(lru.get('a')).toBeDefined();
    expect(new ByteLru(0).size).toBe(0);
  });
});

describe('reportCacheKey', () => {
  it('is the same for the same report drawn the same day in India, and differs otherwise', () => {
    const asha = person('Asha Verma');
    // 10:30 UTC and 18:00 UTC are both 14 March in India (UTC+5:30).
    const evening = { ...asha, generatedAt: new Date('2026-03-14T18:00:00Z') };
    expect(reportCacheKey(evening)).toBe(reportCacheKey(asha));
    // 18:40 UTC is already 15 March in India: the printed date changes, so does the key.
    const nextDay = { ...asha, generatedAt: new Date('2026-03-14T18:40:00Z') };
    expect(reportCacheKey(nextDay)).not.toBe(reportCacheKey(asha));
    expect(reportCacheKey({ ...asha, gender: 'Male' })).not.toBe(reportCacheKey(asha));
    expect(reportCacheKey({ ...asha, currentYear: 2027 })).not.toBe(reportCacheKey(asha));
  });
});

describe('report settings', () => {
  const base = { NODE_ENV: 'test', WEB_DIST: '/nonexistent' };

  it('sizes the pool to the cores by default and takes REPORT_WORKERS, REPORT_QUEUE, REPORT_CACHE_MB', () => {
    const defaults = loadConfig(base).reports;
    expect(defaults.workers).toBeGreaterThanOrEqual(1);
    expect(defaults.queue).toBeGreaterThan(defaults.workers);
    expect(defaults.cacheBytes).toBe(64 * 1024 * 1024);
    expect(
      loadConfig({ ...base, REPORT_WORKERS: '3', REPORT_QUEUE: '0', REPORT_CACHE_MB: '0' }).reports,
    ).toEqual({ workers: 3, queue: 0, cacheBytes: 0 });
  });

  it('refuses a pool without threads, naming the variable', () => {
    expect(() => loadConfig({ ...base, REPORT_WORKERS: '0' })).toThrow(/REPORT_WORKERS/);
    expect(() => loadConfig({ ...base, REPORT_QUEUE: 'many' })).toThrow(/REPORT_QUEUE/);
  });
});

describe('the report pool', () => {
  let worker: Awaited<ReturnType<typeof buildReportWorker>>;
  let pool: ReportPool;
  let warmUp: { workers: number; ms: number };
  let readyBeforeWarmUp: boolean;

  beforeAll(async () => {
    worker = await buildReportWorker();
    pool = createReportPool({
      workers: 1,
      queue: 1,
      cacheBytes: 8 * 1024 * 1024,
      workerFile: worker.file,
    });
    readyBeforeWarmUp = pool.ready();
    warmUp = await pool.warmUp();
  }, 120_000);
  afterAll(async () => {
    await pool?.close();
    worker?.remove();
  });

  it('is ready once its threads are warm, and their first reports in either language parse no font', async () => {
    expect(readyBeforeWarmUp).toBe(false);
    expect(warmUp.workers).toBe(1);
    expect(pool.ready()).toBe(true);
    expect(pool.stats().rendered).toBe(0);
    await pool.render(person('Priya Nair', '2001-02-17', 'hi'));
    await pool.render(person('Priya Nair', '2001-02-17', 'en'));
    expect(pool.stats().rendered).toBe(2);
    expect(pool.stats().fontFilesParsedInReports).toBe(0);
    // The count is real: a name in a script the warm-up never drew reads that script's faces.
    await pool.render(person('முருகன் செல்வம்'));
    expect(pool.stats().fontFilesParsedInReports).toBeGreaterThan(0);
  });

  it('draws the report the main thread draws: the same pages with the same words', async () => {
    requirePoppler();
    const request = person('Rahul Sharma', '1985-12-23');
    const [inPool, inMain] = await Promise.all([pool.render(request), renderReport(request)]);
    expect(Buffer.isBuffer(inPool)).toBe(true);
    // Not byte for byte: pdfkit writes its drawing state a little differently depending on what
    // the thread measured before, which changes no pixel.
    const [a, b] = [new PdfFile(inPool), new PdfFile(inMain)];
    try {
      expect(a.pageCount()).toBe(b.pageCount());
      expect(a.text({ layout: true })).toBe(b.text({ layout: true }));
    } finally {
      a.remove();
      b.remove();
    }
  });

  it('answers a re-download from the cache, and two downloads at once with one render', async () => {
    const request = person('Anjali Gupta', '1979-01-31');
    const before = pool.stats().rendered;
    const [first, same] = await Promise.all([pool.render(request), pool.render(request)]);
    expect(pool.stats().rendered).toBe(before + 1);
    const again = await pool.render({ ...request, generatedAt: new Date('2026-03-14T17:00:00Z') });
    expect(again.equals(first)).toBe(true);
    expect(same.equals(first)).toBe(true);
    expect(pool.stats().rendered).toBe(before + 1);
    expect(pool.stats().cacheHits).toBeGreaterThanOrEqual(2);
  });

  it('refuses reports past one drawing and one waiting, saying when to come back', async () => {
    const results = await Promise.allSettled(
      ['Kavya Rao', 'Arjun Mehta', 'Farah Khan', 'Dev Patel'].map((name) =>
        pool.render(person(name)),
      ),
    );
    const refused = results.filter((r) => r.status === 'rejected');
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    expect(refused).toHaveLength(2);
    for (const result of refused) {
      const error = result.reason as unknown;
      expect(error).toBeInstanceOf(ReportRendererBusyError);
      expect((error as ReportRendererBusyError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    }
    // Refused reports are not cached as failures: they render once there is room.
    const retried = await pool.render(person('Dev Patel'));
    expect(retried.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('replaces a thread that dies by one counted ready, and given reports, only once warm', async () => {
    // The real thread, made to end itself when asked for a report for "crash".
    const crashing = path.join(path.dirname(worker.file), 'crashing-worker.js');
    writeFileSync(
      crashing,
      `import warmUp from './worker.js';
export default warmUp.then((render) => (request) =>
  request.name === 'crash' ? process.exit(1) : render(request));
`,
    );
    const dying = createReportPool({ workers: 1, queue: 4, cacheBytes: 0, workerFile: crashing });
    try {
      await dying.warmUp();
      expect(dying.ready()).toBe(true);
      await expect(dying.render(person('crash'))).rejects.toThrow(/exited/);
      // piscina has started a new thread at once; it is warming up, so not ready yet.
      expect(dying.ready()).toBe(false);
      // The next report waits for it, and finds it warm.
      const pdf = await dying.render(person('Asha Verma', '1990-08-05', 'hi'));
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(dying.ready()).toBe(true);
      expect(dying.stats().fontFilesParsedInReports).toBe(0);
    } finally {
      await dying.close();
    }
  }, 120_000);
});
