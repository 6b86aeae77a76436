import { Router } from 'express';
import type { Config } from '../../config.js';
import type { Logger } from 'pino';
import type { PaymentGateway } from '../../ports/payments.js';
import type { Store } from '../../ports/store.js';
import { openApiDocument } from './openapi.js';

const READY_TIMEOUT_MS = 2_000;

/**
 * Liveness (/healthz: the process answers), readiness (/readyz: the report threads are warm and
 * the database answers), the OpenAPI document, and what the browser needs to start Firebase.
 */
export function metaRouter(
  config: Config,
  gateway: PaymentGateway,
  store: Pick<Store, 'checkReady'>,
  logger: Logger,
  reportsReady: () => boolean = () => true,
): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ ok: true });
  });
  router.get('/readyz', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    // Until then the first buyer would wait for the fonts to be parsed (seconds, not 200 ms).
    if (!reportsReady()) {
      res.status(503).json({
        error: { code: 'not_ready', message: 'The report threads are still warming up.' },
      });
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new Error('the database did not answer in time')),
        READY_TIMEOUT_MS,
      );
    });
    try {
      await Promise.race([store.checkReady(), timeout]);
      res.json({ ok: true });
    } catch (error) {
      logger.error({ err: error }, 'not ready: the database check failed');
      res.status(503).json({
        error: { code: 'not_ready', message: 'The database is not available right now.' },
      });
    } finally {
      clearTimeout(timer);
    }
  });
  router.get('/openapi.json', (_req, res) => {
    res.json(openApiDocument(gateway));
  });
  router.get('/seller', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.json(config.seller);
  });
  router.get('/config', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.json({
      firebase: config.firebaseWeb ?? {
        apiKey: 'demo-api-key',
        authDomain: `${config.auth.projectId}.firebaseapp.com`,
        projectId: config.auth.projectId,
        appId: '',
      },
      authEmulatorUrl: config.auth.emulatorHost ? `http://${config.auth.emulatorHost}` : null,
      paymentMode: gateway.mode,
      analytics: config.firebaseWeb?.measurementId ? 'firebase' : 'api',
    });
  });
  return router;
}
