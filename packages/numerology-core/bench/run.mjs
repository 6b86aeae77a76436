// Runs every *.bench.mjs here one after another (each prints its own calls per second).
import { readdirSync } from 'node:fs';

const here = new URL('./', import.meta.url);
for (const file of readdirSync(here)
  .filter((f) => f.endsWith('.bench.mjs'))
  .sort()) {
  await import(new URL(file, here).href);
}
