import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  aksharaSound,
  harmonyPoints,
  prepareBabyNames,
  rankBabyNames,
  startsWithSyllable,
  type BabyNameSource,
} from '../baby-names.js';
import { NAKSHATRAS } from '../birth-star/syllables.js';
import { compoundTone, nameCompound } from '../compound.js';
import type { Digit } from '../grid.js';
import { numberHarmony } from '../harmony.js';
import { reduceNumber } from '../reduce.js';

const name = (
  id: string,
  devanagari: string,
  gender: BabyNameSource['gender'] = 'boy',
  origin = 'sanskrit',
): BabyNameSource => ({
  id,
  latin: [id.charAt(0).toUpperCase() + id.slice(1)],
  devanagari,
  gender,
  origin,
});

const POOL: BabyNameSource[] = [
  name('aarav', 'आरव'),
  name('abhay', 'अभय'),
  name('ishaan', 'ईशान'),
  name('indu', 'इंदु', 'girl'),
  name('lata', 'लता', 'girl'),
  name('lakshya', 'लक्ष्य'),
  name('priya', 'प्रिया', 'girl'),
  name('kshitij', 'क्षितिज'),
  name('zara', 'ज़ारा', 'girl', 'arabic'),
  name('kiran', 'किरण', 'both'),
  name('chetan', 'चेतन'),
  name('vivek', 'विवेक'),
  name('krishna', 'कृष्ण'),
  name('omkar', 'ओंकार'),
  name('aishwarya', 'ऐश्वर्या', 'girl'),
  name('gunjan', 'गुंजन', 'both', 'hindi'),
  name('manav', 'मानव'),
  name('meera', 'मीरा', 'girl'),
];
const PREPARED = prepareBabyNames(POOL);

describe('aksharaSound', () => {
  it('hears the short and long vowel of one consonant alike, as the syllable table means it', () => {
    expect(aksharaSound('लता')).toBe(aksharaSound('ला'));
    expect(aksharaSound('लाली')).toBe('ल:a');
    expect(aksharaSound('अभय')).toBe(aksharaSound('आरव'));
    expect(aksharaSound('इंदु')).toBe(aksharaSound('ई'));
    expect(aksharaSound('कुमार')).toBe(aksharaSound('कू'));
    expect(aksharaSound('ऐश्वर्या')).toBe(aksharaSound('ए'));
    expect(aksharaSound('घनश्याम')).toBe(aksharaSound('घ'));
  });

  it('hears a conjunct by its first consonant and its vowel, and a nukta letter as the plain one', () => {
    expect(aksharaSound('प्रिया')).toBe('प:i');
    expect(aksharaSound('क्षितिज')).toBe(aksharaSound('की'));
    expect(aksharaSound('ज़ारा')).toBe(aksharaSound('जा'));
    expect(aksharaSound('ज़ारा')).toBe(aksharaSound('ज़ारा'));
  });

  it('keeps different consonants and vowels apart', () => {
    expect(aksharaSound('लता')).not.toBe(aksharaSound('ली'));
    expect(aksharaSound('शिव')).not.toBe(aksharaSound('सी'));
    expect(aksharaSound('कृष्ण')).not.toBe(aksharaSound('का'));
    expect(aksharaSound('Aarav')).toBeNull();
    expect(aksharaSound('')).toBeNull();
  });

  it("reads every syllable of the birth-star table, and each pada's own syllable matches itself", () => {
    for (const star of NAKSHATRAS) {
      for (const pada of star.padas) {
        expect(aksharaSound(pada.devanagari)).not.toBeNull();
        expect(startsWithSyllable(pada.devanagari, [pada.devanagari])).toBe(true);
      }
    }
  });
});

