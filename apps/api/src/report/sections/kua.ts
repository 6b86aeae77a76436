/**
 * Kua number: element, group, a compass of the favourable directions with the others ranked
 * worst first, where to face at work and where the head goes at night, and the solar-year note.
 */
import {
  KUA_PURPOSES,
  sleepingDirection,
  type Direction,
  type FavourableDirections,
  type KuaPurpose as Purpose,
} from '@ankvidya/numerology-core';
import { compassExtent, drawCompass, drawFacing, facingExtent } from '../draw/compass.js';
import { fill } from '../format.js';
import type { Block, Frame } from '../layout/flow.js';
import { custom, factTable, note, paragraph, paragraphs } from '../layout/blocks.js';
import { drawText, textHeight } from '../layout/text.js';
import type { ReportModel } from '../model.js';
import { COLOURS, SPACE, TYPE, type TextStyle } from '../theme.js';
import type { Section } from './types.js';
import { kuaOrigin } from '../weave-life.js';

const RADIUS = 64;
const PURPOSES = KUA_PURPOSES;

interface LegendLine {
  text: string;
  style: TextStyle;
  space: number;
  /** A teal band to the left of the favourable directions. */
  favourable?: boolean;
  /** A rank printed before the text (the directions to use less, worst first). */
  rank?: number;
}

const RANK_WIDTH = 16;

/** The compass drawing with the favourable directions, and those to use less ranked, beside it. */
function compassWithLegend(
  model: ReportModel,
  favourable: FavourableDirections,
  unfavourable: readonly Direction[],
): Block {
  const copy = model.content.report.kua;
  const names = model.content.kua.names;
  const reading = model.content.report.reading.kua;
  const lines: LegendLine[] = [
    { text: copy.favourable, style: TYPE.subheading, space: 0 },
    ...PURPOSES.flatMap((purpose): LegendLine[] => [
      {
        text: names.purposes[purpose].toLocaleUpperCase(),
        style: TYPE.label,
        space: 8,
        favourable: true,
      },
      {
        text: names.directions[favourable[purpose]],
        style: TYPE.bodyBold,
        space: 2,
        favourable: true,
      },
    ]),
    {
      text: reading.rankedUnfavourable.toLocaleUpperCase(),
      style: { ...TYPE.label, color: COLOURS.muted },
      space: 14,
    },
    ...unfavourable.map((direction, i): LegendLine => ({
      text: names.directions[direction],
      style: TYPE.body,
      space: i === 0 ? 4 : 2,
      rank: i + 1,
    })),
  ];
  const compass = {
    radius: RADIUS,
    favourable,
    purposeLabels: names.purposes,
    shortLabels: copy.directionsShort,
    centre: String(model.kua.number),
  };
  // Measured once: the labels' widths do not change between calls.
  let measured: ReturnType<typeof compassExtent> | undefined;
  const extent = (frame: Frame) => (measured ??= compassExtent(frame.doc, compass));
  const legendLeft = (frame: Frame) => extent(frame).width + 10;
  const textWidthOf = (frame: Frame, line: LegendLine) =>
    frame.width - legendLeft(frame) - 12 - (line.rank ? RANK_WIDTH : 0);
  const legendHeight = (frame: Frame) =>
    lines.reduce(
      (sum, line) =>
        sum +
        line.space +
        textHeight(frame.doc, line.text, line.style, { width: textWidthOf(frame, line) }),
      0,
    );
  const captionHeight = (frame: Frame) =>
    textHeight(frame.doc, copy.compassCaption, TYPE.small, { width: extent(frame).width });
  const drawingHeight = (frame: Frame) => extent(frame).height + 4 + captionHeight(frame);
  const height = (frame: Frame) => Math.max(drawingHeight(frame), legendHeight(frame));
  return custom(
    height,
    (frame, y) => {
      const { doc, x } = frame;
      const { width, height: compassHeight } = extent(frame);
      // Both columns centred on the taller one.
      const top = y + (height(frame) - drawingHeight(frame)) / 2;
      drawCompass(doc, x + width / 2, top + compassHeight / 2, compass);
      drawText(
        doc,
        copy.compassCaption,
        { ...TYPE.small, align: 'center' },
        x,
        top + compassHeight + 4,
        { width },
      );
      const left = x + legendLeft(frame);
      let cursor = y + (height(frame) - legendHeight(frame)) / 2;
      let band: { top: number; bottom: number } | undefined;
      lines.forEach((line) => {
        cursor += line.space;
        const lineTop = cursor;
        const textLeft = left + 12 + (line.rank ? RANK_WIDTH : 0);
        if (line.rank)
          drawText(
            doc,
            String(line.rank),
            { ...TYPE.bodyBold, color: COLOURS.saffron },
            left + 12,
            cursor,
            { width: RANK_WIDTH, noWrap: true },
          );
        cursor += drawText(doc, line.text, line.style, textLeft, cursor, {
          width: textWidthOf(frame, line),
        });
        if (line.favourable) band = { top: band?.top ?? lineTop, bottom: cursor };
      });
      if (band) doc.rect(left, band.top, 3, band.bottom - band.top).fill(COLOURS.teal);
    },
    // The drawings of the desk and the bed follow on the same page.
    { spaceBefore: SPACE.block - 4, keepWithNext: true },
  );
}

