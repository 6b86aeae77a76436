// The site in every locale: /hi/ pages are files of the build like the English ones, and the
// client-only routes are known under each locale's prefix, served with that locale's shell.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { splitLocale } from '../../src/http/static-site.js';
import { buildTestApp } from '../support/app.js';

function builtSite(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), text);
  };
  write('index.html', '<html lang="en">home</html>');
  write('spa.html', '<html lang="en">shell</html>');
  write('hi/index.html', '<html lang="hi">hindi home</html>');
  write('hi/spa.html', '<html lang="hi">hindi shell</html>');
  write('hi/numerology-calculator/index.html', '<html lang="hi">hindi calculator</html>');
  return dist;
}

describe('the web app in every locale', () => {
  it('splits a locale prefix from a path, only a whole segment', () => {
    expect(splitLocale('/hi/numerology-pdf')).toEqual({ locale: 'hi', route: '/numerology-pdf' });
    expect(splitLocale('/hi')).toEqual({ locale: 'hi', route: '/' });
    expect(splitLocale('/hindi')).toEqual({ locale: 'en', route: '/hindi' });
    expect(splitLocale('/numerology-pdf')).toEqual({ locale: 'en', route: '/numerology-pdf' });
  });

  it('serves prerendered Hindi pages and the Hindi shell for Hindi client routes', async () => {
    const { app } = buildTestApp({ env: { WEB_DIST: builtSite() } });
    for (const url of ['/hi', '/hi/']) {
      const home = await request(app).get(url);
      expect(home.status, url).toBe(200);
      expect(home.text, url).toBe('<html lang="hi">hindi home</html>');
    }
    expect((await request(app).get('/hi/numerology-calculator')).text).toBe(
      '<html lang="hi">hindi calculator</html>',
    );
    for (const url of ['/hi/numerology-analysis', '/hi/numerology-pdf?payment_intent=pi_1']) {
      const page = await request(app).get(url);
      expect(page.status, url).toBe(200);
      expect(page.text, url).toBe('<html lang="hi">hindi shell</html>');
    }
    const english = await request(app).get('/numerology-analysis');
    expect(english.status).toBe(200);
    expect(english.text).toBe('<html lang="en">shell</html>');
  });

  it('answers 404 with the locale shell for unknown paths, and never serves a shell as a page', async () => {
    const { app } = buildTestApp({ env: { WEB_DIST: builtSite() } });
    const unknown = await request(app).get('/hi/no-such-page');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toBe('<html lang="hi">hindi shell</html>');
    expect((await request(app).get('/hindi/numerology-analysis')).status).toBe(404);
    const shell = await request(app).get('/hi/spa.html');
    expect(shell.status).toBe(301);
    expect(shell.headers.location).toBe('/hi/');
    expect((await request(app).get('/spa.html')).headers.location).toBe('/');
  });
});
