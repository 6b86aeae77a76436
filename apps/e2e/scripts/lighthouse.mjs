// `pnpm lighthouse`: Lighthouse (mobile) in Debian's chromium against the production build, served
// as `pnpm start` serves it. Prints a table and exits 1 when a target is missed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from '../../api/scripts/local-services.mjs';

const args = process.argv.slice(2);
const pages = args.filter((arg) => !arg.startsWith('--'));
const PAGES =
  pages.length > 0 ? pages : ['/', '/numerology-calculator', '/blog/life-path-number-1', '/hi/'];
// Lighthouse's own advice for noisy machines: several runs per page, judged by the median one.
const RUNS = Number(args.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 3);
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 };
const LCP_TARGET_MS = 2000;

// Lighthouse only loads public pages, so no sign-in service is needed.
const server = await startServer({
  DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'ankvidya-lh-')),
  WEB_DIST: path.resolve(import.meta.dirname, '../../web/dist'),
});
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

/**
 * One Lighthouse run. A run Lighthouse itself could not complete (it reports a runtimeError and
 * scores 0, seen now and then with headless chromium) is tried again, up to twice; a slow page is
 * never retried.
 */
async function audit(url, port) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
    if (!lhr.runtimeError || attempt === 3) return lhr;
    console.log(
      `  ${url}: Lighthouse could not measure the page (${lhr.runtimeError.code}); trying again`,
    );
  }
}

/** The run with the median performance score of RUNS runs of one page. */
async function medianRun(url, port) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await audit(url, port));
  runs.sort(
    (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
  );
  return runs[Math.floor(runs.length / 2)];
}

const rows = [];
let failed = false;
try {
  // The first audit after chromium starts runs cold and scores low whatever the page: discarded.
  await audit(`${server.url}/`, chrome.port);
  for (const page of PAGES) {
    const lhr = await medianRun(`${server.url}${page}`, chrome.port);
    const scores = Object.fromEntries(
      Object.keys(TARGETS).map((key) => [key, Math.round((lhr.categories[key]?.score ?? 0) * 100)]),
    );
    const lcp = lhr.audits['largest-contentful-paint']?.numericValue ?? Infinity;
    const misses = Object.entries(TARGETS)
      .filter(([key, min]) => scores[key] < min)
      .map(([key]) => key);
    if (lcp >= LCP_TARGET_MS) misses.push('lcp');
    if (misses.length > 0) {
      failed = true;
      for (const key of misses.filter((k) => k !== 'lcp')) {
        const audits = lhr.categories[key].auditRefs
          .map((ref) => lhr.audits[ref.id])
          .filter(
            (a) =>
              a.score !== null &&
              a.score < 1 &&
              a.scoreDisplayMode !== 'informative' &&
              a.scoreDisplayMode !== 'notApplicable',
          );
        console.log(`  ${page} ${key}: ${audits.map((a) => a.id).join(', ')}`);
      }
    }
    const fcp = lhr.audits['first-contentful-paint']?.numericValue ?? Infinity;
    const tbt = lhr.audits['total-blocking-time']?.numericValue ?? Infinity;
    rows.push({
      page,
      ...scores,
      fcp: `${(fcp / 1000).toFixed(2)} s`,
      tbt: `${Math.round(tbt)} ms`,
      lcp: `${(lcp / 1000).toFixed(2)} s`,
      result: misses.length ? `MISS ${misses.join(' ')}` : 'PASS',
    });
  }
} finally {
  await chrome.kill();
  await server.stop();
}
console.table(rows);
console.log(`each page: the median of ${RUNS} runs (--runs=N)`);
console.log(
  `targets: performance >= ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, best practices >= ${TARGETS['best-practices']}, SEO ${TARGETS.seo}, LCP < ${LCP_TARGET_MS / 1000} s`,
);
if (failed) process.exitCode = 1;
