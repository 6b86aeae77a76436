/** The year month by month: each personal month's focus and the dates that suit the moolank. */
import { monthNames } from '@ankvidya/content';
import { fill } from '../format.js';
import { heading, paragraphs } from '../layout/blocks.js';
import { table } from '../layout/table.js';
import { TYPE, SPACE } from '../theme.js';
import type { Section } from './types.js';

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
          fill(copy.monthsHeading, { year: plan.year, number: plan.personalYear }),
          TYPE.heading,
          {
            spaceBefore: i === 0 ? SPACE.block : SPACE.beforeHeading + 10,
          },
        ),
        ...table(
          [
            { title: copy.columns.month, share: 0.13, style: TYPE.smallBold },
            { title: copy.columns.personalMonth, share: 0.14, style: TYPE.smallBold },
            { title: copy.columns.focus, share: 0.45 },
            { title: copy.columns.luckyDates, share: 0.28 },
          ],
          plan.months.map((month) => {
            const text = content.reading.personalMonths[month.personalMonth as 1];
            return [
              months[month.month - 1]!,
              String(month.personalMonth),
              fill(content.reading.personalMonthLine, { focus: text.focus, advice: text.advice }),
              month.luckyDates.join(', '),
            ];
          }),
          { spaceBefore: SPACE.afterHeading + 2 },
        ),
      ]),
      ...paragraphs(copy.luckyRule, TYPE.small, { spaceBefore: SPACE.paragraph + 4 }),
    ];
  },
};
