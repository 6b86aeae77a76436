/**
 * Ranking given names for a child: which names begin with the birth star's syllables, and how
 * each name (alone and with the family's surname) sits with the child's moolank and bhagyank.
 * Pure: the names list, the syllables and the surname are handed in (docs/decisions.md, "Baby
 * names: ranking").
 */
import { compoundTone, nameCompound, type CompoundTone } from './compound.js';
import type { Digit } from './grid.js';
import { numberHarmony, type Harmony } from './harmony.js';
import { reduceNumber } from './reduce.js';

/** A name as the finder reads it (the content package's GivenName fits). */
export interface BabyNameSource {
  id: string;
  latin: readonly [string, ...string[]];
  devanagari: string;
  gender: 'boy' | 'girl' | 'both';
  origin: string;
}

/** A name with what does not change between queries worked out once. */
export interface PreparedBabyName<Name extends BabyNameSource = BabyNameSource> {
  source: Name;
  /** The usual Latin spelling, the one whose numbers are read. */
  name: string;
  compound: number;
  nameNumber: number;
  tone: CompoundTone | null;
  /** The first akshara's sound (see aksharaSound), or null when the name has no Devanagari. */
  sound: string | null;
  /** The usual spelling's first letter, lower case. */
  letter: string;
}

export interface NameNumbers {
  name: string;
  compound: number;
  nameNumber: number;
  harmony: { moolank: Harmony; bhagyank: Harmony };
}

export interface RankedBabyName<Name extends BabyNameSource = BabyNameSource> extends NameNumbers {
  source: Name;
  tone: CompoundTone | null;
  /** The name with the surname after it; null without a surname. */
  fullName: NameNumbers | null;
  /** Begins with the birth pada's syllable (query.syllables); null when no birth star was given. */
  syllableMatch: boolean | null;
  /** 0 to 100: where the name's ranking places it among all the ranks it could have. */
  score: number;
}

export interface BabyNameQuery {
  moolank: Digit;
  bhagyank: Digit;
  gender: 'boy' | 'girl';
  /**
   * The syllables a name should begin with, in Devanagari: the birth pada's own (`birthStar().syllable`),
   * as tradition names a child from its pada's sound, not the star's other three; absent without a
   * birth time.
   */
  syllables?: readonly string[];
  /** Latin letters only; the full name is the given name and then this. */
  surname?: string;
  /** One Latin letter the usual spelling starts with. */
  letter?: string;
  origin?: string;
  /** Only these names (by id), e.g. a shortlist shared by link. */
  ids?: readonly string[];
}

// Devanagari, as code points: independent vowels, consonants, signs.
const VIRAMA = '\u094d';
const NUKTA = '\u093c';
const isConsonant = (ch: string) =>
  (ch >= '\u0915' && ch <= '\u0939') || (ch >= '\u0958' && ch <= '\u095f');
/** Nukta letters (क़ ख़ ग़ ज़ ड़ ढ़ फ़ य़) sound as their plain letter for this purpose. */
const PLAIN_OF_NUKTA: Record<string, string> = {
  '\u0958': 'क',
  '\u0959': 'ख',
  '\u095a': 'ग',
  '\u095b': 'ज',
  '\u095c': 'ड',
  '\u095d': 'ढ',
  '\u095e': 'फ',
  '\u095f': 'य',
};

/**
 * Vowels grouped by sound, short and long together: the table writes "La" as ला and means
 * ल and ला alike, and so for इ/ई, उ/ऊ; ऐ goes with ए and औ with ओ; ऋ keeps its own.
 */
const VOWEL_CLASS: Record<string, string> = {
  अ: 'a',
  आ: 'a',
  '\u093e': 'a',
  इ: 'i',
  ई: 'i',
  '\u093f': 'i',
  '\u0940': 'i',
  उ: 'u',
  ऊ: 'u',
  '\u0941': 'u',
  '\u0942': 'u',
  ए: 'e',
  ऐ: 'e',
  '\u0947': 'e',
  '\u0948': 'e',
  ओ: 'o',
  औ: 'o',
  '\u094b': 'o',
  '\u094c': 'o',
  ऋ: 'ri',
  '\u0943': 'ri',
};

/**
 * The sound of a word's first akshara, as a key that two spellings of one sound share: its
 * first consonant (a nukta dropped) and its vowel's class, e.g. "ल:a" for लता and ला, "प:i" for
 * प्रिया (a conjunct is heard by its first consonant and its vowel), ":a" for अ and आ. Null when
 * the word does not start with a Devanagari letter.
 */
export function aksharaSound(word: string): string | null {
  const chars = Array.from(word.trim().normalize('NFC'));
  const first = chars[0];
  if (first === undefined) return null;
  const independent = VOWEL_CLASS[first];
  if (independent !== undefined && !/[\u093e-\u094c]/.test(first)) return `:${independent}`;
  if (!isConsonant(first)) return null;
  const consonant = PLAIN_OF_NUKTA[first] ?? first;
  // Past the conjunct (consonant, virama, consonant, ...) and any nukta to the vowel sign.
  let i = 1;
  while (i < chars.length) {
    const ch = chars[i] as string;
    if (ch === NUKTA) i += 1;
    else if (ch === VIRAMA && i + 1 < chars.length && isConsonant(chars[i + 1] as string)) i += 2;
    else break;
  }
  const sign = chars[i];
  const vowel = sign !== undefined ? VOWEL_CLASS[sign] : undefined;
  // No sign: the consonant carries its inherent a (a final virama is rare in a first akshara).
  return `${consonant}:${vowel ?? 'a'}`;
}

