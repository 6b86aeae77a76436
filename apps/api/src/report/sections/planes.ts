/** 7. The eight planes of the grid: complete, partly filled or empty, and what that means. */
import { planeMissingDigits, splitText } from '@ankvidya/numerology-core';
import { fill } from '../format.js';
import { drawPlaneIcon } from '../draw/grid.js';
import type { Block, Frame } from '../layout/flow.js';
import { paragraph } from '../layout/blocks.js';
import { drawText, textHeight, textWidth } from '../layout/text.js';
import type { ReportModel } from '../model.js';
import { COLOURS, SPACE, TYPE } from '../theme.js';
import type { Section } from './types.js';

const ICON = 40;
const GUTTER = 18;

const STATUS_COLOURS = {
  complete: { fill: COLOURS.teal, text: COLOURS.white },
  partial: { fill: COLOURS.saffronTint, text: COLOURS.ink },
  empty: { fill: COLOURS.indigoTint, text: COLOURS.indigo },
} as const;

function planeBlocks(
  model: ReportModel,
  plane: ReportModel['planes'][number],
  isFirst: boolean,
): Block[] {
  const copy = model.content.report.planes;
  const reading = model.content.report.reading.planes;
  const text = model.content.planes[plane.id];
  // The free page shows the plane's meaning; the report names its digits and gives advice.
  const missing = planeMissingDigits(plane);
  const digitsLine = [
    fill(reading.present, { digits: plane.present.join(', ') || reading.none }),
    fill(reading.missing, { digits: missing.join(', ') || reading.none }),
  ].join('   ·   ');
  // A complete or empty plane is advised. A partly filled one is not: the same general advice
  // stood under most of the eight planes, and what its missing numbers ask is read, for this
  // person, in the missing-numbers chapter.
  const [first = '', ...rest] =
    plane.status === 'partial'
      ? []
      : splitText(model.content.depth.planeAdvice[plane.id][plane.status]);
  const status = copy.statuses[plane.status];
  const subtitle = `${copy.kinds[plane.kind]}  ${plane.digits.join(' – ')}   ·   ${digitsLine}`;
  const textX = (frame: Frame) => frame.x + ICON + GUTTER;
  const width = (frame: Frame) => frame.width - ICON - GUTTER;
  let memo: { name: number; sub: number; body: number } | undefined;
  const heights = (frame: Frame) =>
    (memo ??= {
      name: textHeight(frame.doc, text.name, TYPE.subheading, { width: width(frame) }),
      sub: textHeight(frame.doc, subtitle, TYPE.small, { width: width(frame) }),
      body: textHeight(frame.doc, first, TYPE.body, { width: width(frame) }),
    });
  const header: Block = {
    spaceBefore: isFirst ? SPACE.block : SPACE.beforeHeading,
    height: (frame) => {
      const { name, sub, body } = heights(frame);
      return Math.max(ICON, name + 2 + sub + 6 + body);
    },
    draw: (frame, y) => {
      const { doc } = frame;
      const { name, sub } = heights(frame);
      drawPlaneIcon(doc, frame.x, y + 2, ICON, plane.digits, model.analysis.loshuGrid);
      const left = textX(frame);
      drawText(doc, text.name, TYPE.subheading, left, y, { width: width(frame) });
      // The status as a small coloured tag after the name.
      const nameWidth = textWidth(doc, text.name, TYPE.subheading);
      const tagStyle = { ...TYPE.label, color: STATUS_COLOURS[plane.status].text };
      const tagText = status.toLocaleUpperCase();
      const tagWidth = textWidth(doc, tagText, tagStyle) + 12;
      const tagX = Math.min(left + nameWidth + 10, frame.x + frame.width - tagWidth);
      doc.roundedRect(tagX, y + 1.5, tagWidth, 13, 6.5).fill(STATUS_COLOURS[plane.status].fill);
      drawText(doc, tagText, tagStyle, tagX + 6, y + 4.5, { width: tagWidth, noWrap: true });
      drawText(doc, subtitle, TYPE.small, left, y + name + 2, { width: width(frame) });
      drawText(doc, first, TYPE.body, left, y + name + 2 + sub + 6, { width: width(frame) });
    },
  };
  // Further paragraphs of a long meaning may continue on the next page, under the text column.
  return [header, ...rest.map((chunk) => paragraph(chunk, TYPE.body, { indent: ICON + GUTTER }))];
}

export const planesSection: Section = {
  id: 'planes',
  blocks: (model) => [...model.planes.flatMap((plane, i) => planeBlocks(model, plane, i === 0))],
};
