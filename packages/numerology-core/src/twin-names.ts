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
}

function candidates<Name extends BabyNameSource>(names: readonly RankedBabyName<Name>[]) {
  return names.filter(harmoniousForTwins).map((name): Candidate<Name> => ({
    name,
    start: aksharaSound(name.source.devanagari),
    end: endingSound(name.source.devanagari),
  }));
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

/**
 * The pairs of names that go together, best first: `first` and `second` are the names ranked for
 * each child (rankBabyNames with that child's gender and the shared query), the same list for
 * twins of one gender. A name is never paired with itself, and a pair is listed once.
 */
export function pairTwinNames<Name extends BabyNameSource>(
  first: readonly RankedBabyName<Name>[],
  second: readonly RankedBabyName<Name>[],
): TwinPair<Name>[] {
  const left = candidates(first);
  const right = candidates(second);
  const byStart = groupBy(right, (candidate) => candidate.start);
  const byEnd = groupBy(right, (candidate) => candidate.end);
  const seen = new Set<string>();
  const pairs: Array<{ key: number; pair: TwinPair<Name> }> = [];

  for (const a of left) {
    const partners = new Set([
      ...(a.start === null ? [] : (byStart.get(a.start) ?? [])),
      ...(a.end === null ? [] : (byEnd.get(a.end) ?? [])),
    ]);
    for (const b of partners) {
      const ida = a.name.source.id;
      const idb = b.name.source.id;
      if (ida === idb || a.name.source.devanagari === b.name.source.devanagari) continue;
      const both = ida < idb ? `${ida} ${idb}` : `${idb} ${ida}`;
      if (seen.has(both)) continue;
      seen.add(both);
      const bond = {
        sameStart: a.start !== null && a.start === b.start,
        rhyme: a.end !== null && a.end === b.end,
      };
      const syllables =
        Number(a.name.syllableMatch === true) + Number(b.name.syllableMatch === true);
      const scores = a.name.score + b.name.score;
      pairs.push({
        key: (syllables * 3 + Number(bond.sameStart) + Number(bond.rhyme)) * 201 + scores,
        pair: { first: a.name, second: b.name, bond, score: Math.round(scores / 2) },
      });
    }
  }
  const label = ({ pair }: { pair: TwinPair<Name> }) => `${pair.first.name} ${pair.second.name}`;
  pairs.sort((x, y) => y.key - x.key || (label(x) < label(y) ? -1 : label(x) > label(y) ? 1 : 0));
  return pairs.map((entry) => entry.pair);
}
