/** Which moolanks sit well with the reader's, as partners and colleagues, by the one table. */
import { HARMONY_TABLE } from '@ankvidya/numerology-core';
import { fill } from '../format.js';
import { factTable, heading, note, paragraphs } from '../layout/blocks.js';
import { SPACE, TYPE } from '../theme.js';
import type { Section } from './types.js';

export const othersSection: Section = {
  id: 'others',
  title: (copy) => copy.reading.chapters.others,
  intro: (copy) => copy.reading.intros.others,
  blocks: (model) => {
    const { content, moolank } = model;
    const copy = content.report.reading.others;
    const row = HARMONY_TABLE[moolank];
    const verdicts = ['friendly', 'neutral', 'challenging'] as const;
    const pairKey = `${moolank}-${moolank}`;
    return [
      factTable(
        verdicts
          .filter((verdict) => row[verdict].length > 0)
          .map((verdict): [string, string] => [copy.rows[verdict], row[verdict].join(', ')]),
        { labelWidth: 200 },
      ),
      ...verdicts.flatMap((verdict) =>
        paragraphs(content.compatibility.verdicts[verdict], TYPE.body, {
          spaceBefore: SPACE.paragraph + 2,
        }),
      ),
      heading(fill(copy.samePair, { moolank }), TYPE.subheading, {
        spaceBefore: SPACE.beforeHeading,
      }),
      ...paragraphs(content.compatibility.pairs[pairKey] ?? '', TYPE.body, {
        spaceBefore: SPACE.afterHeading,
      }),
      note(`${content.compatibility.framing} ${copy.tool}`, TYPE.small),
    ];
  },
};
