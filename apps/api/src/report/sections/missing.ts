/** 6. Each missing number: what its absence tends to mean, and traditional remedies. */
import { fill } from '../format.js';
import { bullets, heading, label, paragraphs } from '../layout/blocks.js';
import { SPACE, TYPE } from '../theme.js';
import type { Section } from './types.js';

export const missingSection: Section = {
  id: 'missing',
  blocks: (model) => {
    const { content } = model;
    const copy = content.report.missing;
    if (model.missing.length === 0)
      return paragraphs(copy.none, TYPE.body, { spaceBefore: SPACE.block });
    return model.missing.flatMap((digit, i) => {
      const text = content.missingNumbers[digit];
      return [
        heading(fill(copy.heading, { digit }), TYPE.heading, {
          spaceBefore: i === 0 ? SPACE.block : SPACE.beforeHeading + 6,
        }),
        ...paragraphs(text.impact),
        label(copy.remedies),
        ...bullets(text.remedies),
      ];
    });
  },
};
