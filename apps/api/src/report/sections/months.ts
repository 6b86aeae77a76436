/**
 * The next twelve months as a dated calendar: per month a grid with each date's personal day,
 * its best and care dates by the one rule in numerology-core (personal day against moolank and
 * bhagyank), and a reading of the month for this person (its personal month against their
 * moolank and bhagyank, read through their own best and care dates).
 */
import {
  DIGITS,
  NEXT_YEAR_FROM_MONTH,
  luckyTimes,
  monthWeeks,
  numberHarmony,
  personalYear,
  type MonthPlan,
  type Weekday,
} from '@ankvidya/numerology-core';
import { monthNames } from '@ankvidya/content';
import {
  drawCalendarLegend,
  drawMonthGrid,
  LEGEND_HEIGHT,
  monthGridHeight,
} from '../draw/month-grid.js';
import { fill } from '../format.js';
import { custom, heading, paragraph, paragraphs } from '../layout/blocks.js';
import type { ReportModel } from '../model.js';
import { TYPE, SPACE } from '../theme.js';
import type { Section } from './types.js';
import { nameDigit, sentences } from '../weave.js';
import { monthInGridWoven, monthWithPathWoven } from '../weave-time.js';
import { notForNewborn } from './newborn-scope.js';

/**
 * From October, a line on the coming personal year, which is already felt (so October never reads
 * as January again); null before.
 */
export function cuspLine(model: ReportModel, month: MonthPlan): string | null {
  if (month.month < NEXT_YEAR_FROM_MONTH) return null;
  const { content } = model;
  const coming = personalYear(model.analysis.day, model.analysis.month, month.year + 1) as 1;
  return fill(content.report.reading.yearAhead.cuspLine, {
    year: month.year + 1,
    number: coming,
    theme: content.personalYears[coming].theme.toLocaleLowerCase(),
  });
}

const POINTS = { friendly: 1, neutral: 0, challenging: -1 } as const;

/**
 * How a number (a personal month or day) sits with this person's moolank and bhagyank, in the
 * calendar texts' words, and on balance (-2 to 2).
 */
export function fitWords(
  model: Pick<ReportModel, 'content' | 'moolank' | 'bhagyank'>,
  number: number,
): {
  withMoolank: string;
  withBhagyank: string;
  moolank: number;
  bhagyank: number;
  balance: number;
} {
  const words = model.content.calendar.report.harmony;
  const withMoolank = numberHarmony(number, model.moolank);
  const withBhagyank = numberHarmony(number, model.bhagyank);
  return {
    withMoolank: words[withMoolank],
    withBhagyank: words[withBhagyank],
    moolank: model.moolank,
    bhagyank: model.bhagyank,
    balance: POINTS[withMoolank] + POINTS[withBhagyank],
  };
}

/** "your moolank 9 and bhagyank 4", or "your moolank and bhagyank, both 5". */
export function numbersPhrase(model: ReportModel): string {
  const copy = model.content.calendar.report.weave;
  return fill(model.moolank === model.bhagyank ? copy.numbersSame : copy.numbers, {
    moolank: model.moolank,
    bhagyank: model.bhagyank,
  });
}

/** How a number sits with both: "sits easily with your moolank 9 and is neutral to your bhagyank 4". */
export function fitPhrase(model: ReportModel, number: number): string {
  const copy = model.content.calendar.report.weave;
  return fill(
    model.moolank === model.bhagyank ? copy.fitPhraseSame : copy.fitPhrase,
    fitWords(model, number),
  );
}

type Level = 'good' | 'even' | 'careful';

/** How a personal month sits with moolank and bhagyank on balance, in the texts' three kinds. */
function levelOf(model: ReportModel, number: number): Level {
  const sign = Math.sign(fitWords(model, number).balance) as 1 | 0 | -1;
  return ({ 1: 'good', 0: 'even', [-1]: 'careful' } as const)[sign];
}

/**
 * How many months of this report before `month` are like it (issue 23 review: one advice came back
 * four times in a year). The months of a kind take the wordings in turn: lead k % 3 with advice
 * k % 4 gives twelve different pairs, so no two of twelve months read alike.
 */
function countBefore(
  model: ReportModel,
  month: MonthPlan,
  alike: (other: MonthPlan) => boolean,
): number {
  return model.calendar.filter(
    (other) => other.year * 12 + other.month < month.year * 12 + month.month && alike(other),
  ).length;
}

/** "{lead}: {advice}" with the k-th lead and advice of their lists. */
function leadAdvice(
  model: ReportModel,
  leads: readonly string[],
  advices: readonly string[],
  k: number,
  values: Record<string, string>,
): string {
  return fill(model.content.calendar.report.weave.leadAdvice, {
    lead: fill(leads[k % leads.length]!, values),
    advice: fill(advices[k % advices.length]!, values),
  });
}

