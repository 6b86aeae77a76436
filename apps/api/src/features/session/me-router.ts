import type { MeResponse } from '@ankvidya/schemas';
import { Router, type RequestHandler } from 'express';
import { signedIn } from '../../http/auth.js';
import type { Store } from '../../ports/store.js';
import { invoiceSummary } from '../invoices/documents.js';
import { toConsent, toPaymentEntry } from './data-rights-router.js';

/**
 * The signed-in user's profile, credit, reports, the payments map pdfID -> payment id, and the
 * invoices and credit notes.
 */
export function meRouter(store: Store, requireUser: RequestHandler): Router {
  const router = Router();
  router.get('/me', requireUser, async (_req, res) => {
    const { user } = signedIn(res);
    const [reports, payments, invoices, consents] = await Promise.all([
      store.listReports(user.uid),
      store.listPayments(user.uid),
      store.invoices.listInvoices(user.uid),
      store.listConsents(user.uid),
    ]);
    const body: MeResponse = {
      user,
      reports: reports.map((r) => ({
        pdfID: r.pdfID,
        name: r.name,
        dob: r.dob,
        gender: r.gender,
        unlocked: r.unlockedBy !== null,
        unlockedBy: r.unlockedBy,
        createdAt: r.createdAt,
        unlockedAt: r.unlockedAt,
        locale: r.locale,
      })),
      payments: Object.fromEntries(
        payments.filter((p) => p.status === 'succeeded').map((p) => [p.pdfID, p.paymentId]),
      ),
      invoices: invoices.map(invoiceSummary),
      paymentHistory: payments.map(toPaymentEntry),
      consents: consents.map(toConsent),
    };
    res.json(body);
  });
  return router;
}
