/**
 * The numbers in the grid, read deeper than the free page: how to use each, and for a digit
 * present three or more times (555, 1111) a reading of its own.
 */
import { isRepeated } from '@ankvidya/numerology-core';
import { cellText } from '../draw/grid.js';
import { fill } from '../format.js';
import { heading, paragraph, paragraphs } from '../layout/blocks.js';
import { SPACE, TYPE } from '../theme.js';
import { gridDepthFor, nameDigit } from '../weave.js';
import type { Section } from './types.js';

export const impactSection: Section = {
  id: 'impact',
  blocks: (model) => {
    const { content, analysis } = model;
    const copy = content.report.impact;
    const naamank = nameDigit(model);
    return model.present.flatMap((digit, i) => {
      const count = analysis.loshuGrid[digit];
      const attributes = content.attributes[digit];
      const meta = [
        `${copy.planet}: ${attributes.planet}`,
        // The element is feng shui's (Lo Shu), the planet Vedic: labelled so neither is misread.
        `${copy.fengShuiElement}: ${attributes.element}`,
        count === 1 ? copy.once : fill(copy.times, { count, repeated: cellText(digit, count) }),
      ].join('   ·   ');
      return [
        heading(fill(copy.heading, { digit }), TYPE.heading, {
          spaceBefore: i === 0 ? SPACE.block : SPACE.beforeHeading + 6,
        }),
        paragraph(meta, TYPE.small, { spaceBefore: 2, keepWithNext: true }),
        ...paragraphs(gridDepthFor(model, digit, digit === naamank)),
        ...(isRepeated(count)
          ? [
              heading(
                fill(content.report.reading.repeatedHeading, {
                  digit,
                  count,
                  repeated: cellText(digit, count),
                }),
                TYPE.subheading,
                { spaceBefore: SPACE.beforeSubheading },
              ),
              ...paragraphs(content.reading.repeatedDigits[digit], TYPE.body, {
                spaceBefore: SPACE.afterHeading,
              }),
            ]
          : []),
      ];
    });
  },
};
