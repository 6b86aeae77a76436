/**
 * The careers, compatibility, combination and glance chapters read from the person's own numbers
 * (issue 23 item 15): the name number against the moolank and the bhagyank, the grid against the
 * pair, so two people with the same moolank, or the same pair, read different sentences.
 */
import { kuaNumber as kuaNumberOf, numberHarmony, type Digit } from '@ankvidya/numerology-core';
import type { PairStanding } from '@ankvidya/content';
import { fill } from './format.js';
import type { ReportModel } from './model.js';
import { lettersOf, nameDigit, relationOf } from './weave.js';

/** A list as the locale writes it ("1, 3 and 9", "1, 3 और 9"). */
export function listOf(model: ReportModel, items: readonly (string | number)[]): string {
  // Hindi writes "1, 3 और 9", without CLDR's comma before और (as lettersWoven does).
  return new Intl.ListFormat(model.locale, { type: 'conjunction' })
    .format(items.map(String))
    .replace(/, और /u, ' और ');
}

/** On good terms: the same number, or a friend in the table. */
const isGood = (a: Digit, b: Digit) =>
  relationOf(a, b) === 'same' || relationOf(a, b) === 'friendly';

/** How the name number stands to the pair; null when the name has no number. */
export function pairStanding(model: ReportModel): PairStanding | null {
  const naamank = nameDigit(model);
  if (naamank === null) return null;
  const withMoolank = isGood(model.moolank, naamank);
  const withBhagyank = isGood(model.bhagyank, naamank);
  if (withMoolank && withBhagyank) return 'both';
  if (withMoolank) return 'moolankOnly';
  if (withBhagyank) return 'bhagyankOnly';
  return 'neither';
}

/** How many fields of a number's list to show, by how the name number stands to it. */
const FIELDS_BY_STANDING = { same: 5, friendly: 5, neutral: 4, challenging: 3 } as const;

/**
 * The fields of one number's list for this person: more of them where the name number is on
 * good terms with the number, fewer where it pulls against it, and which ones turns with the name
 * number, so two people with the same moolank or pair meet a different part of the list (each
 * list is of equally fitting fields, in no order of merit).
 */
export function fieldsFor<T>(model: ReportModel, number: Digit, items: readonly T[]) {
  const naamank = nameDigit(model);
  const standing = naamank === null ? 'neutral' : relationOf(naamank, number);
  const count = Math.min(FIELDS_BY_STANDING[standing], items.length);
  const turn = naamank ?? model.bhagyank;
  const start = ((turn - 1) * 3) % items.length;
  const chosen = Array.from({ length: count }, (_, i) => items[(start + i) % items.length]!);
  const copy = model.content.depth.life.occupations;
  const lead =
    naamank === null
      ? fill(copy.noName, { number, count })
      : fill(copy.lead[standing], { number, naamank, count });
  return { chosen, lead };
}

/** The nine moolanks read against both of the person's numbers. */
export function moolankGroups(model: ReportModel) {
  const groups = { easy: [] as Digit[], mixed: [] as Digit[], patience: [] as Digit[] };
  for (let n = 1 as Digit; n <= 9; n = (n + 1) as Digit) {
    const relations = [numberHarmony(model.moolank, n), numberHarmony(model.bhagyank, n)];
    const friends = relations.filter((r) => r === 'friendly').length;
    const against = relations.filter((r) => r === 'challenging').length;
    if (friends > 0 && against === 0) groups.easy.push(n);
    else if (against > 0 && friends === 0) groups.patience.push(n);
    else groups.mixed.push(n);
  }
  return groups;
}

/** The grid's missing digits against the letters of the name: which the name supplies. */
export function missingAgainstName(model: ReportModel): string {
  const copy = model.content.depth.life.glance;
  if (model.missing.length === 0) return copy.missingNone;
  const supplied = model.missing.filter((digit) => lettersOf(model, digit).length > 0);
  const left = model.missing.filter((digit) => !supplied.includes(digit));
  const digits = listOf(model, model.missing);
  if (left.length === 0) return fill(copy.missingAllSupplied, { digits });
  if (supplied.length === 0) return fill(copy.missingNoneSupplied, { digits });
  return fill(copy.missingSomeSupplied, {
    digits,
    supplied: listOf(model, supplied),
    left: listOf(model, left),
  });
}

