/**
 * Name correction: spellings of a name, close to how it sounds, whose name number (naamank) sits
 * well with the birth numbers. Each spelling is reached by a few edits that Indian name correction
 * uses, applied word by word; the first letter of every word stays. The rules are listed in
 * docs/decisions.md ("Name correction").
 */
import {
  compoundLabel as labelOf,
  compoundTone,
  nameCompound,
  type CompoundTone,
} from './compound.js';
import { NumerologyInputError } from './errors.js';
import type { Digit } from './grid.js';
import { numberHarmony, type Harmony } from './harmony.js';
import { localToday, parseDob, validateName } from './input.js';
import { GENDERS, type Gender } from './kua.js';
import { letterValue } from './letters.js';
import { reduceNumber } from './reduce.js';

export type NameEditKind =
  | 'double-consonant'
  | 'double-vowel'
  | 'lengthen-vowel'
  | 'add-h'
  | 'drop-h'
  | 'y-for-i'
  | 'drop-final-a'
  | 'add-final-a'
  | 'add-initial'
  | 'drop-initial';

/** One edit: `word` is the 0-based word of the name; `from` and `to` that word before and after. */
export interface NameEdit {
  kind: NameEditKind;
  word: number;
  from: string;
  /** Empty when the word is dropped. */
  to: string;
}

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
   * True when no spelling within the edits is friendly to both numbers, so the suggestions are
   * friendly to one and neutral with the other (moolank 2 with bhagyank 8 share no friend).
   */
  fallback: boolean;
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
}

export const SUGGESTIONS_MAX = 10;
export const SUGGESTION_EDITS_MAX = 2;
/** Beyond four edits a spelling no longer reads as the same name, and the search grows fast. */
const EDITS_LIMIT = 4;

const VOWELS = 'aeiou';
/** Consonants whose doubling Indian spellings use (Ajjay, Rajkummar, Khurrana, Ayushmann). */
const DOUBLING = 'bdfgjklmnprstvz';
const INITIAL = /^[A-Za-z]\.?$/;
/** A word ending whose final a Indian spellings write or leave out: a vowel, then one consonant
 * (not h) or one with its h (bh, ch, dh, gh, kh, ph, sh, th). */
const ENDING = /[aeiou](?:[b-df-gj-np-tv-z]|[bcdgkpst]h)$/;
const LATIN_LETTER = /[A-Za-z]/;

/** How usual each edit is in Indian spellings: the more usual first among equal suggestions. */
const KIND_RANK: Record<NameEditKind, number> = {
  'add-h': 0,
  'drop-h': 0,
  'lengthen-vowel': 0,
  'double-vowel': 1,
  'y-for-i': 1,
  'drop-final-a': 1,
  'add-final-a': 1,
  'double-consonant': 2,
  'add-initial': 2,
  'drop-initial': 2,
};

const HARMONY_SCORE: Record<Harmony, number> = { friendly: 2, neutral: 1, challenging: 0 };

/** An edit of one word of the name as typed: `del` characters at `at` become `ins`. */
interface Edit {
  kind: NameEditKind;
  word: number;
  at: number;
  del: number;
  ins: string;
  /** The characters of the original word it reads or changes; -1..-1 for a whole word. */
  first: number;
  last: number;
  /** The change it makes to the compound. */
  delta: number;
}

function wordValue(word: string): number {
  return nameCompound(word);
}

const isVowel = (c: string | undefined) => c !== undefined && VOWELS.includes(c);
const isConsonant = (c: string | undefined) =>
  c !== undefined && c >= 'a' && c <= 'z' && !VOWELS.includes(c);

/** Inserted letters take the word's case: capitals in a word of capitals, small letters else. */
function caseOf(word: string): (s: string) => string {
  const upper = word.length > 1 && word === word.toUpperCase() && word !== word.toLowerCase();
  return upper ? (s) => s.toUpperCase() : (s) => s.toLowerCase();
}

function edit(
  kind: NameEditKind,
  word: number,
  text: string,
  at: number,
  del: number,
  ins: string,
  first = at,
  last = at,
): Edit {
  const delta = wordValue(ins) - wordValue(text.slice(at, at + del));
  return { kind, word, at, del, ins, first, last, delta };
}

