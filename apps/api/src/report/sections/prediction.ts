/** 10. 3 years prediction: this year and the next two, quarter by quarter, and the nine-year cycle. */
import { personalMonth, type Digit } from '@ankvidya/numerology-core';
import { monthNames } from '@ankvidya/content';
import { drawCycleChart } from '../draw/cycle-chart.js';
import { fill } from '../format.js';
import type { Block } from '../layout/flow.js';
import {
  bullets,
  custom,
  heading,
  label,
  labelledRow,
  paragraph,
  paragraphs,
} from '../layout/blocks.js';
import { drawText, textHeight } from '../layout/text.js';
import type { ReportModel, YearReading } from '../model.js';
import { COLOURS, SPACE, TYPE } from '../theme.js';
import type { Section } from './types.js';
import { relationOf, yearInGridWoven, yearWithNameWoven, yearWoven } from '../weave.js';
import {
  quarterMeetWoven,
  quarterSentence,
  yearInGridAndNameWoven,
  yearListFor,
  yearOverviewParts,
  yearWithMoolankWoven,
} from '../weave-time.js';
import { fitPhrase, fitWords } from './months.js';
import { notForNewborn } from './newborn-scope.js';

/**
 * A quarter read through the person's own months (issue 23 item 15): its month that meets the
 * name number or the grid (or, when none does, a line of the quarter's text), then its month that sits best with moolank and bhagyank, and the month that
 * asks most patience, if one does.
 */
export function quarterReading(
  model: ReportModel,
  reading: YearReading,
  quarter: number,
  text: string,
): string {
  const woven = model.content.depth.woven;
  const names = monthNames(model.locale);
  const months = [1, 2, 3].map((i) => {
    const month = quarter * 3 + i;
    const number = personalMonth(reading.personalYear, month);
    return { month, number, fit: fitWords(model, number) };
  });
  const best = months.reduce((a, b) => (b.fit.balance > a.fit.balance ? b : a));
  const worst = months.reduce((a, b) => (b.fit.balance < a.fit.balance ? b : a));
  const values = (m: (typeof months)[number]) => ({
    fit: fitPhrase(model, m.number),
    month: names[m.month - 1]!,
    year: reading.year,
    number: m.number,
  });
  const care = worst.fit.balance < 0 && worst !== best;
  // The month that meets the name number or the grid speaks for the quarter in place of its
  // generic step; the quarter's own text is read only when no month meets them.
  const core =
    quarterMeetWoven(model, reading.year, reading.personalYear, quarter) ??
    quarterSentence(text, best.fit.balance > 0, care);
  // Consecutive quarters take the wordings in turn, so the year's four do not read as one form.
  const turn = (Math.max(0, model.years.indexOf(reading)) * 4 + quarter) % 3;
  return [
    core,
    fill((best.fit.balance > 0 ? woven.quarterBest : woven.quarterEven)[turn]!, values(best)),
    ...(care ? [fill(woven.quarterCare[turn]!, values(worst))] : []),
  ].join(' ');
}

const RADIUS = 70;
const CHART_WIDTH = RADIUS * 2 + 90;
const SWATCH = 12;