/** The name number with the pair, and the grid's weight on either side of it. */
export function pairWoven(model: ReportModel): string[] {
  const copy = model.content.depth.life.combination;
  const { moolank, bhagyank } = model;
  const naamank = nameDigit(model);
  const standing = pairStanding(model);
  const values = { naamank: naamank ?? 0, moolank, bhagyank };
  const name =
    naamank === null || standing === null
      ? null
      : naamank === moolank || naamank === bhagyank
        ? fill(copy.nameWithPair.same, values)
        : moolank === bhagyank
          ? fill(copy.nameWithDouble[standing === 'both' ? 'good' : 'apart'], values)
          : fill(copy.nameWithPair[standing], values);
  const grid = model.analysis.loshuGrid;
  const [m, b] = [grid[moolank], grid[bhagyank]];
  const weight =
    moolank === bhagyank
      ? null
      : fill(
          copy.pairInGrid[m > b ? 'moolankStronger' : m < b ? 'bhagyankStronger' : 'even'],
          values,
        );
  return [name, weight].filter((text): text is string => text !== null);
}

/** How often each part of the birth date and each added number puts the digit in the grid. */
function sourceCounts(model: ReportModel, digit: Digit) {
  const { day, month, year, psychicNumber, lifePathNumber, kuaNumber } = model.analysis;
  const inNumber = (n: number) =>
    String(n)
      .split('')
      .filter((d) => Number(d) === digit).length;
  return {
    day: inNumber(day),
    month: inNumber(month),
    year: inNumber(year),
    // The moolank is counted only when the day has two digits (numerology-core's grid rule).
    moolank: day > 9 && psychicNumber === digit ? 1 : 0,
    bhagyank: lifePathNumber === digit ? 1 : 0,
    kua: kuaNumber === digit ? 1 : 0,
  };
}

/**
 * The parts of the date and the numbers that put the digit in the grid, as a list: the working
 * behind the grid, for this person, so the digit's reading is tied to their own date
 * (weave-grid.ts's withSources).
 */
export function sourcesOf(model: ReportModel, digit: Digit): string {
  const copy = model.content.depth.life.impact;
  const counts = sourceCounts(model, digit);
  const parts = (Object.keys(counts) as (keyof typeof counts)[])
    .filter((key) => counts[key] > 0)
    .map((key) =>
      counts[key] > 1
        ? `${copy.sources[key]} (${fill(copy.sourceTimes, { count: counts[key] })})`
        : copy.sources[key],
    );
  return listOf(model, parts);
}

/**
 * What else in the grid stands by a missing digit: the fullest line (plane) through it, whose
 * present numbers still do part of that line's work; or that every line through it is empty.
 */
export function missingLineWoven(model: ReportModel, digit: Digit): string {
  const copy = model.content.depth.life.missing;
  const lines = model.planes
    .filter((plane) => plane.digits.includes(digit) && plane.present.length > 0)
    .sort((a, b) => b.present.length - a.present.length);
  const line = lines[0];
  if (!line) return fill(copy.lineEmpty, { digit });
  return fill(copy.lineHelps, {
    plane: model.content.planes[line.id].name,
    line: line.digits.join(' – '),
    present: listOf(model, line.present),
    digit,
  });
}

/**
 * Where the kua comes from: the birth year counted for the person's gender, with the kua the
 * other gender would have for the same year, so a family sees why its directions differ.
 */
export function kuaOrigin(model: ReportModel): string {
  const copy = model.content.depth.life.kua;
  const { year, kuaNumber: kua } = model.analysis;
  const { gender } = model;
  const otherKua = kuaNumberOf(year, gender === 'Female' ? 'Male' : 'Female');
  if (otherKua === kua) return fill(copy.originSame, { kua, year });
  return fill(gender === 'Female' ? copy.originWoman : copy.originMan, { kua, year, otherKua });
}
