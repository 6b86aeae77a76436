/**
 * The time chapters (3-year prediction, the dated months, timing) read from the person's own
 * chart (issue 23 item 15): which parts of a personal year's text to print, the year's and the
 * month's number against the grid and the letters of the name, so two people who meet the same
 * personal year read it for their own combination.
 */
import {
  isRepeated,
  personalMonth,
  type Digit,
  type MonthPlan,
  type TimingYear,
} from '@ankvidya/numerology-core';
import type { LetterCount } from '@ankvidya/content';
import { monthNames } from '@ankvidya/content';
import { fill } from './format.js';
import type { ReportModel } from './model.js';
import { listOf } from './weave-life.js';
import { isGoodRelation, lettersOf, nameDigit, relationOf, sentences } from './weave.js';

/**
 * The overview of a personal year as this person needs it. The text runs: its opening, what the
 * year is for, where it shows, its pace or lesson, its challenge, and a closing image. The
 * opening is always read; of the middle, one, by the name number (the bhagyank when the name has
 * none): what the year offers for a year on good terms with it, where it shows for a neutral one,
 * its lesson for one that pulls against it. In place of the rest of the middle, which reads the
 * same for everyone, comes what the year asks of a life whose direction is the bhagyank. The
 * closing image is kept for a year that runs with the bhagyank; otherwise the bhagyank's woven
 * sentence takes its place.
 */
export function yearOverviewFor(model: ReportModel, personalYear: Digit): string {
  return yearOverviewParts(model, personalYear).join(' ');
}

/**
 * The overview of yearOverviewFor in its two parts, for a paragraph each: the year's own text
 * (opening, middle sentence, closing image) and what it asks of this bhagyank.
 */
export function yearOverviewParts(model: ReportModel, personalYear: Digit): [string, string] {
  const all = sentences(model.content.personalYears[personalYear].overview);
  const withBhagyank = model.content.timeWoven.yearWithPath[model.bhagyank][personalYear];
  if (all.length < 5) return [all.join(' '), withBhagyank];
  const [opening, ...rest] = all;
  const closing = rest.pop()!;
  const relation = relationOf(nameDigit(model) ?? model.bhagyank, personalYear);
  const middle = rest[isGoodRelation(relation) ? 0 : relation === 'neutral' ? 1 : rest.length - 3]!;
  const withPath = isGoodRelation(relationOf(model.bhagyank, personalYear));
  return [[opening, middle, ...(withPath ? [closing] : [])].join(' '), withBhagyank];
}

/**
 * Which sentence of a quarter's text to read, by the person's own months in it: the quarter's aim
 * (its first sentence) when no month pulls for their numbers, a concrete step (its second) when
 * one does, and its last, more reflective step when the quarter also has a month to go gently in.
 */
export function quarterSentence(text: string, strong: boolean, care: boolean): string {
  const all = sentences(text);
  if (!strong || all.length < 2) return all[0] ?? text;
  return care ? all.at(-1)! : all[1]!;
}

/** How many distinct letters of the name carry the digit, in the texts' three kinds. */
function letterCount(letters: readonly string[]): LetterCount {
  return letters.length === 0 ? 'none' : letters.length === 1 ? 'one' : 'many';
}

/**
 * A personal year's number as the grid holds it (missing, present, three times or more) and as
 * the letters of the name carry it. Null for 9, which no letter carries, and for a name with no
 * letters: the grid-only sentence reads those.
 */
export function yearInGridAndNameWoven(model: ReportModel, personalYear: Digit): string | null {
  if (personalYear === 9 || model.nameReading.naamank === 0) return null;
  const copy = model.content.timeWoven;
  const count = model.analysis.loshuGrid[personalYear];
  const kind = count === 0 ? 'missing' : isRepeated(count) ? 'repeated' : 'present';
  const letters = lettersOf(model, personalYear);
  return fill(copy.yearInGridAndName[kind][letterCount(letters)], {
    number: personalYear,
    count,
    letters: listOf(model, letters),
    skill: copy.skill[personalYear],
  });
}

/**
 * A personal month whose number the grid lacks (a month to practise that skill) or holds three
 * times or more (a strength to aim), the first time the number comes in the report's months; null
 * for a number the grid holds once or twice, and when the number came in an earlier month.
 */
export function monthInGridWoven(model: ReportModel, month: MonthPlan): string | null {
  const copy = model.content.timeWoven;
  const number = month.personalMonth as Digit;
  const count = model.analysis.loshuGrid[number];
  if (count > 0 && !isRepeated(count)) return null;
  const index = (m: MonthPlan) => m.year * 12 + m.month;
  const earlier = model.calendar.some(
    (m) => index(m) < index(month) && m.personalMonth === month.personalMonth,
  );
  if (earlier) return null;
  return fill(copy.monthInGrid[count === 0 ? 'missing' : 'repeated'], {
    number,
    count,
    month: monthNames(model.locale)[month.month - 1]!,
    skill: copy.skill[number],
    planet: model.content.attributes[number].planet,
  });
}

/**
 * A personal month read with the bhagyank, in short: the first clause of what that number's year
 * asks of a life whose direction is the bhagyank, said of the month by its name ("May asks a
 * practical builder to...", so two people with one bhagyank but different personal years read it
 * differently); the first time the number
 * comes in the report's months (null after), so no sentence comes twice.
 */
