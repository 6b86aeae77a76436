/**
 * Name correction: spellings of a name, close to how it sounds, whose name number (naamank) sits
 * well with the birth numbers. Each spelling is reached by a few edits that Indian name correction
 * uses, applied word by word; the first letter of every word stays. The rules are listed in
 * docs/decisions.md ("Name correction").
 */
import {
  COMPOUND_MIN,
  compoundLabel as labelOf,
  compoundTone,
  type CompoundTone,
} from './compound.js';
import { NumerologyInputError } from './errors.js';
import type { Digit } from './grid.js';
import { numberHarmony, type Harmony } from './harmony.js';
import { localToday, parseDob, validateName } from './input.js';
import { GENDERS, type Gender } from './kua.js';
import { letterValue } from './letters.js';
import {
  allEdits,
  applyEdits,
  compatible,
  KIND_RANK,
  LATIN_LETTER,
  type Edit,
  type NameEdit,
} from './name-edits.js';
import { nameIsHarmonious } from './name-verdict.js';
import { editLook, unsignable, wordPlausibility } from './name-plausibility.js';
import { reduceNumber } from './reduce.js';
import { hasDevanagari, transliterate } from './transliterate.js';

export type { NameEdit, NameEditKind } from './name-edits.js';

export interface NameLetter {
  /** Upper case, as the working shows it. */
  letter: string;
  value: number;
  /** The 0-based word of this spelling the letter belongs to. */
  word: number;
}

export interface NameReading {
  name: string;
  /** The letters that carry a value, in order. */
  letters: NameLetter[];
  /** The sum of the letter values before reduction. */
  compound: number;
  /** "28/1", or the single digit. */
  compoundLabel: string;
  /** The naamank: the compound reduced to one digit; 0 when no letter carries a value. */
  nameNumber: number;
  /** The compound's tone; null below 10. */
  tone: CompoundTone | null;
  /** The naamank against moolank and bhagyank; null when nameNumber is 0. */
  harmony: { moolank: Harmony; bhagyank: Harmony } | null;
}

export interface NameSuggestion extends NameReading {
  /** The edits from the name as typed, left to right; each `from` is the word as the edit found it. */
  edits: NameEdit[];
}

export interface NameSuggestions {
  moolank: Digit;
  bhagyank: Digit;
  current: NameReading;
  suggestions: NameSuggestion[];
  /**
   * True when some suggestion is not friendly to both numbers: none within the edits is (moolank
   * 2 with bhagyank 8 share no friend), or too few are to offer SUGGESTIONS_MIN; each suggestion
   * carries its own verdicts.
   */
  fallback: boolean;
  /**
   * True when the name as typed already sits well (friendly to both numbers, a favourable
   * compound): the suggestions then strengthen a compound that already fits.
   */
  alreadyHarmonious: boolean;
}

export interface ReadNameOptions {
  /** The latest accepted date of birth, YYYY-MM-DD; today's local date unless given. */
  today?: string;
}

export interface SuggestNamesOptions extends ReadNameOptions {
  /** YYYY-MM-DD. */
  dob: string;
  /** Only a man's given names take the final-a edits (a final a often makes a name feminine). */
  gender?: Gender;
  /** At most this many suggestions (default 10). */
  max?: number;
  /** At most this many edits in one suggestion (default 2, at most 4). */
  maxEdits?: number;
  /**
   * Whether an initial may be put in front (K. Priya), as a person's name carries the father's
   * initial; default true. A brand's name takes none.
   */
  prefixInitials?: boolean;
}

export const SUGGESTIONS_MAX = 10;
export const SUGGESTION_EDITS_MAX = 2;
/** Beyond four edits a spelling no longer reads as the same name, and the search grows fast. */
const EDITS_LIMIT = 4;

const HARMONY_SCORE: Record<Harmony, number> = { friendly: 2, neutral: 1, challenging: 0 };

/** Every single edit a name allows, as the suggestions record them (for tests and tools). */
export function singleEdits(name: string, gender?: Gender): NameEdit[] {
  const words = wordsOf(name);
  return allEdits(words, gender).map((e) => applyEdits(words, [e]).records[0]!);
}

