/** Each missing number: what its absence asks of you (the remedies have a chapter of their own). */
import { fill } from '../format.js';
import { heading, paragraphs } from '../layout/blocks.js';
import { SPACE, TYPE } from '../theme.js';
import { missingDepthFor } from '../weave.js';
import { missingPairWoven } from '../weave-grid.js';
import type { Section } from './types.js';
import { missingLineWoven } from '../weave-life.js';

export const missingSection: Section = {
  id: 'missing',
  blocks: (model) => {
    const { content } = model;
    const copy = content.report.missing;
    if (model.missing.length === 0)
      return paragraphs(copy.none, TYPE.body, { spaceBefore: SPACE.block });
    return model.missing.flatMap((digit, i) => {
      return [
        heading(fill(copy.heading, { digit }), TYPE.heading, {
          spaceBefore: i === 0 ? SPACE.block : SPACE.beforeHeading + 6,
        }),
        ...paragraphs(
          [
            missingDepthFor(model, digit, missingPairWoven(model, digit)),
            missingLineWoven(model, digit),
          ].join(' '),
        ),
      ];
    });
  },
};
