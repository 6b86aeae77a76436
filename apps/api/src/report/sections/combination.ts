/** 4. Moolank with bhagyank: the reading of the pair. */
import { fill } from '../format.js';
import { heading, listColumns, paragraphs } from '../layout/blocks.js';
import { SPACE, TYPE } from '../theme.js';
import type { Section } from './types.js';

export const combinationSection: Section = {
  id: 'combination',
  title: (copy) => copy.reading.chapters.combination,
  intro: (copy) => copy.reading.intros.combination,
  blocks: (model) => {
    const { content, combination } = model;
    const copy = content.report.reading;
    const keepLast = combination.paragraphs.length - 1;
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
      ...combination.paragraphs.flatMap((text, i) =>
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