function birthNumbers(dob: string, today: string | undefined): { moolank: Digit; bhagyank: Digit } {
  const { day, month, year } = parseDob(dob, today ?? localToday());
  return {
    moolank: reduceNumber(day) as Digit,
    bhagyank: reduceNumber(day + month + year) as Digit,
  };
}

function reading(name: string, moolank: Digit, bhagyank: Digit): NameReading {
  const letters: NameLetter[] = [];
  let compound = 0;
  name.split(' ').forEach((text, word) => {
    for (const character of text) {
      const value = letterValue(character);
      if (value === 0) continue;
      compound += value;
      letters.push({ letter: character.toUpperCase(), value, word });
    }
  });
  const nameNumber = reduceNumber(compound);
  return {
    name,
    letters,
    compound,
    compoundLabel: labelOf(compound),
    nameNumber,
    tone: compoundTone(compound),
    harmony:
      nameNumber === 0
        ? null
        : {
            moolank: numberHarmony(nameNumber, moolank),
            bhagyank: numberHarmony(nameNumber, bhagyank),
          },
  };
}

/**
 * A name's words, split on any run of white space; a name written in Devanagari is read in its
 * usual Latin spelling (सुनीता -> Sunita), as the calculator does.
 */
function wordsOf(name: unknown): string[] {
  const valid = validateName(name);
  return (hasDevanagari(valid) ? validateName(transliterate(valid)) : valid).split(/\s+/u);
}

/** The reading of any spelling against a date of birth; bad input throws NumerologyInputError. */
export function readName(name: string, dob: string, options: ReadNameOptions = {}): NameReading {
  const words = wordsOf(name);
  const { moolank, bhagyank } = birthNumbers(dob, options.today);
  return reading(words.join(' '), moolank, bhagyank);
}

function wholeNumberIn(value: number, min: number, max: number, what: string): number {
  if (!Number.isInteger(value) || value < min || value > max)
    throw new RangeError(`${what} must be a whole number from ${min} to ${max}, got ${value}`);
  return value;
}

/**
 * The largest name the spelling search takes. The search tries sets of edits, and the edits grow
 * with the letters, so a name past these limits is refused rather than searched: a full Indian
 * name with its initials (Venkata Satya Sai Naga Lakshmi Prasanna Kumari Pasupuleti) fits.
 */
export const SPELLING_WORDS_MAX = 8;
export const SPELLING_LETTERS_MAX = 60;
/**
 * At most this many sets of edits are examined for one name. A name within the limits above
 * never reaches it with the default two edits; it bounds the deeper searches (maxEdits 3 and 4)
 * and keeps any input well under 20 ms on one core (`pnpm bench` checks).
 */
export const SPELLING_SETS_MAX = 12_000;

const LETTER = /\p{L}/gu;

/**
 * Checks a name for the spelling search: a valid name with a Latin letter, within
 * SPELLING_WORDS_MAX words and SPELLING_LETTERS_MAX letters. Returns its words; bad input throws
 * NumerologyInputError (forms call it to say the limit before searching).
 */
export function spellingWords(name: unknown): string[] {
  const words = wordsOf(name);
  if (!words.some((w) => LATIN_LETTER.test(w)))
    throw new NumerologyInputError(
      'name',
      'Please write your name in English letters (A to Z), as on your PAN card or passport: spellings are read from the Latin letters.',
      'name_not_latin',
    );
  if (words.length > SPELLING_WORDS_MAX)
    throw new NumerologyInputError(
      'name',
      `For spelling suggestions, please keep your name to ${SPELLING_WORDS_MAX} words or fewer.`,
      'name_too_many_words',
      { max: SPELLING_WORDS_MAX },
    );
  const letters = words.reduce((sum, w) => sum + (w.match(LETTER)?.length ?? 0), 0);
  if (letters > SPELLING_LETTERS_MAX)
    throw new NumerologyInputError(
      'name',
      `For spelling suggestions, please keep your name to ${SPELLING_LETTERS_MAX} letters or fewer.`,
      'name_too_many_letters',
      { max: SPELLING_LETTERS_MAX },
    );
  return words;
}

/** The suggestions and how much searching they took (for the tests of the bound). */
export interface SpellingSearch {
  result: NameSuggestions;
  /** The sets of edits examined, at most SPELLING_SETS_MAX. */
  examined: number;
}

