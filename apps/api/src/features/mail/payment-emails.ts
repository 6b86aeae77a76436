import type { Logger } from 'pino';
import type { Mailer } from '../../ports/mailer.js';
import type { Outbox } from '../../ports/outbox.js';
import type { Store } from '../../ports/store.js';
import { paymentEmailAttachments, type AttachmentDeps } from './attachments.js';
import { composePaymentEmail } from './compose.js';
import { OutboxWorker, type OutboxWorkerOptions } from './worker.js';

export interface PaymentEmailDeps extends AttachmentDeps {
  store: Store;
  outbox: Outbox;
  mailer: Mailer;
  logger: Logger;
  siteOrigin: string;
  now?: () => Date;
  /** Timings, for tests (see OutboxWorkerOptions). */
  tuning?: Partial<Omit<OutboxWorkerOptions, 'outbox' | 'mailer' | 'compose' | 'logger' | 'now'>>;
}

/** The worker that sends each payment's email, composed with the registered attachments. */
export function paymentEmailWorker(deps: PaymentEmailDeps): OutboxWorker {
  const now = deps.now ?? (() => new Date());
  const attachments = paymentEmailAttachments(deps);
  return new OutboxWorker({
    outbox: deps.outbox,
    mailer: deps.mailer,
    logger: deps.logger,
    now,
    compose: (message) =>
      composePaymentEmail(
        { store: deps.store, attachments, siteOrigin: deps.siteOrigin, now },
        message,
      ),
    ...deps.tuning,
  });
}
