/** Entry point: read configuration, build the adapters, listen, and shut down gracefully. */
import type { Server } from 'node:http';
import { createApp } from './app.js';
import {
  StartupError,
  createAuthVerifier,
  createMail,
  createOutbox,
  createCalendarFeeds,
  createPaymentGateway,
  createRateCounter,
  createStore,
} from './adapters/index.js';
import { describePayments, paymentsProductionWarning } from './adapters/payments/registry.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { createLogger } from './http/logging.js';
import { builtSiteOrigin, siteOriginWarning } from './http/site-origin.js';
import { paymentEmailWorker } from './features/mail/payment-emails.js';
import { reportFileName } from './report/file-name.js';
import { createReportPool, type ReportPool } from './report/pool.js';

function describe(
  config: Config,
  storeKind: string,
  storeLocation: string,
  authKind: string,
  mail: string,
) {
  return {
    store: `${storeKind} (${storeLocation})`,
    auth: authKind,
    payments: describePayments(config.payments),
    analytics: config.firebaseWeb?.measurementId
      ? 'firebase analytics'
      : 'api log (POST /api/events)',
    mail,
    webApp: config.webDist,
    dataDir: config.dataDir,
  };
}

/**
 * A report thread's first reports parse the fonts and shape the common words (seconds): the pool
 * does it at start, and /api/readyz answers 200 only after.
 */
function logWarmUp(reports: ReportPool, logger: ReturnType<typeof createLogger>): void {
  reports
    .warmUp()
    .then((warm) => logger.info(warm, 'report renderer ready'))
    .catch((error: unknown) => logger.error({ err: error }, 'report renderer failed to warm up'));
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  let store;
  try {
    store = await createStore(config);
  } catch (error) {
    if (!(error instanceof StartupError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  const auth = createAuthVerifier(config);
  const payments = createPaymentGateway(config);
  const rateCounter = await createRateCounter(config);
  const outbox = await createOutbox(config, store);
  const calendarFeeds = await createCalendarFeeds(config, store);
  let mail;
  try {
    mail = await createMail(config);
  } catch (error) {
    if (!(error instanceof StartupError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  // Built by tsup beside this file (entry src/report/worker.ts); the threads start warming now.
  const reports = createReportPool({
    ...config.reports,
    workerFile: new URL('./report/worker.js', import.meta.url),
    onError: (error) => logger.error({ err: error }, 'a report thread failed'),
  });
  const app = createApp({
    config,
    store,
    auth,
    payments,
    renderReport: reports.render,
    renderInvoice: reports.renderInvoice,
    reportsReady: reports.ready,
    reportFileName,
    logger,
    rateCounter,
    keptMail: mail.embedded?.mailbox,
    calendarFeeds,
  });
  let emails: ReturnType<typeof paymentEmailWorker> | undefined;

  // Express 5 hands a listen error (the port taken, say) to this callback instead of throwing:
  // without the check the process would live on, warming threads and answering nobody.
  const server: Server = app.listen(config.port, config.host, (error?: Error) => {
    if (error) {
      const code = (error as NodeJS.ErrnoException).code;
      process.stderr.write(
        code === 'EADDRINUSE'
          ? `PORT ${config.port} on ${config.host} is already in use by another program. Stop it, or set PORT to a free port.\n`
          : `Cannot listen on ${config.host}:${config.port} (${error.message}).\n`,
      );
      process.exit(1);
    }
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    logger.info(
      {
        adapters: {
          ...describe(config, store.kind, store.location, auth.kind, mail.description),
          rateLimits: `per user: ${rateCounter?.kind ?? 'memory'}; per IP: memory`,
        },
      },
      'adapters',
    );
    const paymentsWarning = paymentsProductionWarning(config.payments);
    if (config.productionLike && paymentsWarning) logger.warn(paymentsWarning);
    const siteOrigin = siteOriginWarning(config);
    if (siteOrigin) logger.warn(siteOrigin);
    if (config.productionLike && mail.embedded)
      logger.warn(
        `MAIL_URL is not set: buyers' emails are kept in ${mail.embedded.server.dir}, not sent. Set MAIL_URL and MAIL_FROM to send them.`,
      );
    logger.info(`Ankvidya is listening on http://localhost:${port}`);
    if (mail.embedded && !config.productionLike)
      logger.info(`Emails it sends are listed at http://localhost:${port}/api/dev/mail`);
    logWarmUp(reports, logger);
    // Sent in the background, never inside a request: see features/mail/worker.ts.
    emails = paymentEmailWorker({
      store,
      outbox,
      mailer: mail.mailer,
      logger,
      renderReport: reports.render,
      renderInvoice: reports.renderInvoice,
      reportFileName,
      siteOrigin: builtSiteOrigin(config.webDist) ?? `http://localhost:${port}`,
    });
    emails.start();
  });
  server.keepAliveTimeout = 5_000;

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => {
      logger.warn('requests still open after 10 s; closing anyway');
      server.closeAllConnections();
    }, 10_000);
    force.unref();
    server.close(() => {
      // A message being sent when the worker stops is sent again after its lease: never lost.
      void Promise.all([emails?.stop(), mail.close()])
        .then(() => Promise.all([store.close(), reports.close()]))
        .then(() => {
          logger.info('database and report threads closed; bye');
          process.exit(0);
        });
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

void main();
