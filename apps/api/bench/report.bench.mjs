// Time to render one full PDF report, and the process's peak memory while doing it.
// Needs the build: pnpm --filter @ankvidya/api build (tsup entry 'report/index').
//   node bench/report.bench.mjs [--runs=40]
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const built = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/report/index.js');
if (!existsSync(built)) {
  console.error(
    `No ${path.relative(process.cwd(), built)}: run "pnpm --filter @ankvidya/api build" first.`,
  );
  process.exit(1);
}
const { renderReport } = await import(pathToFileURL(built).href);

const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 40);
const TARGET_MS = 150;
const people = [
  { name: 'Asha Verma', dob: '1990-08-05', gender: 'Female' },
  { name: 'Rahul Sharma', dob: '1985-12-23', gender: 'Male' },
  { name: 'Priya Nair', dob: '2001-02-17', gender: 'Female' },
  { name: 'Mohammed Iqbal', dob: '1972-11-30', gender: 'Male' },
];
// The report in each language: Hindi shapes Devanagari and splits sentences at "।".
const LOCALES = ['en', 'hi'];
const request = (i, locale) => ({
  ...people[i % people.length],
  generatedAt: new Date('2026-03-14T10:30:00Z'),
  currentYear: 2026,
  locale,
});

let peakRss = process.memoryUsage.rss();
const sample = () => {
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
};
const sampler = setInterval(sample, 5);
const mb = (n) => `${(n / 1024 / 1024).toFixed(1)} MB`;

/** Renders `runs` reports in one language; prints its figures and says whether it met the target. */
async function measure(locale) {
  // The first report parses the fonts (once per process); time it on its own.
  let start = performance.now();
  await renderReport(request(0, locale));
  const firstMs = performance.now() - start;
  for (let i = 1; i < 5; i += 1) await renderReport(request(i, locale)); // warm up the JIT

  const times = [];
  const cpuTimes = [];
  let bytes = 0;
  for (let i = 0; i < runs; i += 1) {
    const cpu = process.cpuUsage();
    start = performance.now();
    const pdf = await renderReport(request(i, locale));
    times.push(performance.now() - start);
    const used = process.cpuUsage(cpu);
    cpuTimes.push((used.user + used.system) / 1000);
    bytes += pdf.length;
    sample();
  }
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  const cpuMedian = cpuTimes[Math.floor(cpuTimes.length / 2)];
  const p95 = times[Math.min(times.length - 1, Math.floor(times.length * 0.95))];

  console.log(
    `renderReport() in ${locale}: ${runs} reports, ${Math.round(bytes / runs / 1024)} KB each`,
  );
  console.log(`  first report (parses fonts): ${firstMs.toFixed(1)} ms`);
  console.log(
    `  median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, min ${times[0].toFixed(1)} ms (target median <= ${TARGET_MS} ms) ${median <= TARGET_MS ? 'PASS' : 'FAIL'}`,
  );
  // CPU time of this process (all its threads, e.g. the GC's) is less disturbed by other busy processes.
  console.log(
    `  median CPU time ${cpuMedian.toFixed(1)} ms per report (load average ${os.loadavg()[0].toFixed(2)} on ${os.cpus().length} cores)`,
  );
  return median <= TARGET_MS;
}

const passed = [];
for (const locale of LOCALES) passed.push(await measure(locale));
clearInterval(sampler);
console.log(
  `  peak memory: rss ${mb(peakRss)}, heap used now ${mb(process.memoryUsage().heapUsed)}`,
);
if (passed.includes(false)) process.exitCode = 1;
