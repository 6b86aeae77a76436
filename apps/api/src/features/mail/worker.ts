import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { Mailer, MailMessage } from '../../ports/mailer.js';
import type { Outbox, OutboxMessage } from '../../ports/outbox.js';
import { UndeliverableError } from './compose.js';

export interface OutboxWorkerOptions {
  outbox: Outbox;
  mailer: Mailer;
  compose: (message: OutboxMessage) => Promise<MailMessage>;
  logger: Logger;
  now?: () => Date;
  /** This worker's name in the leases it holds; unique per process by default. */
  owner?: string;
  /**
   * How long a claimed message is this worker's. A send that takes longer is abandoned (and
   * retried), so no other instance can take the message while this one may still be sending it.
   */
  leaseMs?: number;
  /** How often the outbox is looked at. */
  pollMs?: number;
  /** Messages claimed at a time. */
  batch?: number;
  /** The wait after the first failure; it doubles with each one, up to maxDelayMs. */
  firstDelayMs?: number;
  maxDelayMs?: number;
  /** After this many tries a message is settled as failed (kept, for a person to look at). */
  maxAttempts?: number;
}

/** Defaults: about 17 hours of tries (30 s, 1, 2, 4 … min, then hourly), 5 min leases. */
export const OUTBOX_DEFAULTS = {
  leaseMs: 5 * 60_000,
  pollMs: 5_000,
  batch: 5,
  firstDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  maxAttempts: 20,
};

/** The wait before try `attempts + 1`, after `attempts` failed: exponential, capped. */
export function retryDelay(attempts: number, firstMs: number, maxMs: number): number {
  return Math.min(maxMs, firstMs * 2 ** Math.max(0, attempts - 1));
}

class Deadline extends Error {
  override readonly name = 'DeadlineError';
}

/** The promise, or a rejection once `ms` have passed (the work itself is not stopped). */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Deadline(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/**
 * Sends what the outbox holds, in the background: it never runs inside a request, so a mail
 * server that refuses or hangs delays nothing a buyer waits for. Each message is claimed with a
 * lease, composed, sent, and marked sent; a failure is retried later with exponential back-off.
 */
export class OutboxWorker {
  readonly owner: string;
  private readonly options: Required<
    Pick<
      OutboxWorkerOptions,
      'leaseMs' | 'pollMs' | 'batch' | 'firstDelayMs' | 'maxDelayMs' | 'maxAttempts'
    >
  >;
  private readonly now: () => Date;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = true;

  constructor(private readonly deps: OutboxWorkerOptions) {
    this.owner = deps.owner ?? `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
    this.now = deps.now ?? (() => new Date());
    this.options = {
      leaseMs: deps.leaseMs ?? OUTBOX_DEFAULTS.leaseMs,
      pollMs: deps.pollMs ?? OUTBOX_DEFAULTS.pollMs,
      batch: deps.batch ?? OUTBOX_DEFAULTS.batch,
      firstDelayMs: deps.firstDelayMs ?? OUTBOX_DEFAULTS.firstDelayMs,
      maxDelayMs: deps.maxDelayMs ?? OUTBOX_DEFAULTS.maxDelayMs,
      maxAttempts: deps.maxAttempts ?? OUTBOX_DEFAULTS.maxAttempts,
    };
  }

  /** Looks at the outbox now and every pollMs after, until stop(). */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    const tick = () => {
      this.running = this.runOnce()
        .catch((error: unknown) =>
          this.deps.logger.error({ err: error }, 'outbox: could not read the outbox'),
        )
        .finally(() => {
          if (this.stopped) return;
          this.timer = setTimeout(tick, this.options.pollMs);
          this.timer.unref();
        });
    };
    tick();
  }

  /**
   * Stops polling and waits a little for the pass in flight; a message still being sent after
   * that is claimed again when its lease ends, so shutting down never loses one.
   */
  async stop(waitMs = 5_000): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, waitMs);
    });
    await Promise.race([this.running, waited]).finally(() => clearTimeout(timer));
  }

  /** One pass: claims the due messages and tries each once. */
  async runOnce(): Promise<{ sent: number; failed: number }> {
    // Every message of the batch must be done well before the leases taken now end: past that,
    // another instance may take a message this one may still be sending.
    const sendBy = Date.now() + Math.floor(this.options.leaseMs * 0.8);
    const claimed = await this.deps.outbox.claim(
      this.owner,
      this.now(),
      this.options.leaseMs,
      this.options.batch,
    );
    let sent = 0;
    for (const message of claimed) {
      if (await this.deliver(message, sendBy)) sent += 1;
    }
    return { sent, failed: claimed.length - sent };
  }

  private async deliver(message: OutboxMessage, sendBy: number): Promise<boolean> {
    const context = { outboxId: message.id, attempt: message.attempts };
    try {
      const budget = sendBy - Date.now();
      if (budget <= 0) throw new Deadline('the lease ran out before its turn (it is tried again)');
      await within(
        this.deps.compose(message).then((mail) => this.deps.mailer.send(mail)),
        budget,
        'sending',
      );
    } catch (error) {
      await this.failed(message, error);
      return false;
    }
    try {
      await this.deps.outbox.markSent(message.id, this.now().toISOString());
    } catch (error) {
      // Sent, but not marked: once the lease ends it is sent again (a copy, never a loss).
      this.deps.logger.error({ ...context, err: error }, 'outbox: sent but not marked sent');
      return true;
    }
    this.deps.logger.info(context, 'outbox: email sent');
    return true;
  }

  private async failed(message: OutboxMessage, error: unknown): Promise<void> {
    const code = (error as { code?: unknown } | null)?.code;
    const said = error instanceof Error ? error.message : String(error);
    // nodemailer's code (ETIMEDOUT, EENVELOPE, ECONNECTION…) says what kind of failure it was.
    const reason = typeof code === 'string' ? `${code}: ${said}` : said;
    const final =
      error instanceof UndeliverableError || message.attempts >= this.options.maxAttempts;
    const retryAt = final
      ? null
      : new Date(
          this.now().getTime() +
            retryDelay(message.attempts, this.options.firstDelayMs, this.options.maxDelayMs),
        ).toISOString();
    const context = { outboxId: message.id, attempt: message.attempts, reason, retryAt };
    if (final) this.deps.logger.error(context, 'outbox: email not sent, giving up');
    else this.deps.logger.warn(context, 'outbox: email not sent, will retry');
    try {
      await this.deps.outbox.markFailed(message.id, this.owner, reason.slice(0, 500), retryAt);
    } catch (markError) {
      // Left claimed: the message comes back when its lease ends.
      this.deps.logger.error({ ...context, err: markError }, 'outbox: could not record a failure');
    }
  }
}
