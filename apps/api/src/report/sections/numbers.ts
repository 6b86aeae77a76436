/** 3. The numbers at a glance: each number with its working. */
import type { Working } from '@ankvidya/numerology-core';
import { drawTiles, placeTiles, tilesHeight, type PlacedTile } from '../draw/letter-tiles.js';
import { fill, stepLabel, workingSteps } from '../format.js';
import { note } from '../layout/blocks.js';
import type { Block, Frame } from '../layout/flow.js';
import { drawText, textHeight } from '../layout/text.js';
import { asDigit, type ReportModel } from '../model.js';
import { COLOURS, SPACE, TYPE } from '../theme.js';
import type { Section } from './types.js';

interface NumberRow {
  label: string;
  value: number;
  subtitle: string;
  working: Working;
}

const BADGE = 46;
const PAD = 9;
/** From the subtitle to the rule, and from the rule to the first step. */
const ABOVE_RULE = 3;
const BELOW_RULE = 2;
const GUTTER = 18;
const STEP_LABEL_WIDTH = 142;

function rows(model: ReportModel): NumberRow[] {
  const { content, analysis, explanation, kua, years } = model;
  const copy = content.report;
  const names = content.ui.numberNames;
  const name = analysis.nameNumber;
  const groupText = content.kua.names.groups[kua.group ?? kua.directions.group];
  return [
    {
      label: names.nameNumber.name,
      value: name,
      // A name without letters of the table has name number 0, which has no meaning text.
      subtitle: name === 0 ? '' : content.nameNumbers[asDigit(name)].title,
      working: explanation.nameNumber,
    },
    {
      label: names.psychicNumber.name,
      value: analysis.psychicNumber,
      subtitle: content.psychicNumbers[asDigit(analysis.psychicNumber)].title,
      working: explanation.psychicNumber,
    },
    {
      label: names.lifePathNumber.name,
      value: analysis.lifePathNumber,
      // A life path that passes 11, 22 or 33 is written "11/2" beside its title.
      subtitle: [
        model.lifePath.master
          ? fill(copy.reading.masterHeading, { label: model.lifePath.label })
          : '',
        content.lifePathNumbers[asDigit(analysis.lifePathNumber)].title,
      ]
        .filter(Boolean)
        .join(' · '),
      working: explanation.lifePathNumber,
    },
    {
      label: copy.numbers.kuaNumber,
      value: kua.number,
      subtitle: [kua.text.element, groupText].filter(Boolean).join(' · '),
      working: explanation.kuaNumber,
    },
    {
      label: fill(copy.numbers.personalYear, { year: years[0].year }),
      value: years[0].personalYear,
      subtitle: content.personalYears[years[0].personalYear].theme,
      working: explanation.personalYear,
    },
  ];
}

/** Space between the letter tiles and the sums under them, and between two sums. */
const AFTER_TILES = 5;
const BETWEEN_SUMS = 1;
/** Above each step of the working. */
const STEP_SPACE = 3;
/** The sums, a little tighter than running text: each is short and stands on its own line. */
const SUM_STYLE = { ...TYPE.mono, lineGap: 1.5 };

