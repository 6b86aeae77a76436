// The free tools' API side is one list (src/features/tools.ts): app.ts mounts every tool's router
// and the OpenAPI document lists every tool's routes from it, each tool rate-limited in a bucket
// of its own, and neither file names a tool.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { DemoPaymentGateway } from '../../src/adapters/payments/demo/gateway.js';
import { routeDocs } from '../../src/features/meta/openapi.js';
import { API_TOOLS, type ApiTool } from '../../src/features/tools.js';
import { buildTestApp } from '../support/app.js';

const src = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../src');

/** A tool's route asked with no input at all: its own validation answers, never the API's 404. */
function ask(app: Parameters<typeof request>[0], doc: ApiTool['docs'][number]) {
  const url = `/api${doc.path}`;
  return doc.method === 'post' ? request(app).post(url).send({}) : request(app).get(url);
}

describe('the API tools registry', () => {
  it('has one entry per tool, each with documented routes', () => {
    expect(new Set(API_TOOLS.map((t) => t.id)).size).toBe(API_TOOLS.length);
    for (const tool of API_TOOLS) expect(tool.docs.length, tool.id).toBeGreaterThan(0);
  });

  it("mounts every tool's routes and documents them", async () => {
    const { app } = buildTestApp();
    const documented = routeDocs(new DemoPaymentGateway()).map((d) => `${d.method} ${d.path}`);
    for (const tool of API_TOOLS)
      for (const doc of tool.docs) {
        expect(documented, tool.id).toContain(`${doc.method} ${doc.path}`);
        const res = await ask(app, doc);
        expect(res.status, `${doc.method} ${doc.path}`).toBe(400);
        expect(res.body.error.code, `${doc.method} ${doc.path}`).not.toBe('not_found');
      }
  });

  it('limits each tool in a bucket of its own, at the analysis rate', async () => {
    const { app } = buildTestApp({ env: { ANALYSIS_RATE_LIMIT_PER_MINUTE: '2' } });
    const [first, ...others] = API_TOOLS.flatMap((tool) => tool.docs);
    const codes = [];
    for (let i = 0; i < 3; i += 1) codes.push((await ask(app, first!)).status);
    expect(codes).toEqual([400, 400, 429]);
    for (const doc of others) expect((await ask(app, doc)).status, doc.path).toBe(400);
  });

  it('leaves app.ts and the OpenAPI document naming no tool', () => {
    for (const file of ['app.ts', 'features/meta/openapi.ts']) {
      const text = fs.readFileSync(path.join(src, file), 'utf8');
      for (const tool of ['compatibility', 'mobile-number', 'name-suggestions'])
        expect(text, file).not.toContain(`/${tool}/`);
    }
  });
});
