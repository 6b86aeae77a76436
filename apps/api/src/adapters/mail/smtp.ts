import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from '../../ports/mailer.js';

/**
 * How long a send may wait at each step before it fails and is retried later: a server that
 * hangs must not hold a worker (or its lease) for the 2 minutes and 10 minutes nodemailer waits
 * by default.
 */
export interface SmtpTimeouts {
  connectionMs: number;
  greetingMs: number;
  socketMs: number;
}

export const DEFAULT_SMTP_TIMEOUTS: SmtpTimeouts = {
  connectionMs: 10_000,
  greetingMs: 10_000,
  socketMs: 30_000,
};

/** The most a send can take with these timeouts (the lease must be longer). */
export const longestSend = (t: SmtpTimeouts) => t.connectionMs + t.greetingMs + t.socketMs;

/** An SMTP URL without its password, for the log: smtp://user@host:port. */
export function describeSmtpUrl(url: string): string {
  const parsed = new URL(url);
  const user = parsed.username ? `${decodeURIComponent(parsed.username)}@` : '';
  return `${parsed.protocol}//${user}${parsed.host}`;
}

/**
 * Sends through any SMTP server with nodemailer: the real one of MAIL_URL, or the embedded one.
 * A connection per message (no pool): a payment's email is a rare event, and a fresh connection
 * never inherits a socket the server has half closed.
 */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp';
  readonly location: string;
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
    timeouts: SmtpTimeouts = DEFAULT_SMTP_TIMEOUTS,
  ) {
    this.location = describeSmtpUrl(url);
    this.transport = nodemailer.createTransport({
      url,
      connectionTimeout: timeouts.connectionMs,
      greetingTimeout: timeouts.greetingMs,
      socketTimeout: timeouts.socketMs,
    });
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      messageId: message.messageId,
      attachments: message.attachments.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: a.content,
      })),
    });
  }

  close(): Promise<void> {
    this.transport.close();
    return Promise.resolve();
  }
}
