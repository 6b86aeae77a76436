/** 9. Kua number: element, group, and a compass drawing of the favourable directions. */
import type { Direction, FavourableDirections } from '@ankvidya/content';
import { drawCompass } from '../draw/compass.js';
import { fill } from '../format.js';
import type { Block, Frame } from '../layout/flow.js';
import { custom, factTable, note, paragraphs } from '../layout/blocks.js';
import { drawText, textHeight } from '../layout/text.js';
import type { ReportModel } from '../model.js';
import { COLOURS, SPACE, TYPE } from '../theme.js';
import type { Section } from './types.js';

const RADIUS = 64;
/** The compass with its outside labels; the legend takes the rest of the width. */
const COMPASS_WIDTH = 280;
const COMPASS_HEIGHT = RADIUS * 2 + 50;
const PURPOSES = ['wealth', 'health', 'relationships', 'growth'] as const;

interface LegendLine {
  text: string;
  style: typeof TYPE.body;
  space: number;
  /** A teal band to the left of the favourable directions. */
  favourable?: boolean;
}

/** The compass drawing with the favourable directions (and those to use less) beside it. */
function compassWithLegend(
  model: ReportModel,
  favourable: FavourableDirections,
  unfavourable: readonly Direction[],
): Block {
  const copy = model.content.report.kua;
  const lines: LegendLine[] = [
    { text: copy.favourable, style: TYPE.subheading, space: 0 },
    ...PURPOSES.flatMap((purpose): LegendLine[] => [
      {
        text: copy.purposes[purpose].toLocaleUpperCase(),
        style: TYPE.label,
        space: 8,
        favourable: true,
      },
      {
        text: copy.directions[favourable[purpose]],
        style: TYPE.bodyBold,
        space: 2,
        favourable: true,
      },
    ]),
    {
      text: copy.unfavourable.toLocaleUpperCase(),
      style: { ...TYPE.label, color: COLOURS.muted },
      space: 12,
    },
    { text: unfavourable.map((d) => copy.directions[d]).join(', '), style: TYPE.body, space: 2 },
  ];
  const legendWidth = (frame: Frame) => frame.width - COMPASS_WIDTH - 10;
  const legendHeight = (frame: Frame) =>
    lines.reduce(
      (sum, line) =>
        sum +
        line.space +
        textHeight(frame.doc, line.text, line.style, { width: legendWidth(frame) - 12 }),
      0,
    );
  const captionHeight = (frame: Frame) =>
    textHeight(frame.doc, copy.compassCaption, TYPE.small, { width: COMPASS_WIDTH });
  const height = (frame: Frame) =>
    Math.max(COMPASS_HEIGHT + captionHeight(frame) + 4, legendHeight(frame));
  return custom(
    height,
    (frame, y) => {
      const { doc, x } = frame;
      drawCompass(doc, x + COMPASS_WIDTH / 2, y + COMPASS_HEIGHT / 2, {
        radius: RADIUS,
        favourable,
        purposeLabels: copy.purposes,
        shortLabels: copy.directionsShort,
        centre: String(model.kua.number),
      });
      drawText(
        doc,
        copy.compassCaption,
        { ...TYPE.small, align: 'center' },
        x,
        y + COMPASS_HEIGHT + 4,
        { width: COMPASS_WIDTH },
      );
      const left = x + COMPASS_WIDTH + 10;
      let cursor = y + Math.max(0, (height(frame) - legendHeight(frame)) / 2);
      let band: { top: number; bottom: number } | undefined;
      lines.forEach((line) => {
        cursor += line.space;
        const top = cursor;
        cursor += drawText(doc, line.text, line.style, left + 12, cursor, {
          width: legendWidth(frame) - 12,
        });
        if (line.favourable) band = { top: band?.top ?? top, bottom: cursor };
      });
      if (band) doc.rect(left, band.top, 3, band.bottom - band.top).fill(COLOURS.teal);
    },
    { spaceBefore: SPACE.block },
  );
}

export const kuaSection: Section = {
  id: 'kua',
  blocks: (model) => {
    const copy = model.content.report.kua;
    const { kua } = model;
    const favourable = kua.directions.favourable;
    if (favourable === null) throw new Error(`Kua ${kua.directionsFrom} has no directions`);
    const group = kua.text.group;
    const borrowedGroup = kua.directions.group;
    const groupText =
      group !== null
        ? copy.groups[group]
        : borrowedGroup !== null
          ? fill(copy.borrowedGroup, { group: copy.groups[borrowedGroup], kua: kua.directionsFrom })
          : '';
    return [
      factTable(
        [
          [copy.element, kua.text.element],
          [copy.group, groupText],
        ],
        { labelWidth: 150 },
      ),
      compassWithLegend(model, favourable, kua.directions.unfavourable),
      ...paragraphs(kua.text.description, TYPE.body, { spaceBefore: SPACE.block }),
      // Kua 5 borrows its directions: the content's note says whose, as a side note.
      ...(kua.number === 5
        ? [note(model.content.kua.fiveNote, TYPE.small, { spaceBefore: SPACE.paragraph + 1 })]
        : []),
    ];
  },
};
