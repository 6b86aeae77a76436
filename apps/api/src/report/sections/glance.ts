/**
 * 2. The reading at a glance: composed from the pair of numbers, the strongest plane and the year.
 * In a newborn's report it speaks to the parents: no year, and what helps the child settle and
 * learn (by moolank, bhagyank and strongest plane) in place of the year's three things to do.
 */
import { fill } from '../format.js';
import { bullets, label, note } from '../layout/blocks.js';
import { SPACE, TYPE } from '../theme.js';
import type { Block } from '../layout/flow.js';
import type { ReportModel } from '../model.js';
import { isNewborn } from './newborn-scope.js';
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

/** The glance of a newborn's report, to the parents about the child. */
function newbornBlocks(model: ReportModel): Block[] {
  const { content, combination, strongestPlane, moolank, bhagyank } = model;
  const copy = content.newbornParents;
  const digit = nameDigit(model);
  const naamank = digit === null ? null : content.nameNumbers[digit];
  // The strongest plane is read under "what helps", for the child: not twice.
  const portrait = [combination.portrait, missingAgainstName(model)].join(' ');
  return [
    label(copy.glance.portrait, { spaceBefore: SPACE.block }),
    note(portrait, TYPE.body, { spaceBefore: SPACE.afterHeading }),
    label(copy.glance.strengths),
    ...bullets(withName(combination.strengths, naamank?.strengths[0])),
    label(copy.glance.workOn),
    ...bullets(withName(combination.workOn, naamank?.challenges[0])),
    label(copy.glance.helps),
    ...bullets([copy.settle[moolank], copy.learn[bhagyank], copy.play[strongestPlane.id]]),
  ];
}

export const glanceSection: Section = {
  id: 'glance',
  title: (copy, model) =>
    model && isNewborn(model)
      ? model.content.newbornParents.glance.title
      : copy.reading.chapters.glance,
  intro: (copy, model) =>
    model && isNewborn(model)
      ? model.content.newbornParents.glance.intro
      : copy.reading.intros.glance,
  blocks: (model) => {
    if (isNewborn(model)) return newbornBlocks(model);
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
