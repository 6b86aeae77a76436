/**
 * The grid and remedies chapters read the person's own numbers (issue 23 item 15): a grid digit
 * against the moolank and the name number together, the moolank's colour by how often the moolank
 * stands in the grid, a missing number's daan by the line it would join, and the steps' lead by
 * the person's missing numbers. Two people with the same moolank and bhagyank read different ones.
 */
import { describe, expect, it } from 'vitest';
import { buildModel, type ReportRequest } from '../../src/report/model.js';
import {
  gridPairStanding,
  gridPairWoven,
  gridWhy,
  missingPairStanding,
  missingPairWoven,
  remediesSummary,
  sourcesWoven,
  stepsLead,
  withSources,
} from '../../src/report/weave-grid.js';
import { gridDepthFor } from '../../src/report/weave.js';

const base = { generatedAt: new Date('2026-03-14T10:30:00Z'), currentYear: 2026 };
const person = (name: string, dob: string, locale: 'en' | 'hi' = 'en'): ReportRequest => ({
  ...base,
  name,
  dob,
  gender: 'Female',
  locale,
});
// Both moolank 2 and bhagyank 5; Neha's grid holds 2 once (the moolank of 11), Rohan's three
// times (the day 20, the year 1992 and the moolank).
const neha = buildModel(person('Neha Gupta', '1999-11-11'));
const rohan = buildModel(person('Rohan Mehra', '1992-09-20'));

describe('a grid digit against the moolank and the name number', () => {
  it('tells the moolank itself, friends of both, of one and of neither', () => {
    // Asha: moolank 5 (Mercury), name number 1 (Sun).
    const asha = buildModel(person('Asha Verma', '1990-08-05'));
    expect(asha.nameReading.naamank).toBe(1);
    expect(gridPairStanding(asha, 5, 1)).toBe('ownGood');
    // 1 is her name number, and the Sun is a friend of Mercury; Mars (9) pulls against it.
    expect(gridPairStanding(asha, 1, 1)).toBe('nameGood');
    expect(gridPairStanding(asha, 9, 9)).toBe('nameApart');
    expect(gridPairStanding(asha, 1, 3)).toBe('both');
    // Mars pulls against Mercury and is a friend of the Sun.
    expect(gridPairStanding(asha, 9, 1)).toBe('nameOnly');
    // Saturn is a friend of Mercury and pulls against the Sun.
    expect(gridPairStanding(asha, 8, 1)).toBe('moolankOnly');
    // Against name number 8 (Saturn): Mars is a friend of neither.
    expect(gridPairStanding(asha, 9, 8)).toBe('neither');
    expect(gridPairStanding(asha, 5, 9)).toBe('ownApart');
  });

  it('reads differently for two people with one moolank and bhagyank but other names', () => {
    expect(neha.nameReading.naamank).not.toBe(rohan.nameReading.naamank);
    expect(gridPairWoven(neha, 9)).not.toBe(gridPairWoven(rohan, 9));
    expect(gridPairWoven(neha, 9)).toContain(`naamank ${neha.nameReading.naamank}`);
  });

  it('has nothing to add for a name with no number', () => {
    // A name in Devanagari only has no name number.
    const noName = buildModel(person('प्रिया शर्मा', '1990-08-05'));
    expect(noName.nameReading.naamank).toBe(0);
    expect(gridPairWoven(noName, 5)).toBeNull();
  });

  it('speaks Hindi in the Hindi report', () => {
    const hindi = buildModel(person('Asha Verma', '1990-08-05', 'hi'));
    expect(gridPairWoven(hindi, 5)).toContain('यह 5 आपका मूलांक भी है');
  });
});