const FACING_RADIUS = 34;
const PANEL_PAD = 12;

/** Two small drawings on a cream panel: the desk facing the wealth direction, the bed's head. */
function facingPanel(model: ReportModel, favourable: FavourableDirections): Block {
  const copy = model.content.report.kua;
  const names = model.content.kua.names;
  const reading = model.content.report.reading.kua;
  const sleeping = sleepingDirection(favourable);
  const entries = [
    {
      kind: 'desk' as const,
      title: reading.working,
      how: reading.workingHow,
      direction: favourable.wealth,
      purpose: 'wealth' as Purpose,
    },
    { kind: 'bed' as const, title: reading.sleeping, how: reading.sleepingHow, ...sleeping },
  ].map((entry) => ({
    ...entry,
    drawing: {
      kind: entry.kind,
      direction: entry.direction,
      shortLabels: copy.directionsShort,
      radius: FACING_RADIUS,
    },
    lines: [
      { text: entry.title.toLocaleUpperCase(), style: TYPE.label, space: 0 },
      { text: names.directions[entry.direction], style: TYPE.subheading, space: 4 },
      {
        text: fill(reading.purposeDirection, {
          purpose: names.purposes[entry.purpose].toLocaleLowerCase(),
        }),
        style: { ...TYPE.small, color: COLOURS.teal },
        space: 1,
      },
      { text: entry.how, style: TYPE.small, space: 4 },
    ],
  }));
  const columnWidth = (frame: Frame) => (frame.width - PANEL_PAD * 2) / 2;
  let measured: number | undefined;
  const size = (frame: Frame) => (measured ??= facingExtent(frame.doc, entries[0]!.drawing));
  const textWidthOf = (frame: Frame) => columnWidth(frame) - size(frame) - 8;
  const textBlockHeight = (frame: Frame, entry: (typeof entries)[number]) =>
    entry.lines.reduce(
      (sum, line) =>
        sum +
        line.space +
        textHeight(frame.doc, line.text, line.style, { width: textWidthOf(frame) }),
      0,
    );
  const height = (frame: Frame) =>
    PANEL_PAD * 2 + Math.max(size(frame), ...entries.map((entry) => textBlockHeight(frame, entry)));
  return custom(
    height,
    (frame, y) => {
      const { doc, x, width } = frame;
      const total = height(frame);
      doc.roundedRect(x, y, width, total, 10).fill(COLOURS.cream);
      entries.forEach((entry, i) => {
        const left = x + PANEL_PAD + i * columnWidth(frame);
        drawFacing(doc, left + size(frame) / 2, y + total / 2, entry.drawing);
        let cursor = y + (total - textBlockHeight(frame, entry)) / 2;
        for (const line of entry.lines) {
          cursor += line.space;
          cursor += drawText(doc, line.text, line.style, left + size(frame) + 8, cursor, {
            width: textWidthOf(frame),
          });
        }
      });
    },
    { spaceBefore: SPACE.paragraph + 3 },
  );
}

export const kuaSection: Section = {
  id: 'kua',
  blocks: (model) => {
    const copy = model.content.report.kua;
    const names = model.content.kua.names;
    const reading = model.content.report.reading.kua;
    const { kua, solarYear } = model;
    const favourable = kua.directions.favourable;
    const groupText =
      kua.group !== null
        ? names.groups[kua.group]
        : fill(copy.borrowedGroup, {
            group: names.groups[kua.directions.group],
            kua: kua.directionsFrom,
          });
    const sleeping = sleepingDirection(favourable);
    return [
      factTable(
        [
          [copy.element, kua.text.element],
          [copy.group, groupText],
        ],
        { labelWidth: 150 },
      ),
      compassWithLegend(model, favourable, kua.directions.unfavourable),
      // Why the bed does not follow a north health direction, in one line under the drawings.
      { ...facingPanel(model, favourable), keepWithNext: sleeping.purpose !== 'health' },
      ...(sleeping.purpose !== 'health'
        ? [
            paragraph(
              fill(reading.northHealth, {
                direction: names.directions[sleeping.direction].toLocaleLowerCase(),
                purpose: names.purposes[sleeping.purpose].toLocaleLowerCase(),
              }),
              TYPE.small,
              { spaceBefore: SPACE.paragraph },
            ),
          ]
        : []),
      ...paragraphs(kuaOrigin(model), TYPE.body, { spaceBefore: SPACE.block }),
      ...paragraphs(kua.text.description, TYPE.body, { spaceBefore: SPACE.paragraph }),
      // Kua 5 borrows its directions: the content's note says whose, as a side note.
      ...(kua.number === 5
        ? [note(model.content.kua.fiveNote, TYPE.small, { spaceBefore: SPACE.paragraph + 1 })]
        : []),
      // Feng shui practice counts the year from Lichun: the kua shown stays the calendar year's.
      ...(solarYear.beforeLichun
        ? [
            note(
              fill(reading.lichunNote, { year: model.analysis.year - 1, kua: solarYear.kua }),
              TYPE.small,
              { spaceBefore: SPACE.paragraph + 1 },
            ),
          ]
        : []),
    ];
  },
};
