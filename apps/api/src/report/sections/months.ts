/**
 * The year month by month: each personal month's reading and, by the one rule in numerology-core
 * (personal day against moolank and bhagyank), its best dates and the dates to go gently on.
 */
import { NEXT_YEAR_FROM_MONTH, personalYear, type MonthPlan } from '@ankvidya/numerology-core';
import { monthNames } from '@ankvidya/content';
import { fill } from '../format.js';
import { heading, paragraphs } from '../layout/blocks.js';
import { table } from '../layout/table.js';
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

export const monthsSection: Section = {
  id: 'yearAhead',
  title: (copy) => copy.reading.chapters.yearAhead,
  intro: (copy) => copy.reading.intros.yearAhead,
  blocks: (model) => {
    const { content } = model;
    const copy = content.report.reading.yearAhead;
    const months = monthNames(model.locale);
    return [
      ...model.monthPlans.flatMap((plan, i) => [
        heading(
          fill(plan.rest ? copy.restHeading : copy.monthsHeading, {
            year: plan.year,
            number: plan.personalYear,
          }),
          TYPE.heading,
          {
            spaceBefore: i === 0 ? SPACE.block : SPACE.beforeHeading + 10,
          },
        ),
        ...table(
          [
            { title: copy.columns.month, share: 0.13, style: TYPE.smallBold },
            { title: copy.columns.personalMonth, share: 0.14, style: TYPE.smallBold },
            { title: copy.columns.focus, share: 0.42 },
            { title: copy.columns.bestDates, share: 0.17 },
            { title: copy.columns.careDates, share: 0.14 },
          ],
          plan.months.map((month) => [
            months[month.month - 1]!,
            String(month.personalMonth),
            monthReading(model, month),
            month.bestDates.join(', '),
            month.careDates.length > 0 ? month.careDates.join(', ') : copy.noCareDates,
          ]),
          { spaceBefore: SPACE.afterHeading + 2 },
        ),
      ]),
      ...paragraphs(copy.luckyRule, TYPE.small, { spaceBefore: SPACE.paragraph + 4 }),
    ];
  },
};
