/**
 * The edits of Indian name correction, one word at a time: what each may change and where. The
 * name engine (name-suggestions.ts) combines them; the rules are in docs/decisions.md.
 */
import { nameCompound } from './compound.js';
import type { Gender } from './kua.js';
import { NO_FINAL_A_NAMES } from './name-origins.data.js';

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
  | 'drop-initial'
  | 'drop-vowel'
  | 'shorten-vowel'
  | 'swap-vowel'
  | 'y-glide'
  | 'prefix-initial';

/** One edit: `word` is the 0-based word of the name; `from` and `to` that word before and after. */
export interface NameEdit {
  kind: NameEditKind;
  word: number;
  from: string;
  /** Empty when the word is dropped. */
  to: string;
}

const VOWELS = 'aeiou';
/** Consonants whose doubling Indian spellings use (Ajjay, Rajkummar, Khurrana, Ayushmann). */
const DOUBLING = 'bdfgjklmnprstvz';
const INITIAL = /^[A-Za-z]\.?$/;
/**
 * A word ending whose final a Indian spellings write or leave out: a, i or u, then one consonant
 * (not h) or one with its h (bh, ch, dh, gh, kh, ph, sh, th). Not after e or o: Mohammed and
 * Jacob are not names that take an a.
 */
const ENDING = /[aiu](?:[b-df-gj-np-tv-z]|[bcdgkpst]h)$/;
/**
 * Names whose final a is never added or dropped: the Arabic and Persian given names of the names
 * data (Faisal is never Faisala), and any word with f, q, x or z, letters of Perso-Arabic and
 * English names that Sanskrit stems do not write (docs/decisions.md, "Name engine").
 */
const NO_FINAL_A = new Set(NO_FINAL_A_NAMES.split(/\s+/).filter(Boolean));
const FOREIGN_LETTER = /[fqxz]/;
/**
 * Whether a word is read as an Indic name, as far as the data and its letters tell: only such a
 * word takes or loses a final a, or drops a silent a (Faisal is never Faisala nor Faisl).
 */
export function takesFinalA(word: string): boolean {
  const lower = word.toLowerCase();
  const stem = lower.endsWith('a') ? lower.slice(0, -1) : lower;
  return !NO_FINAL_A.has(lower) && !NO_FINAL_A.has(stem) && !FOREIGN_LETTER.test(lower);
}
/** The consonants whose h Indian spellings may leave out: the aspirates (not ch, sh). */
const ASPIRATES = 'bdgkpt';
export const LATIN_LETTER = /[A-Za-z]/;

/** How usual each edit is in Indian spellings: the more usual first among equal suggestions. */
export const KIND_RANK: Record<NameEditKind, number> = {
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
  'shorten-vowel': 0,
  'drop-vowel': 2,
  'swap-vowel': 1,
  'y-glide': 1,
  'prefix-initial': 3,
};

/**
 * The initials a name may take in front (R. Priya, as South India writes the father's initial):
 * one usual letter for each value 1 to 8 but 7 (its letters O and Z are rarely initials), so
 * every naamank can be reached and every name has options.
 */
export const PREFIX_INITIALS = ['A', 'K', 'S', 'M', 'N', 'V', 'P'] as const;
/** A prefix initial touches no letter of the word: it goes with any letter edit of it. */
export const PREFIX_SPAN = -0.5;