export function monthWithPathWoven(model: ReportModel, month: MonthPlan): string | null {
  const index = (m: MonthPlan) => m.year * 12 + m.month;
  const earlier = model.calendar.some(
    (m) => index(m) < index(month) && m.personalMonth === month.personalMonth,
  );
  if (earlier) return null;
  const number = month.personalMonth as Digit;
  const { yearWithPath, yearWithPathMonth: terms } = model.content.timeWoven;
  const [first] = sentences(yearWithPath[model.bhagyank][number]);
  const clause = first!.split(': ')[0]!.replace(/[.।]$/u, '');
  const year = fill(terms.year, { number });
  const said = clause.replace(
    new RegExp(year.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'iu'),
    fill(terms.month, { month: monthNames(model.locale)[month.month - 1]! }),
  );
  return fill(terms.line, {
    clause: said.charAt(0).toLocaleUpperCase(model.locale) + said.slice(1),
  });
}

/**
 * Two items of a personal year's list (openings or cautions), chosen by the name number (the
 * bhagyank when the name has none): the item at its place in the list, round the list, and the
 * one two places on. Each list is of equally fitting items in no order of merit, as the careers
 * chapter's fields are; taking every other item, two people whose name numbers are next to each
 * other in the same personal year meet none of the same items.
 */
export function yearListFor<T>(model: ReportModel, items: readonly T[]): T[] {
  if (items.length <= 2) return [...items];
  const start = ((nameDigit(model) ?? model.bhagyank) - 1) % items.length;
  return [items[start]!, items[(start + 2) % items.length]!];
}

/** A personal year read against the moolank: how the year's planet stands to the moolank's. */
export function yearWithMoolankWoven(
  model: ReportModel,
  year: number,
  personalYear: Digit,
): string {
  const { attributes, timeWoven } = model.content;
  return fill(timeWoven.yearWithMoolank[relationOf(model.moolank, personalYear)], {
    year,
    number: personalYear,
    planet: attributes[personalYear].planet,
    moolank: model.moolank,
    moolankPlanet: attributes[model.moolank].planet,
  });
}

/**
 * A timing year past the prediction's years whose number the grid lacks or holds three times or
 * more, in short; the years of a kind take the wordings in turn, so no two read alike. Null for
 * the prediction's own years (read there in full) and for a number the grid holds once or twice.
 */
export function timingInGridWoven(model: ReportModel, year: TimingYear): string | null {
  const kindOf = (y: TimingYear) => {
    const count = model.analysis.loshuGrid[y.personalYear];
    if (model.years.some((r) => r.year === y.year)) return null;
    return count === 0 ? 'missing' : isRepeated(count) ? 'repeated' : null;
  };
  const kind = kindOf(year);
  if (kind === null) return null;
  const wordings = model.content.timeWoven.timingInGrid[kind];
  const before = model.timing.years.filter((y) => y.year < year.year && kindOf(y) === kind);
  return fill(wordings[before.length % wordings.length]!, {
    year: year.year,
    number: year.personalYear,
    count: model.analysis.loshuGrid[year.personalYear],
    skill: model.content.timeWoven.skill[year.personalYear],
    planet: model.content.attributes[year.personalYear].planet,
  });
}

/** How a month's number meets the person's own numbers, in quarterMeet's kinds. */
type QuarterMeet = 'name' | 'missing' | 'strong';

/**
 * The month of a quarter that meets the person's own numbers, and how: the month that brings the
 * name number, else the first that brings a number the grid lacks (one the name's letters lack
 * too first, as the person meets it least), else one the grid holds twice or more; null for none.
 */
function quarterMeetOf(model: ReportModel, personalYear: Digit, quarter: number) {
  const grid = model.analysis.loshuGrid;
  const name = nameDigit(model);
  const months = [1, 2, 3].map((i) => {
    const month = quarter * 3 + i;
    return { month, number: personalMonth(personalYear, month) as Digit };
  });
  const kinds: [QuarterMeet, (n: Digit) => boolean][] = [
    ['name', (n) => n === name],
    ['missing', (n) => grid[n] === 0 && lettersOf(model, n).length === 0],
    ['missing', (n) => grid[n] === 0],
    ['strong', (n) => grid[n] >= 2],
  ];
  for (const [kind, meets] of kinds) {
    const found = months.find((m) => meets(m.number));
    if (found) return { kind, ...found };
  }
  return null;
}

/**
 * A quarter of the prediction read by its month that meets the person's own numbers (issue 23
 * item 15), in place of the quarter's generic step; null when no month of the quarter meets them,
 * and the quarter's own text is read then. Two people in the same personal year meet the same
 * months, but not with the same name number and grid. The report's quarters of a kind take the
 * kind's wordings in turn.
 */
export function quarterMeetWoven(
  model: ReportModel,
  year: number,
  personalYear: Digit,
  quarter: number,
): string | null {
  const meet = quarterMeetOf(model, personalYear, quarter);
  if (!meet) return null;
  const earlier = model.years
    .filter((r) => r.year < year)
    .flatMap((r) => [0, 1, 2, 3].map((q) => quarterMeetOf(model, r.personalYear, q)))
    .concat(Array.from({ length: quarter }, (_, q) => quarterMeetOf(model, personalYear, q)))
    .filter((m) => m?.kind === meet.kind).length;
  const wordings = model.content.timeWoven.quarterMeet[meet.kind];
  const grid = model.analysis.loshuGrid;
  return fill(wordings[earlier % wordings.length]!, {
    month: monthNames(model.locale)[meet.month - 1]!,
    year,
    number: meet.number,
    count: grid[meet.number],
    skill: model.content.timeWoven.skill[meet.number],
  });
}