/** A word of the letters a to z only, whose look the edits' own looks add up to. */
const LATIN_WORD = /^[A-Za-z]+$/;

/** Every name of three letters or more gets at least this many suggestions (when max allows). */
export const SUGGESTIONS_MIN = 3;
/**
 * Good options (the best fit, natural) fill the list up to this many when they exist and max
 * allows, beyond SUGGESTIONS_MIN (docs/decisions.md, "Name correction: up to six good options").
 */
export const SUGGESTIONS_GOOD = 6;
/**
 * How much less natural than the name as typed a spelling may read, in bits of the letter model
 * (name-plausibility.ts), summed over its changed words: within NATURAL_BITS it reads as a usual
 * spelling (Ajjay, Pooja, Amith); up to ODD_BITS it is unusual but signable and offered only to
 * reach SUGGESTIONS_MIN; beyond, never (Sharmaa, Priyaa). Calibrated in the tests.
 */
export const NATURAL_BITS = 10;
const ODD_BITS = 20;
/**
 * At most this many sets of one fit are weighed (their look read, their spelling built); the
 * search meets smaller sets first, so the pool holds the fewest edits, and ranks the natural
 * among them. Keeps the longest accepted name within its time (`pnpm bench`).
 */
const POOL_MAX = 400;
/** At most this many of the first suggestions put an initial in front (K. Priya, M. Priya). */
const PREFIXED_MAX = 2;
/** Each edit costs this much on top of what it does to the look of the word. */
const EDIT_BITS = 1.5;
/** An initial added or dropped changes the look of no word: it costs this, as one more edit. */
const INITIAL_BITS = 6;

/**
 * How well a spelling fits the birth numbers: 3 friendly to both with a favourable compound;
 * 2 friendly to one and neutral with the other, favourable compound; 1 challenging to neither,
 * with a compound that is not challenging; 0 not offered.
 */
type Fit = 0 | 1 | 2 | 3;

/** A set of edits that fits, with its cost in bits (lower reads more naturally). */
interface Found {
  set: number[];
  fit: Fit;
  /** How much less natural than the name as typed (name-plausibility.ts), in bits. */
  look: number;
  /** The look and the edits' own cost: the order within a fit. */
  bits: number;
  name: string;
  /** The compound of the spelling. */
  total: number;
}

/**
 * Spellings of `name` that sit well with moolank and bhagyank and whose compound has a good
 * meaning, the most natural first (docs/decisions.md, "Name plausibility"). At least
 * SUGGESTIONS_MIN for any name of three letters or more: when too few are friendly to both, the
 * closest others follow, each with its verdicts. Throws NumerologyInputError for bad input,
 * RangeError for bad options.
 */
export function suggestNames(name: string, options: SuggestNamesOptions): NameSuggestions {
  return searchSpellings(name, options).result;
}

