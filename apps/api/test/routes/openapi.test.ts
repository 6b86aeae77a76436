import {
  mobileNumberQuerySchema,
  nameSuggestionsQuerySchema,
  pdfIdParamsSchema,
  reportCopyShape,
} from '@ankvidya/schemas';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { Express } from 'express';
import { readdirSync, readFileSync } from 'node:fs';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { DemoPaymentGateway } from '../../src/adapters/payments/demo/gateway.js';
import { analysisQuerySchema } from '../../src/features/analysis/answer.js';
import { routeDocs } from '../../src/features/meta/openapi.js';
import {
  pdfDownloadHeadersSchema,
  pdfDownloadQuerySchema,
} from '../../src/features/reports/router.js';
import { buildTestApp } from '../support/app.js';

interface Layer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
}
interface Operation {
  parameters?: Parameter[];
  security?: unknown[];
  responses: Record<string, unknown>;
}
type Paths = Record<string, Record<string, Operation>>;

/**
 * Every route Express really serves under /api, as "METHOD /path/{param}": those of the router
 * mounted at /api, and any route set on the app itself at /api/... (the busiest, the analysis).
 */
function servedRoutes(app: Express): string[] {
  const root = (app as unknown as { router: { stack: Layer[] } }).router.stack;
  const api = root.find((layer) => layer.rawPath === '/api')?.handle?.stack;
  if (!api) throw new Error('no router mounted at /api');
  const found: string[] = [];
  const add = (layer: Layer, prefix: string) => {
    const path = layer.route?.path;
    if (typeof path !== 'string')
      throw new Error(`a route path that is not a string: ${String(path)}`);
    if (!path.startsWith(prefix)) return;
    for (const [method, on] of Object.entries(layer.route?.methods ?? {}))
      if (on && method !== '_all')
        found.push(
          `${method.toUpperCase()} ${path.slice(prefix.length).replace(/:(\w+)/g, '{$1}')}`,
        );
  };
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) add(layer, '');
      else if (layer.handle?.stack) walk(layer.handle.stack);
    }
  };
  for (const layer of root) if (layer.route) add(layer, '/api');
  walk(api);
  return found;
}

const documentedRoutes = (paths: Paths) =>
  Object.entries(paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
  );

const keysOf = (schema: z.ZodType): string[] => {
  const def = (schema as unknown as { def: { type: string; in?: z.ZodType; shape?: object } }).def;
  if (def.type === 'pipe' && def.in) return keysOf(def.in);
  if (def.type === 'object' && def.shape) return Object.keys(def.shape);
  throw new Error(`not an object schema: ${def.type}`);
};

const named = (operation: Operation, where: string) =>
  (operation.parameters ?? []).filter((p) => p.in === where).map((p) => p.name.toLowerCase());

async function documentOf(app: Express) {
  const res = await request(app).get('/api/openapi.json');
  expect(res.status).toBe(200);
  return res.body as { openapi: string; info: unknown; servers: unknown; paths: Paths };
}

