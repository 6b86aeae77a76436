/**
 * One thread of the report pool (see pool.ts). piscina loads this file when the thread starts and
 * waits for its default export, so the thread takes no report before it is warm: the fonts parsed
 * and the common words of both languages shaped by a few whole reports, which the first real
 * readers would pay for (the first Hindi report alone took 2 s). The pool counts the thread ready
 * (and /api/readyz answers 200) only once it has said so.
 */
import { LOCALES } from '@ankvidya/content';
import { parentPort, threadId } from 'node:worker_threads';
import { renderInvoicePdf } from '../features/invoices/pdf.js';
import type { InvoiceRecord } from '../ports/invoices.js';
import { fontFilesParsed, loadFonts } from './fonts.js';
import type { ReportRequest } from './model.js';
import { renderReport } from './render.js';

/** What a thread tells the pool once it is warm. */
export interface WorkerWarmMessage {
  reportWorkerWarm: { threadId: number; ms: number; fontFilesParsed: number };
}

/**
 * Two people with different numbers in every language the site has (two reports each): after the
 * fonts, most of a first report's time is shaping words never seen before (Devanagari's rules
 * cost the most) and code not yet optimised, and these reports cover most of both.
 */
const person = (
  name: string,
  dob: string,
  gender: ReportRequest['gender'],
  locale: ReportRequest['locale'],
): ReportRequest => ({
  name,
  dob,
  gender,
  locale,
  generatedAt: new Date('2026-01-01T00:00:00Z'),
  currentYear: 2026,
});
export const WARM_UP_REQUESTS: readonly ReportRequest[] = LOCALES.flatMap((locale) => [
  person('Ravi Kumar', '1985-12-23', 'Male', locale),
  person('Sita Devi', '1972-11-30', 'Female', locale),
]);

/** One report, and how long this thread spent drawing it (the pool's Retry-After uses it). */
export interface WorkerResult {
  /** The Buffer arrives in the main thread as a Uint8Array (structured clone keeps the bytes). */
  pdf: Uint8Array;
  ms: number;
  /** Font files parsed while drawing it: none on a warm thread, unless a new script face. */
  fontFilesParsed: number;
}

async function render(request: ReportRequest): Promise<WorkerResult> {
  const started = performance.now();
  const parsedBefore = fontFilesParsed();
  const pdf = await renderReport(request);
  return {
    pdf,
    ms: performance.now() - started,
    fontFilesParsed: fontFilesParsed() - parsedBefore,
  };
}

async function warmUp(): Promise<typeof render> {
  const started = performance.now();
  loadFonts();
  for (const request of WARM_UP_REQUESTS) await renderReport(request);
  const message: WorkerWarmMessage = {
    reportWorkerWarm: {
      threadId,
      ms: Math.round(performance.now() - started),
      fontFilesParsed: fontFilesParsed(),
    },
  };
  parentPort?.postMessage(message);
  return render;
}

export default warmUp();

/** An invoice or credit note (piscina calls it by name: `run(record, { name: 'renderInvoice' })`). */
export async function renderInvoice(record: InvoiceRecord): Promise<Uint8Array> {
  return renderInvoicePdf(record);
}
