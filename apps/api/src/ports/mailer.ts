export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** One email as composed: the sender is the mailer's own (MAIL_FROM). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
  /** The Message-ID header, kept the same on every attempt so a resent copy can be recognised. */
  messageId: string;
}

/** Hands an email to an SMTP server: resolves once the server has accepted it, rejects otherwise. */
export interface Mailer {
  readonly kind: string;
  /** Where mail goes, for the start-up log (never a password). */
  readonly location: string;
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** One message the embedded SMTP server kept, as the local mail page lists it. */
export interface KeptMail {
  id: string;
  receivedAt: string;
  to: string;
  subject: string;
  attachments: { filename: string; contentType: string; size: number }[];
}

/** The messages the embedded SMTP server kept, for the local mail page. */
export interface KeptMailbox {
  /** Where they are kept, for the page to say. */
  readonly dir: string;
  /** Newest first. */
  list(): Promise<KeptMail[]>;
  /** The message as received (an .eml file), or undefined for an unknown id. */
  raw(id: string): Promise<Buffer | undefined>;
  /** Its HTML part (its text, escaped, when it has none), or undefined for an unknown id. */
  html(id: string): Promise<string | undefined>;
}
