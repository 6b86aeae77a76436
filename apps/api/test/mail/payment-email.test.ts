import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startEmbeddedMailServer,
  type EmbeddedMailServer,
} from '../../src/adapters/mail/embedded-server.js';
import { EmlMailbox } from '../../src/adapters/mail/mailbox.js';
import { asha, bearer, minimalPdf } from '../support/app.js';
import { appWithMail, parseMail, payForReport, SITE } from '../support/mail.js';

let dir: string;
let embedded: EmbeddedMailServer;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ankvidya-mail-'));
  embedded = await startEmbeddedMailServer(path.join(dir, 'mail'));
});
afterAll(async () => {
  await embedded.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The .eml files the embedded server kept, oldest first. */
const kept = () =>
  fs
    .readdirSync(embedded.dir)
    .filter((name) => name.endsWith('.eml'))
    .sort();

describe('the email after a payment', () => {
  it('is one email with the report PDF attached and a link to My account, however often the worker runs', async () => {
    const before = kept().length;
    const built = appWithMail(embedded.url);
    const { pdfID, token, clientSecret } = await payForReport(built, { email: 'asha@example.in' });
    // The payment is confirmed again (a second click, a redelivered event): still one email.
    await built.worker.runOnce();
    const again = await request(built.app)
      .post('/api/demo/confirm')
      .set(bearer(token))
      .send({ clientSecret });
    expect(again.status).toBe(200);
    await built.worker.runOnce();
    const files = kept().slice(before);
    expect(files).toHaveLength(1);
    expect(fs.readdirSync(embedded.dir).some((name) => name.endsWith('.part'))).toBe(false);

    const mail = await parseMail(fs.readFileSync(path.join(embedded.dir, files[0]!)));
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('asha@example.in');
    expect(mail.from?.value).toEqual([{ name: 'Ankvidya', address: 'reports@ankvidya.test' }]);
    expect(mail.subject).toBe(`Your Ankvidya numerology report for ${asha.name}`);
    expect(mail.text).toContain(`${SITE}/account`);
    expect(mail.html).toContain(`href="${SITE}/account"`);
    expect(mail.text).toContain(`${SITE}/refund-policy`);
    expect(mail.html).toContain(`href="${SITE}/delivery-policy"`);
    expect(mail.messageId).toMatch(/@ankvidya\.test>$/);
    const report = await built.store.getReport(pdfID);
    const expected = await minimalPdf({
      name: report!.name,
      dob: report!.dob,
      gender: report!.gender,
      generatedAt: new Date(),
      currentYear: 2026,
    });
    // The GST invoice issued with the payment, then the report.
    expect(mail.attachments).toHaveLength(2);
    const [invoice] = await built.store.invoices.listInvoices(report!.uid);
    expect(invoice).toBeDefined();
    expect(mail.attachments[0]).toMatchObject({
      contentType: 'application/pdf',
      filename: `Ankvidya-invoice-${invoice!.number.replace(/\//g, '-')}.pdf`,
    });
    expect(mail.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(mail.attachments[1]).toMatchObject({
      contentType: 'application/pdf',
      filename: expect.stringMatching(/\.pdf$/),
    });
    expect(mail.attachments[1]!.content.equals(expected)).toBe(true);
    await built.mailer.close();
  });

  it('is in Hindi, linking /hi/account, when the report is in Hindi', async () => {
    const before = kept().length;
    const built = appWithMail(embedded.url);
    await payForReport(built, { locale: 'hi', name: 'आशा वर्मा', latinName: 'Asha Verma' });
    await built.worker.runOnce();
    const [file] = kept().slice(before);
    const mail = await parseMail(fs.readFileSync(path.join(embedded.dir, file!)));
    expect(mail.subject).toBe('अंकविद्या: आशा वर्मा की अंक ज्योतिष रिपोर्ट');
    expect(mail.text).toContain('भुगतान के लिए धन्यवाद।');
    expect(mail.text).toContain(`${SITE}/hi/account`);
    expect(mail.text).toContain(`${SITE}/hi/refund-policy`);
    expect(mail.html).toContain('<html lang="hi">');
    expect(mail.html).toContain('मेरा खाता खोलें');
    expect(mail.attachments.map((a) => a.filename)).toEqual([
      expect.stringMatching(/^Ankvidya-invoice-/),
      expect.stringMatching(/\.pdf$/),
    ]);
    await built.mailer.close();
  });

  it('escapes the name in the HTML part', async () => {
    const before = kept().length;
    const built = appWithMail(embedded.url);
    await payForReport(built, { name: 'Asha <b>Verma</b>' });
    await built.worker.runOnce();
    const [file] = kept().slice(before);
    const mail = await parseMail(fs.readFileSync(path.join(embedded.dir, file!)));
    expect(mail.html).toContain('Asha &lt;b&gt;Verma&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Verma');
    await built.mailer.close();
  });

  it('is not sent, and not retried, when the report was erased before it went out', async () => {
    const built = appWithMail(embedded.url);
    const { pdfID } = await payForReport(built);
    built.store.connection.prepare('DELETE FROM reports WHERE pdf_id = ?').run(pdfID);
    expect(await built.worker.runOnce()).toEqual({ sent: 0, failed: 1 });
    expect((await built.outbox.list())[0]).toMatchObject({ status: 'failed', dueAt: null });
    await built.mailer.close();
  });
});

describe('the local mail page', () => {
  it('lists what the embedded server kept, and gives each as .eml and as HTML', async () => {
    const built = appWithMail(embedded.url, {});
    const { app } = appWithMail(embedded.url, { keptMail: new EmlMailbox(embedded.dir) });
    await payForReport(built, { email: 'page@example.in', name: 'Page Reader' });
    await built.worker.runOnce();

    const list = await request(app).get('/api/dev/mail');
    expect(list.status).toBe(200);
    const mine = list.body.messages.find((m: { to: string }) => m.to === 'page@example.in');
    expect(mine).toMatchObject({
      subject: 'Your Ankvidya numerology report for Page Reader',
      attachments: [
        { contentType: 'application/pdf', filename: expect.stringMatching(/^Ankvidya-invoice-/) },
        { contentType: 'application/pdf', filename: expect.stringMatching(/\.pdf$/) },
      ],
    });
    expect(list.body.messages[0].id).toBe(mine.id); // newest first

    const page = await request(app).get('/api/dev/mail').set('Accept', 'text/html');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('Your Ankvidya numerology report for Page Reader');
    expect(page.text).toContain(`href="mail/${mine.id}"`);

    const eml = await request(app)
      .get(`/api/dev/mail/${mine.id}`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(eml.status).toBe(200);
    expect(eml.headers['content-type']).toMatch(/^message\/rfc822/);
    expect((eml.body as Buffer).equals(fs.readFileSync(path.join(embedded.dir, mine.id)))).toBe(
      true,
    );

    const html = await request(app).get(`/api/dev/mail/${mine.id}/html`);
    expect(html.text).toContain(`href="${SITE}/account"`);
    expect(html.headers['content-security-policy']).toContain("default-src 'none'");

    for (const bad of ['../ankvidya.sqlite', 'nope.eml', '%2e%2e%2fmail']) {
      const res = await request(app).get(`/api/dev/mail/${bad}`);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('not_found');
    }
    await built.mailer.close();
  });

  it('does not exist without the embedded server, nor on a production server', async () => {
    const { app } = appWithMail(embedded.url);
    expect((await request(app).get('/api/dev/mail')).status).toBe(404);
    const production = appWithMail(embedded.url, {
      keptMail: new EmlMailbox(embedded.dir),
      env: { NODE_ENV: 'production', PAYMENTS: 'demo' },
    });
    expect((await request(production.app).get('/api/dev/mail')).status).toBe(404);
  });
});
