/** 2. The reading at a glance: composed from the pair of numbers, the strongest plane and the year. */
import { fill } from '../format.js';
import { bullets, label, note } from '../layout/blocks.js';
import { SPACE, TYPE } from '../theme.js';
import type { Section } from './types.js';
import { missingAgainstName } from '../weave-life.js';

export const glanceSection: Section = {
  id: 'glance',
  title: (copy) => copy.reading.chapters.glance,
  intro: (copy) => copy.reading.intros.glance,
  blocks: (model) => {
    const { content, combination, strongestPlane } = model;
    const copy = content.report.reading.glance;
    const thisYear = model.years[0];
    const portrait = [
      combination.portrait,
      content.reading.planeStrength[strongestPlane.id],
      missingAgainstName(model),
      fill(model.startsNextYear ? copy.comingYearLine : copy.yearLine, {
        year: thisYear.year,
        number: thisYear.personalYear,
        theme: content.personalYears[thisYear.personalYear].theme.toLocaleLowerCase(),
      }),
    ].join(' ');
    return [
      label(copy.portrait, { spaceBefore: SPACE.block }),
      note(portrait, TYPE.body, { spaceBefore: SPACE.afterHeading }),
      label(copy.strengths),
      ...bullets(combination.strengths),
      label(copy.workOn),
      ...bullets(combination.workOn),
      label(copy.actions),
      ...bullets(content.reading.yearActions[thisYear.personalYear]),
    ];
  },
};
