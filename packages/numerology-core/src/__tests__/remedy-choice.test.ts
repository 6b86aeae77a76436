import { describe, expect, it } from 'vitest';
import { analyze } from '../analyze.js';
import { DIGITS, type Digit, type LoshuGrid } from '../grid.js';
import { numberHarmony } from '../harmony.js';
import { WEEKDAY_RULERS, type Weekday } from '../lucky.js';
import { NUMBER_PLANETS } from '../planets.js';
import { chooseRemedies, firstRemedies, MAX_REMEDY_PLANETS } from '../remedies.js';

/** A grid holding each listed digit once. */
const gridOf = (...digits: Digit[]): LoshuGrid =>
  Object.fromEntries(DIGITS.map((d) => [d, digits.filter((x) => x === d).length])) as LoshuGrid;

const ALL_BUT = (...absent: Digit[]) => gridOf(...DIGITS.filter((d) => !absent.includes(d)));

describe('the planets of the numbers', () => {
  it('follows the Indian tradition: 1 Sun ... 4 Rahu ... 7 Ketu, 8 Saturn, 9 Mars', () => {
    expect(DIGITS.map((d) => NUMBER_PLANETS[d].planet)).toEqual([
      'sun',
      'moon',
      'jupiter',
      'rahu',
      'mercury',
      'venus',
      'ketu',
      'saturn',
      'mars',
    ]);
  });

  it('keeps each ruling planet on its own weekday, Rahu on Saturday and Ketu on Tuesday', () => {
    for (const [day, ruler] of Object.entries(WEEKDAY_RULERS))
      expect(NUMBER_PLANETS[ruler].day).toBe(Number(day) as Weekday);
    expect(NUMBER_PLANETS[4].day).toBe(6);
    expect(NUMBER_PLANETS[7].day).toBe(2);
  });
});

describe('chooseRemedies', () => {
  it("puts the moolank's planet first, for that reason", () => {
    const [first] = chooseRemedies({ moolank: 5, bhagyank: 5, nameNumber: 5, grid: ALL_BUT() });
    expect(first).toMatchObject({ digit: 5, planet: 'mercury', day: 3, mode: 'strengthen' });
    expect(first!.reasons).toEqual([{ kind: 'moolank' }]);
    // Strengthened with three remedies, not the planet's whole table.
    expect(first!.kinds).toEqual(['colour', 'mantra', 'act']);
  });

  it('adds the planet of a name number that clashes, to be calmed and not worn', () => {
    expect(numberHarmony(8, 1)).toBe('challenging');
    const choices = chooseRemedies({ moolank: 1, bhagyank: 3, nameNumber: 8, grid: ALL_BUT() });
    expect(choices.map((c) => c.digit)).toEqual([1, 8]);
    expect(choices[1]).toMatchObject({ planet: 'saturn', day: 6, mode: 'calm' });
    expect(choices[1]!.reasons).toEqual([{ kind: 'nameClash', with: ['moolank'] }]);
    expect(choices[1]!.kinds).toEqual(['daan', 'fast', 'mantra']);
  });

  it('names both numbers a name number clashes with', () => {
    const [, clash] = chooseRemedies({ moolank: 1, bhagyank: 2, nameNumber: 4, grid: ALL_BUT() });
    expect(clash!.reasons).toEqual([{ kind: 'nameClash', with: ['moolank', 'bhagyank'] }]);
  });

  it('offers no name remedy for a friendly or neutral name number, or none at all', () => {
    for (const nameNumber of [0, 1, 3])
      expect(
        chooseRemedies({ moolank: 1, bhagyank: 3, nameNumber, grid: ALL_BUT() }).map(
          (c) => c.digit,
        ),
      ).toEqual([1]);
  });

  it('fills the places left with missing numbers, in the order of firstRemedies', () => {
    const grid = ALL_BUT(3, 6, 7, 8);
    const choices = chooseRemedies({ moolank: 2, bhagyank: 5, nameNumber: 5, grid });
    expect(choices).toHaveLength(MAX_REMEDY_PLANETS);
    expect(choices.slice(1).map((c) => c.digit)).toEqual(firstRemedies(grid).slice(0, 2));
    for (const choice of choices.slice(1)) {
      expect(choice.reasons).toEqual([{ kind: 'missing' }]);
      // Invited: giving, the yantra kept in sight and one small act, not its colour or a fast.
      expect(choice).toMatchObject({ mode: 'invite', kinds: ['daan', 'yantra', 'act'] });
    }
  });

  it('gives one planet all its reasons: a moolank or name number missing from the grid', () => {
    // Born on the 28th: moolank 1, and no 1 in the grid.
    const choices = chooseRemedies({ moolank: 1, bhagyank: 3, nameNumber: 8, grid: ALL_BUT(1, 8) });
    expect(choices.map((c) => c.digit)).toEqual([1, 8]);
    expect(choices[0]!.reasons).toEqual([{ kind: 'moolank' }, { kind: 'missing' }]);
    // The moolank's planet is strengthened even when its number is missing too.
    expect(choices[0]!.mode).toBe('strengthen');
    expect(choices[1]!.reasons).toEqual([
      { kind: 'nameClash', with: ['moolank'] },
      { kind: 'missing' },
    ]);
    expect(choices[1]!.mode).toBe('calm');
  });

  it('never offers a planet twice or more than the maximum', () => {
    for (const moolank of DIGITS)
      for (const nameNumber of DIGITS) {
        const choices = chooseRemedies({
          moolank,
          bhagyank: 7,
          nameNumber,
          grid: ALL_BUT(2, 4, 6, 8),
        });
        expect(new Set(choices.map((c) => c.digit)).size).toBe(choices.length);
        expect(choices.length).toBeLessThanOrEqual(MAX_REMEDY_PLANETS);
      }
  });

  it('gives two people with the same moolank different planets when their numbers differ', () => {
    const today = '2026-03-14';
    const of = (name: string, dob: string) => {
      const a = analyze({ name, dob, gender: 'Female' }, { currentYear: 2026, today });
      return chooseRemedies({
        moolank: a.psychicNumber as Digit,
        bhagyank: a.lifePathNumber as Digit,
        nameNumber: a.nameNumber,
        grid: a.loshuGrid,
      }).map((c) => c.digit);
    };
    const asha = of('Asha Verma', '1990-08-05');
    const other = of('Rahul Sharma', '2003-11-14');
    expect(asha[0]).toBe(5);
    expect(other[0]).toBe(5);
    expect(asha).not.toEqual(other);
  });
});
