/**
 * Names for twins: two names that go together. Twins share a date (and nearly always a birth
 * star), so both names are read against the same moolank and bhagyank; what makes two names a
 * pair is how they sound together (docs/decisions.md, "Baby names: twins").
 *
 * A pair goes together when both names
 * - sit well with the children's numbers: neither name (with the surname, when one is given) is
 *   challenging with the moolank or the bhagyank, and
 * - are bound by sound: they begin with the same akshara (Aarav and Aarvi), or they rhyme, ending
 *   in the same two Devanagari letters (Raam and Shyaam, Aman and Chaman), or both.
 * Pairs are ordered by how many of the two names begin with the birth star's syllables, then by
 * the bond (both beginning and rhyme before one), then by the two names' scores together.
 */
import { aksharaSound, type BabyNameSource, type RankedBabyName } from './baby-names.js';
import type { Harmony } from './harmony.js';

/** The children's genders, as a pair: two boys, two girls, or a boy and a girl. */
export const TWIN_GENDERS = ['boy-boy', 'girl-girl', 'boy-girl'] as const;
export type TwinGenders = (typeof TWIN_GENDERS)[number];

/** The gender each of the two names is looked for under, in the pair's order. */
export function twinGenders(twins: TwinGenders): ['boy' | 'girl', 'boy' | 'girl'] {
  const [first, second] = twins.split('-') as ['boy' | 'girl', 'boy' | 'girl'];
  return [first, second];
}

export interface TwinBond {
  /** Both begin with the same akshara sound (aksharaSound). */
  sameStart: boolean;
  /** Both end in the same two letters (endingSound). */
  rhyme: boolean;
}

export interface TwinPair<Name extends BabyNameSource = BabyNameSource> {
  /** The first child's name (the boy's, for a boy and a girl). */
  first: RankedBabyName<Name>;
  second: RankedBabyName<Name>;
  bond: TwinBond;
  /** 0 to 100: the two names' scores, averaged. */
  score: number;
}

const NUKTA = '\u093c';
/** Long and short i and u sound alike at a name's end (-vi, -vee); so do the two forms here. */
const SAME_AT_END: Record<string, string> = {
  '\u0940': '\u093f',
  '\u0942': '\u0941',
  ई: 'इ',
  ऊ: 'उ',
};

/**
 * The last two Devanagari letters of a name (nukta dropped, long i and u as short): the part two
 * rhyming names share (राम and श्याम end in "ाम"). Null for a name of fewer than three letters,
 * whose ending would be the whole name.
 */
export function endingSound(devanagari: string): string | null {
  const letters = Array.from(devanagari.trim().normalize('NFC'))
    .filter((ch) => ch !== NUKTA)
    .map((ch) => SAME_AT_END[ch] ?? ch);
  if (letters.length < 3 || !/^[\u0900-\u097f]+$/.test(letters.join(''))) return null;
  return letters.slice(-2).join('');
}

/** How two names (in Devanagari) are bound by sound. */
export function twinBond(a: string, b: string): TwinBond {
  const start = aksharaSound(a);
  const end = endingSound(a);
  return {
    sameStart: start !== null && start === aksharaSound(b),
    rhyme: end !== null && end === endingSound(b),
  };
}

const notChallenging = (harmony: { moolank: Harmony; bhagyank: Harmony }) =>
  harmony.moolank !== 'challenging' && harmony.bhagyank !== 'challenging';

/** The name sits well with the children's numbers: the full name's harmony when there is one. */
export const harmoniousForTwins = (name: RankedBabyName) =>
  notChallenging((name.fullName ?? name).harmony);

interface Candidate<Name extends BabyNameSource> {
  name: RankedBabyName<Name>;
  start: string | null;
  end: string | null;
  /** Its place in its list: ties keep the lists' order. */
  place: number;
  /** The same number for the same name in either list, so a pair has a numeric key. */
  serial: number;
}

/** Each name's beginning and ending, worked out once per name (the catalog's objects last). */
const SOUNDS = new WeakMap<BabyNameSource, { start: string | null; end: string | null }>();
function soundsOf(source: BabyNameSource) {
  let sounds = SOUNDS.get(source);
  if (!sounds) {
    sounds = { start: aksharaSound(source.devanagari), end: endingSound(source.devanagari) };
    SOUNDS.set(source, sounds);
  }
  return sounds;
}

