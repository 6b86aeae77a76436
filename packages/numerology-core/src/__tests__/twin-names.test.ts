import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prepareBabyNames, rankBabyNames, type BabyNameSource } from '../baby-names.js';
import { NAKSHATRAS } from '../birth-star/syllables.js';
import type { Digit } from '../grid.js';
import {
  endingSound,
  harmoniousForTwins,
  pairTwinNames,
  twinBond,
  twinGenders,
} from '../twin-names.js';

const name = (
  id: string,
  devanagari: string,
  gender: BabyNameSource['gender'],
): BabyNameSource => ({
  id,
  latin: [id.charAt(0).toUpperCase() + id.slice(1)],
  devanagari,
  gender,
  origin: 'sanskrit',
});

const POOL: BabyNameSource[] = [
  name('aarav', 'आरव', 'boy'),
  name('aarvi', 'आरवी', 'girl'),
  name('abhay', 'अभय', 'boy'),
  name('ram', 'राम', 'boy'),
  name('shyam', 'श्याम', 'boy'),
  name('aman', 'अमन', 'boy'),
  name('chaman', 'चमन', 'boy'),
  name('luv', 'लव', 'boy'),
  name('kush', 'कुश', 'boy'),
  name('madhavi', 'माधवी', 'girl'),
  name('jahnavi', 'जाह्नवी', 'girl'),
  name('meera', 'मीरा', 'girl'),
  name('mira', 'मीरा', 'girl'),
  name('kiran', 'किरण', 'both'),
  name('kirti', 'कीर्ति', 'girl'),
  name('lata', 'लता', 'girl'),
  name('lalit', 'ललित', 'boy'),
];
const PREPARED = prepareBabyNames(POOL);

describe('how two names are bound by sound', () => {
  it('hears the same first akshara (short and long vowels alike) as one beginning', () => {
    expect(twinBond('आरव', 'आरवी')).toEqual({ sameStart: true, rhyme: false });
    expect(twinBond('किरण', 'कीर्ति').sameStart).toBe(true);
    expect(twinBond('लता', 'ललित').sameStart).toBe(true);
    expect(twinBond('लव', 'कुश')).toEqual({ sameStart: false, rhyme: false });
  });

  it('hears names ending in the same two letters as a rhyme', () => {
    expect(twinBond('राम', 'श्याम')).toEqual({ sameStart: false, rhyme: true });
    expect(twinBond('अमन', 'चमन').rhyme).toBe(true);
    expect(twinBond('माधवी', 'जाह्नवि').rhyme).toBe(true);
    expect(endingSound('माधवी')).toBe(endingSound('जाह्नवी'));
    // Two letters would rhyme with anything that ends like them: too short to count.
    expect(endingSound('लव')).toBeNull();
    expect(endingSound('Aarav')).toBeNull();
  });

  it('reads a twins choice as the gender of each name', () => {
    expect(twinGenders('boy-girl')).toEqual(['boy', 'girl']);
    expect(twinGenders('girl-girl')).toEqual(['girl', 'girl']);
  });
});

