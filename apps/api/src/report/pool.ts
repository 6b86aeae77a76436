/**
 * Reports are drawn in a pool of worker threads (piscina), so a report never holds up the HTTP
 * thread: pdfkit is synchronous and a report is ~100 ms of CPU. In front of the pool:
 *   - a bounded queue: past it, render() rejects with ReportRendererBusyError (the edge says 503
 *     with Retry-After) instead of making everyone wait longer and longer;
 *   - a byte-bounded LRU of the last rendered files, keyed by everything that shows in the file,
 *     so a re-download costs a look-up; two downloads of the same report at once share one render.
 * This module never loads pdfkit or the fonts: only the threads do.
 */
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LOCALE, getContent, type Locale } from '@ankvidya/content';
import { Piscina } from 'piscina';
import type { InvoiceRecord, InvoiceRenderer } from '../ports/invoices.js';
import { ReportRendererBusyError, type ReportRenderer } from '../ports/report.js';
import { ByteLru } from './cache.js';
import { calendarDate, isoDate } from './format.js';
import { REPORT_TIME_ZONE, type ReportRequest } from './model.js';
import type { WorkerResult, WorkerWarmMessage } from './worker.js';

export interface ReportPoolOptions {
  /** Threads that draw reports; all start at once and stay, so their fonts stay parsed. */
  workers: number;
  /** Reports that may wait for a thread; one more is refused as busy. */
  queue: number;
  /** Upper bound of the cached files' total size; 0 turns the cache off. */
  cacheBytes: number;
  /** The built worker (dist/report/worker.js): a thread needs a JavaScript file. */
  workerFile: string | URL;
  /** Added to the threads' nice value (lower priority); 0 keeps the HTTP thread's. */
  niceIncrement?: number;
  /** Told about a thread that fails outside a report (e.g. while warming up). */
  onError?: (error: unknown) => void;
}

export interface ReportPoolStats {
  /** Reports drawn by the threads (the warm-up not counted). */
  rendered: number;
  /** Font files the threads parsed while drawing those reports: 0 when they were warm. */
  fontFilesParsedInReports: number;
  /** Downloads answered from the cache or from a render already under way. */
  cacheHits: number;
  queued: number;
  cachedBytes: number;
}

export interface ReportPool {
  render: ReportRenderer & ((request: ReportRequest) => Promise<Buffer>);
  /** An invoice or credit note, drawn by a report thread (one page: no cache in front). */
  renderInvoice: InvoiceRenderer;
  /** Resolves once every thread has parsed its fonts and drawn its sample reports. */
  warmUp(): Promise<{ workers: number; ms: number }>;
  /**
   * Whether every running thread is warm (/api/readyz waits for it). A thread that replaces one
   * that died counts only once warm; piscina gives it no report before that either.
   */
  ready: () => boolean;
  stats(): ReportPoolStats;
  /** Lets the reports under way finish, then stops the threads. */
  close(): Promise<void>;
}

const contentVersions = new Map<Locale, string>();

/**
 * A hash of every text of the locale, in both genders' forms: a file rendered from other words
 * is another file.
 */
export function contentVersion(locale: Locale): string {
  let version = contentVersions.get(locale);
  if (version === undefined) {
    version = createHash('sha256')
      .update(JSON.stringify([getContent(locale, 'Male'), getContent(locale, 'Female')]))
      .digest('base64url')
      .slice(0, 16);
    contentVersions.set(locale, version);
  }
  return version;
}

/**
 * Everything that shows in the file: every field of the request, so a field a tool adds to the
 * ReportDraft's copy makes another file without a change here. The generation date is printed by
 * the day (in India), so a report downloaded again the same day is the same file; the next day it
 * is drawn afresh.
 */
