/** 1. How to read this report, and the disclaimer, before the first reading. */
import { note, paragraphs } from '../layout/blocks.js';
import { SPACE, TYPE } from '../theme.js';
import { isNewborn } from './newborn-scope.js';
import type { Section } from './types.js';

export const howToReadSection: Section = {
  id: 'howToRead',
  title: (copy) => copy.reading.chapters.howToRead,
  intro: () => undefined,
  blocks: (model) => [
    // A newborn's report opens by telling the parents whom it speaks about, and what it leaves out.
    ...(isNewborn(model)
      ? model.content.newbornParents.howToRead
      : model.content.report.reading.howToRead
    ).flatMap((text, i) =>
      paragraphs(text, i === 0 ? TYPE.lead : TYPE.body, {
        spaceBefore: i === 0 ? SPACE.afterHeading + 4 : SPACE.paragraph + 2,
      }),
    ),
    note(model.content.site.disclaimer, TYPE.bodyBold, { spaceBefore: SPACE.block + 4 }),
  ],
};