/** An edit of one word of the name as typed: `del` characters at `at` become `ins`. */
export interface Edit {
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
  // Hindi's silent a and its final a belong to Indic names, not to Arabic or Persian ones.
  const indic = takesFinalA(text);
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
    // Sharma -> Sharmaa, Akash -> Aakash, Sai -> Saai: a single a, not in au or ay (Ajay, not
    // Ajaay), nor an a that starts the word before i.
    if (
      c === 'a' &&
      !isVowel(prev) &&
      (!isVowel(next) || (next === 'i' && i > 0)) &&
      next !== 'y'
    ) {
      edits.push(edit('double-vowel', word, text, i + 1, 0, cased(c), i, i));
    }
    // Sunil -> Suneel, Puja -> Pooja, Raju -> Rajoo, Shri -> Shree: i or u after a consonant;
    // a final ee is rarer, and the plausibility score ranks it so.
    if ((c === 'i' || c === 'u') && isConsonant(prev) && !isVowel(next)) {
      edits.push(edit('lengthen-vowel', word, text, i, 1, cased(c === 'i' ? 'ee' : 'oo')));
    }
    // Amit -> Amith, Shanti -> Shanthi, Sidarth -> Sidharth: t and d take an h or lose it,
    // the dental and retroflex sounds Indian spellings write both ways.
    // Not in a doubled t or d (Reddy, not Reddhy or Redhdy).
    if ((c === 't' || c === 'd') && next !== 'h' && i > 0 && prev !== c && next !== c) {
      edits.push(edit('add-h', word, text, i + 1, 0, cased('h'), i, i));
    }
    // Abhishek -> Abishek, Bhaskar -> Baskar: the h of an aspirate (bh, dh, gh, kh, ph, th)
    // is written or left out, most of all in the South; never the h of ch or sh.
    if (c === 'h' && i > 1 && ASPIRATES.includes(prev!)) {
      edits.push(edit('drop-h', word, text, i, 1, ''));
    }
    // Pooja -> Puja, Suneel -> Sunil, Aakash -> Akash: a long vowel written short.
    if ((c === 'e' || c === 'o' || c === 'a') && next === c && (c === 'a' || i > 0)) {
      // An aa keeps the first a as written, so Aakash -> Akash keeps its capital.
      const short = c === 'a' ? text[i]! : cased(c === 'o' ? 'u' : 'i');
      edits.push(edit('shorten-vowel', word, text, i, 2, short, i, i + 1));
    }
    // Verma -> Varma, Versha -> Varsha, and Varma -> Verma: the e or a before r and a consonant,
    // the one sound Indian spellings write both ways (Sharma and Karthik have no Sherma, Kerthik:
    // an a becomes e only in a word that starts Var or War).
    if (next === 'r' && isConsonant(lower[i + 2]) && lower[i + 2] !== 'h' && i > 0) {
      if (c === 'e') edits.push(edit('swap-vowel', word, text, i, 1, cased('a')));
      else if (c === 'a' && i === 1 && (prev === 'v' || prev === 'w'))
        edits.push(edit('swap-vowel', word, text, i, 1, cased('e')));
    }
    // Mohammed -> Mohammad, Ahmed -> Ahmad: a final -ed written -ad, as Urdu names are.
    if (c === 'e' && next === 'd' && i === n - 2 && i > 1)
      edits.push(edit('swap-vowel', word, text, i, 1, cased('a')));
    // Priya -> Pria, Ria -> Riya: the y between i and a written or left out.
    if (c === 'i' && i > 0 && next === 'y' && lower[i + 2] === 'a')
      edits.push(edit('y-glide', word, text, i + 1, 1, '', i + 1, i + 1));
    if (c === 'i' && i > 0 && next === 'a')
      edits.push(edit('y-glide', word, text, i + 1, 0, cased('y'), i, i + 1));
    // Devgan -> Devgn, Kamala -> Kamla: an a Hindi does not say, between two consonants after
    // the first syllable (the first vowel of the word stays).
    if (
      c === 'a' &&
      isConsonant(prev) &&
      isConsonant(next) &&
      next !== 'h' &&
      /[aeiou]/.test(lower.slice(0, i - 1)) &&
      indic
    ) {
      edits.push(edit('drop-vowel', word, text, i, 1, ''));
    }
  }
  // Shanti -> Shanty.
  if (n >= 3 && lower[n - 1] === 'i' && isConsonant(lower[n - 2])) {
    edits.push(edit('y-for-i', word, text, n - 1, 1, cased('y')));
  }
  if (finalA && indic) {
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
export function allEdits(words: string[], gender: Gender | undefined): Edit[] {
  const initials = words.map((w) => INITIAL.test(w));
  const hasFullWord = initials.some((initial) => !initial);
  // An initial added follows the name's own style: "K." unless it already writes them bare.
  const dot = words.some((w, i) => initials[i] && !w.endsWith('.')) ? '' : '.';
  const edits: Edit[] = [];
  if (LATIN_LETTER.test(words[0]![0] ?? ''))
    for (const letter of PREFIX_INITIALS)
      edits.push(
        edit('prefix-initial', 0, words[0]!, 0, 0, `${letter}${dot} `, PREFIX_SPAN, PREFIX_SPAN),
      );
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

/** Two edits can go together unless they touch the same letters (or the same whole word). */
export function compatible(a: Edit, b: Edit): boolean {
  if (a.word !== b.word) return true;
  // Two initials in front (K. S. Priya), as South Indian names often carry.
  if (a.kind === 'prefix-initial' && b.kind === 'prefix-initial') return true;
  if (a.first === -1 || b.first === -1) return false;
  return a.last < b.first || b.last < a.first;
}

/** The words with the chosen edits made, and each edit's record (from, to) in order. */
export function applyEdits(
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
