import { Writable } from 'node:stream';
import type { DestinationStream } from 'pino';
import { createApp } from '../../src/app.js';
import { DemoPaymentGateway } from '../../src/adapters/payments/demo/gateway.js';
import { SqliteStore } from '../../src/adapters/store/sqlite.js';
import { SqliteCalendarFeeds } from '../../src/adapters/calendar-feeds/sqlite.js';
import { loadConfig } from '../../src/config.js';
import { createLogger } from '../../src/http/logging.js';
import { reportFileName } from '../../src/report/file-name.js';
import type { KeptMailbox } from '../../src/ports/mailer.js';
import type { PaymentGateway } from '../../src/ports/payments.js';
import type { InvoiceRenderer } from '../../src/ports/invoices.js';
import type { ReportRenderer } from '../../src/ports/report.js';
import { FakeAuthVerifier } from './fake-auth.js';

/** A tiny but valid PDF naming the person, so route tests do not depend on the report's design. */
export const minimalPdf: ReportRenderer = (request) => {
  const text = `Numerology report for ${request.name}`;
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Promise.resolve(Buffer.from(body, 'latin1'));
};

export interface TestAppOptions {
  env?: Record<string, string>;
  gateway?: PaymentGateway;
  render?: ReportRenderer;
  /** Draws invoices (absent: the app's default, on this thread). */
  renderInvoice?: InvoiceRenderer;
  /** The report pool's readiness, for /api/readyz (absent: always ready). */
  reportsReady?: () => boolean;
  storeFile?: string;
  now?: () => Date;
  /** Where the app's real logger writes (at level info); silent when absent. */
  logTo?: DestinationStream;
  /** The embedded SMTP server's messages, for /api/dev/mail. */
  keptMail?: KeptMailbox;
}

export function buildTestApp(options: TestAppOptions = {}) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    ...options.env,
  });
  const store = new SqliteStore(options.storeFile ?? ':memory:');
  const auth = new FakeAuthVerifier();
  const payments = options.gateway ?? new DemoPaymentGateway();
  const logger = options.logTo ? createLogger('info', options.logTo) : createLogger('silent');
  const app = createApp({
    config,
    store,
    auth,
    payments,
    renderReport: options.render ?? minimalPdf,
    reportsReady: options.reportsReady,
    renderInvoice: options.renderInvoice,
    reportFileName,
    logger,
    now: options.now ?? (() => new Date('2026-11-21T10:00:00Z')),
    keptMail: options.keptMail,
    calendarFeeds: new SqliteCalendarFeeds(store.connection),
  });
  return { app, store, auth, config };
}

export const asha = { name: 'Asha Verma', dob: '1990-08-05', gender: 'Female' } as const;
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A log destination for buildTestApp({ logTo }) that keeps each JSON line. */
export function captureLogs() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}