describe('pairTwinNames', () => {
  const digit = fc.integer({ min: 1, max: 9 }) as fc.Arbitrary<Digit>;
  const query = fc.record({
    moolank: digit,
    bhagyank: digit,
    twins: fc.constantFrom('boy-boy' as const, 'girl-girl' as const, 'boy-girl' as const),
    syllables: fc.option(
      fc
        .integer({ min: 0, max: 26 })
        .map((i) => NAKSHATRAS[i]!.padas.map((pada) => pada.devanagari)),
      { nil: undefined },
    ),
    surname: fc.option(fc.constantFrom('Sharma', 'Iyer', 'Das'), { nil: undefined }),
  });

  const run = (q: {
    moolank: Digit;
    bhagyank: Digit;
    twins: 'boy-boy' | 'girl-girl' | 'boy-girl';
    syllables?: string[] | undefined;
    surname?: string | undefined;
  }) => {
    const [g1, g2] = twinGenders(q.twins);
    const base = {
      moolank: q.moolank,
      bhagyank: q.bhagyank,
      ...(q.syllables ? { syllables: q.syllables } : {}),
      ...(q.surname ? { surname: q.surname } : {}),
    };
    const first = rankBabyNames(PREPARED, { ...base, gender: g1 });
    const second = g1 === g2 ? first : rankBabyNames(PREPARED, { ...base, gender: g2 });
    return { first, second, pairs: pairTwinNames(first, second).pairs };
  };

  it('pairs only two different names of the genders asked, bound by sound, both in harmony', () => {
    fc.assert(
      fc.property(query, (q) => {
        const { first, second, pairs } = run(q);
        const seen = new Set<string>();
        for (const pair of pairs) {
          expect(first).toContain(pair.first);
          expect(second).toContain(pair.second);
          expect(pair.first.source.id).not.toBe(pair.second.source.id);
          expect(pair.first.source.devanagari).not.toBe(pair.second.source.devanagari);
          expect(pair.bond.sameStart || pair.bond.rhyme).toBe(true);
          expect(pair.bond).toEqual(
            twinBond(pair.first.source.devanagari, pair.second.source.devanagari),
          );
          for (const each of [pair.first, pair.second]) {
            const read = each.fullName ?? each;
            expect(read.harmony.moolank).not.toBe('challenging');
            expect(read.harmony.bhagyank).not.toBe('challenging');
          }
          expect(pair.score).toBe(Math.round((pair.first.score + pair.second.score) / 2));
          const both = [pair.first.source.id, pair.second.source.id].sort().join(' ');
          expect(seen.has(both)).toBe(false);
          seen.add(both);
        }
      }),
    );
  });

  it('finds every pair that fits the rule', () => {
    fc.assert(
      fc.property(query, (q) => {
        const { first, second, pairs } = run(q);
        const expected = new Set<string>();
        for (const a of first.filter(harmoniousForTwins)) {
          for (const b of second.filter(harmoniousForTwins)) {
            const bond = twinBond(a.source.devanagari, b.source.devanagari);
            if (a.source.devanagari === b.source.devanagari) continue;
            if (bond.sameStart || bond.rhyme)
              expected.add([a.source.id, b.source.id].sort().join(' '));
          }
        }
        expect(
          new Set(pairs.map((p) => [p.first.source.id, p.second.source.id].sort().join(' '))),
        ).toEqual(expected);
      }),
    );
  });

  it("orders pairs by the birth star's syllables, then the bond, then the names' scores", () => {
    fc.assert(
      fc.property(query, (q) => {
        const { pairs } = run(q);
        const rank = (p: (typeof pairs)[number]) => [
          Number(p.first.syllableMatch === true) + Number(p.second.syllableMatch === true),
          Number(p.bond.sameStart) + Number(p.bond.rhyme),
          p.first.score + p.second.score,
        ];
        for (let i = 1; i < pairs.length; i++) {
          const [a, b] = [rank(pairs[i - 1]!), rank(pairs[i]!)];
          const firstDifference = a.findIndex((value, k) => value !== b[k]);
          if (firstDifference >= 0) expect(a[firstDifference]).toBeGreaterThan(b[firstDifference]!);
        }
      }),
    );
  });

  it('builds only the pairs of a window, counting them all', () => {
    fc.assert(
      fc.property(
        query,
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 1, max: 10 }),
        (q, offset, limit) => {
          const { first, second, pairs } = run(q);
          const page = pairTwinNames(first, second, { offset, limit });
          expect(page.total).toBe(pairs.length);
          expect(page.pairs).toEqual(pairs.slice(offset, offset + limit));
        },
      ),
    );
  });

  it('gives a boy and a girl the boy’s name first, and Aarav with Aarvi', () => {
    // Aarav and Aarvi both count 2, friendly with a moolank and bhagyank of 1.
    const { pairs } = run({ moolank: 1, bhagyank: 1, twins: 'boy-girl' });
    const aarav = pairs.find(
      (p) => p.first.source.id === 'aarav' && p.second.source.id === 'aarvi',
    );
    expect(aarav?.bond).toEqual({ sameStart: true, rhyme: false });
    for (const pair of pairs) {
      expect(['boy', 'both']).toContain(pair.first.source.gender);
      expect(['girl', 'both']).toContain(pair.second.source.gender);
    }
  });
});
