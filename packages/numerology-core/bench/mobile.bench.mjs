// Throughput of mobileNumberReading() on one core, over numbers typed the ways people type them.
import { mobileNumberReading } from '../dist/index.js';

const prefixes = ['', '+91 ', '0', '91', '+91-'];
const inputs = Array.from({ length: 1000 }, (_, i) => {
  const ten = String(6_000_000_000 + ((i * 7_919_191) % 3_999_999_999));
  const year = 1940 + (i % 80);
  const month = String((i % 12) + 1).padStart(2, '0');
  const day = String((i % 28) + 1).padStart(2, '0');
  return {
    number: `${prefixes[i % prefixes.length]}${ten.slice(0, 5)} ${ten.slice(5)}`,
    options: {
      dob: `${year}-${month}-${day}`,
      gender: i % 2 ? 'Male' : 'Female',
      today: '2026-11-21',
    },
  };
});

function runFor(ms) {
  let count = 0;
  let sink = 0;
  const end = performance.now() + ms;
  while (performance.now() < end) {
    for (let i = 0; i < inputs.length; i++)
      sink += mobileNumberReading(inputs[i].number, inputs[i].options).total;
    count += inputs.length;
  }
  return { count, sink };
}

runFor(500); // warm up the JIT
const seconds = 3;
const start = performance.now();
const { count } = runFor(seconds * 1000);
const perSecond = Math.round(count / ((performance.now() - start) / 1000));
console.log(`mobileNumberReading(): ${perSecond.toLocaleString('en-US')} readings/s on one core`);
