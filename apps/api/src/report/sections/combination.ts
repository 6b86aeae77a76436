/** 4. Moolank with bhagyank: the reading of the pair. */
import { fill } from '../format.js';
import { heading, listColumns, paragraphs } from '../layout/blocks.js';
import { SPACE, TYPE } from '../theme.js';
import type { Section } from './types.js';
import { sentences } from '../weave.js';
import { pairWoven } from '../weave-life.js';
import { isNewborn } from './newborn-scope.js';

/**
 * The pair's reading cut to its essentials, which everyone with the same pair reads: the first
 * paragraph's opening (how the two numbers meet) and its close (where the pairing pulls apart or
 * tips over), and the closing advice of the last paragraph. Work, money and family, which the
 * middle sentences go through, are read for the person elsewhere (the careers, the months); what
 * follows the pair here is the person's own name and grid.
 */
function pairEssentials(paragraphs: readonly string[], newborn: boolean): string[] {
  const first = sentences(paragraphs[0] ?? '');
  const last = sentences(paragraphs[paragraphs.length - 1] ?? '');
  if (paragraphs.length < 2 || first.length < 4 || last.length < 3) return [...paragraphs];
  const nature = [...first.slice(0, 2), first[first.length - 1]].join(' ');
  // The closing advice is for a grown-up's day (a quiet corner after work, talking to elders):
  // a newborn's parents read only how the two numbers meet.
  return newborn ? [nature] : [nature, last.slice(-2).join(' ')];
}

export const combinationSection: Section = {
  id: 'combination',
  title: (copy) => copy.reading.chapters.combination,
  intro: (copy) => copy.reading.intros.combination,
  blocks: (model) => {
    const { content, combination } = model;
    const copy = content.report.reading;
    const texts = [
      ...pairEssentials(combination.paragraphs, isNewborn(model)),
      pairWoven(model).join(' '),
    ].filter(Boolean);
    const keepLast = texts.length - 1;
    return [
      heading(
        fill(copy.combinationHeading, {
          moolank: model.moolank,
          bhagyank: model.bhagyank,
          title: combination.title,
        }),
        TYPE.heading,
        { spaceBefore: SPACE.block },
      ),
      ...texts.flatMap((text, i) =>
        paragraphs(text, TYPE.body, {
          spaceBefore: i === 0 ? SPACE.afterHeading : SPACE.paragraph,
          keepWithNext: i === keepLast,
        }),
      ),
      listColumns([
        { title: copy.glance.strengths, items: combination.strengths },
        { title: copy.glance.workOn, items: combination.workOn },
      ]),
    ];
  },
};
