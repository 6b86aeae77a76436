/** 9. First remedies (at most three, by a stated rule), then a weekly plan. */
import type { Digit } from '@ankvidya/numerology-core';
import { fill } from '../format.js';
import { bullets, heading, label, note, paragraphs } from '../layout/blocks.js';
import { table } from '../layout/table.js';
import type { ReportModel } from '../model.js';
import { SPACE, TYPE } from '../theme.js';
import type { Section } from './types.js';

/** The week in calendar order, by the number whose planet rules each day (and evening). */
const WEEK: readonly Digit[] = [1, 2, 9, 7, 5, 3, 6, 8, 4];

function weeklyPlan(model: ReportModel) {
  const { content } = model;
  const copy = content.report.reading.remedies;
  const focus = new Set<Digit>(model.firstRemedies);
  // Days of the first remedies first in mind, but the whole week in order.
  const rows = WEEK.map((digit) => {
    const plan = content.reading.weeklyPlan[digit];
    const day = copy.days[digit];
    return [
      focus.has(digit) ? fill(copy.focusDay, { day }) : day,
      content.attributes[digit].luckyColours.join(', '),
      plan.mantra,
      plan.act,
    ];
  });
  return [
    heading(copy.weeklyHeading, TYPE.heading, { spaceBefore: SPACE.beforeHeading + 6 }),
    ...paragraphs(copy.weeklyIntro, TYPE.body, { spaceBefore: SPACE.afterHeading }),
    ...table(
      [
        { title: copy.columns.day, share: 0.16, style: TYPE.smallBold },
        { title: copy.columns.colour, share: 0.18 },
        { title: copy.columns.mantra, share: 0.3 },
        { title: copy.columns.act, share: 0.36 },
      ],
      rows,
    ),
    ...(focus.size > 0
      ? paragraphs(copy.focusLegend, TYPE.small, { spaceBefore: SPACE.paragraph })
      : []),
  ];
}

export const remediesSection: Section = {
  id: 'remedies',
  title: (copy) => copy.reading.chapters.remedies,
  intro: (copy) => copy.reading.intros.remedies,
  blocks: (model) => {
    const { content } = model;
    const copy = content.report.reading.remedies;
    if (model.firstRemedies.length === 0)
      return [
        ...paragraphs(content.report.missing.none, TYPE.body, { spaceBefore: SPACE.block }),
        ...weeklyPlan(model),
        note(content.reading.gemCaution, TYPE.small),
      ];
    return [
      label(copy.firstHeading, { spaceBefore: SPACE.block }),
      ...paragraphs(copy.rule, TYPE.body, { spaceBefore: SPACE.afterHeading }),
      ...model.firstRemedies.flatMap((digit, i) => [
        heading(fill(copy.remedyHeading, { digit }), TYPE.subheading, {
          spaceBefore: i === 0 ? SPACE.block : SPACE.beforeSubheading + 4,
        }),
        ...bullets(content.missingNumbers[digit].remedies),
      ]),
      ...weeklyPlan(model),
      note(content.reading.gemCaution, TYPE.small),
    ];
  },
};
