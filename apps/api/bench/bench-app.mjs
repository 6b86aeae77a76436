// The real app as the benches run it: all its middleware, the demo gateway (asked for by name),
// an in-memory database, no renderer or sign-in (no bench reaches them), silent logs, and limits
// high enough that a bench never meets them.
import { pino } from 'pino';
import { DemoPaymentGateway } from '../dist/adapters/payments/demo/gateway.js';
import { SqliteStore } from '../dist/adapters/store/sqlite.js';
import { createApp } from '../dist/app.js';
import { loadConfig } from '../dist/config.js';

export function benchApp() {
  const config = loadConfig({
    NODE_ENV: 'production',
    PAYMENTS: 'demo',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    ANALYSIS_RATE_LIMIT_PER_MINUTE: '100000000',
  });
  return createApp({
    config,
    store: new SqliteStore(':memory:'),
    auth: { kind: 'none', verify: () => Promise.reject(new Error('not used')) },
    payments: new DemoPaymentGateway(),
    renderReport: () => Promise.reject(new Error('not used')),
    reportFileName: () => 'unused.pdf',
    logger: pino({ level: 'silent' }),
  });
}
