// Child process for the throughput bench: the real app (with all its middleware) on one port and a
// bare Express route on another, so both are measured in the same run on the same machine.
import express from 'express';
import { answerAnalysis } from '../dist/features/analysis/answer.js';
import { benchApp } from './bench-app.mjs';

const app = benchApp();
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
