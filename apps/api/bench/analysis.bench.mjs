// `pnpm bench` for the API: /api/analysis throughput next to a bare Express route (autocannon).
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const child = fork(fileURLToPath(new URL('./bench-server.mjs', import.meta.url)), {
  stdio: 'inherit',
});
const ports = await new Promise((resolve) => child.once('message', resolve));

async function measure(url, duration) {
  const result = await autocannon({ url, connections: 20, duration, pipelining: 1 });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const query = '?name=Asha%20Verma&dob=1990-08-05&gender=Female&year=2026';
const targets = {
  'bare express': `http://127.0.0.1:${ports.bare}/bare`,
  'handler only': `http://127.0.0.1:${ports.handler}/api/analysis${query}`,
  '/api/analysis': `http://127.0.0.1:${ports.real}/api/analysis${query}`,
};

// The three servers share two cores with the load generator, and throughput drifts over a run:
// measure them in interleaved rounds and compare medians, so drift hits all three alike.
for (const url of Object.values(targets)) await measure(url, 2); // warm every server's JIT
const ROUNDS = 3;
const runs = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, url] of Object.entries(targets)) runs[name].push(await measure(url, 5));
}
child.kill();

const summary = Object.fromEntries(
  Object.entries(runs).map(([name, results]) => [
    name,
    {
      rps: Math.round(median(results.map((r) => r.rps))),
      p99: median(results.map((r) => r.p99)),
      errors: results.reduce((n, r) => n + r.errors, 0),
    },
  ]),
);
for (const [name, s] of Object.entries(summary)) {
  console.log(
    `${name.padEnd(16)} ${String(s.rps).padStart(7)} req/s (median of ${ROUNDS} rounds)  p99 ${s.p99} ms  errors ${s.errors}`,
  );
}
const bare = summary['bare express'];
const real = summary['/api/analysis'];
const ratio = real.rps / bare.rps;
const ok = ratio >= 0.6 && real.errors === 0;
console.log(
  `the same work with no middleware runs at ${((summary['handler only'].rps / bare.rps) * 100).toFixed(0)}% of the bare route (the ceiling)`,
);
console.log(
  `/api/analysis runs at ${(ratio * 100).toFixed(0)}% of the bare route (target at least 60%) ${ok ? 'PASS' : 'FAIL'}`,
);
if (!ok) process.exitCode = 1;
