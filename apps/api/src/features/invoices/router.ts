import { invoiceIdSchema } from '@ankvidya/schemas';
import { Router, type RequestHandler } from 'express';
import { signedIn } from '../../http/auth.js';
import { HttpError, notFound } from '../../http/errors.js';
import type { InvoiceLedger, InvoiceRenderer } from '../../ports/invoices.js';
import { ReportRendererBusyError } from '../../ports/report.js';
import { invoiceFileName } from './documents.js';

/**
 * `GET /invoices/{id}/pdf`: an invoice or credit note, to its owner only. Anyone else, and an id
 * that names nothing, gets the same 404, so the answer never tells whether an id exists.
 */
export function invoicesRouter(
  ledger: InvoiceLedger,
  render: InvoiceRenderer,
  requireUser: RequestHandler,
): Router {
  const router = Router();
  router.get('/invoices/:id/pdf', requireUser, async (req, res) => {
    const { user } = signedIn(res);
    const parsed = invoiceIdSchema.safeParse(req.params.id);
    const record = parsed.success ? await ledger.getInvoice(parsed.data) : undefined;
    if (!record || record.uid !== user.uid) throw notFound('That invoice');
    const pdf = await render(record).catch((error: unknown) => {
      if (!(error instanceof ReportRendererBusyError)) throw error;
      // The report threads draw invoices too: when they are full, later costs nothing.
      res.setHeader('Retry-After', String(error.retryAfterSeconds));
      throw new HttpError(
        503,
        'reports_busy',
        `Many documents are being prepared right now. Please try again in ${error.retryAfterSeconds} seconds.`,
      );
    });
    res
      .type('application/pdf')
      .set('Content-Disposition', `inline; filename="${invoiceFileName(record)}"`)
      .set('Cache-Control', 'private, no-store')
      .send(pdf);
  });
  return router;
}
