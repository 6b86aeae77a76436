import { Router } from 'express';
import type { Config } from '../../config.js';
import type { PaymentGateway } from '../../ports/payments.js';
import { openApiDocument } from './openapi.js';

/** Health, the OpenAPI document, and what the browser needs to start Firebase. */
export function metaRouter(config: Config, gateway: PaymentGateway): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ ok: true });
  });
  router.get('/openapi.json', (_req, res) => {
    res.json(openApiDocument());
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
