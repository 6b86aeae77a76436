// Renders the cover and the grid page with pdfkit (the report's own code) and with
// @react-pdf/renderer, and prints the median time, the first render and memory of each.
//   node bench/compare-renderers/compare.mjs [out-dir]
// Each renderer runs in its own child process, so neither one's memory or JIT helps the other.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const RUNS = 40;
const request = {
  name: 'Asha Verma',
  dob: '1990-08-05',
  gender: 'Female',
  generatedAt: new Date('2026-03-14T10:30:00Z'),
  currentYear: 2026,
};

async function measure(which, outDir) {
  let renderCoverAndGrid;
  if (which === 'pdfkit') {
    // Built on the fly with tsup, like scripts/render-report-pages.mjs.
    const { build } = await import('tsup');
    const cache = path.join(root, 'node_modules/.cache');
    mkdirSync(cache, { recursive: true });
    const dir = mkdtempSync(path.join(cache, 'compare-'));
    await build({
      entry: { pdfkit: path.join(here, 'pdfkit-cover-grid.ts') },
      outDir: dir,
      format: ['esm'],
      platform: 'node',
      target: 'node20',
      silent: true,
      config: false,
    });
    ({ renderCoverAndGrid } = await import(pathToFileURL(path.join(dir, 'pdfkit.js')).href));
    rmSync(dir, { recursive: true, force: true });
  } else {
    ({ renderCoverAndGrid } = await import('./react-pdf-cover-grid.mjs'));
  }
  const baseline = process.memoryUsage.rss();
  let peak = baseline;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
  let start = performance.now();
  let pdf = await renderCoverAndGrid(request);
  const first = performance.now() - start;
  for (let i = 0; i < 5; i += 1) await renderCoverAndGrid(request);
  const times = [];
  const cpu = [];
  for (let i = 0; i < RUNS; i += 1) {
    const c = process.cpuUsage();
    start = performance.now();
    pdf = await renderCoverAndGrid(request);
    times.push(performance.now() - start);
    const used = process.cpuUsage(c);
    cpu.push((used.user + used.system) / 1000);
  }
  clearInterval(timer);
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  if (outDir) writeFileSync(path.join(outDir, `cover-grid-${which}.pdf`), pdf);
  return {
    which,
    firstMs: first,
    medianMs: times[RUNS >> 1],
    medianCpuMs: cpu[RUNS >> 1],
    peakRssMB: peak / 1048576,
    kb: pdf.length / 1024,
  };
}

const [, , arg1, arg2] = process.argv;
if (arg1 === '--child') {
  const result = await measure(arg2, process.env.COMPARE_OUT || undefined);
  process.stdout.write(JSON.stringify(result));
} else {
  const outDir = arg1 ? path.resolve(arg1) : undefined;
  if (outDir) mkdirSync(outDir, { recursive: true });
  const f = (n) => n.toFixed(1).padStart(7);
  console.log(
    'renderer     first ms  median ms  median CPU ms  peak RSS MB  size KB   (cover + grid page, 2 pages)',
  );
  for (const which of ['pdfkit', 'react-pdf']) {
    const out = execFileSync(process.execPath, [fileURLToPath(import.meta.url), '--child', which], {
      env: { ...process.env, COMPARE_OUT: outDir ?? '' },
      encoding: 'utf8',
    });
    const r = JSON.parse(out);
    console.log(
      `${which.padEnd(10)} ${f(r.firstMs)}  ${f(r.medianMs)}  ${f(r.medianCpuMs)}      ${f(r.peakRssMB)}  ${f(r.kb)}`,
    );
  }
}
