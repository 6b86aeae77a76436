import express, { type Express } from 'express';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import { answerAnalysis } from './features/analysis/answer.js';
import { calendarRouter } from './features/calendar/router.js';
import { contactRouter } from './features/contact/router.js';
import { devMailRouter } from './features/mail/dev-router.js';
import { eventsRouter } from './features/events/router.js';
import { renderInvoicePdf } from './features/invoices/pdf.js';
import { invoicesRouter } from './features/invoices/router.js';
import { metaRouter } from './features/meta/router.js';
import { paymentsRouter, webhookRouter } from './features/payments/router.js';
import { reportsRouter } from './features/reports/router.js';
import { API_TOOLS } from './features/tools.js';
import { meRouter } from './features/session/me-router.js';
import { dataRightsRouter } from './features/session/data-rights-router.js';
import { accountFor } from './features/session/account.js';
import { sessionRouter } from './features/session/router.js';
import { requireUser } from './http/auth.js';
import { refuseDeclaredOversize } from './http/body-limit.js';
import { apiNotFound, errorHandler } from './http/errors.js';
import { requestLogger } from './http/logging.js';
import { both, byUser, limitPerMinute, perIpCountedLater } from './http/rate-limit.js';
import { contentSecurityPolicy, corsFromConfig, securityHeaders } from './http/security.js';
import { staticSite } from './http/static-site.js';
import type { AuthVerifier } from './ports/auth.js';
import type { CalendarFeeds } from './ports/calendar-feeds.js';
import type { InvoiceRenderer } from './ports/invoices.js';
import type { KeptMailbox } from './ports/mailer.js';
import type { PaymentGateway } from './ports/payments.js';
import type { RateCounter } from './ports/rate-counter.js';
import type { ReportRenderer } from './ports/report.js';
import type { Identity, Store } from './ports/store.js';

export interface AppDeps {
  config: Config;
  store: Store;
  auth: AuthVerifier;
  payments: PaymentGateway;
  renderReport: ReportRenderer;
  reportFileName: (name: string, dob: string) => string;
  logger: Logger;
  now?: () => Date;
  /** Where per-user limits count; shared (Firestore) when several instances run. */
  rateCounter?: RateCounter;
  /** Whether the report threads are warm; /api/readyz waits for it (absent: always ready). */
  reportsReady?: () => boolean;
  /** Draws invoice PDFs (the report threads'; absent: on this thread, as tests do). */
  renderInvoice?: InvoiceRenderer;
  /** The embedded SMTP server's messages, listed at /api/dev/mail (never when production-like). */
  keptMail?: KeptMailbox;
  /** Private calendar addresses (absent: no calendar routes, as in the benchmarks). */
  calendarFeeds?: CalendarFeeds;
}

/** Builds the whole site (API under /api, web app beside it) without listening. */
export function createApp(deps: AppDeps): Express {
  const { config, store, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxyHops);
  app.set('query parser', 'simple');
  // API answers are personal and fresh; hashing every body for an ETag costs more than it saves.
  app.set('etag', false);

  app.use(securityHeaders());
  app.use(requestLogger(logger));

  const cors = corsFromConfig(config);
  // The busiest route, the analysis, straight on the app: it passes no router but its own route.
  const analysisLimit = limitPerMinute(config.analysisRateLimitPerMinute);
  app.get('/api/analysis', ...(cors ? [cors] : []), analysisLimit, answerAnalysis(now));

  const api = express.Router();
  if (cors) api.use(cors);
  api.use(refuseDeclaredOversize());
  const paymentDeps = { store, gateway: deps.payments, logger, now, seller: config.seller };
  // Body-less public reads first, so the busy routes pass the fewest layers.
  api.use(metaRouter(config, deps.payments, store, logger, deps.reportsReady));
  // The free tools (features/tools.ts) count like the analysis, each in a bucket of its own;
  // those reading no body come before the body parser.
  const toolLimit = () => limitPerMinute(config.analysisRateLimitPerMinute);
  for (const tool of API_TOOLS.filter((t) => !t.body)) api.use(tool.router(toolLimit(), now));
  api.use(webhookRouter(paymentDeps));
  api.use(express.json({ limit: '10kb', strict: true, type: () => true }));

  const accountOf = async (identity: Identity) =>
    (await accountFor(store, deps.auth, identity, now().toISOString(), 'request')).user;
  const signedIn = requireUser(deps.auth, accountOf);
  // Each class of route has its own buckets, so analytics from a shared carrier IP can never
  // lock a payer out. Money and downloads count per user, with the IP as a looser outer bound.
  // A request whose token fails counts only in a per-IP bucket of its own, so a flood of junk
  // tokens is turned away without touching any count a signed-in payer is measured by. The
  // per-user counts may be shared by every instance (docs/decisions.md); the IP bounds stay in
  // memory, so a flood is turned away before it costs a database read or write.
  const refusedPerIp = limitPerMinute(config.rateLimitPerIpPerMinute);
  const signedInPerIp = perIpCountedLater(config.rateLimitPerIpPerMinute);
  const signedInLimits = {
    beforeVerify: signedInPerIp.check,
    refused: refusedPerIp,
    verified: signedInPerIp.count,
  };
  const perUser = (bucket: string) =>
    both(
      requireUser(deps.auth, accountOf, signedInLimits),
      limitPerMinute(config.rateLimitPerMinute, {
        key: byUser,
        counter: deps.rateCounter,
        bucket,
      }),
    );
  api.use(sessionRouter(store, deps.auth, now));
  api.use(meRouter(store, signedIn));
  api.use(dataRightsRouter(store, deps.auth, signedIn, logger, now, deps.calendarFeeds));
  api.use(
    reportsRouter(
      { store, render: deps.renderReport, fileName: deps.reportFileName, now },
      perUser('reports'),
    ),
  );
  api.use(paymentsRouter(paymentDeps, perUser('payments')));
  api.use(
    eventsRouter(logger, limitPerMinute(config.eventsRateLimitPerMinute, { whenOver: 'drop' })),
  );
  api.use(contactRouter(store, logger, limitPerMinute(10), now));
  for (const tool of API_TOOLS.filter((t) => t.body)) api.use(tool.router(toolLimit(), now));
  api.use(
    invoicesRouter(store.invoices, deps.renderInvoice ?? renderInvoicePdf, perUser('invoices')),
  );
  if (deps.calendarFeeds)
    api.use(
      calendarRouter({ store, feeds: deps.calendarFeeds, now }, perUser('calendar'), toolLimit()),
    );
  if (deps.keptMail && !config.productionLike) api.use(devMailRouter(deps.keptMail));
  api.use(apiNotFound);

  app.use('/api', api);
  const site = staticSite(config.webDist);
  if (site) app.use(contentSecurityPolicy(config), site);
  app.use(errorHandler(logger));
  return app;
}