/** "12 March", "3, 12 and 21 March" in the locale's words. */
function datesOf(model: ReportModel, month: MonthPlan, dates: readonly number[]): string {
  const copy = model.content.calendar.report.weave;
  const list = new Intl.ListFormat(model.locale, { type: 'conjunction' })
    .format(dates.map(String))
    // "3, 12 and 21", "3, 12 और 21": without CLDR's comma before the last one, as Indian
    // English and Hindi write it.
    .replace(/, (and|और) /u, ' $1 ');
  return fill(copy.date, { date: list, month: monthNames(model.locale)[month.month - 1]! });
}

/**
 * The month's reading for this person (issue 23 item 15), from their own numbers and dates: how
 * its personal month sits with their moolank and bhagyank and its theme, their best dates in the
 * advice, which best date falls on a lucky weekday of their moolank and which has their name number
 * as its personal day, their care dates; from October, the coming year's line.
 */
export function personalMonthReading(model: ReportModel, month: MonthPlan): string {
  const copy = model.content.calendar.report;
  const fit = fitWords(model, month.personalMonth);
  const names = monthNames(model.locale);
  const focus = model.content.reading.personalMonths[month.personalMonth as 1].focus;
  const level = levelOf(model, month.personalMonth);
  const sameKind = countBefore(model, month, (m) => levelOf(model, m.personalMonth) === level);
  // A personal month that comes round again in the report opens otherwise than before.
  const again = countBefore(model, month, (m) => m.personalMonth === month.personalMonth);
  const same = model.moolank === model.bhagyank;
  const fitLine =
    again === 0
      ? same
        ? copy.weave.fitSame
        : copy.weave.fit
      : (same ? copy.weave.fitSameAgain : copy.weave.fitAgain)[(again - 1) % 2]!;
  // A month that brings a number the grid lacks, or repeats, says so after its fit.
  const inGrid = monthInGridWoven(model, month);
  // What the month's number asks of this life path, the first time the number comes.
  const withPath = monthWithPathWoven(model, month);
  const parts = [
    fill(fitLine, {
      ...fit,
      month: names[month.month - 1]!,
      number: month.personalMonth,
      // Lower case after the semicolon (Devanagari has no case).
      focus: focus.toLocaleLowerCase(model.locale),
    }),
    ...(inGrid === null ? [] : [inGrid]),
    ...(withPath === null ? [] : [withPath]),
    month.bestDates.length > 0
      ? leadAdvice(model, copy.weave.lead[level], copy.weave.advice[level], sameKind, {
          dates: datesOf(model, month, month.bestDates),
        })
      : copy.balance[level][sameKind % 3]!,
  ];
  const weekdayOf = (date: number) =>
    new Date(Date.UTC(month.year, month.month - 1, date)).getUTCDay();
  const luckyOn = (number: number) => {
    const lucky = luckyTimes(number).weekdays;
    return month.bestDates.find((date) => lucky.includes(weekdayOf(date) as Weekday));
  };
  const naamank = nameDigit(model);
  // A name number other than the moolank has lucky weekdays of its own (issue 23 item 15): every
  // other month reads a best date on one of them, when there is one, in place of the moolank's.
  const index = model.calendar.findIndex((m) => m.year === month.year && m.month === month.month);
  const nameLucky =
    naamank !== null && naamank !== model.moolank && index % 2 === 1 ? luckyOn(naamank) : undefined;
  const luckyDate = nameLucky ?? luckyOn(model.moolank);
  if (luckyDate !== undefined)
    parts.push(
      fill(
        (nameLucky === undefined ? copy.weave.luckyDay : copy.weave.nameLuckyDay)[month.month % 3]!,
        {
          date: datesOf(model, month, [luckyDate]),
          weekday: model.content.reading.weekdays[weekdayOf(luckyDate)]!,
          moolank: model.moolank,
          naamank: naamank ?? '',
        },
      ),
    );
  const nameDate = month.bestDates.find(
    (date) => date !== luckyDate && month.personalDays[date - 1] === naamank,
  );
  if (nameDate !== undefined)
    parts.push(
      fill(copy.weave.nameDay[month.month % 3]!, {
        date: datesOf(model, month, [nameDate]),
        naamank: naamank!,
      }),
    );
  if (month.careDates.length > 0)
    parts.push(
      leadAdvice(
        model,
        copy.weave.careLead,
        copy.weave.careAdvice,
        countBefore(model, month, (m) => m.careDates.length > 0),
        { dates: datesOf(model, month, month.careDates), numbers: numbersPhrase(model) },
      ),
    );
  // The coming year's line once, in the first month from October of its year, not in each.
  const previous = model.calendar.find(
    (m) => m.year * 12 + m.month === month.year * 12 + month.month - 1,
  );
  const cusp = previous && cuspLine(model, previous) ? null : cuspLine(model, month);
  return [...parts, ...(cusp ? [cusp] : [])].join(' ');
}

/**
 * Which personal days the rule makes best and which ask for care, for this person: the small
 * figures to look for in every month's grid.
 */
