// `pnpm bench` for the API: /api/analysis throughput next to a bare Express route (autocannon).
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const child = fork(fileURLToPath(new URL('./bench-server.mjs', import.meta.url)), {
  stdio: 'inherit',
});
const ports = await new Promise((resolve) => child.once('message', resolve));

async function measure(title, url) {
  const result = await autocannon({ url, connections: 20, duration: 8, pipelining: 1 });
  const rps = Math.round(result.requests.average);
  console.log(
    `${title.padEnd(16)} ${String(rps).padStart(7)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  non-2xx ${result.non2xx}`,
  );
  return { rps, errors: result.non2xx + result.errors };
}

const query = '?name=Asha%20Verma&dob=1990-08-05&gender=Female&year=2026';
await measure('warm-up', `http://127.0.0.1:${ports.real}/api/analysis${query}`);
const bare = await measure('bare express', `http://127.0.0.1:${ports.bare}/bare`);
const ceiling = await measure(
  'handler only',
  `http://127.0.0.1:${ports.handler}/api/analysis${query}`,
);
const real = await measure('/api/analysis', `http://127.0.0.1:${ports.real}/api/analysis${query}`);
child.kill();

const ratio = real.rps / bare.rps;
const ok = ratio >= 0.6 && real.errors === 0;
console.log(
  `the same work with no middleware runs at ${((ceiling.rps / bare.rps) * 100).toFixed(0)}% of the bare route (the ceiling)`,
);
console.log(
  `/api/analysis runs at ${(ratio * 100).toFixed(0)}% of the bare route (target at least 60%) ${ok ? 'PASS' : 'FAIL'}`,
);
if (!ok) process.exitCode = 1;
