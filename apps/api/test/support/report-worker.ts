/**
 * The report pool's worker, built from the current source for a test file: a worker thread runs
 * JavaScript, not the TypeScript vitest reads. Built with tsup as dist/report/worker.js is, into
 * node_modules/.cache so the api's dependencies (pdfkit, the fonts) resolve from it.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'tsup';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function buildReportWorker(): Promise<{ file: string; remove: () => void }> {
  const cacheDir = path.join(apiDir, 'node_modules/.cache');
  mkdirSync(cacheDir, { recursive: true });
  const dir = mkdtempSync(path.join(cacheDir, 'report-worker-'));
  await build({
    entry: { worker: path.join(apiDir, 'src/report/worker.ts') },
    outDir: dir,
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    // The packages stay imports, as in dist: pdfkit reads its own data files from its folder.
    external: [/^[^./]/],
    silent: true,
    config: false,
  });
  return { file: path.join(dir, 'worker.js'), remove: () => rmSync(dir, { recursive: true }) };
}