describe('rankBabyNames', () => {
  const digit = fc.integer({ min: 1, max: 9 }) as fc.Arbitrary<Digit>;
  const query = fc.record({
    moolank: digit,
    bhagyank: digit,
    gender: fc.constantFrom('boy' as const, 'girl' as const),
    syllables: fc.option(
      fc
        .integer({ min: 0, max: 26 })
        .map((i) => NAKSHATRAS[i]!.padas.map((pada) => pada.devanagari)),
      { nil: undefined },
    ),
    surname: fc.option(fc.constantFrom('Sharma', 'Iyer', 'Khan', 'Das'), { nil: undefined }),
  });

  it('offers exactly the names of the gender asked for, and those given to both', () => {
    fc.assert(
      fc.property(query, (q) => {
        const ids = rankBabyNames(PREPARED, q).map((entry) => entry.source.id);
        const expected = POOL.filter((n) => n.gender === q.gender || n.gender === 'both');
        expect(ids.sort()).toEqual(expected.map((n) => n.id).sort());
      }),
    );
  });

  it('puts every name on the birth star’s syllables before any other, then the better harmony', () => {
    fc.assert(
      fc.property(query, (q) => {
        const ranked = rankBabyNames(PREPARED, q);
        for (let i = 1; i < ranked.length; i++) {
          const [a, b] = [ranked[i - 1]!, ranked[i]!];
          expect(b.score).toBeLessThanOrEqual(a.score);
          expect(b.score).toBeGreaterThanOrEqual(0);
          expect(a.score).toBeLessThanOrEqual(100);
          if (q.syllables === undefined) expect(a.syllableMatch).toBeNull();
          if (a.syllableMatch !== b.syllableMatch) {
            expect(a.syllableMatch).toBe(true);
            continue;
          }
          const full = (x: typeof a) => harmonyPoints(x.fullName?.harmony ?? x.harmony);
          expect(full(b)).toBeLessThanOrEqual(full(a));
          if (full(a) === full(b)) {
            expect(harmonyPoints(b.harmony)).toBeLessThanOrEqual(harmonyPoints(a.harmony));
          }
        }
      }),
    );
  });

  it('reads each name’s numbers with the core’s own rules, with and without the surname', () => {
    fc.assert(
      fc.property(query, (q) => {
        for (const entry of rankBabyNames(PREPARED, q)) {
          expect(entry.compound).toBe(nameCompound(entry.name));
          expect(entry.nameNumber).toBe(reduceNumber(entry.compound));
          expect(entry.tone).toBe(compoundTone(entry.compound));
          expect(entry.harmony.moolank).toBe(numberHarmony(entry.nameNumber, q.moolank));
          expect(entry.harmony.bhagyank).toBe(numberHarmony(entry.nameNumber, q.bhagyank));
          if (q.surname === undefined) expect(entry.fullName).toBeNull();
          else {
            const full = `${entry.name} ${q.surname}`;
            expect(entry.fullName?.name).toBe(full);
            expect(entry.fullName?.compound).toBe(nameCompound(full));
            expect(entry.fullName?.nameNumber).toBe(reduceNumber(nameCompound(full)));
            expect(entry.fullName?.harmony.bhagyank).toBe(
              numberHarmony(reduceNumber(nameCompound(full)), q.bhagyank),
            );
          }
        }
      }),
    );
  });

  it('marks a syllable match on the first akshara: Lata and Lakshya for Ashwini’s La', () => {
    const ashwini = NAKSHATRAS[0]!.padas.map((pada) => pada.devanagari);
    const boys = rankBabyNames(PREPARED, {
      moolank: 1,
      bhagyank: 1,
      gender: 'boy',
      syllables: ashwini,
    });
    expect(boys.filter((n) => n.syllableMatch).map((n) => n.source.id)).toEqual([
      'chetan',
      'lakshya',
    ]);
    expect(boys.slice(0, 2).every((n) => n.syllableMatch)).toBe(true);
    const girls = rankBabyNames(PREPARED, {
      moolank: 1,
      bhagyank: 1,
      gender: 'girl',
      syllables: ashwini,
    });
    expect(girls[0]?.source.id).toBe('lata');
  });

  it('filters by the usual spelling’s first letter and by origin', () => {
    const base = { moolank: 5, bhagyank: 5, gender: 'girl' } as const;
    expect(rankBabyNames(PREPARED, { ...base, letter: 'M' }).map((n) => n.source.id)).toEqual([
      'meera',
    ]);
    expect(rankBabyNames(PREPARED, { ...base, origin: 'arabic' }).map((n) => n.source.id)).toEqual([
      'zara',
    ]);
    expect(rankBabyNames(PREPARED, { ...base, letter: 'q' })).toEqual([]);
    const ids = rankBabyNames(PREPARED, { ...base, ids: ['meera', 'kiran', 'aarav'] });
    expect(ids.map((n) => n.source.id).sort()).toEqual(['kiran', 'meera']);
  });

  it('scores 100 only for a name that has everything, and ranks it first', () => {
    // Moolank 1 and bhagyank 1: a name of number 1 is friendly to both; find one of favourable tone.
    const ranked = rankBabyNames(PREPARED, { moolank: 1, bhagyank: 1, gender: 'boy' });
    for (const entry of ranked) {
      const perfect = harmonyPoints(entry.harmony) === 4 && entry.tone === 'favourable';
      expect(entry.score === 100).toBe(perfect);
    }
  });
});
