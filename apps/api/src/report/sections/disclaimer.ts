/** The closing word (the disclaimer itself comes first, in "How to read this report"). */
import { drawMark } from '../draw/logo.js';
import { figure, paragraphs } from '../layout/blocks.js';
import { SPACE, TYPE } from '../theme.js';
import type { Section } from './types.js';

export const disclaimerSection: Section = {
  id: 'disclaimer',
  blocks: (model) => [
    ...paragraphs(model.content.report.closing, TYPE.body, { spaceBefore: SPACE.block + 4 }),
    figure(40, ({ doc, x, width }, y) => drawMark(doc, x + width / 2 - 16, y, 32), {
      spaceBefore: 36,
    }),
  ],
};
