import { invoiceSummary } from '../invoices/documents.js';
import {
  consentBodySchema,
  type AccountExport,
  type Consent,
  type PaymentEntry,
} from '@ankvidya/schemas';
import { Router, type RequestHandler } from 'express';
import type { Logger } from 'pino';
import { signedIn } from '../../http/auth.js';
import { HttpError, parseOr400 } from '../../http/errors.js';
import type { AuthVerifier } from '../../ports/auth.js';
import type { CalendarFeeds } from '../../ports/calendar-feeds.js';
import type { ConsentRecord, PaymentRecord, Store } from '../../ports/store.js';

export const toPaymentEntry = (p: PaymentRecord): PaymentEntry => ({
  paymentId: p.paymentId,
  pdfID: p.pdfID,
  amount: p.amount,
  currency: p.currency,
  status: p.status,
  paidAt: p.updatedAt,
});

export const toConsent = (c: ConsentRecord): Consent => ({
  version: c.version,
  locale: c.locale,
  acceptedAt: c.acceptedAt,
});

/** Everything stored about the account, as GET /api/me/export hands it to its owner. */
export async function accountExport(
  store: Store,
  uid: string,
  now: Date,
  feeds?: CalendarFeeds,
): Promise<AccountExport> {
  const user = await store.getUser(uid);
  if (!user) throw new HttpError(404, 'not_found', 'There is no account to export.');
  const [reports, payments, consents, messages, invoices] = await Promise.all([
    store.listReports(uid),
    store.listPayments(uid),
    store.listConsents(uid),
    store.listContactMessages(user.email),
    store.invoices.listInvoices(uid),
  ]);
  return {
    exportedAt: now.toISOString(),
    profile: user,
    reports: reports.map(({ uid: _owner, ...inputs }) => inputs),
    payments: payments.map(toPaymentEntry),
    consents: consents.map(toConsent),
    invoices: invoices.map(invoiceSummary),
    contactMessages: messages.map(({ id: _id, ...message }) => message),
    // Which reports have a private calendar address, and since when; never the token.
    calendarFeeds: feeds
      ? (await feeds.listFeeds(reports.map((r) => r.pdfID))).map(({ pdfID, createdAt }) => ({
          pdfID,
          createdAt,
        }))
      : [],
  };
}

/**
 * The account holder's data rights (DPDP Act): acknowledging the data notice, a copy of
 * everything stored, and erasure. Erasure deletes the sign-in at the provider first: were the
 * database erased first and the provider then failed, the same token would make a new account.
 */
export function dataRightsRouter(
  store: Store,
  verifier: AuthVerifier,
  requireUser: RequestHandler,
  logger: Logger,
  now: () => Date,
  feeds?: CalendarFeeds,
): Router {
  const router = Router();

  router.post('/me/consents', requireUser, async (req, res) => {
    const { user } = signedIn(res);
    const body = parseOr400(consentBodySchema, req.body);
    await store.recordConsent({
      uid: user.uid,
      version: body.version,
      locale: body.locale,
      acceptedAt: now().toISOString(),
    });
    res.status(201).json({ consents: (await store.listConsents(user.uid)).map(toConsent) });
  });

  router.get('/me/export', requireUser, async (_req, res) => {
    const { user } = signedIn(res);
    const body = await accountExport(store, user.uid, now(), feeds);
    const day = body.exportedAt.slice(0, 10);
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Content-Disposition', `attachment; filename="ankvidya-my-data-${day}.json"`);
    res.json(body);
  });

  router.delete('/me', requireUser, async (_req, res) => {
    const { user } = signedIn(res);
    try {
      await verifier.deleteAccount(user.uid);
    } catch (error) {
      logger.error({ err: error }, 'deleting the sign-in at the provider failed');
      throw new HttpError(
        503,
        'delete_failed',
        'Your account could not be deleted just now, and nothing was deleted. Please try again in a few minutes.',
      );
    }
    // The reports' ids first: their calendar addresses go with the account.
    const pdfIDs = (await store.listReports(user.uid)).map((r) => r.pdfID);
    await store.eraseUser(user.uid);
    // After the reports: a feed left by a failure here opens nothing, as its report is gone.
    await feeds?.deleteFeeds(pdfIDs);
    logger.info('account erased');
    res.status(204).end();
  });

  return router;
}
