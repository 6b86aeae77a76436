import request from 'supertest';
import { simpleParser } from 'mailparser';
import { SqliteOutbox } from '../../src/adapters/outbox/sqlite.js';
import { SmtpMailer, type SmtpTimeouts } from '../../src/adapters/mail/smtp.js';
import { paymentEmailWorker } from '../../src/features/mail/payment-emails.js';
import { createLogger } from '../../src/http/logging.js';
import { reportFileName } from '../../src/report/file-name.js';
import { asha, bearer, buildTestApp, minimalPdf, type TestAppOptions } from './app.js';

export const SITE = 'https://ankvidya.test';

/** A test clock the worker reads; tests move it forward past back-offs and leases. */
export function testClock(start = '2026-11-21T10:00:00.000Z') {
  let now = new Date(start);
  return {
    now: () => now,
    advance: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
  };
}

/** A test app with its outbox and a payment-email worker sending to `smtpUrl`. */
export function appWithMail(
  smtpUrl: string,
  options: TestAppOptions & {
    clock?: ReturnType<typeof testClock>;
    timeouts?: SmtpTimeouts;
    owner?: string;
    leaseMs?: number;
    maxAttempts?: number;
  } = {},
) {
  const clock = options.clock ?? testClock();
  const built = buildTestApp({ ...options, now: clock.now });
  const outbox = new SqliteOutbox(built.store.connection);
  const mailer = new SmtpMailer(smtpUrl, 'Ankvidya <reports@ankvidya.test>', options.timeouts);
  const worker = paymentEmailWorker({
    store: built.store,
    outbox,
    mailer,
    logger: createLogger('silent'),
    renderReport: options.render ?? minimalPdf,
    reportFileName,
    siteOrigin: SITE,
    now: clock.now,
    tuning: {
      firstDelayMs: 30_000,
      maxDelayMs: 3_600_000,
      leaseMs: options.leaseMs ?? 60_000,
      ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
      ...(options.owner ? { owner: options.owner } : {}),
    },
  });
  return { ...built, outbox, mailer, worker, clock };
}

/**
 * Signs a buyer in, spends the welcome credit on a first report and pays for a second one with
 * the demo gateway, as the pay page does.
 */
export async function payForReport(
  built: { app: Parameters<typeof request>[0]; auth: { issue(claims: object): string } },
  {
    email = 'payer@example.in',
    locale = 'en',
    name = asha.name,
    latinName,
  }: { email?: string; locale?: 'en' | 'hi'; name?: string; latinName?: string } = {},
) {
  const token = built.auth.issue({ email });
  await request(built.app).post('/api/session').set(bearer(token));
  const first = await request(built.app)
    .post('/api/reports')
    .set(bearer(token))
    .send({ ...asha, name: 'First Report' });
  await request(built.app).get(`/api/reports/${first.body.pdfID}/pdf`).set(bearer(token));
  const { body } = await request(built.app)
    .post('/api/reports')
    .set(bearer(token))
    .send({ ...asha, name, locale, ...(latinName ? { latinName } : {}) });
  const pdfID = body.pdfID as string;
  const intent = await request(built.app)
    .post('/api/createPaymentIntent')
    .set(bearer(token))
    .send({ currency: 'INR', amount: 49900, pdfID });
  const confirm = await request(built.app)
    .post('/api/demo/confirm')
    .set(bearer(token))
    .send({ clientSecret: intent.body.clientSecret });
  if (confirm.status !== 200) throw new Error(`confirm answered ${confirm.status}`);
  return { token, pdfID, clientSecret: intent.body.clientSecret as string };
}

export const parseMail = (raw: Buffer) => simpleParser(raw);
