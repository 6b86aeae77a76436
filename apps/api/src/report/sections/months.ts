/**
 * The next twelve months as a dated calendar: per month a grid with each date's personal day,
 * its best and care dates by the one rule in numerology-core (personal day against moolank and
 * bhagyank), and a reading of the month for this person (its personal month against their
 * moolank and bhagyank, then the personal month's focus and advice).
 */
import {
  DIGITS,
  NEXT_YEAR_FROM_MONTH,
  monthWeeks,
  numberHarmony,
  personalYear,
  type Digit,
  type MonthPlan,
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

/**
 * A month's short reading: its personal month's focus and advice; from October, with a line on
 * the coming personal year, which is already felt (so October never reads as January again).
 */
export function monthReading(model: ReportModel, month: MonthPlan): string {
  const { content } = model;
  const copy = content.report.reading.yearAhead;
  const text = content.reading.personalMonths[month.personalMonth as 1];
  const reading = fill(copy.monthReading, { focus: text.focus, advice: text.advice });
  if (month.month < NEXT_YEAR_FROM_MONTH) return reading;
  const coming = personalYear(model.analysis.day, model.analysis.month, month.year + 1) as 1;
  const cusp = fill(copy.cuspLine, {
    year: month.year + 1,
    number: coming,
    theme: content.personalYears[coming].theme.toLocaleLowerCase(),
  });
  return `${reading} ${cusp}`;
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

/**
 * The month's reading for this person: how its personal month sits with their moolank and
 * bhagyank, what that asks, then the personal month's focus and advice (and the cusp line).
 */
export function personalMonthReading(model: ReportModel, month: MonthPlan): string {
  const copy = model.content.calendar.report;
  const fit = fitWords(model, month.personalMonth);
  const level = (n: number) => Math.sign(fitWords(model, n).balance);
  const wordings = { 1: copy.balance.good, 0: copy.balance.even, [-1]: copy.balance.careful }[
    level(month.personalMonth)
  ]!;
  // The personal months that share this month's balance take the three wordings in turn, so
  // one line comes back only with its own personal month or a third of its kind.
  const peers = DIGITS.filter((n) => level(n) === level(month.personalMonth));
  const balance = wordings[peers.indexOf(month.personalMonth as Digit) % 3]!;
  return [
    fill(model.moolank === model.bhagyank ? copy.monthFitSame : copy.monthFit, {
      ...fit,
      number: month.personalMonth,
    }),
    balance,
    monthReading(model, month),
  ].join(' ');
}

/** The dates line under a month's reading. */
export function datesLine(model: ReportModel, month: MonthPlan): string {
  const copy = model.content.calendar.report;
  return fill(copy.datesLine, {
    best: month.bestDates.join(', '),
    care: month.careDates.length > 0 ? month.careDates.join(', ') : copy.noCareDates,
  });
}

export const monthsSection: Section = {
  id: 'yearAhead',
  title: (copy) => copy.reading.chapters.yearAhead,
  intro: (copy) => copy.reading.intros.yearAhead,
  blocks: (model) => {
    const copy = model.content.calendar.report;
    const names = monthNames(model.locale);
    return [
      paragraph(copy.about, TYPE.small, { spaceBefore: SPACE.paragraph }),
      // How the dates are chosen, before the months: it fills the chapter's first page, where
      // only one month fits under the chapter's heading.
      ...paragraphs(model.content.report.reading.yearAhead.luckyRule, TYPE.small, {
        spaceBefore: SPACE.paragraph,
      }),
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
              drawCalendarLegend(doc, x, y + monthGridHeight(weeks.length) + 6, width, copy.legend);
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