export function reportCacheKey(request: ReportRequest): string {
  const { generatedAt, locale = DEFAULT_LOCALE, ...fields } = request;
  const day = isoDate(calendarDate(generatedAt, REPORT_TIME_ZONE));
  const named = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${String(value)}`);
  return [locale, contentVersion(locale), day, ...named].join('\u0000');
}

/** A first guess of a report's drawing time (ms), until the threads have measured some. */
const FIRST_GUESS_MS = 150;

function isQueueFull(error: unknown): boolean {
  return error instanceof Error && /queue is at limit|No task queue available/.test(error.message);
}

export function createReportPool(options: ReportPoolOptions): ReportPool {
  const workers = Math.max(1, Math.floor(options.workers));
  const filename =
    typeof options.workerFile === 'string' ? options.workerFile : fileURLToPath(options.workerFile);
  const piscina = new Piscina<ReportRequest, WorkerResult>({
    filename,
    minThreads: workers,
    maxThreads: workers,
    maxQueue: Math.max(0, Math.floor(options.queue)),
    // Threads never retire: a new one would parse the fonts again.
    idleTimeout: Number.POSITIVE_INFINITY,
    // Reports are batch work: when the cores are busy, the HTTP thread goes first (Linux nice is
    // per thread; piscina applies it with its optional @napi-rs/nice, a no-op where missing).
    niceIncrement: options.niceIncrement ?? 10,
  });
  const cache = new ByteLru(Math.max(0, options.cacheBytes));
  const inFlight = new Map<string, Promise<Buffer>>();
  let cacheHits = 0;
  let fontFilesParsedInReports = 0;
  let averageMs = FIRST_GUESS_MS;

  /** Threads that said they are warm, by threadId (a dead thread's id is never reused). */
  const warm = new Set<number>();
  let onWarm: ((error?: unknown) => void) | undefined;
  piscina.on('message', (message: Partial<WorkerWarmMessage>) => {
    if (!message.reportWorkerWarm) return;
    warm.add(message.reportWorkerWarm.threadId);
    onWarm?.();
  });
  // piscina reports a thread that dies outside a task as an 'error' event (unhandled, it throws).
  piscina.on('error', (error: unknown) => {
    options.onError?.(error);
    onWarm?.(error);
  });

  /** Seconds until the reports waiting now are drawn, at the pace the threads have been drawing. */
  const retryAfterSeconds = () =>
    Math.min(60, Math.max(1, Math.ceil((piscina.queueSize * averageMs) / workers / 1000)));

  async function draw(request: ReportRequest): Promise<Buffer> {
    let result: WorkerResult;
    try {
      result = await piscina.run(request);
    } catch (error) {
      if (isQueueFull(error)) throw new ReportRendererBusyError(retryAfterSeconds());
      throw error;
    }
    averageMs = averageMs * 0.8 + Math.min(result.ms, 10_000) * 0.2;
    fontFilesParsedInReports += result.fontFilesParsed;
    const { pdf } = result;
    return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  }

  const render = (request: ReportRequest): Promise<Buffer> => {
    const key = reportCacheKey(request);
    const cached = cache.get(key);
    if (cached) {
      cacheHits += 1;
      return Promise.resolve(cached);
    }
    const running = inFlight.get(key);
    if (running) {
      cacheHits += 1;
      return running;
    }
    const promise = draw(request)
      .then((pdf) => {
        cache.set(key, pdf);
        return pdf;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  };

  async function renderInvoice(record: InvoiceRecord): Promise<Buffer> {
    let pdf: Uint8Array;
    try {
      // The same threads, another export of the worker module: typed for that export.
      const invoices = piscina as unknown as Piscina<InvoiceRecord, Uint8Array>;
      pdf = await invoices.run(record, { name: 'renderInvoice' });
    } catch (error) {
      if (isQueueFull(error)) throw new ReportRendererBusyError(retryAfterSeconds());
      throw error;
    }
    return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  }

  return {
    render,
    renderInvoice,
    warmUp() {
      const started = performance.now();
      return new Promise((resolve, reject) => {
        const check = (error?: unknown) => {
          if (error !== undefined)
            reject(error instanceof Error ? error : new Error('a report thread failed'));
          else if (warm.size < workers) return;
          else resolve({ workers, ms: Math.round(performance.now() - started) });
          onWarm = undefined;
        };
        onWarm = check;
        check();
      });
    },
    // piscina.threads holds the running threads only: a dead one leaves it at once.
    ready: () =>
      piscina.threads.length >= workers &&
      piscina.threads.every((thread) => warm.has(thread.threadId)),
    stats: () => ({
      rendered: piscina.completed,
      fontFilesParsedInReports,
      cacheHits,
      queued: piscina.queueSize,
      cachedBytes: cache.bytes,
    }),
    close: () => piscina.close(),
  };
}
