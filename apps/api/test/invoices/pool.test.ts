/**
 * Invoices drawn by the report threads, as the server draws them: the same file as this thread
 * draws, in English and Hindi, without parsing fonts on the HTTP thread.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderInvoicePdf } from '../../src/features/invoices/pdf.js';
import { issuedRecord, type InvoiceRecord } from '../../src/ports/invoices.js';
import { createReportPool, type ReportPool } from '../../src/report/pool.js';
import { PdfFile, requirePoppler } from '../report/pdf-tools.js';
import { TEST_SELLER } from '../store/invoice-contract.js';
import { buildReportWorker } from '../support/report-worker.js';

const invoice = (locale: InvoiceRecord['locale']): InvoiceRecord =>
  issuedRecord(
    {
      kind: 'invoice',
      seller: TEST_SELLER,
      buyer: { name: 'Asha Verma', email: 'asha@example.in', stateCode: '07' },
      reportName: locale === 'hi' ? 'आशा वर्मा' : 'Asha Verma',
      locale,
      uid: 'u1',
      paymentId: 'pi_demo_0123456789',
      pdfID: 'pdf-aaaaaaaaaaaaaaaa',
      against: null,
      amount: 49900,
      currency: 'inr',
      issuedAt: '2026-11-21T10:05:00.000Z',
    },
    42,
  );

let worker: Awaited<ReturnType<typeof buildReportWorker>>;
let pool: ReportPool;
beforeAll(async () => {
  requirePoppler();
  worker = await buildReportWorker();
  pool = createReportPool({ workers: 1, queue: 4, cacheBytes: 0, workerFile: worker.file });
}, 120_000);
afterAll(async () => {
  await pool?.close();
  worker?.remove();
});

describe('invoices in the report threads', () => {
  it.each(['en', 'hi'] as const)('draws the %s invoice this thread would draw', async (locale) => {
    const record = invoice(locale);
    const fromThread = new PdfFile(await pool.renderInvoice(record));
    const here = new PdfFile(await renderInvoicePdf(record));
    try {
      const text = fromThread.text();
      // What the page says is the same. (Hindi is compared by its Latin words and figures only:
      // pdftotext maps shaped Devanagari back to letters as each thread's shaping cache built
      // the glyphs, so its reading of the same drawing varies.)
      const latin = (t: string) => t.match(/[A-Za-z0-9₹@/.:-]+/g);
      expect(latin(text)).toEqual(latin(here.text()));
      if (locale === 'en') expect(text).toBe(here.text());
      expect(text).toContain('AV/26-27/000042');
      expect(text).toContain('₹499.00');
      expect(text).toContain('999799');
    } finally {
      fromThread.remove();
      here.remove();
    }
  });
});
