import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { retryDelay } from '../../src/features/mail/worker.js';
import { bearer } from '../support/app.js';
import { appWithMail, payForReport, testClock } from '../support/mail.js';
import { startControlledSmtp, startSilentServer } from '../support/smtp-servers.js';

const FAST = { connectionMs: 300, greetingMs: 300, socketMs: 500 };
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ankvidya-outbox-worker-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('payment email outbox worker', () => {
  it('waits 30 s after a first failure, doubling up to an hour', () => {
    const delays = [1, 2, 3, 4, 8, 20].map((n) => retryDelay(n, 30_000, 3_600_000));
    expect(delays).toEqual([30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000]);
  });

  it('retries with back-off while the SMTP server refuses, then sends once it accepts', async () => {
    const smtp = await startControlledSmtp('refuse');
    const built = appWithMail(smtp.url, { timeouts: FAST });
    try {
      await payForReport(built);
      expect(await built.worker.runOnce()).toEqual({ sent: 0, failed: 1 });
      let [entry] = await built.outbox.list();
      expect(entry).toMatchObject({ status: 'pending', attempts: 1 });
      expect(entry?.lastError).toMatch(/^EENVELOPE: .*421/);
      expect(entry?.dueAt).toBe(new Date(built.clock.now().getTime() + 30_000).toISOString());
      // Not due again before its back-off ends.
      built.clock.advance(29_000);
      expect(await built.worker.runOnce()).toEqual({ sent: 0, failed: 0 });
      built.clock.advance(1_000);
      expect(await built.worker.runOnce()).toEqual({ sent: 0, failed: 1 });
      [entry] = await built.outbox.list();
      expect(entry?.dueAt).toBe(new Date(built.clock.now().getTime() + 60_000).toISOString());
      expect(smtp.state.refused).toBe(2);

      smtp.state.mode = 'accept';
      built.clock.advance(60_000);
      expect(await built.worker.runOnce()).toEqual({ sent: 1, failed: 0 });
      expect(smtp.state.received).toHaveLength(1);
      [entry] = await built.outbox.list();
      expect(entry).toMatchObject({ status: 'sent', attempts: 3, lastError: null, dueAt: null });
      built.clock.advance(3_600_000);
      expect(await built.worker.runOnce()).toEqual({ sent: 0, failed: 0 });
    } finally {
      await built.mailer.close();
      await smtp.close();
    }
  });

  it('settles a message as failed after its last try, and keeps it', async () => {
    const smtp = await startControlledSmtp('refuse');
    const built = appWithMail(smtp.url, { timeouts: FAST, maxAttempts: 2 });
    try {
      await payForReport(built);
      expect(await built.worker.runOnce()).toEqual({ sent: 0, failed: 1 });
      built.clock.advance(30_000);
      expect(await built.worker.runOnce()).toEqual({ sent: 0, failed: 1 });
      built.clock.advance(86_400_000);
      expect(await built.worker.runOnce()).toEqual({ sent: 0, failed: 0 });
      expect(await built.outbox.list()).toMatchObject([
        { status: 'failed', attempts: 2, dueAt: null, lastError: expect.stringMatching(/421/) },
      ]);
      expect(smtp.state.refused).toBe(2);
    } finally {
      await built.mailer.close();
      await smtp.close();
    }
  });

  it('gives up on a server that never greets, and on one that never answers the message, within the timeouts', async () => {
    const silent = await startSilentServer();
    const hanging = await startControlledSmtp('hang');
    try {
      for (const url of [silent.url, hanging.url]) {
        const built = appWithMail(url, { timeouts: FAST });
        await payForReport(built);
        const started = Date.now();
        expect(await built.worker.runOnce()).toEqual({ sent: 0, failed: 1 });
        // Bounded by the timeouts, not by the server (nodemailer's own default is minutes).
        expect(Date.now() - started).toBeLessThan(5_000);
        const [entry] = await built.outbox.list();
        expect(entry).toMatchObject({ status: 'pending', attempts: 1 });
        expect(entry?.lastError).toMatch(/^ETIMEDOUT: /);
        await built.mailer.close();
      }
      expect(hanging.state.hung).toBe(1);
    } finally {
      await silent.close();
      await hanging.close();
    }
  });

  it('sends nothing of its batch after the leases it took have nearly run out', async () => {
    const silent = await startSilentServer();
    // A 1 s lease: the batch must be done by 0.8 s; the server would keep each send 2 s.
    const built = appWithMail(silent.url, {
      timeouts: { connectionMs: 2_000, greetingMs: 2_000, socketMs: 2_000 },
      leaseMs: 1_000,
    });
    try {
      await payForReport(built, { email: 'one@example.in' });
      await payForReport(built, { email: 'two@example.in' });
      const started = Date.now();
      expect(await built.worker.runOnce()).toEqual({ sent: 0, failed: 2 });
      expect(Date.now() - started).toBeLessThan(2_000);
      // The second message was never tried: its lease would have ended mid-send.
      expect(silent.accepted()).toBe(1);
      const errors = (await built.outbox.list()).map((e) => [e.status, e.lastError]);
      expect(errors).toEqual([
        ['pending', expect.stringMatching(/took longer than \d+ ms/)],
        ['pending', expect.stringMatching(/lease ran out/)],
      ]);
    } finally {
      await built.mailer.close();
      await silent.close();
    }
  });

  it('never holds up the payment or the report while the mail server hangs', async () => {
    const silent = await startSilentServer();
    const built = appWithMail(silent.url, { timeouts: { ...FAST, greetingMs: 60_000 } });
    try {
      built.worker.start();
      const started = Date.now();
      const { token, pdfID } = await payForReport(built);
      // The worker is stuck waiting for a greeting while the buyer gets the report.
      const pdf = await request(built.app).get(`/api/reports/${pdfID}/pdf`).set(bearer(token));
      expect(pdf.status).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await built.worker.stop(0);
      await built.mailer.close();
      await silent.close();
    }
  });

  it('sends each email once with two instances on one SQLite file', async () => {
    const smtp = await startControlledSmtp('accept');
    const file = path.join(dir, 'two.sqlite');
    const clock = testClock();
    const a = appWithMail(smtp.url, { storeFile: file, clock, owner: 'instance-a' });
    const b = appWithMail(smtp.url, { storeFile: file, clock, owner: 'instance-b' });
    try {
      // Payments made through either instance, and both workers polling at once.
      const paid = [];
      for (let i = 0; i < 6; i++)
        paid.push(await payForReport(i % 2 ? a : b, { email: `buyer${i}@example.in` }));
      const passes = await Promise.all(
        [a, b, a, b, a, b].map((instance) => instance.worker.runOnce()),
      );
      expect(passes.reduce((sum, pass) => sum + pass.sent, 0)).toBe(6);
      // Each instance sent some: the work was shared, not done by one of them.
      const sentBy = (odd: number) =>
        passes.filter((_, i) => i % 2 === odd).reduce((sum, pass) => sum + pass.sent, 0);
      expect(sentBy(0)).toBeGreaterThan(0);
      expect(sentBy(1)).toBeGreaterThan(0);
      expect(smtp.state.received).toHaveLength(6);
      const recipients = smtp.state.received.map((raw) =>
        /^To: (.*)$/m.exec(raw.toString())?.[1]?.trim(),
      );
      expect(new Set(recipients)).toEqual(new Set(paid.map((_, i) => `buyer${i}@example.in`)));
      const entries = await a.outbox.list();
      expect(entries.map((e) => [e.status, e.attempts])).toEqual(
        Array.from({ length: 6 }, () => ['sent', 1]),
      );
    } finally {
      await Promise.all([a.mailer.close(), b.mailer.close()]);
      await Promise.all([a.store.close(), b.store.close()]);
      await smtp.close();
    }
  });

  it('sends a message whose sender crashed mid-send once its lease ends', async () => {
    const smtp = await startControlledSmtp('accept');
    const file = path.join(dir, 'crash.sqlite');
    const clock = testClock();
    const crashed = appWithMail(smtp.url, { storeFile: file, clock, owner: 'crashed' });
    const survivor = appWithMail(smtp.url, { storeFile: file, clock, owner: 'survivor' });
    try {
      await payForReport(crashed);
      // The first instance takes the message and dies before it sends or reports back.
      expect(await crashed.outbox.claim('crashed', clock.now(), 60_000, 5)).toHaveLength(1);
      await crashed.store.close();
      expect(await survivor.worker.runOnce()).toEqual({ sent: 0, failed: 0 });
      clock.advance(60_000);
      expect(await survivor.worker.runOnce()).toEqual({ sent: 1, failed: 0 });
      expect(smtp.state.received).toHaveLength(1);
      expect((await survivor.outbox.list())[0]).toMatchObject({
        status: 'sent',
        attempts: 2,
        leaseOwner: 'survivor',
      });
    } finally {
      await Promise.all([crashed.mailer.close(), survivor.mailer.close()]);
      await survivor.store.close();
      await smtp.close();
    }
  });
});
