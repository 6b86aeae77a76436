import fs from 'node:fs';
import zlib from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../support/app.js';

function tinyDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<html>shell</html>');
  return dist;
}

describe('GET /api/analysis', () => {
  it('answers the analysis and its working', async () => {
    const { app } = buildTestApp();
    const res = await request(app)
      .get('/api/analysis')
      .query({ name: 'Asha Verma', dob: '1990-08-05', gender: 'Female', year: 2026 });
    expect(res.status).toBe(200);
    expect(res.body.analysis).toMatchObject({
      nameNumber: 1,
      psychicNumber: 5,
      lifePathNumber: 5,
      kuaNumber: 5,
      personalYear: 5,
    });
    expect(res.body.analysis.loshuGrid).toEqual({
      1: 1,
      2: 0,
      3: 0,
      4: 0,
      5: 3,
      6: 0,
      7: 0,
      8: 1,
      9: 2,
    });
    expect(res.body.working.lifePathNumber.text).toBe(
      'day(5)+month(8)+year(1990) = 2003 -> 2+0+0+3 = 5',
    );
  });

  it.each([
    [{ name: 'A', dob: '1990-02-30', gender: 'Female' }, 'dob'],
    [{ name: 'A', dob: '1990-01-01', gender: 'Other' }, 'gender'],
    [{ name: 'x'.repeat(500), dob: '1990-01-01', gender: 'Male' }, 'name'],
    [{ dob: '1990-01-01', gender: 'Male' }, 'name'],
    [{ name: 'A', dob: '1990-01-01', gender: 'Male', year: 'soon' }, 'year'],
  ])('answers 400 naming the field for %j', async (query, field) => {
    const { app } = buildTestApp();
    const res = await request(app).get('/api/analysis').query(query);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'invalid_input', field });
  });

  it('accepts a baby born today in India while the server is still on yesterday (UTC)', async () => {
    const { app } = buildTestApp({ now: () => new Date('2026-11-21T20:00:00Z') });
    const res = await request(app)
      .get('/api/analysis')
      .query({ name: 'Baby', dob: '2026-11-22', gender: 'Male' });
    expect(res.status).toBe(200);
  });
});