function groupBy<Name extends BabyNameSource>(
  list: readonly Candidate<Name>[],
  key: (candidate: Candidate<Name>) => string | null,
) {
  const groups = new Map<string, Candidate<Name>[]>();
  for (const candidate of list) {
    const value = key(candidate);
    if (value === null) continue;
    const group = groups.get(value);
    if (group) group.push(candidate);
    else groups.set(value, [candidate]);
  }
  return groups;
}

const NO_CANDIDATES: readonly never[] = [];

/** Which pairs to build: the API pages through tens of thousands of them. */
export interface TwinWindow {
  offset?: number;
  limit?: number;
}

/**
 * The pairs of names that go together, best first, and how many there are: `first` and `second`
 * are the names ranked for each child (rankBabyNames with that child's gender and the shared
 * query), the same list for twins of one gender. A name is never paired with itself, and a pair
 * is listed once. Ties keep the order of the lists (the first name's place, then the second's).
 * Only the pairs in `window` are built: every pair found is kept as one number until then, so a
 * query with tens of thousands of pairs stays within the API's 20 ms.
 */
export function pairTwinNames<Name extends BabyNameSource>(
  first: readonly RankedBabyName<Name>[],
  second: readonly RankedBabyName<Name>[],
  window: TwinWindow = {},
): { total: number; pairs: TwinPair<Name>[] } {
  const serials = new Map<string, number>();
  const candidates = (names: readonly RankedBabyName<Name>[]) =>
    names.filter(harmoniousForTwins).map((name, place): Candidate<Name> => {
      let serial = serials.get(name.source.id);
      if (serial === undefined) {
        serial = serials.size;
        serials.set(name.source.id, serial);
      }
      return { name, ...soundsOf(name.source), place, serial };
    });
  const left = candidates(first);
  const right = second === first ? left : candidates(second);
  const inLeft = new Uint8Array(serials.size);
  const inRight = new Uint8Array(serials.size);
  for (const a of left) inLeft[a.serial] = 1;
  for (const b of right) inRight[b.serial] = 1;
  const byStart = groupBy(right, (candidate) => candidate.start);
  const byEnd = groupBy(right, (candidate) => candidate.end);

  // A pair as one number: its key (higher first), then its place in the lists (lower first).
  const places = left.length * right.length;
  let found = new Float64Array(1024);
  let count = 0;
  const consider = (a: Candidate<Name>, b: Candidate<Name>) => {
    if (a.serial === b.serial || a.name.source.devanagari === b.name.source.devanagari) return;
    // Names in both lists (one list for one gender, or names given to both) meet twice: once.
    if (inLeft[b.serial] && inRight[a.serial] && b.serial < a.serial) return;
    const bond =
      Number(a.start !== null && a.start === b.start) + Number(a.end !== null && a.end === b.end);
    const syllables = Number(a.name.syllableMatch === true) + Number(b.name.syllableMatch === true);
    const key = (syllables * 3 + bond) * 201 + a.name.score + b.name.score;
    if (count === found.length) {
      const grown = new Float64Array(found.length * 2);
      grown.set(found);
      found = grown;
    }
    found[count++] = key * places + (places - 1 - (a.place * right.length + b.place));
  };
  for (const a of left) {
    for (const b of a.start === null ? NO_CANDIDATES : (byStart.get(a.start) ?? NO_CANDIDATES))
      consider(a, b);
    // Those that also begin alike were met above.
    for (const b of a.end === null ? NO_CANDIDATES : (byEnd.get(a.end) ?? NO_CANDIDATES))
      if (a.start === null || b.start !== a.start) consider(a, b);
  }
  const sorted = found.subarray(0, count).sort();
  const from = Math.max(0, window.offset ?? 0);
  const to = Math.min(count, from + (window.limit ?? count));
  const pairs: TwinPair<Name>[] = [];
  for (let i = from; i < to; i++) {
    const place = places - 1 - (sorted[count - 1 - i]! % places);
    const a = left[Math.floor(place / right.length)]!;
    const b = right[place % right.length]!;
    pairs.push({
      first: a.name,
      second: b.name,
      bond: {
        sameStart: a.start !== null && a.start === b.start,
        rhyme: a.end !== null && a.end === b.end,
      },
      score: Math.round((a.name.score + b.name.score) / 2),
    });
  }
  return { total: count, pairs };
}