describe('where a grid digit comes from', () => {
  it('says in one sentence when the date alone gives a digit, and not again below', () => {
    // Venkata: 7 comes from the year 1970, and no letter of his name carries 7.
    const venkata = buildModel(person('Venkata Sai Krishna', '1970-03-08'));
    const seven = sourcesWoven(venkata, 7);
    expect(seven).toEqual({
      text: 'Your 7 stands once in your grid, from your birth year alone, and no letter of your name carries it, so this quality shows in what you do more than in the first impression you make.',
      letters: false,
    });
    expect(gridDepthFor(venkata, 7, false, null, seven.letters)).not.toContain('No letter');
    // A digit a letter carries keeps the plain sources and its letters sentence (A for 1).
    const one = sourcesWoven(venkata, 1);
    expect(one.letters).toBe(true);
    expect(gridDepthFor(venkata, 1, false, null, one.letters)).toContain('The letters A and I');
  });

  it('joins where a digit comes from to what it is, in one sentence', () => {
    const venkata = buildModel(person('Venkata Sai Krishna', '1970-03-08'));
    const nine = withSources(venkata, 9, gridDepthFor(venkata, 9, false));
    expect(nine).toMatch(
      /^Mars powers your 9 with courage .+ truly needs it; your 9 stands once in your grid, from your birth year\. /,
    );
    // No letter carries 7: that sentence first, then the reading as it was.
    const seven = withSources(venkata, 7, 'Ketu gives your 7 a researcher’s patience.');
    expect(seven).toMatch(/no letter of your name carries it, .+\. Ketu gives your 7/);
  });
});

describe('a missing digit against the moolank and the name number', () => {
  it('tells the name number itself, friends of both, of one and of neither', () => {
    // Neha: moolank 2 (Moon); Jupiter (3) is a friend of the Moon and of the Sun (1).
    expect(missingPairStanding(neha, 3, 1)).toBe('both');
    expect(missingPairStanding(neha, 3, 3)).toBe('nameIs');
    // Rahu (4) pulls against the Moon; Saturn (8) is a friend of Rahu.
    expect(missingPairStanding(neha, 4, 8)).toBe('nameOnly');
    expect(missingPairStanding(neha, 4, 1)).toBe('neither');
    expect(missingPairWoven(neha, 4)).not.toBe(missingPairWoven(rohan, 4));
  });
});

describe('remedies opened from the grid', () => {
  const moon = (model: ReturnType<typeof buildModel>) =>
    model.remedies.find((choice) => choice.digit === 2)!;

  it('reads the colour by how often the moolank stands in the grid', () => {
    expect(neha.analysis.loshuGrid[2]).toBe(1);
    expect(rohan.analysis.loshuGrid[2]).toBe(3);
    expect(gridWhy(neha, moon(neha), 'colour')).toContain(
      'stands in your grid only because the day you were born on adds up to it',
    );
    expect(gridWhy(rohan, moon(rohan), 'colour')).toContain(
      'stands 3 times in your grid, from the day of your birth, your birth year, and your moolank',
    );
    // The other remedies of the moolank's planet keep their own woven why.
    expect(gridWhy(neha, moon(neha), 'mantra')).toBeNull();
  });

  it('reads a missing number’s daan by the line its square would join', () => {
    const rahu = (model: ReturnType<typeof buildModel>) =>
      model.remedies.find((choice) => choice.digit === 4)!;
    // Neha holds 1, 2, 5 and 9: 4's fullest line is 4 – 9 – 2; Rohan's too, with 9 and 2.
    expect(gridWhy(neha, rahu(neha), 'daan')).toContain('(4 – 9 – 2), where your 9 and 2');
    // A square with no number on any line through it is built from the ground up.
    const empty = buildModel(person('Asha Verma', '2000-01-01'));
    const seven = empty.remedies.find((choice) => choice.mode === 'invite' && choice.digit === 7);
    if (seven) expect(gridWhy(empty, seven, 'daan')).toContain('no other number stands');
  });

  it('sums up the person’s own planets with how each is treated, and leads the steps', () => {
    expect(remediesSummary(neha)).toContain('the Moon for your moolank 2, strengthened with');
    expect(neha.missing).toEqual([3, 4, 6, 7, 8]);
    expect(stepsLead(neha, [3])).toContain('(3, 4, 6, 7, and 8)');
    expect(stepsLead(neha, [3])).toContain('start with 3');
  });
});
