import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtSiteOrigin, siteOriginWarning } from '../src/http/site-origin.js';
import { apiDir, freePort, stopProcess, waitFor } from '../scripts/local-services.mjs';

/** A web build's home page as scripts/prerender.mjs writes it, for SITE_ORIGIN=origin. */
function webBuild(origin: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ankvidya-web-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><title>Ankvidya</title></head><body><div id="root" data-boot="after-paint" data-prerendered="/" data-origin="${origin}"><h1>Ankvidya</h1></div></body></html>`,
  );
  return dir;
}

describe('the origin the web app was built for', () => {
  it('is read from the home page of the build', () => {
    expect(builtSiteOrigin(webBuild('https://ankvidya.example'))).toBe('https://ankvidya.example');
    expect(builtSiteOrigin('/nonexistent')).toBeUndefined();
  });

  it('warns in production when it is a local address, and only then', () => {
    for (const origin of ['http://localhost:8080', 'http://127.0.0.1:3000', 'http://[::1]:8080']) {
      expect(siteOriginWarning({ productionLike: true, webDist: webBuild(origin) })).toContain(
        `built for ${origin}`,
      );
    }
    const local = webBuild('http://localhost:8080');
    expect(siteOriginWarning({ productionLike: false, webDist: local })).toBeUndefined();
    const live = webBuild('https://ankvidya.example');
    expect(siteOriginWarning({ productionLike: true, webDist: live })).toBeUndefined();
    expect(siteOriginWarning({ productionLike: true, webDist: '/nonexistent' })).toBeUndefined();
  });

  it('is named in the start-up log of a production server built for localhost', async () => {
    const server = path.join(apiDir, 'dist/server.js');
    expect(fs.existsSync(server), 'build the API first (turbo does)').toBe(true);
    const port = await freePort();
    const { FIREBASE_AUTH_EMULATOR_HOST: _emulator, ...env } = process.env;
    const child = spawn(process.execPath, [server], {
      env: {
        ...env,
        NODE_ENV: 'production',
        PAYMENTS: 'demo',
        LOG_LEVEL: 'info',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'ankvidya-data-')),
        WEB_DIST: webBuild('http://localhost:8080'),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let log = '';
    child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
    try {
      await waitFor(`http://127.0.0.1:${port}/api/healthz`, 30_000);
    } finally {
      await stopProcess(child);
    }
    const warnings = log
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((entry) => entry.level === 40);
    expect(warnings.map((w) => w.msg)).toContainEqual(
      expect.stringContaining('built for http://localhost:8080'),
    );
  });
});
