// Child process for the throughput bench: the real app (with all its middleware) on one port and a
// bare Express route on another, so both are measured in the same run on the same machine.
import express from 'express';
import { pino } from 'pino';
import { createApp } from '../dist/app.js';
import { DemoPaymentGateway } from '../dist/adapters/payments/demo.js';
import { SqliteStore } from '../dist/adapters/store/sqlite.js';
import { loadConfig } from '../dist/config.js';

const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', ANALYSIS_RATE_LIMIT_PER_MINUTE: '100000000' });
const app = createApp({
  config,
  store: new SqliteStore(':memory:'),
  auth: { kind: 'none', verify: () => Promise.reject(new Error('not used')) },
  payments: new DemoPaymentGateway(),
  renderReport: () => Promise.reject(new Error('not used')),
  reportFileName: () => 'unused.pdf',
  logger: pino({ level: 'silent' }),
});
const bare = express();
bare.get('/bare', (_req, res) => res.json({ ok: true }));

const real = app.listen(0, '127.0.0.1', () => {
  const plain = bare.listen(0, '127.0.0.1', () => {
    process.send?.({ real: real.address().port, bare: plain.address().port });
  });
});
