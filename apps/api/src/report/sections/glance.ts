/** 2. The reading at a glance: composed from the pair of numbers, the strongest plane and the year. */
import { fill } from '../format.js';
import { bullets, label, note } from '../layout/blocks.js';
import { SPACE, TYPE } from '../theme.js';
import type { Section } from './types.js';
import { missingAgainstName } from '../weave-life.js';
import { nameDigit } from '../weave.js';

/**
 * The pair's three qualities with the last one taken from the naamank's own (its first strength
 * or challenge), so the three are the person's combination rather than the pair's alone.
 */
function withName(pair: readonly string[], fromName: string | undefined): string[] {
  if (!fromName || pair.length < 3) return [...pair];
  return [...pair.slice(0, 2), fromName];
}

export const glanceSection: Section = {
  id: 'glance',
  title: (copy) => copy.reading.chapters.glance,
  intro: (copy) => copy.reading.intros.glance,
  blocks: (model) => {
    const { content, combination, strongestPlane } = model;
    const copy = content.report.reading.glance;
    const thisYear = model.years[0];
    const digit = nameDigit(model);
    const naamank = digit === null ? null : content.nameNumbers[digit];
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
      ...bullets(withName(combination.strengths, naamank?.strengths[0])),
      label(copy.workOn),
      ...bullets(withName(combination.workOn, naamank?.challenges[0])),
      label(copy.actions),
      ...bullets(content.reading.yearActions[thisYear.personalYear]),
    ];
  },
};