/** The letter edits of one word (not an initial). */
function letterEdits(text: string, word: number, finalA: boolean): Edit[] {
  const lower = text.toLowerCase();
  const cased = caseOf(text);
  const edits: Edit[] = [];
  const n = lower.length;
  for (let i = 0; i < n; i++) {
    const c = lower[i]!;
    const prev = lower[i - 1];
    const next = lower[i + 1];
    // Ajay -> Ajjay, Sidharth -> Siddharth, Ayushman -> Ayushmann: a consonant after a vowel,
    // before a vowel, an h (not sh) or the word's end.
    if (
      i > 0 &&
      DOUBLING.includes(c) &&
      isVowel(prev) &&
      (next === undefined || isVowel(next) || (next === 'h' && c !== 's'))
    ) {
      edits.push(edit('double-consonant', word, text, i + 1, 0, cased(c), i, i));
    }
    // Sharma -> Sharmaa, Akash -> Aakash: a single a, not in ai, au or ay (Ajay, not Ajaay).
    if (c === 'a' && !isVowel(prev) && !isVowel(next) && next !== 'y') {
      edits.push(edit('double-vowel', word, text, i + 1, 0, cased(c), i, i));
    }
    // Sunil -> Suneel, Puja -> Pooja, Raju -> Rajoo: i or u after a consonant; a final i is
    // written y instead (below), since Indian spellings rarely end in ee.
    if (
      (c === 'i' || c === 'u') &&
      isConsonant(prev) &&
      !isVowel(next) &&
      !(c === 'i' && next === undefined)
    ) {
      edits.push(edit('lengthen-vowel', word, text, i, 1, cased(c === 'i' ? 'ee' : 'oo')));
    }
    // Amit -> Amith, Shanti -> Shanthi, Sidarth -> Sidharth: t and d take an h or lose it,
    // the dental and retroflex sounds Indian spellings write both ways.
    if ((c === 't' || c === 'd') && next !== 'h') {
      edits.push(edit('add-h', word, text, i + 1, 0, cased('h'), i, i));
    }
    if (c === 'h' && (prev === 't' || prev === 'd')) {
      edits.push(edit('drop-h', word, text, i, 1, ''));
    }
  }
  // Shanti -> Shanty.
  if (n >= 3 && lower[n - 1] === 'i' && isConsonant(lower[n - 2])) {
    edits.push(edit('y-for-i', word, text, n - 1, 1, cased('y')));
  }
  if (finalA) {
    // Rama -> Ram, Shiva -> Shiv, Vijaya -> Vijay: a vowel, one consonant (or one with its h),
    // then a. Krishna and Sharma keep theirs: two consonants before the a.
    const stem = lower.endsWith('a') ? lower.slice(0, -1) : '';
    if (stem.length >= 3 && ENDING.test(stem)) {
      edits.push(edit('drop-final-a', word, text, n - 1, 1, ''));
    }
    // Ram -> Rama, Arjun -> Arjuna, Vijay -> Vijaya: the same ending, without its a.
    if (n >= 2 && ENDING.test(lower)) {
      edits.push(edit('add-final-a', word, text, n, 0, cased('a'), n, n));
    }
  }
  return edits;
}

/** Every single edit the name allows, in a fixed order: word, then position, then kind. */
function allEdits(words: string[], gender: Gender | undefined): Edit[] {
  const initials = words.map((w) => INITIAL.test(w));
  const hasFullWord = initials.some((initial) => !initial);
  // An initial added follows the name's own style: "K." unless it already writes them bare.
  const dot = words.some((w, i) => initials[i] && !w.endsWith('.')) ? '' : '.';
  const edits: Edit[] = [];
  words.forEach((text, word) => {
    if (initials[word]) {
      // A. Ravi Kumar -> Ravi Kumar: an initial may go, as long as a full word stays.
      if (hasFullWord) edits.push(edit('drop-initial', word, text, 0, text.length, '', -1, -1));
      return;
    }
    // The last word is the family name; a single word is a given name.
    const given = words.length === 1 || word < words.length - 1;
    edits.push(...letterEdits(text, word, given && gender === 'Male'));
    // Ajay Kumar Sharma -> Ajay K. Sharma: a middle word shortened to its initial.
    if (word > 0 && word < words.length - 1 && text.length > 1 && LATIN_LETTER.test(text[0]!)) {
      edits.push(edit('add-initial', word, text, 0, text.length, `${text[0]}${dot}`, -1, -1));
    }
  });
  return edits;
}

/** Every single edit a name allows, as the suggestions record them (for tests and tools). */
export function singleEdits(name: string, gender?: Gender): NameEdit[] {
  const words = wordsOf(name);
  return allEdits(words, gender).map((e) => applyEdits(words, [e]).records[0]!);
}

/** Two edits can go together unless they touch the same letters (or the same whole word). */
function compatible(a: Edit, b: Edit): boolean {
  if (a.word !== b.word) return true;
  if (a.first < 0 || b.first < 0) return false;
  return a.last < b.first || b.last < a.first;
}

