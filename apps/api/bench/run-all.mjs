// `pnpm bench` for the API: every bench runs, even after one misses its target; the exit code
// says whether all met theirs.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const benches = [
  'analysis.bench.mjs',
  'worst-case.bench.mjs',
  'report.bench.mjs',
  'report-load.bench.mjs',
  'first-download.bench.mjs',
];
const missed = benches.filter((file) => {
  const run = spawnSync(process.execPath, [fileURLToPath(new URL(file, import.meta.url))], {
    stdio: 'inherit',
  });
  return run.status !== 0;
});
if (missed.length > 0) {
  console.log(`missed a target: ${missed.join(', ')}`);
  process.exitCode = 1;
}
