/**
 * The numbers in the grid, read deeper than the free page: how to use each, and for a digit
 * present three or more times (555, 1111) a reading of its own.
 */
import { isRepeated } from '@ankvidya/numerology-core';
import { cellText } from '../draw/grid.js';
import { fill } from '../format.js';
import { heading, paragraph, paragraphs } from '../layout/blocks.js';
import { SPACE, TYPE } from '../theme.js';
import { gridDepthFor, nameDigit, sentences } from '../weave.js';
import type { Section } from './types.js';
import { gridPairWoven, sourcesWoven, withSources } from '../weave-grid.js';

/**
 * A repeated digit's reading cut to its core: what the run means, what it becomes in excess and
 * how to balance it. The praise between them is said for the person in the digit's reading above.
 */
function repeatedCore(text: string): string {
  const all = sentences(text);
  if (all.length < 5) return text;
  return [all[0], ...all.slice(2, 4)].join(' ');
}

export const impactSection: Section = {
  id: 'impact',
  blocks: (model) => {
    const { content, analysis } = model;
    const copy = content.report.impact;
    const naamank = nameDigit(model);
    return model.present.flatMap((digit, i) => {
      const count = analysis.loshuGrid[digit];
      // Whether the letters are said in the digit's reading, or with where it comes from.
      const { letters } = sourcesWoven(model, digit);
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
        ...paragraphs(
          withSources(
            model,
            digit,
            gridDepthFor(model, digit, digit === naamank, gridPairWoven(model, digit), letters),
          ),
        ),
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
              ...paragraphs(repeatedCore(content.reading.repeatedDigits[digit]), TYPE.body, {
                spaceBefore: SPACE.afterHeading,
              }),
            ]
          : []),
      ];
    });
  },
};