/** suggestNames, with the count of edit sets it examined. */
export function searchSpellings(name: string, options: SuggestNamesOptions): SpellingSearch {
  const words = spellingWords(name);
  const { gender } = options;
  if (gender !== undefined && !GENDERS.includes(gender))
    throw new NumerologyInputError('gender', 'Please choose Male or Female.', 'gender_missing');
  const { moolank, bhagyank } = birthNumbers(options.dob, options.today);
  const max = wholeNumberIn(options.max ?? SUGGESTIONS_MAX, 1, 100, 'max');
  const maxEdits = wholeNumberIn(
    options.maxEdits ?? SUGGESTION_EDITS_MAX,
    1,
    EDITS_LIMIT,
    'maxEdits',
  );
  const least = Math.min(SUGGESTIONS_MIN, max);

  const current = reading(words.join(' '), moolank, bhagyank);
  const typed = current.name.toLowerCase();
  const edits = allEdits(words, gender).filter(
    (e) => options.prefixInitials !== false || e.kind !== 'prefix-initial',
  );

  // Many sets share a total: each total is judged once.
  const fits = new Map<number, Fit>();
  const fitOf = (total: number): Fit => {
    let fit = fits.get(total);
    if (fit === undefined) {
      const n = total > 0 ? reduceNumber(total) : 0;
      const tone = compoundTone(total);
      if (n === 0 || tone === 'challenging') fit = 0;
      else {
        const pair = [numberHarmony(n, moolank), numberHarmony(n, bhagyank)];
        const score = HARMONY_SCORE[pair[0]!] + HARMONY_SCORE[pair[1]!];
        fit = pair.includes('challenging')
          ? 0
          : tone !== 'favourable'
            ? score >= 3
              ? 1
              : 0
            : score === 4
              ? 3
              : score === 3
                ? 2
                : 1;
      }
      fits.set(total, fit);
    }
    return fit;
  };
  // Some birth numbers share no friend (moolank 2, bhagyank 8): then fit 2 is the best there is.
  const bothFriendly = ([1, 2, 3, 4, 5, 6, 7, 8, 9] as const).some(
    (n) => numberHarmony(n, moolank) === 'friendly' && numberHarmony(n, bhagyank) === 'friendly',
  );
  const best: Fit = bothFriendly ? 3 : 2;

  // How natural each changed word reads, once per word and set of its edits.
  const typedBits = words.map((w) => wordPlausibility(w));
  const wordCosts = new Map<string, number>();
  const singleLooks = new Map<Edit, number>();
  const singleLook = (e: Edit): number => {
    let look = singleLooks.get(e);
    if (look === undefined) {
      look = editLook(words[e.word]!, e.at, e.del, e.ins);
      singleLooks.set(e, look);
    }
    return look;
  };
  /** The look of one word with some of the edits (indices into `edits`, all of that word). */
  const wordCost = (word: number, indices: number[]): number => {
    const key = `${word}:${indices.join(',')}`;
    let cost = wordCosts.get(key);
    if (cost === undefined) {
      const picked = indices.map((i) => edits[i]!);
      // Initials change the look of no word: each costs INITIAL_BITS; the letters their own.
      const letters = picked.filter((e) => e.first >= 0);
      cost = (picked.length - letters.length) * INITIAL_BITS;
      if (letters.length > 0 && !picked.some((e) => e.first === -1)) {
        const text = words[word]!;
        const spelt = applyEdits(
          [text],
          letters.map((e) => ({ ...e, word: 0 })),
        ).name;
        // Edits three letters apart or more change no run of three together: their looks add
        // up, each read once; closer ones are read as the whole word.
        const inOrder = [...letters].sort((a, b) => a.at - b.at);
        const apart = inOrder.every(
          (e, k) => k === 0 || e.at - (inOrder[k - 1]!.at + inOrder[k - 1]!.del) >= 3,
        );
        cost += unsignable(spelt, text)
          ? Infinity
          : apart && LATIN_WORD.test(text)
            ? letters.reduce((sum, e) => sum + singleLook(e), 0)
            : typedBits[word]! - wordPlausibility(spelt);
      }
      wordCosts.set(key, cost);
    }
    return cost;
  };
  /** How much less natural the spelling reads than the name as typed, in bits. */
  const lookOf = (set: number[]): number => {
    let bits = 0;
    for (const word of new Set(set.map((i) => edits[i]!.word)))
      bits += wordCost(
        word,
        set.filter((i) => edits[i]!.word === word),
      );
    return bits;
  };

  const found: Found[] = [];
  const seen = new Set<string>([typed]);
  const keep = (fit: Fit, set: number[], total: number) => {
    const look = lookOf(set);
    if (!(look <= ODD_BITS)) return;
    const picked = set.map((i) => edits[i]!);
    const spelling = applyEdits(words, picked).name;
    const key = spelling.toLowerCase();
    if (seen.has(key)) return;
    seen.add(key);
    const bits = look + picked.reduce((sum, e) => sum + EDIT_BITS + KIND_RANK[e.kind] / 2, 0);
    found.push({ set, fit, look, bits, name: spelling, total });
  };
  /** Within the natural bound, at the best fit: the list a practitioner would offer first. */
  const natural = (f: Found) => f.look <= NATURAL_BITS;
  const prefixed = (f: Found) => f.set.some((i) => edits[i]!.kind === 'prefix-initial');
  // Initials come after the name's own letters: only letter edits count toward enough.
  const enough = () =>
    found.filter((f) => f.fit >= best && natural(f) && !prefixed(f)).length >= max;

  // One size of set at a time, fewest edits first. Within a size, depth-first in index order, so
  // each set is met once; the compound is added up from the edits' deltas.
  let examined = 0;
  // How many sets of each fit were weighed: past POOL_MAX a fit has options enough to rank.
  const weighed = [0, 0, 0, 0];
  const chosen: number[] = [];
  const searchSize = (size: number) => {
    const walk = (from: number, total: number) => {
      const still = size - chosen.length;
      for (let i = from; i <= edits.length - still; i++) {
        if (examined === SPELLING_SETS_MAX) return;
        const e = edits[i]!;
        if (!chosen.every((c) => compatible(edits[c]!, e))) continue;
        // An edit that moves no number (y for i: both count 1) is offered alone, never as
        // padding: no larger set holds one.
        if (e.delta === 0 && size > 1) continue;
        examined++;
        const sum = total + e.delta;
        chosen.push(i);
        if (still === 1) {
          const fit = fitOf(sum);
          if (fit > 0 && ++weighed[fit]! <= POOL_MAX) keep(fit, [...chosen], sum);
        } else walk(i + 1, sum);
        chosen.pop();
      }
    };
    walk(0, current.compound);
  };
  for (let size = 1; size <= EDITS_LIMIT && examined < SPELLING_SETS_MAX; size++) {
    // Past maxEdits only to reach SUGGESTIONS_MIN.
    if (size > maxEdits && found.filter((f) => f.fit > 0).length >= least) break;
    searchSize(size);
    if (enough()) break;
  }

  // The order a practitioner offers them (docs/decisions.md, "Name engine"): the name's own
  // letters first, best fit and natural, cheapest first. Only to reach the least count: an
  // initial in front at the best fit (one choice however many letters it could be: at most
  // PREFIXED_MAX), the other letter edits, and last any total whose compound the tradition does
  // not read (62/8: beyond 52, its digits under 10), whatever its verdicts; more initials only
  // when nothing else reaches the least count.
  const byCost = (a: Found, b: Found) =>
    a.bits - b.bits || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  const bestNatural = (f: Found) => f.fit >= best && natural(f);
  const unread = (f: Found) => f.total >= COMPOUND_MIN && compoundTone(f.total) === null;
  const first = found.filter((f) => bestNatural(f) && !prefixed(f)).sort(byCost);
  const closest = (a: Found, b: Found) =>
    Number(bestNatural(b)) - Number(bestNatural(a)) ||
    Number(b.fit >= 2) - Number(a.fit >= 2) ||
    Number(natural(b)) - Number(natural(a)) ||
    b.fit - a.fit ||
    byCost(a, b);
  const others = found.filter((f) => !first.includes(f));
  const initials = others.filter((f) => !unread(f) && prefixed(f)).sort(closest);
  const fewInitials = initials.slice(0, PREFIXED_MAX);
  const rest = [
    ...fewInitials.filter(bestNatural),
    ...others.filter((f) => !unread(f) && !prefixed(f)).sort(closest),
    ...fewInitials.filter((f) => !bestNatural(f)),
    ...others.filter(unread).sort(closest),
    ...initials.slice(PREFIXED_MAX),
  ];
  // A visitor choosing a spelling likes a few more choices, but only ones worth signing: when the
  // name's own letters give fewer than SUGGESTIONS_GOOD, the (at most PREFIXED_MAX) initials at the
  // best fit follow them as good options too, not only to reach the least count; then anything
  // else, in the order above, only to reach it.
  const picked = first.slice(0, max);
  const wanted = Math.min(SUGGESTIONS_GOOD, max);
  for (const f of fewInitials.filter(bestNatural)) if (picked.length < wanted) picked.push(f);
  for (const f of rest) if (picked.length < least && !picked.includes(f)) picked.push(f);
  const suggestions: NameSuggestion[] = picked.map(({ set, name: spelling }) => ({
    ...reading(spelling, moolank, bhagyank),
    edits: applyEdits(
      words,
      set.map((i) => edits[i]!),
    ).records,
  }));
  const fallback = picked.some((f) => f.fit < 3);
  return {
    result: {
      moolank,
      bhagyank,
      current,
      suggestions,
      fallback,
      alreadyHarmonious: nameIsHarmonious(current),
    },
    examined,
  };
}