function cycleFigure(model: ReportModel): Block {
  const copy = model.content.report.prediction;
  const [current, ...next] = model.years;
  const legend = model.years.map((reading, i) => ({
    colour: i === 0 ? COLOURS.saffron : COLOURS.saffronTint,
    kind:
      i === 0
        ? model.startsNextYear
          ? copy.comingYear
          : copy.thisYear
        : i === 1
          ? copy.nextYears
          : '',
    title: fill(copy.yearHeading, { year: reading.year, number: reading.personalYear }),
    theme: model.content.personalYears[reading.personalYear].theme,
  }));
  const legendWidth = (width: number) => width - CHART_WIDTH - 10 - SWATCH - 10;
  const entryHeight = (doc: PDFKit.PDFDocument, width: number, entry: (typeof legend)[number]) =>
    (entry.kind
      ? textHeight(doc, entry.kind.toLocaleUpperCase(), TYPE.label, { width: legendWidth(width) }) +
        4
      : 0) +
    textHeight(doc, entry.title, TYPE.bodyBold, { width: legendWidth(width) }) +
    2 +
    textHeight(doc, entry.theme, TYPE.small, { width: legendWidth(width) });
  const captionHeight = (doc: PDFKit.PDFDocument, width: number) =>
    textHeight(doc, copy.cycleCaption, TYPE.subheading, {
      width: legendWidth(width) + SWATCH + 10,
    }) + 10;
  const legendHeight = (doc: PDFKit.PDFDocument, width: number) =>
    captionHeight(doc, width) +
    legend.reduce((sum, entry) => sum + entryHeight(doc, width, entry), 0) +
    14 * (legend.length - 1);
  // Room for the year labels outside the ring, above and below it.
  const chartHeight = RADIUS * 2 + 76;
  return custom(
    ({ doc, width }) => Math.max(chartHeight, legendHeight(doc, width)),
    ({ doc, x, width }, y) => {
      const height = Math.max(chartHeight, legendHeight(doc, width));
      doc.roundedRect(x, y, width, height, 10).fill(COLOURS.cream);
      const yearLabels = new Map<Digit, string>(
        model.years.map((r) => [r.personalYear, String(r.year)]),
      );
      drawCycleChart(doc, x + CHART_WIDTH / 2, y + height / 2, {
        radius: RADIUS,
        current: current.personalYear,
        next: next.map((r) => r.personalYear),
        yearLabels,
        centreLabel: String(current.year),
      });
      const left = x + CHART_WIDTH + 10;
      let cursor = y + (height - legendHeight(doc, width)) / 2;
      drawText(doc, copy.cycleCaption, TYPE.subheading, left, cursor, {
        width: legendWidth(width) + SWATCH + 10,
      });
      cursor += captionHeight(doc, width);
      legend.forEach((entry, i) => {
        if (entry.kind) {
          cursor += drawText(
            doc,
            entry.kind.toLocaleUpperCase(),
            TYPE.label,
            left + SWATCH + 10,
            cursor,
            {
              width: legendWidth(width),
            },
          );
          cursor += 4;
        }
        doc.roundedRect(left, cursor + 1.5, SWATCH, SWATCH, 3).fill(entry.colour);
        cursor += drawText(doc, entry.title, TYPE.bodyBold, left + SWATCH + 10, cursor, {
          width: legendWidth(width),
        });
        cursor += 2;
        cursor += drawText(doc, entry.theme, TYPE.small, left + SWATCH + 10, cursor, {
          width: legendWidth(width),
        });
        if (i < legend.length - 1) cursor += 14;
      });
    },
    { spaceBefore: SPACE.block + 4 },
  );
}

function yearBlocks(model: ReportModel, reading: YearReading, first: boolean): Block[] {
  const copy = model.content.report.prediction;
  const text = model.content.personalYears[reading.personalYear];
  const relation = relationOf(model.bhagyank, reading.personalYear);
  const lists = {
    opportunities: relation !== 'challenging',
    cautions: relation === 'challenging' || relation === 'neutral',
  };
  return [
    heading(
      fill(copy.yearHeading, { year: reading.year, number: reading.personalYear }),
      TYPE.heading,
      {
        spaceBefore: first ? SPACE.beforeHeading + 10 : SPACE.beforeHeading + 14,
      },
    ),
    paragraph(text.theme, TYPE.lead, { spaceBefore: 2, keepWithNext: true }),
    // The parts of the year's text this person's name number and bhagyank bring out, then what
    // the year asks of a life whose direction is the bhagyank, as a paragraph of its own.
    ...yearOverviewParts(model, reading.personalYear).flatMap((part) => paragraphs(part)),
    // Each year read against the bhagyank, the name number and the grid: the same personal year
    // reads differently for two people whose life paths, names or grids differ.
    ...paragraphs(
      [
        yearWithMoolankWoven(model, reading.year, reading.personalYear),
        yearWoven(model, reading.year, reading.personalYear),
        yearWithNameWoven(model, reading.year, reading.personalYear),
        yearInGridAndNameWoven(model, reading.personalYear) ??
          yearInGridWoven(model, reading.personalYear),
      ]
        .filter((text): text is string => text !== null)
        .join(' '),
    ),
    ...text.quarters.map((quarter, i) =>
      labelledRow(copy.quarters[i]!, quarterReading(model, reading, i, quarter), {
        labelWidth: 112,
        labelStyle: { ...TYPE.smallBold, color: COLOURS.teal },
        spaceBefore: i === 0 ? SPACE.beforeSubheading : SPACE.paragraph + 2,
      }),
    ),
    // A year that runs with the bhagyank is read for its openings, one that runs across it
    // for its cautions, a neutral one for both; item by item, so they can run overleaf.
    ...(lists.opportunities
      ? [
          label(copy.opportunities, { spaceBefore: SPACE.beforeSubheading + 4 }),
          ...bullets(yearListFor(model, text.opportunities), TYPE.body, COLOURS.teal),
        ]
      : []),
    ...(lists.cautions
      ? [
          label(
            copy.cautions,
            lists.opportunities ? {} : { spaceBefore: SPACE.beforeSubheading + 4 },
          ),
          ...bullets(yearListFor(model, text.cautions)),
        ]
      : []),
  ];
}

export const predictionSection: Section = {
  applies: notForNewborn,
  id: 'prediction',
  blocks: (model) => [
    cycleFigure(model),
    ...model.years.flatMap((reading, i) => yearBlocks(model, reading, i === 0)),
  ],
};
