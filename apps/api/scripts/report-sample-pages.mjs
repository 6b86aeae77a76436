#!/usr/bin/env node
// Draws the sample report (src/report/sample.ts) in every locale with the real renderer, turns
// three of its pages into small JPEGs for the pay form, and records its page count:
//   node scripts/report-sample-pages.mjs
// Writes apps/web/public/images/report-sample/<locale>-<n>.jpg and
// apps/web/src/features/report/sample-pages.ts (both committed: the web build does not draw PDFs).
// Run it again when the report's texts or layout change; test/report/sample-pages.test.ts fails
// until the recorded page count is the renderer's.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'tsup';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.resolve(root, '../web');
const imagesDir = path.join(web, 'public/images/report-sample');
const metaFile = path.join(web, 'src/features/report/sample-pages.ts');
/** Twice the width the page shows them at, for sharp text on phones. */
const WIDTH_PX = 360;

const cacheDir = path.join(root, 'node_modules/.cache');
mkdirSync(cacheDir, { recursive: true });
const buildDir = mkdtempSync(path.join(cacheDir, 'report-sample-'));
const run = (tool, args) => execFileSync(tool, args, { encoding: 'utf8', maxBuffer: 1 << 26 });
try {
  await build({
    entry: {
      index: path.join(root, 'src/report/index.ts'),
      sample: path.join(root, 'src/report/sample.ts'),
    },
    outDir: buildDir,
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    silent: true,
    config: false,
    // Installed packages are imported as they are (pdfkit resolves its own "#standard-fonts"
    // imports only from its own folder), whatever directory the script is run from.
    external: [/^[^./]/],
  });
  const { renderReport } = await import(pathToFileURL(path.join(buildDir, 'index.js')).href);
  const { sampleReportRequest, sampleShownPages } = await import(
    pathToFileURL(path.join(buildDir, 'sample.js')).href
  );
  const { LOCALES } = await import('@ankvidya/content');
  mkdirSync(imagesDir, { recursive: true });
  const meta = {};
  for (const locale of LOCALES) {
    const pdfPath = path.join(buildDir, `${locale}.pdf`);
    writeFileSync(pdfPath, await renderReport(sampleReportRequest(locale)));
    const pages = Number(/Pages:\s+(\d+)/.exec(run('pdfinfo', [pdfPath]))?.[1]);
    const shown = sampleShownPages(locale);
    shown.forEach((page, i) => {
      const out = path.join(imagesDir, `${locale}-${i + 1}`);
      run('pdftoppm', [
        '-jpeg',
        '-jpegopt',
        'quality=72,optimize=y',
        '-scale-to-x',
        String(WIDTH_PX),
        '-scale-to-y',
        '-1',
        '-singlefile',
        '-f',
        String(page),
        '-l',
        String(page),
        pdfPath,
        out,
      ]);
    });
    meta[locale] = { pages, shown };
    console.log(`${locale}: ${pages} pages, showing ${shown.join(', ')}`);
  }
  const entries = Object.entries(meta)
    .map(
      ([locale, { pages, shown }]) =>
        `  ${locale}: { pages: ${pages}, shown: [${shown.join(', ')}] },`,
    )
    .join('\n');
  writeFileSync(
    metaFile,
    `// Written by apps/api/scripts/report-sample-pages.mjs from the rendered sample report; do not edit.
import type { Locale } from '@ankvidya/content';

/** Per locale: the sample report's page count and the page numbers of the three images shown. */
export const SAMPLE_PAGES: Record<Locale, { pages: number; shown: readonly number[] }> = {
${entries}
};
`,
  );
} finally {
  rmSync(buildDir, { recursive: true, force: true });
}
