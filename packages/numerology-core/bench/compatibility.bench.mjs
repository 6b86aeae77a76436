// Throughput of compatibility() on one core, over a spread of realistic pairs.
import { compatibility } from '../dist/index.js';

const names = ['Asha Verma', 'Rahul Sharma', 'Priya Nair', 'Mohammed Iqbal', 'Lakshmi Subramanian'];
const people = Array.from({ length: 1000 }, (_, i) => {
  const year = 1940 + ((i * 7) % 80);
  const month = String(((i * 5) % 12) + 1).padStart(2, '0');
  const day = String(((i * 11) % 28) + 1).padStart(2, '0');
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
    for (let i = 0; i < people.length; i++)
      sink += compatibility(people[i], people[(i * 31 + 17) % people.length], options).score;
    count += people.length;
  }
  return { count, sink };
}

runFor(500); // warm up the JIT
const seconds = 3;
const start = performance.now();
const { count } = runFor(seconds * 1000);
const perSecond = Math.round(count / ((performance.now() - start) / 1000));
console.log(`compatibility(): ${perSecond.toLocaleString('en-US')} readings/s on one core`);