/** The words with the chosen edits made, and each edit's record (from, to) in order. */
function applyEdits(
  words: string[],
  edits: readonly Edit[],
): { name: string; records: NameEdit[] } {
  const current = [...words];
  const records: NameEdit[] = [];
  const shift = new Array<number>(words.length).fill(0);
  for (const e of [...edits].sort((x, y) => x.word - y.word || x.at - y.at)) {
    const from = current[e.word]!;
    const at = e.at + shift[e.word]!;
    const to = from.slice(0, at) + e.ins + from.slice(at + e.del);
    shift[e.word]! += e.ins.length - e.del;
    current[e.word] = to;
    records.push({ kind: e.kind, word: e.word, from, to });
  }
  return { name: current.filter((w) => w !== '').join(' '), records };
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

/** A name's words, split on any run of white space. */
function wordsOf(name: unknown): string[] {
  return validateName(name).split(/\s+/u);
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

/**
 * Spellings of `name` whose naamank is friendly to both moolank and bhagyank and whose compound
 * is favourable, fewest edits first, then the better harmony, then the more usual edits, then
 * alphabetical. Throws NumerologyInputError for bad input, RangeError for bad options.
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

  const current = reading(words.join(' '), moolank, bhagyank);
  const typed = current.name.toLowerCase();
  const edits = allEdits(words, gender);

  // Which naamank and compound fit: level 2 friendly to both, level 1 friendly and neutral.
  // Many sets share a total: each total is judged once.
  const levels = new Map<number, number>();
  const levelOf = (total: number): number => {
    let level = levels.get(total);
    if (level === undefined) {
      const n = total > 0 ? reduceNumber(total) : 0;
      const score =
        n === 0 || compoundTone(total) !== 'favourable'
          ? 0
          : HARMONY_SCORE[numberHarmony(n, moolank)] + HARMONY_SCORE[numberHarmony(n, bhagyank)];
      level = score === 4 ? 2 : score === 3 ? 1 : 0;
      levels.set(total, level);
    }
    return level;
  };
  // Some birth numbers share no friend (moolank 2, bhagyank 8): then level 1 is all there is.
  const bothFriendly = ([1, 2, 3, 4, 5, 6, 7, 8, 9] as const).some(
    (n) => numberHarmony(n, moolank) === 'friendly' && numberHarmony(n, bhagyank) === 'friendly',
  );

  // A set that fits, with what ranks it among sets of its size: the more usual edits, then the
  // spelling. The strings are built only for the sets that fit; the readings only for the winners.
  interface Found {
    set: number[];
    usual: number;
    name: string;
  }
  const found: [Found[], Found[]] = [[], []];
  const keep = (level: number, set: number[]) => {
    const picked = set.map((i) => edits[i]!);
    found[level - 1]!.push({
      set,
      usual: picked.reduce((sum, e) => sum + KIND_RANK[e.kind], 0),
      name: applyEdits(words, picked).name,
    });
  };
  const distinct = (list: Found[]) =>
    new Set(list.map((f) => f.name.toLowerCase()).filter((key) => key !== typed)).size;

  // One size of set at a time, fewest edits first, since fewer edits always rank first: once
  // enough spellings are found, larger sets cannot enter the list. Within a size, depth-first in
  // index order, so each set is met once; the compound is added up from the edits' deltas.
  let examined = 0;
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
          const level = levelOf(sum);
          if (level > 0) keep(level, [...chosen]);
        } else walk(i + 1, sum);
        chosen.pop();
      }
    };
    walk(0, current.compound);
  };
  for (let size = 1; size <= maxEdits && examined < SPELLING_SETS_MAX; size++) {
    searchSize(size);
    // The relaxed rule only counts when the strict one can find nothing.
    const enough = distinct(found[1]) >= max || (!bothFriendly && distinct(found[0]) >= max);
    if (enough) break;
  }

  // The relaxed rule only when the strict one finds nothing; none at all is not a fallback.
  const fallback = found[1].length === 0 && found[0].length > 0;
  const sets = fallback ? found[0] : found[1];
  // Every set of one level has the same harmony score, so it does not order them.
  sets.sort(
    (a, b) =>
      a.set.length - b.set.length ||
      a.usual - b.usual ||
      (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
  );
  const seen = new Set<string>([typed]);
  const suggestions: NameSuggestion[] = [];
  for (const { set, name: spelling } of sets) {
    const key = spelling.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    const { records } = applyEdits(
      words,
      set.map((i) => edits[i]!),
    );
    suggestions.push({ ...reading(spelling, moolank, bhagyank), edits: records });
    if (suggestions.length === max) break;
  }
  return { result: { moolank, bhagyank, current, suggestions, fallback }, examined };
}