function numberCard(row: NumberRow, model: ReportModel): Block {
  const copy = model.content.report;
  const steps = row.working.steps.map((step) => ({
    label: stepLabel(copy, step),
    ...workingSteps(step),
  }));
  const textX = (frame: Frame) => frame.x + PAD + BADGE + GUTTER;
  const textWidth = (frame: Frame) => frame.width - PAD * 2 - BADGE - GUTTER;
  const workingWidth = (frame: Frame) => textWidth(frame) - STEP_LABEL_WIDTH;
  const title = row.label;

  const layout = (frame: Frame) => {
    const { doc } = frame;
    const heights: number[] = [];
    heights.push(textHeight(doc, title, TYPE.subheading, { width: textWidth(frame) }));
    heights.push(
      row.subtitle ? textHeight(doc, row.subtitle, TYPE.small, { width: textWidth(frame) }) + 2 : 0,
    );
    const laidOut = steps.map((step) => {
      // The name's letters sit beside their label when they fit one row there; otherwise they
      // take the card's whole width under it, where most names fit one row.
      const oneRow = (tiles: PlacedTile[]) => tiles.every((tile) => tile.y === 0);
      const wide = !oneRow(placeTiles(step.words, workingWidth(frame)));
      const x = wide ? 0 : STEP_LABEL_WIDTH;
      const width = wide ? textWidth(frame) : workingWidth(frame);
      const label = textHeight(doc, step.label, TYPE.small, { width: STEP_LABEL_WIDTH - 8 });
      const tiles = placeTiles(step.words, width);
      const sums = step.sums.map((sum) => textHeight(doc, sum, SUM_STYLE, { width }));
      const top = wide ? label + AFTER_TILES : 0;
      const working =
        top +
        (tiles.length > 0 ? tilesHeight(tiles) + AFTER_TILES : 0) +
        sums.reduce((a, b) => a + b, 0) +
        BETWEEN_SUMS * (sums.length - 1);
      return { x, width, top, tiles, sums, height: Math.max(label, working) };
    });
    return { heights, laidOut };
  };
  let memo: ReturnType<typeof layout> | undefined;
  const measure = (frame: Frame) => (memo ??= layout(frame));
  const total = (frame: Frame) => {
    const { heights, laidOut } = measure(frame);
    const text =
      heights.reduce((a, b) => a + b, 0) +
      ABOVE_RULE +
      BELOW_RULE +
      laidOut.reduce((a, step) => a + step.height + STEP_SPACE, 0);
    return Math.max(BADGE, text) + PAD * 2;
  };

  return {
    spaceBefore: 10,
    height: total,
    draw: (frame, y) => {
      const { doc, x, width } = frame;
      const { heights, laidOut } = measure(frame);
      doc.roundedRect(x, y, width, total(frame), 10).fill(COLOURS.cream);
      doc.circle(x + PAD + BADGE / 2, y + PAD + BADGE / 2, BADGE / 2).fill(COLOURS.indigo);
      const valueStyle = { ...TYPE.display, size: 24, color: COLOURS.cream, lineGap: 0 };
      drawText(doc, String(row.value), valueStyle, x + PAD, y + PAD + BADGE / 2 - 16.5, {
        width: BADGE,
        align: 'center',
        noWrap: true,
      });
      let cursor = y + PAD;
      const left = textX(frame);
      drawText(doc, title, TYPE.subheading, left, cursor, { width: textWidth(frame) });
      cursor += heights[0]!;
      if (row.subtitle)
        drawText(doc, row.subtitle, TYPE.small, left, cursor + 2, { width: textWidth(frame) });
      cursor += heights[1]! + ABOVE_RULE;
      doc.rect(left, cursor, textWidth(frame), 0.6).fill(COLOURS.rule);
      cursor += BELOW_RULE;
      steps.forEach((step, i) => {
        const { x: offset, width: sumWidth, top, tiles, sums, height } = laidOut[i]!;
        cursor += STEP_SPACE;
        drawText(doc, step.label, TYPE.small, left, cursor, { width: STEP_LABEL_WIDTH - 8 });
        const workingX = left + offset;
        let line = cursor + top;
        if (tiles.length > 0) {
          doc.lineWidth(0.6);
          drawTiles(doc, tiles, workingX, line);
          line += tilesHeight(tiles) + AFTER_TILES;
        }
        step.sums.forEach((sum, j) => {
          drawText(doc, sum, SUM_STYLE, workingX, line + 0.5, { width: sumWidth });
          line += sums[j]! + BETWEEN_SUMS;
        });
        cursor += height;
      });
    },
  };
}

export const numbersSection: Section = {
  id: 'numbersAtAGlance',
  blocks: (model) => {
    const cards = rows(model).map((row, i) => ({
      ...numberCard(row, model),
      spaceBefore: i === 0 ? SPACE.block : 6,
    }));
    const { masterNotes, masterBirth } = model.content.reading;
    const master = model.lifePath.master;
    const { day, month } = model.birthMasters;
    // Master numbers wherever they occur: the life path's sum, the day and the month of birth.
    const notes = [
      master ? masterNotes[master] : '',
      day ? fill(masterBirth.day[day], { day: model.analysis.day }) : '',
      month ? masterBirth.month : '',
    ].filter(Boolean);
    // One box for all of them: they are one subject, often the same 11 met twice.
    return notes.length > 0 ? [...cards, note(notes, TYPE.small)] : cards;
  },
};