describe('the OpenAPI document', () => {
  it('lists exactly the routes the app serves', async () => {
    const { app } = buildTestApp();
    const served = servedRoutes(app);
    const documented = documentedRoutes((await documentOf(app)).paths);
    expect(served.filter((route) => !documented.includes(route))).toEqual([]);
    expect(documented.filter((route) => !served.includes(route))).toEqual([]);
    expect(new Set(documented).size).toBe(documented.length);
  });

  it('names every path parameter of every route', async () => {
    const { app } = buildTestApp();
    const { paths } = await documentOf(app);
    for (const route of servedRoutes(app)) {
      const [method, path] = route.split(' ') as [string, string];
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!.toLowerCase());
      const operation = paths[path]?.[method.toLowerCase()];
      if (!operation) throw new Error(`${route} is not documented`);
      expect(named(operation, 'path'), route).toEqual(inPath);
      for (const p of operation.parameters ?? [])
        if (p.in === 'path') expect(p.required).toBe(true);
    }
  });

  it('documents every key of the schemas the routers validate query, path and headers with', async () => {
    const { app } = buildTestApp();
    const { paths } = await documentOf(app);
    // The objects each router passes to parseOr400 for its query, path and headers.
    const validated: Array<[string, string, Partial<Record<string, z.ZodType>>]> = [
      [
        'get',
        '/reports/{pdfID}/pdf',
        {
          query: pdfDownloadQuerySchema,
          header: pdfDownloadHeadersSchema,
          path: pdfIdParamsSchema,
        },
      ],
      ['post', '/reports/{pdfID}/pdf', { path: pdfIdParamsSchema }],
      ['get', '/payments/{pdfID}/status', { path: pdfIdParamsSchema }],
      ['get', '/analysis', { query: analysisQuerySchema }],
      ['get', '/mobile-number', { query: mobileNumberQuerySchema }],
      ['get', '/name-suggestions', { query: nameSuggestionsQuerySchema }],
    ];
    for (const [method, path, parts] of validated) {
      const operation = paths[path]![method]!;
      for (const [where, schema] of Object.entries(parts))
        expect(named(operation, where), `${method} ${path} ${where}`).toEqual(
          expect.arrayContaining(keysOf(schema!).map((key) => key.toLowerCase())),
        );
    }
    // And each route's own declaration reaches the document whole.
    for (const doc of routeDocs(new DemoPaymentGateway())) {
      const operation = paths[doc.path]![doc.method]!;
      const where = { query: 'query', params: 'path', headers: 'header' } as const;
      for (const [part, place] of Object.entries(where)) {
        const schema = doc.request?.[part as keyof typeof where];
        if (schema && !Array.isArray(schema))
          expect(named(operation, place), `${doc.method} ${doc.path} ${place}`).toEqual(
            expect.arrayContaining(keysOf(schema as z.ZodType).map((key) => key.toLowerCase())),
          );
      }
    }
  });

  it('documents every query key, path parameter and header a router reads by hand', async () => {
    const { app } = buildTestApp();
    const { paths } = await documentOf(app);
    const documented = (where: string) =>
      Object.values(paths).flatMap((item) => Object.values(item).flatMap((o) => named(o, where)));
    const features = new URL('../../src/features/', import.meta.url);
    const reads = readdirSync(features, { recursive: true, encoding: 'utf8' })
      .filter((file) => /router\.ts$/.test(file))
      .flatMap((file) => {
        const source = readFileSync(new URL(file, features), 'utf8');
        const found = (pattern: RegExp, where: string) =>
          [...source.matchAll(pattern)].map((m) => ({
            file,
            where,
            name: (m[1] ?? m[2])!.toLowerCase(),
          }));
        return [
          ...found(/req\.query\.(\w+)/g, 'query'),
          ...found(/req\.params\.(\w+)/g, 'path'),
          ...found(/req\.header\('([^']+)'\)/g, 'header'),
          ...found(/req\.headers(?:\.(\w+)|\['([^']+)'\])/g, 'header'),
        ];
      })
      // The bearer token is the security scheme, not a parameter.
      .filter((read) => read.name !== 'authorization');
    expect(reads.length).toBeGreaterThan(0);
    for (const read of reads)
      expect(documented(read.where), JSON.stringify(read)).toContain(read.name);
  });

  it('describes the PDF download: year, locale, X-Mobile-Number, the PDF and the JSON errors', async () => {
    const { app } = buildTestApp();
    const operation = (await documentOf(app)).paths['/reports/{pdfID}/pdf']!.get!;
    expect(named(operation, 'query')).toEqual(['year', 'locale']);
    expect(named(operation, 'header')).toEqual(['x-mobile-number']);
    expect(operation.parameters!.every((p) => p.in === 'path' || !p.required)).toBe(true);
    expect(operation.responses['200']).toMatchObject({
      content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
    });
    for (const status of ['400', '401', '402', '404', '503'])
      expect(operation.responses[status], status).toMatchObject({
        content: {
          'application/json': {
            schema: {
              properties: { error: { required: ['code', 'message'] } },
              required: ['error'],
            },
          },
        },
      });
    expect(operation.security).toEqual([{ bearer: [] }]);
  });

  it("documents the download that takes the ReportDraft's copy as its body", async () => {
    const { app } = buildTestApp();
    const operation = (await documentOf(app)).paths['/reports/{pdfID}/pdf']!.post! as Operation & {
      requestBody: { content: { 'application/json': { schema: { properties: object } } } };
    };
    // Every field of the copy, and no query value or header besides the path's id.
    expect(
      Object.keys(operation.requestBody.content['application/json'].schema.properties).sort(),
    ).toEqual(Object.keys(reportCopyShape).sort());
    expect(named(operation, 'query')).toEqual([]);
    expect(named(operation, 'header')).toEqual([]);
    expect(named(operation, 'path')).toEqual(['pdfid']);
    expect(operation.responses['200']).toMatchObject({
      content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
    });
    for (const status of ['400', '401', '402', '404', '503'])
      expect(operation.responses[status], status).toBeDefined();
    expect(operation.security).toEqual([{ bearer: [] }]);
  });

  it('documents POST /reports with the body the route parses', async () => {
    const { app } = buildTestApp();
    const operation = (await documentOf(app)).paths['/reports']!.post! as Operation & {
      requestBody: { content: { 'application/json': { schema: { properties: object } } } };
    };
    expect(
      Object.keys(operation.requestBody.content['application/json'].schema.properties),
    ).toEqual(
      expect.arrayContaining([
        'name',
        'dob',
        'gender',
        'latinName',
        ...Object.keys(reportCopyShape),
      ]),
    );
  });

  it('asks for the bearer token on exactly the routes that answer 401 without one', async () => {
    const { app } = buildTestApp();
    const { paths } = await documentOf(app);
    for (const route of servedRoutes(app)) {
      const [method, path] = route.split(' ') as [string, string];
      const url = `/api${path.replace(/\{\w+\}/g, 'a'.repeat(20))}`;
      const res = await request(app)[method.toLowerCase() as 'get'](url);
      const operation = paths[path]?.[method.toLowerCase()];
      if (!operation) throw new Error(`${route} is not documented`);
      const documented = Boolean(operation.security?.length);
      expect({ route, signedIn: documented }).toEqual({ route, signedIn: res.status === 401 });
      if (documented) expect(operation.responses['401'], route).toBeDefined();
    }
  });

  it('is a valid OpenAPI 3.1 document that keeps its title, version and server', async () => {
    const { app } = buildTestApp();
    const doc = await documentOf(app);
    expect(doc).toMatchObject({
      openapi: '3.1.0',
      info: { title: 'Ankvidya API', version: '1.2.0' },
      servers: [{ url: '/api' }],
    });
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    // The validator does look: a parameter in a place OpenAPI 3 does not have is refused.
    const broken = structuredClone(doc);
    broken.paths['/reports/{pdfID}/pdf']!.get!.parameters![0]!.in = 'body';
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });
});