describe('POST /api/events and /api/contact', () => {
  it('logs a known analytics event and refuses others', async () => {
    const { app } = buildTestApp();
    expect(
      (await request(app).post('/api/events').send({ name: 'goto-download-report' })).status,
    ).toBe(204);
    expect(
      (
        await request(app)
          .post('/api/events')
          .send({ name: 'page_view', path: '/blog/life-path-number-1' })
      ).status,
    ).toBe(204);
    expect((await request(app).post('/api/events').send({ name: 'hack' })).status).toBe(400);
  });

  it('stores a contact message and checks its fields', async () => {
    const { app } = buildTestApp();
    const ok = await request(app)
      .post('/api/contact')
      .send({ name: 'Asha', email: 'asha@b.in', message: 'Please explain my kua number.' });
    expect(ok.status).toBe(201);
    const bad = await request(app)
      .post('/api/contact')
      .send({ name: 'Asha', email: 'not-an-email', message: 'Hello there!' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('email');
  });
});

describe('errors and edges', () => {
  it('answers unknown API routes with 404 JSON', async () => {
    const { app } = buildTestApp();
    const res = await request(app).get('/api/nope');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      error: { code: 'not_found', message: 'There is no API route GET /nope.' },
    });
  });

  it('answers malformed JSON with 400 and oversized bodies with 413', async () => {
    const { app } = buildTestApp();
    const bad = await request(app)
      .post('/api/events')
      .set('Content-Type', 'application/json')
      .send('{"name": ');
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('invalid_json');
    const big = await request(app)
      .post('/api/contact')
      .send({ name: 'A', email: 'a@b.in', message: 'x'.repeat(20_000) });
    expect(big.status).toBe(413);
    expect(big.body.error.code).toBe('payload_too_large');
    expect(JSON.stringify(big.body)).not.toMatch(/at .*\.js/);
  });

  it('answers readiness from the database: 200 while it answers, 503 when it cannot', async () => {
    const { app, store } = buildTestApp();
    const ready = await request(app).get('/api/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ ok: true });
    await store.close();
    const down = await request(app).get('/api/readyz');
    expect(down.status).toBe(503);
    expect(down.body.error.code).toBe('not_ready');
    // Liveness does not depend on the database.
    expect((await request(app).get('/api/healthz')).status).toBe(200);
  });

  it('serves health, config and an OpenAPI document', async () => {
    const { app } = buildTestApp();
    expect((await request(app).get('/api/healthz')).body).toEqual({ ok: true });
    const config = await request(app).get('/api/config');
    expect(config.body).toMatchObject({
      authEmulatorUrl: null,
      paymentMode: 'demo',
      analytics: 'api',
    });
    const doc = await request(app).get('/api/openapi.json');
    expect(doc.body.openapi).toBe('3.1.0');
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining(['/createPaymentIntent', '/reports/{pdfID}/pdf', '/analysis']),
    );
    expect(
      doc.body.paths['/createPaymentIntent'].post.requestBody.content['application/json'].schema
        .properties.amount.type,
    ).toBe('number');
  });

  it('names the seller from configuration, and marks the built-in one as a sample', async () => {
    const local = await request(buildTestApp().app).get('/api/seller');
    expect(local.status).toBe(200);
    expect(local.body).toMatchObject({ tradeName: 'Ankvidya', gstin: null, sample: true });
    const configured = await request(
      buildTestApp({
        env: {
          SELLER_LEGAL_NAME: 'Example Numerology LLP',
          SELLER_ADDRESS: '1 Test Lane, Pune',
          SELLER_GSTIN: '27AAPFU0939F1ZV',
          GRIEVANCE_OFFICER_NAME: 'A. Officer',
          GRIEVANCE_OFFICER_EMAIL: 'grievance@example.in',
        },
      }).app,
    ).get('/api/seller');
    expect(configured.body).toEqual({
      legalName: 'Example Numerology LLP',
      tradeName: 'Ankvidya',
      address: '1 Test Lane, Pune',
      stateCode: '27',
      gstin: '27AAPFU0939F1ZV',
      email: 'hello@ankvidya.in',
      phone: null,
      grievanceOfficer: { name: 'A. Officer', email: 'grievance@example.in' },
      sample: false,
    });
  });

  it('sets protective headers everywhere and the CSP on pages only', async () => {
    const { app } = buildTestApp({ env: { WEB_DIST: tinyDist() } });
    const json = await request(app).get('/api/healthz');
    expect(json.headers['x-content-type-options']).toBe('nosniff');
    expect(json.headers['x-powered-by']).toBeUndefined();
    expect(json.headers['content-security-policy']).toBeUndefined();
    const page = await request(app).get('/');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    // Firebase's Google popup sign-in needs to talk back to its opener.
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(page.headers['content-security-policy']).not.toContain('stripe.com');
    expect(page.headers['content-security-policy']).not.toContain('googleapis.com');
  });

  it('allows Stripe and Firebase hosts in the CSP only when they are configured', async () => {
    const { app } = buildTestApp({
      env: {
        WEB_DIST: tinyDist(),
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        FIREBASE_WEB_API_KEY: 'key',
        FIREBASE_PROJECT_ID: 'ankvidya',
      },
    });
    const csp = (await request(app).get('/')).headers['content-security-policy'];
    expect(csp).toContain('https://js.stripe.com');
    expect(csp).toContain('https://identitytoolkit.googleapis.com');
    expect(csp).toContain('https://ankvidya.firebaseapp.com');
  });

  it('lets the browser reach the Auth emulator only when it is used', async () => {
    const { app } = buildTestApp({
      env: { WEB_DIST: tinyDist(), FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' },
    });
    expect((await request(app).get('/')).headers['content-security-policy']).toContain(
      'http://127.0.0.1:9099',
    );
  });

  it('answers CORS only for configured origins', async () => {
    const { app } = buildTestApp({ env: { CORS_ORIGINS: 'https://partner.example.in' } });
    const allowed = await request(app)
      .get('/api/healthz')
      .set('Origin', 'https://partner.example.in');
    expect(allowed.headers['access-control-allow-origin']).toBe('https://partner.example.in');
    const other = await request(app).get('/api/healthz').set('Origin', 'https://evil.example.com');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const { app: sameOrigin } = buildTestApp();
    expect(
      (await request(sameOrigin).get('/api/healthz').set('Origin', 'https://x.example')).headers[
        'access-control-allow-origin'
      ],
    ).toBeUndefined();
  });

  it('answers CORS on the analysis, which is routed apart from the other API routes', async () => {
    const { app } = buildTestApp({ env: { CORS_ORIGINS: 'https://partner.example.in' } });
    const query = { name: 'Asha Verma', dob: '1990-08-05', gender: 'Female' };
    const from = (origin: string) =>
      request(app).get('/api/analysis').query(query).set('Origin', origin);
    const allowed = await from('https://partner.example.in');
    expect(allowed.status).toBe(200);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://partner.example.in');
    expect(
      (await from('https://evil.example.com')).headers['access-control-allow-origin'],
    ).toBeUndefined();
    const preflight = await request(app)
      .options('/api/analysis')
      .set('Origin', 'https://partner.example.in')
      .set('Access-Control-Request-Method', 'GET');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://partner.example.in');
  });

  it('rate-limits anonymous floods of payment routes per IP with a JSON 429', async () => {
    const { app } = buildTestApp({ env: { RATE_LIMIT_PER_IP_PER_MINUTE: '3' } });
    const codes: number[] = [];
    for (let i = 0; i < 5; i++)
      codes.push((await request(app).post('/api/createPaymentIntent').send({})).status);
    expect(codes.slice(0, 3)).toEqual([401, 401, 401]);
    expect(codes.slice(3)).toEqual([429, 429]);
  });
});

describe('the web app beside the API', () => {
  it('serves prerendered pages, the shell for client routes and 404 for unknown paths', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<html>shell</html>');
    fs.mkdirSync(path.join(dist, 'about'));
    fs.writeFileSync(path.join(dist, 'about', 'index.html'), '<html>about page</html>');
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'app-123.js'), 'console.log(1)');
    const { app } = buildTestApp({ env: { WEB_DIST: dist } });
    expect((await request(app).get('/')).text).toBe('<html>shell</html>');
    // With prerendering, index.html is the home page and spa.html the empty shell.
    fs.writeFileSync(path.join(dist, 'spa.html'), '<html>empty shell</html>');
    const { app: prerendered } = buildTestApp({ env: { WEB_DIST: dist } });
    expect((await request(prerendered).get('/numerology-pdf')).text).toBe(
      '<html>empty shell</html>',
    );
    expect((await request(prerendered).get('/nowhere')).status).toBe(404);
    expect((await request(prerendered).get('/spa.html')).status).toBe(301);
    expect((await request(app).get('/about')).text).toBe('<html>about page</html>');
    expect((await request(app).get('/about/')).text).toBe('<html>about page</html>');
    const analysis = await request(app).get('/numerology-analysis');
    expect(analysis.status).toBe(200);
    expect(analysis.text).toBe('<html>shell</html>');
    expect((await request(app).get('/no-such-page')).status).toBe(404);
    const asset = await request(app).get('/assets/app-123.js');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.text).toBe('console.log(1)');
    // The build's brotli copy is sent to browsers that accept it, with the original type.
    fs.writeFileSync(
      path.join(dist, 'assets', 'app-123.js.br'),
      zlib.brotliCompressSync('console.log(1)'),
    );
    const compressed = await request(app)
      .get('/assets/app-123.js')
      .set('Accept-Encoding', 'gzip, br');
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toMatch(/javascript/);
    expect(compressed.headers.vary).toContain('Accept-Encoding');
    expect(compressed.text).toBe('console.log(1)');
    expect((await request(app).get('/assets/app-123.js.br')).status).toBe(404);
    expect((await request(app).get('/%E0%A4%A')).status).toBe(400);
    expect((await request(app).get('/assets/missing.js')).status).toBe(404);
    expect((await request(app).get('/../../etc/passwd')).status).toBe(404);
    // The build's internal files stay private.
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
    expect((await request(app).get('/.vite/manifest.json')).status).toBe(404);
    // Paths the file system refuses are a client's mistake, never a server error.
    expect((await request(app).get('/%00')).status).toBe(400);
    expect((await request(app).get('/index.html%00.js')).status).toBe(400);
    expect((await request(app).get(`/${'a'.repeat(256)}`)).status).toBe(404);
    expect((await request(app).get(`/blog/${'b'.repeat(300)}/x`)).status).toBe(404);
    expect((await request(app).get(`/assets/${'c'.repeat(5000)}.js`)).status).toBe(404);
    expect((await request(app).get('/api/nope')).headers['content-type']).toMatch(/json/);
  });
});