export function personalDaysLine(model: ReportModel): string {
  const copy = model.content.calendar.report.weave;
  const and = new Intl.ListFormat(model.locale, { type: 'conjunction' });
  const list = (digits: readonly number[]) =>
    and.format(digits.map(String)).replace(/, (and|और) /u, ' $1 ');
  const best = DIGITS.filter((n) => fitWords(model, n).balance > 0);
  const care = DIGITS.filter((n) => fitWords(model, n).balance < 0);
  return fill(care.length > 0 ? copy.personalDays : copy.personalDaysNoCare, {
    numbers: numbersPhrase(model),
    best: list(best),
    care: list(care),
  });
}

/**
 * The rule worked on the person's own first best date (before October, when the coming year is
 * not yet counted): personal year, month and date added, reduced to the personal day, and how
 * that day sits with moolank and bhagyank. Null when no such month has a best date.
 */
export function workedDayLine(model: ReportModel): string | null {
  const month = model.calendar.find(
    (m) => m.month < NEXT_YEAR_FROM_MONTH && m.bestDates.length > 0,
  );
  if (!month) return null;
  const day = month.bestDates[0]!;
  const py = personalYear(model.analysis.day, model.analysis.month, month.year);
  const sum = py + month.month + day;
  const pd = month.personalDays[day - 1]!;
  const copy = model.content.timeWoven.workedDay;
  return fill(sum > 9 ? copy.reduced : copy.direct, {
    date: day,
    monthName: monthNames(model.locale)[month.month - 1]!,
    py,
    month: month.month,
    day,
    sum,
    pd,
    fit: fitPhrase(model, pd),
  });
}

/**
 * The rule for dates, its first sentence (how a personal day is counted) followed by its working
 * on the person's own date, then which personal days suit this person.
 */
function ruleWithWorking(model: ReportModel): string {
  const [counting, ...rest] = sentences(model.content.report.reading.yearAhead.luckyRule);
  return [counting, workedDayLine(model), ...rest, personalDaysLine(model)]
    .filter((text): text is string => Boolean(text))
    .join(' ');
}

/**
 * Whether any personal day sits below zero with this person's numbers: if none, no month has a
 * date to go gently on (every month holds all nine personal days).
 */
function hasCareDays(model: ReportModel): boolean {
  return DIGITS.some((n) => fitWords(model, n).balance < 0);
}

/**
 * The dates line under a month's reading; without "Go gently on" when no personal day of this
 * person asks for care (the introduction says so once, not twelve times).
 */
export function datesLine(model: ReportModel, month: MonthPlan): string {
  const copy = model.content.calendar.report;
  return fill(hasCareDays(model) ? copy.datesLine : copy.datesLineNoCare, {
    best: month.bestDates.join(', '),
    care: month.careDates.length > 0 ? month.careDates.join(', ') : copy.noCareDates,
  });
}

export const monthsSection: Section = {
  applies: notForNewborn,
  id: 'yearAhead',
  title: (copy) => copy.reading.chapters.yearAhead,
  intro: (copy) => copy.reading.intros.yearAhead,
  blocks: (model) => {
    const copy = model.content.calendar.report;
    const names = monthNames(model.locale);
    // No "Go gently" key under the grids when no date of this person's months asks for care.
    const { care, ...noCare } = copy.legend;
    const legend = hasCareDays(model) ? { ...noCare, care } : noCare;
    return [
      paragraph(copy.about, TYPE.small, { spaceBefore: SPACE.paragraph }),
      // How the dates are chosen, before the months: it fills the chapter's first page, where
      // only one month fits under the chapter's heading.
      ...paragraphs(ruleWithWorking(model), TYPE.small, { spaceBefore: SPACE.paragraph }),
      ...model.calendar.flatMap((month, i) => {
        const weeks = monthWeeks(month.year, month.month);
        return [
          heading(
            fill(copy.monthHeading, {
              month: names[month.month - 1]!,
              year: month.year,
              number: month.personalMonth,
            }),
            TYPE.heading,
            { spaceBefore: i === 0 ? SPACE.block : SPACE.beforeHeading + 6 },
          ),
          custom(
            () => monthGridHeight(weeks.length) + 6 + LEGEND_HEIGHT,
            ({ doc, x, width }, y) => {
              drawMonthGrid(doc, x, y, width, {
                weeks,
                personalDays: month.personalDays,
                best: month.bestDates,
                care: month.careDates,
                weekdays: copy.weekdays,
              });
              drawCalendarLegend(doc, x, y + monthGridHeight(weeks.length) + 6, width, legend);
            },
            { spaceBefore: SPACE.afterHeading, keepWithNext: true },
          ),
          paragraph(personalMonthReading(model, month), TYPE.small, {
            spaceBefore: SPACE.paragraph,
            // A month stays whole: heading, grid, reading and its dates on one page.
            keepWithNext: true,
          }),
          paragraph(datesLine(model, month), TYPE.smallBold, { spaceBefore: 4 }),
        ];
      }),
    ];
  },
};
