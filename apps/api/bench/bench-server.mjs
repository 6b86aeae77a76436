// Child process for the throughput bench: the real app (with all its middleware) on one port and a
// bare Express route on another, so both are measured in the same run on the same machine.
import express from 'express';
import { pino } from 'pino';
import { createApp } from '../dist/app.js';
import { answerAnalysis } from '../dist/features/analysis/answer.js';
import { DemoPaymentGateway } from '../dist/adapters/payments/demo/gateway.js';
import { SqliteStore } from '../dist/adapters/store/sqlite.js';
import { loadConfig } from '../dist/config.js';

const config = loadConfig({
  NODE_ENV: 'production',
  // The bench measures the API, not a payment provider: the demo gateway, asked for by name.
  PAYMENTS: 'demo',
  LOG_LEVEL: 'silent',
  WEB_DIST: '/nonexistent',
  ANALYSIS_RATE_LIMIT_PER_MINUTE: '100000000',
});
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

// The same handler as /api/analysis with no middleware at all: the ceiling for the real route.
const handlerOnly = express();
handlerOnly.set('query parser', 'simple');
handlerOnly.set('etag', false);
handlerOnly.get(
  '/api/analysis',
  answerAnalysis(() => new Date()),
);

const listen = (server) =>
  new Promise((resolve) => {
    const s = server.listen(0, '127.0.0.1', () => resolve(s.address().port));
  });
process.send?.({
  real: await listen(app),
  bare: await listen(bare),
  handler: await listen(handlerOnly),
});