/** Whether a name (in Devanagari) begins with the sound of one of the syllables. */
export function startsWithSyllable(devanagari: string, syllables: readonly string[]): boolean {
  const sound = aksharaSound(devanagari);
  return sound !== null && syllables.some((syllable) => aksharaSound(syllable) === sound);
}

/** Works out once what a query never changes: numbers, tone, first sound and letter. */
export function prepareBabyNames<Name extends BabyNameSource>(
  names: readonly Name[],
): PreparedBabyName<Name>[] {
  return names.map((source) => {
    const name = source.latin[0];
    const compound = nameCompound(name);
    return {
      source,
      name,
      compound,
      nameNumber: reduceNumber(compound),
      tone: compoundTone(compound),
      sound: aksharaSound(source.devanagari),
      letter: name.charAt(0).toLowerCase(),
    };
  });
}

const HARMONY_POINTS: Record<Harmony, number> = { friendly: 2, neutral: 1, challenging: 0 };
const TONE_POINTS: Record<CompoundTone, number> = { favourable: 2, neutral: 1, challenging: 0 };

/** 0 (both challenging) to 4 (both friendly). */
export const harmonyPoints = (harmony: { moolank: Harmony; bhagyank: Harmony }) =>
  HARMONY_POINTS[harmony.moolank] + HARMONY_POINTS[harmony.bhagyank];

/** A name's harmony with the child's numbers; a name whose number is 0 (no letters) is challenging. */
function harmonyWith(nameNumber: number, query: BabyNameQuery) {
  if (nameNumber === 0) return { moolank: 'challenging', bhagyank: 'challenging' } as const;
  return {
    moolank: numberHarmony(nameNumber, query.moolank),
    bhagyank: numberHarmony(nameNumber, query.bhagyank),
  };
}

/**
 * The ranking key as one number, most important first: the syllable (when asked), the full
 * name's harmony, the given name's harmony, the compound's tone. Each part's weight is larger
 * than everything after it can add, so ordering by it is ordering by the parts in turn.
 */
export function rankKey(parts: {
  syllableMatch: boolean | null;
  fullHarmony: number;
  givenHarmony: number;
  tone: CompoundTone | null;
}): number {
  const tone = parts.tone === null ? 1 : TONE_POINTS[parts.tone];
  return (
    ((Number(parts.syllableMatch === true) * 5 + parts.fullHarmony) * 5 + parts.givenHarmony) * 3 +
    tone
  );
}

/** The highest key: with a birth star 149, without 74. */
const maxKey = (withSyllables: boolean) =>
  rankKey({
    syllableMatch: withSyllables,
    fullHarmony: 4,
    givenHarmony: 4,
    tone: 'favourable',
  });

/** Whether a name is offered for a boy or a girl: names of either fit both. */
const fitsGender = (gender: BabyNameSource['gender'], wanted: 'boy' | 'girl') =>
  gender === wanted || gender === 'both';

/**
 * The names that fit the query, best first: those that begin with the birth star's syllables
 * (when given), then by the full name's harmony with moolank and bhagyank, the given name's,
 * and a favourable compound; ties by the usual spelling, A to Z.
 */
export function rankBabyNames<Name extends BabyNameSource>(
  prepared: readonly PreparedBabyName<Name>[],
  query: BabyNameQuery,
): RankedBabyName<Name>[] {
  const syllableSounds = query.syllables?.map(aksharaSound);
  const surname = query.surname?.trim() || null;
  const surnameCompound = surname === null ? 0 : nameCompound(surname);
  const letter = query.letter?.toLowerCase();
  const top = maxKey(syllableSounds !== undefined);
  const ids = query.ids ? new Set(query.ids) : null;

  const ranked: Array<{ key: number; name: RankedBabyName<Name> }> = [];
  for (const entry of prepared) {
    const { source } = entry;
    if (!fitsGender(source.gender, query.gender)) continue;
    if (letter !== undefined && entry.letter !== letter) continue;
    if (query.origin !== undefined && source.origin !== query.origin) continue;
    if (ids !== null && !ids.has(source.id)) continue;

    const harmony = harmonyWith(entry.nameNumber, query);
    let fullName: NameNumbers | null = null;
    if (surname !== null) {
      const compound = entry.compound + surnameCompound;
      const nameNumber = reduceNumber(compound);
      fullName = {
        name: `${entry.name} ${surname}`,
        compound,
        nameNumber,
        harmony: harmonyWith(nameNumber, query),
      };
    }
    const syllableMatch =
      syllableSounds === undefined
        ? null
        : entry.sound !== null && syllableSounds.includes(entry.sound);
    const givenHarmony = harmonyPoints(harmony);
    const key = rankKey({
      syllableMatch,
      fullHarmony: fullName ? harmonyPoints(fullName.harmony) : givenHarmony,
      givenHarmony,
      tone: entry.tone,
    });
    ranked.push({
      key,
      name: {
        source,
        name: entry.name,
        compound: entry.compound,
        nameNumber: entry.nameNumber,
        harmony,
        tone: entry.tone,
        fullName,
        syllableMatch,
        score: Math.round((100 * key) / top),
      },
    });
  }
  ranked.sort(
    (a, b) => b.key - a.key || (a.name.name < b.name.name ? -1 : a.name.name > b.name.name ? 1 : 0),
  );
  return ranked.map((entry) => entry.name);
}
