import { DEFAULT_LOCALE, getContent, type Locale } from '@ankvidya/content';
import type { MailMessage } from '../../ports/mailer.js';
import type { OutboxMessage } from '../../ports/outbox.js';
import type { Store } from '../../ports/store.js';
import type { AttachmentSource } from './attachments.js';

/** An email that can never be sent (its report or buyer is gone): not retried. */
export class UndeliverableError extends Error {
  override readonly name = 'UndeliverableError';
}

export interface ComposeDeps {
  store: Store;
  attachments: readonly AttachmentSource[];
  /** The public address of the site, for the links in the email (no trailing slash). */
  siteOrigin: string;
  now: () => Date;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** A text with its {slots} filled. */
const fill = (template: string, slots: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => slots[key] ?? whole);

/** The same, as HTML: the text escaped, each slot given as HTML already. */
const fillHtml = (template: string, slots: Record<string, string>) =>
  template
    .split(/(\{\w+\})/)
    .map((part) => {
      const key = /^\{(\w+)\}$/.exec(part)?.[1];
      return key !== undefined && key in slots ? slots[key] : escapeHtml(part);
    })
    .join('');

const link = (url: string, words = url) =>
  `<a href="${escapeHtml(url)}" style="color:#0f5c5c">${escapeHtml(words)}</a>`;

/** A page of the site in a language: "/account" in English, "/hi/account" in Hindi. */
export function sitePage(origin: string, locale: Locale, page: string): string {
  const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
  return `${origin}${prefix}/${page}`;
}

/**
 * Writes a payment's email as it is sent, from the report and buyer as they are now (an account
 * that moved to a new uid is found through its report), in the report's language when paid for.
 */
export async function composePaymentEmail(
  deps: ComposeDeps,
  message: OutboxMessage,
): Promise<MailMessage> {
  const report = await deps.store.getReport(message.pdfID);
  if (!report) throw new UndeliverableError(`report ${message.pdfID} no longer exists`);
  const user = await deps.store.getUser(report.uid);
  if (!user) throw new UndeliverableError(`the buyer of report ${message.pdfID} no longer exists`);
  const locale = message.locale;
  const texts = getContent(locale).email.payment;
  const accountUrl = sitePage(deps.siteOrigin, locale, 'account');
  const contactUrl = sitePage(deps.siteOrigin, locale, 'contact');
  const refundPolicyUrl = sitePage(deps.siteOrigin, locale, 'refund-policy');
  const deliveryPolicyUrl = sitePage(deps.siteOrigin, locale, 'delivery-policy');
  const slots = { name: report.name, accountUrl, contactUrl, refundPolicyUrl, deliveryPolicyUrl };
  const htmlSlots = {
    name: escapeHtml(report.name),
    accountUrl: link(accountUrl),
    contactUrl: link(contactUrl),
    refundPolicyUrl: link(refundPolicyUrl),
    deliveryPolicyUrl: link(deliveryPolicyUrl),
  };
  const now = deps.now();
  const made = await Promise.all(
    deps.attachments.map((source) => source({ message, report, user, locale, now })),
  );
  const text = [
    texts.greeting,
    fill(texts.paid, slots),
    fill(texts.account, slots),
    fill(texts.help, slots),
    fill(texts.policies, slots),
    `${texts.signOff}\n${texts.signature}`,
  ].join('\n\n');
  const html = [
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(fill(texts.subject, slots))}</title></head>`,
    '<body style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5;color:#1f2933;max-width:560px">',
    `<p>${escapeHtml(texts.greeting)}</p>`,
    `<p>${fillHtml(texts.paid, htmlSlots)}</p>`,
    `<p>${fillHtml(texts.account, htmlSlots)}</p>`,
    `<p><a href="${escapeHtml(accountUrl)}" style="display:inline-block;padding:10px 18px;background:#0f5c5c;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(texts.accountLink)}</a></p>`,
    `<p>${fillHtml(texts.help, htmlSlots)}</p>`,
    `<p style="font-size:14px;color:#52606d">${fillHtml(texts.policies, htmlSlots)}</p>`,
    `<p>${escapeHtml(texts.signOff)}<br>${escapeHtml(texts.signature)}</p>`,
    '</body></html>',
  ].join('\n');
  return {
    to: user.email,
    subject: fill(texts.subject, slots),
    text,
    html,
    attachments: made.filter((a) => a !== undefined),
    // The same on every attempt, so a copy resent after a lost acknowledgement can be told apart.
    messageId: `<${encodeURIComponent(message.id)}@${new URL(deps.siteOrigin).hostname}>`,
  };
}
