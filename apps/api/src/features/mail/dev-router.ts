import { DEFAULT_LOCALE } from '@ankvidya/content';
import { Router } from 'express';
import { z } from 'zod';
import { notFound, parseOr400 } from '../../http/errors.js';
import type { KeptMail, KeptMailbox } from '../../ports/mailer.js';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The list as a plain page: a tool for whoever runs the site locally, not a page of the site. */
function listPage(dir: string, messages: KeptMail[]): string {
  const rows = messages
    .map((m) => {
      const id = encodeURIComponent(m.id);
      const files = m.attachments.map((a) => `${escapeHtml(a.filename)} (${kb(a.size)})`);
      return `<tr><td>${escapeHtml(m.receivedAt)}</td><td>${escapeHtml(m.to)}</td><td><a href="mail/${id}/html">${escapeHtml(m.subject)}</a></td><td>${files.join('<br>')}</td><td><a href="mail/${id}" download>.eml</a></td></tr>`;
    })
    .join('\n');
  return `<!doctype html><html lang="${DEFAULT_LOCALE}"><head><meta charset="utf-8"><title>Local mail</title>
<style>body{font-family:Arial,sans-serif;margin:2rem}td,th{padding:4px 10px;text-align:left;vertical-align:top;border-bottom:1px solid #ddd}</style></head>
<body><h1>Local mail</h1>
<p>Emails the site sent to its embedded SMTP server (no MAIL_URL is set), kept in ${escapeHtml(dir)}. Newest first.</p>
${messages.length === 0 ? '<p>No email yet: pay for a report to get one.</p>' : `<table><thead><tr><th>Received</th><th>To</th><th>Subject</th><th>Attachments</th><th>File</th></tr></thead><tbody>\n${rows}\n</tbody></table>`}
</body></html>`;
}

/** A kept message's id: the .eml file's name (the mailbox answers only names it wrote). */
const keptMailParams = z.object({ id: z.string().max(100) });

/**
 * GET /api/dev/mail: what the embedded SMTP server kept (JSON, or a page for a browser);
 * /api/dev/mail/:id the .eml file; /api/dev/mail/:id/html its HTML part. Mounted only when the
 * embedded server is in use and the server is not production-like (see app.ts). A local tool,
 * not part of the API: it is left out of the OpenAPI document.
 */
export function devMailRouter(mailbox: KeptMailbox): Router {
  const router = Router();
  router.get('/dev/mail', async (req, res) => {
    const messages = await mailbox.list();
    res.setHeader('Cache-Control', 'no-store');
    if (req.accepts(['json', 'html']) === 'html') {
      res.type('html').send(listPage(mailbox.dir, messages));
      return;
    }
    res.json({ messages });
  });
  router.get('/dev/mail/:id', async (req, res) => {
    const { id } = parseOr400(keptMailParams, req.params);
    const raw = await mailbox.raw(id);
    if (!raw) throw notFound('That email');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Disposition', `attachment; filename="${id}"`);
    res.type('message/rfc822').send(raw);
  });
  router.get('/dev/mail/:id/html', async (req, res) => {
    const { id } = parseOr400(keptMailParams, req.params);
    const html = await mailbox.html(id);
    if (html === undefined) throw notFound('That email');
    res.setHeader('Cache-Control', 'no-store');
    // The email's own HTML, shown as a mail program would: no scripts run in it.
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    res.type('html').send(html);
  });
  return router;
}
