/**
 * The next nine years as a timeline: the years along a line with each personal year in a circle,
 * one row per aim with a mark where the year favours it (its look says how strongly), and the
 * relationship years as bands behind their columns. A legend under it explains the marks.
 */
import type { Digit, TimingAim, TimingSupport } from '@ankvidya/numerology-core';
import { drawText, textHeight, textWidth } from '../layout/text.js';
import { COLOURS, TYPE } from '../theme.js';

type Doc = PDFKit.PDFDocument;

export interface TimelineYear {
  year: number;
  personalYear: Digit;
  aims: readonly TimingAim[];
  support: TimingSupport;
  relationship: boolean;
}

export interface TimelineDrawing {
  years: readonly TimelineYear[];
  /** The rows, top to bottom, with their labels. */
  rows: readonly { aim: TimingAim; label: string }[];
  legend: Readonly<Record<TimingSupport, string>> & { relationship: string; personalYear: string };
}

const PAD = 14;
const LABEL_WIDTH = 112;
const YEAR_LABEL = { ...TYPE.smallBold, lineGap: 0 };
const CIRCLE = 10;
const ROW_MIN = 22;
const ROW_PAD = 7;
const LEGEND_GAP = 14;
const LEGEND_LINE = 15;
const LEGEND_STYLE = { ...TYPE.small, lineGap: 0 };
const LEGEND_MARK = 14;
const HEADER = 11 + 6 + CIRCLE * 2 + 8;

function rowHeight(doc: Doc, label: string): number {
  return Math.max(
    ROW_MIN,
    textHeight(doc, label, TYPE.smallBold, { width: LABEL_WIDTH }) + ROW_PAD,
  );
}

type LegendKey = TimingSupport | 'relationship' | 'personalYear';
const LEGEND_ORDER: readonly LegendKey[] = [
  'strong',
  'steady',
  'gentle',
  'relationship',
  'personalYear',
];

/** The legend's items placed in lines across the width: [key, x offset, line]. */
function legendLayout(
  doc: Doc,
  width: number,
  drawing: TimelineDrawing,
): [LegendKey, number, number][] {
  const placed: [LegendKey, number, number][] = [];
  let x = 0;
  let line = 0;
  for (const key of LEGEND_ORDER) {
    const itemWidth = LEGEND_MARK + textWidth(doc, drawing.legend[key], LEGEND_STYLE);
    if (x > 0 && x + itemWidth > width) {
      x = 0;
      line += 1;
    }
    placed.push([key, x, line]);
    x += itemWidth + LEGEND_GAP;
  }
  return placed;
}

export function timelineHeight(doc: Doc, width: number, drawing: TimelineDrawing): number {
  const rows = drawing.rows.reduce((sum, row) => sum + rowHeight(doc, row.label), 0);
  const lines = Math.max(...legendLayout(doc, width - PAD * 2, drawing).map(([, , l]) => l)) + 1;
  return PAD + HEADER + rows + 12 + lines * LEGEND_LINE + PAD - 4;
}

/** A mark of the given support, centred at (cx, cy). */
function mark(doc: Doc, cx: number, cy: number, support: TimingSupport): void {
  if (support === 'strong') doc.circle(cx, cy, 5.5).fill(COLOURS.saffron);
  else if (support === 'steady') doc.circle(cx, cy, 4.5).fill(COLOURS.teal);
  else doc.circle(cx, cy, 4).lineWidth(1.4).fillAndStroke(COLOURS.white, COLOURS.teal);
}

export function drawTimeline(
  doc: Doc,
  x: number,
  y: number,
  width: number,
  drawing: TimelineDrawing,
): void {
  const height = timelineHeight(doc, width, drawing);
  doc.roundedRect(x, y, width, height, 10).fill(COLOURS.cream);
  const left = x + PAD + LABEL_WIDTH;
  const column = (x + width - PAD - left) / drawing.years.length;
  const centre = (i: number) => left + column * (i + 0.5);
  const rowsTop = y + PAD + HEADER;
  const rowsBottom = rowsTop + drawing.rows.reduce((sum, r) => sum + rowHeight(doc, r.label), 0);

  // Relationship years: a band behind the whole column.
  drawing.years.forEach((year, i) => {
    if (!year.relationship) return;
    doc
      .roundedRect(
        centre(i) - column / 2 + 2,
        y + PAD - 6,
        column - 4,
        rowsBottom - y - PAD + 10,
        6,
      )
      .fill(COLOURS.saffronTint);
  });

  // The years along a line, each personal year in a circle; the first year filled.
  const lineY = y + PAD + 11 + 6 + CIRCLE;
  doc
    .moveTo(centre(0), lineY)
    .lineTo(centre(drawing.years.length - 1), lineY)
    .lineWidth(1.2)
    .stroke(COLOURS.indigo);
  drawing.years.forEach((year, i) => {
    const cx = centre(i);
    drawText(doc, String(year.year), YEAR_LABEL, cx - column / 2, y + PAD, {
      width: column,
      align: 'center',
      noWrap: true,
    });
    const first = i === 0;
    doc
      .circle(cx, lineY, CIRCLE)
      .lineWidth(1.2)
      .fillAndStroke(
        first ? COLOURS.saffron : COLOURS.white,
        first ? COLOURS.saffron : COLOURS.indigo,
      );
    const digit = {
      ...TYPE.subheading,
      size: 10.5,
      lineGap: 0,
      color: first ? COLOURS.white : COLOURS.indigo,
    };
    drawText(doc, String(year.personalYear), digit, cx - CIRCLE, lineY - 6.5, {
      width: CIRCLE * 2,
      align: 'center',
      noWrap: true,
    });
  });

  // One row per aim: its label, a hairline, and a mark in each year that favours it.
  let rowTop = rowsTop;
  drawing.rows.forEach((row, r) => {
    const h = rowHeight(doc, row.label);
    const labelTop =
      rowTop + (h - textHeight(doc, row.label, TYPE.smallBold, { width: LABEL_WIDTH })) / 2;
    drawText(doc, row.label, TYPE.smallBold, x + PAD, labelTop, { width: LABEL_WIDTH });
    if (r > 0)
      doc
        .moveTo(x + PAD, rowTop)
        .lineTo(x + width - PAD, rowTop)
        .lineWidth(0.5)
        .stroke(COLOURS.rule);
    drawing.years.forEach((year, i) => {
      if (year.aims.includes(row.aim)) mark(doc, centre(i), rowTop + h / 2, year.support);
    });
    rowTop += h;
  });

  // The legend.
  const legendTop = rowsBottom + 12;
  for (const [key, offset, line] of legendLayout(doc, width - PAD * 2, drawing)) {
    const lx = x + PAD + offset;
    const ly = legendTop + line * LEGEND_LINE;
    const my = ly + 4.5;
    if (key === 'relationship') doc.roundedRect(lx, ly - 1, 10, 11, 3).fill(COLOURS.saffronTint);
    else if (key === 'personalYear')
      doc
        .circle(lx + 5, my, 5)
        .lineWidth(1)
        .fillAndStroke(COLOURS.white, COLOURS.indigo);
    else mark(doc, lx + 5, my, key);
    drawText(doc, drawing.legend[key], LEGEND_STYLE, lx + LEGEND_MARK, ly, {
      width: textWidth(doc, drawing.legend[key], LEGEND_STYLE) + 1,
      noWrap: true,
    });
  }
}
