// Throughput of analyze() on one core, over a spread of realistic inputs.
import { analyze } from '../dist/index.js';

const names = ['Asha Verma', 'Rahul Sharma', 'Priya Nair', 'Mohammed Iqbal', 'Lakshmi Subramanian'];
const inputs = Array.from({ length: 1000 }, (_, i) => {
  const year = 1940 + (i % 80);
  const month = String((i % 12) + 1).padStart(2, '0');
  const day = String((i % 28) + 1).padStart(2, '0');
  return {
    name: names[i % names.length],
    dob: `${year}-${month}-${day}`,
    gender: i % 2 ? 'Male' : 'Female',
  };
});
const options = { currentYear: 2026, today: '2026-11-21' };

function runFor(ms) {
  let count = 0;
  let sink = 0;
  const end = performance.now() + ms;
  while (performance.now() < end) {
    for (let i = 0; i < inputs.length; i++) sink += analyze(inputs[i], options).lifePathNumber;
    count += inputs.length;
  }
  return { count, sink };
}

runFor(500); // warm up the JIT
const seconds = 3;
const start = performance.now();
const { count } = runFor(seconds * 1000);
const elapsed = (performance.now() - start) / 1000;
const perSecond = Math.round(count / elapsed);
const target = 1_000_000;
console.log(
  `analyze(): ${perSecond.toLocaleString('en-US')} analyses/s on one core (target ${target.toLocaleString('en-US')}) ${perSecond >= target ? 'PASS' : 'FAIL'}`,
);
if (perSecond < target) process.exitCode = 1;
