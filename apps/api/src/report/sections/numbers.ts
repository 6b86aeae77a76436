/** 3. The numbers at a glance: each number with its working. */
import type { Working } from '@ankvidya/numerology-core';
import { formula, fill, stepLabel } from '../format.js';
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
const PAD = 12;
const GUTTER = 18;
const STEP_LABEL_WIDTH = 142;

function rows(model: ReportModel): NumberRow[] {
  const { content, analysis, explanation, kua, years } = model;
  const copy = content.report;
  const name = analysis.nameNumber;
  const group = kua.text.group ?? kua.directions.group;
  const groupText = group === null ? '' : copy.kua.groups[group];
  return [
    {
      label: copy.numbers.nameNumber,
      value: name,
      // A name without letters of the table has name number 0, which has no meaning text.
      subtitle: name === 0 ? '' : content.nameNumbers[asDigit(name)].title,
      working: explanation.nameNumber,
    },
    {
      label: copy.numbers.psychicNumber,
      value: analysis.psychicNumber,
      subtitle: content.psychicNumbers[asDigit(analysis.psychicNumber)].title,
      working: explanation.psychicNumber,
    },
    {
      label: copy.numbers.lifePathNumber,
      value: analysis.lifePathNumber,
      subtitle: content.lifePathNumbers[asDigit(analysis.lifePathNumber)].title,
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
      value: analysis.personalYear,
      subtitle: content.personalYears[years[0].personalYear].theme,
      working: explanation.personalYear,
    },
  ];
}

function numberCard(row: NumberRow, model: ReportModel): Block {
  const copy = model.content.report;
  const steps = row.working.steps.map((step) => ({
    label: stepLabel(copy, step),
    text: formula(step),
  }));
  const textX = (frame: Frame) => frame.x + PAD + BADGE + GUTTER;
  const textWidth = (frame: Frame) => frame.width - PAD * 2 - BADGE - GUTTER;
  const formulaWidth = (frame: Frame) => textWidth(frame) - STEP_LABEL_WIDTH;
  const title = row.label;

  const layout = (frame: Frame) => {
    const { doc } = frame;
    const heights: number[] = [];
    heights.push(textHeight(doc, title, TYPE.subheading, { width: textWidth(frame) }));
    heights.push(
      row.subtitle ? textHeight(doc, row.subtitle, TYPE.small, { width: textWidth(frame) }) + 2 : 0,
    );
    const stepHeights = steps.map((step) =>
      Math.max(
        textHeight(doc, step.label, TYPE.small, { width: STEP_LABEL_WIDTH - 8 }),
        textHeight(doc, step.text, TYPE.mono, { width: formulaWidth(frame) }),
      ),
    );
    return { heights, stepHeights };
  };
  let memo: ReturnType<typeof layout> | undefined;
  const measure = (frame: Frame) => (memo ??= layout(frame));
  const total = (frame: Frame) => {
    const { heights, stepHeights } = measure(frame);
    const text =
      heights.reduce((a, b) => a + b, 0) + 7 + stepHeights.reduce((a, b) => a + b + 3, 0);
    return Math.max(BADGE, text) + PAD * 2;
  };

  return {
    spaceBefore: 10,
    height: total,
    draw: (frame, y) => {
      const { doc, x, width } = frame;
      const { heights, stepHeights } = measure(frame);
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
      cursor += heights[1]! + 4;
      doc.rect(left, cursor, textWidth(frame), 0.6).fill(COLOURS.rule);
      cursor += 3;
      steps.forEach((step, i) => {
        cursor += 3;
        drawText(doc, step.label, TYPE.small, left, cursor, { width: STEP_LABEL_WIDTH - 8 });
        drawText(doc, step.text, TYPE.mono, left + STEP_LABEL_WIDTH, cursor + 0.5, {
          width: formulaWidth(frame),
        });
        cursor += stepHeights[i]!;
      });
    },
  };
}

export const numbersSection: Section = {
  id: 'numbersAtAGlance',
  blocks: (model) =>
    rows(model).map((row, i) => ({
      ...numberCard(row, model),
      spaceBefore: i === 0 ? SPACE.block : 8,
    })),
};
