/**
 * How natural a spelling looks as an Indian name: a letter-trigram model of names as people
 * write them (name-patterns.data.ts, counted from the site's names data), and a few patterns
 * nobody signs. The name engine ranks spellings by it; the rule is in docs/decisions.md
 * ("Name plausibility").
 */
import { NAME_TRIGRAMS } from './name-patterns.data.js';

interface Model {
  trigram: Map<string, number>;
  /** Runs of three starting with each pair, added up. */
  context: Map<string, number>;
  bigram: Map<string, number>;
  /** Pairs starting with each letter, added up. */
  single: Map<string, number>;
  unigram: Map<string, number>;
  total: number;
}

let model: Model | undefined;

const add = (map: Map<string, number>, key: string, n: number) =>
  map.set(key, (map.get(key) ?? 0) + n);

/** The table read once, on first use. */
function loaded(): Model {
  if (model) return model;
  const m: Model = {
    trigram: new Map(),
    context: new Map(),
    bigram: new Map(),
    single: new Map(),
    unigram: new Map(),
    total: 0,
  };
  for (const entry of NAME_TRIGRAMS.split(/\s+/)) {
    if (entry === '') continue;
    const run = entry.slice(0, 3);
    const n = Number(entry.slice(3));
    m.trigram.set(run, n);
    add(m.context, run.slice(0, 2), n);
    add(m.bigram, run.slice(1), n);
    add(m.single, run[1]!, n);
    add(m.unigram, run[2]!, n);
    m.total += n;
  }
  model = m;
  return m;
}

/** The 26 letters and the end of a word. */
const SYMBOLS = 27;
/** How much weight the shorter context gets when the longer one is rare (Witten-Bell-like). */
const BACKOFF = 2;

/** log2 of the chance of `c` after `a` and `b`, each order backing off to the one below. */
function logChance(m: Model, a: string, b: string, c: string): number {
  const p1 = ((m.unigram.get(c) ?? 0) + 1) / (m.total + SYMBOLS);
  const p2 = ((m.bigram.get(b + c) ?? 0) + BACKOFF * p1) / ((m.single.get(b) ?? 0) + BACKOFF);
  const p3 =
    ((m.trigram.get(a + b + c) ?? 0) + BACKOFF * p2) / ((m.context.get(a + b) ?? 0) + BACKOFF);
  return Math.log2(p3);
}

/**
 * The plausibility of one word, in bits: the sum of log2 chances of its letters and its end, so
 * 0 is certain and lower is stranger. Letters outside a to z are skipped (an initial's dot).
 */
export function wordPlausibility(word: string): number {
  const m = loaded();
  const letters = word.toLowerCase().replace(/[^a-z]/g, '');
  if (letters === '') return 0;
  const padded = `^^${letters}$`;
  let sum = 0;
  for (let i = 2; i < padded.length; i++)
    sum += logChance(m, padded[i - 2]!, padded[i - 1]!, padded[i]!);
  return sum;
}

const DOUBLES = /([a-z])\1/g;

/**
 * Whether a spelling of a word is one nobody would sign, whatever its numbers: a consonant
 * written twice at the end (Khann, Mohammedd), a letter three times running, more doubled
 * letters than the word had plus one (Mohaammed), a doubled consonant against another consonant
 * (Venktta), or an h after a final d, g or b (Mohammedh).
 * `typed` is the word as the person wrote it: what it already has is never held against it.
 */
export function unsignable(spelling: string, typed: string): boolean {
  const word = spelling.toLowerCase();
  const was = typed.toLowerCase();
  const finalDouble = /([b-df-hj-np-tv-z])\1$/;
  if (finalDouble.test(word) && !finalDouble.test(was)) return true;
  if (/([a-z])\1\1/.test(word)) return true;
  const doubles = (w: string) => w.match(DOUBLES)?.length ?? 0;
  if (doubles(word) > Math.max(1, doubles(was))) return true;
  // A doubled consonant against another consonant (Venktta, Sunnta), but an h after it (Siddharth).
  const crowded = /[b-df-hj-np-tv-z]([b-df-hj-np-tv-z])\1|([b-df-hj-np-tv-z])\2[b-df-gj-np-tv-z]/;
  if (crowded.test(word) && !crowded.test(was)) return true;
  const hardH = /[dgb]h$/;
  return hardH.test(word) && !hardH.test(was);
}

/**
 * What one edit of a word (`del` letters at `at` become `ins`) takes from its plausibility, in
 * bits: only the runs of three around the edit change, so only those are read. Equal to
 * wordPlausibility(word) - wordPlausibility(edited) for a word of letters a to z.
 */
export function editLook(word: string, at: number, del: number, ins: string): number {
  const m = loaded();
  const before = `^^${word.toLowerCase()}$`;
  const after = `^^${(word.slice(0, at) + ins + word.slice(at + del)).toLowerCase()}$`;
  const sum = (padded: string, from: number, to: number) => {
    let bits = 0;
    for (let i = Math.max(2, from); i <= Math.min(padded.length - 1, to); i++)
      bits += logChance(m, padded[i - 2]!, padded[i - 1]!, padded[i]!);
    return bits;
  };
  const start = at + 2;
  return sum(before, start, start + del + 2) - sum(after, start, start + ins.length + 2);
}
