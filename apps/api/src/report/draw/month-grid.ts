/**
 * A month as a wall calendar: seven columns from Sunday, each date with its personal day in the
 * corner; best dates filled in saffron, dates to go gently on outlined in teal (never red: they
 * ask for care, not fear).
 */
import { drawText, textWidth } from '../layout/text.js';
import { COLOURS, TYPE } from '../theme.js';

type Doc = PDFKit.PDFDocument;

export interface MonthGridDrawing {
  /** Rows of seven: the date or null (numerology-core's monthWeeks). */
  weeks: readonly (readonly (number | null)[])[];
  /** The personal day of each date, the 1st first. */
  personalDays: readonly number[];
  best: readonly number[];
  care: readonly number[];
  /** Seven short weekday names in the grid's order. */
  weekdays: readonly string[];
}

/** The height of a cell and of the weekday row, in points. */
export const CELL_HEIGHT = 25;
export const WEEKDAY_ROW = 14;
const GAP = 2;

export function monthGridHeight(weeks: number): number {
  return WEEKDAY_ROW + weeks * (CELL_HEIGHT + GAP) - GAP;
}

const dateStyle = { ...TYPE.smallBold, size: 9.5, lineGap: 0 };
const dayStyle = { ...TYPE.small, size: 7.5, lineGap: 0 };
const weekdayStyle = { ...TYPE.label, lineGap: 0 };

export function drawMonthGrid(
  doc: Doc,
  x: number,
  y: number,
  width: number,
  drawing: MonthGridDrawing,
): void {
  const cell = (width - 6 * GAP) / 7;
  drawing.weekdays.forEach((name, c) => {
    drawText(doc, name, weekdayStyle, x + c * (cell + GAP), y + 2, {
      width: cell,
      align: 'center',
      noWrap: true,
    });
  });
  drawing.weeks.forEach((week, r) => {
    const top = y + WEEKDAY_ROW + r * (CELL_HEIGHT + GAP);
    week.forEach((date, c) => {
      if (date === null) return;
      const left = x + c * (cell + GAP);
      const best = drawing.best.includes(date);
      const care = drawing.care.includes(date);
      if (best)
        doc
          .roundedRect(left, top, cell, CELL_HEIGHT, 3)
          .fillAndStroke(COLOURS.saffronTint, COLOURS.saffron);
      else if (care)
        doc
          .roundedRect(left + 0.6, top + 0.6, cell - 1.2, CELL_HEIGHT - 1.2, 3)
          .lineWidth(1.2)
          .stroke(COLOURS.teal)
          .lineWidth(1);
      else doc.roundedRect(left, top, cell, CELL_HEIGHT, 3).fill(COLOURS.cream);
      drawText(
        doc,
        String(date),
        { ...dateStyle, color: best ? COLOURS.ink : COLOURS.indigo },
        left + 4,
        top + 3,
        {
          width: cell - 8,
          noWrap: true,
        },
      );
      drawText(
        doc,
        String(drawing.personalDays[date - 1]),
        dayStyle,
        left + 4,
        top + CELL_HEIGHT - 11,
        {
          width: cell - 8,
          align: 'right',
          noWrap: true,
        },
      );
    });
  });
}

export const LEGEND_HEIGHT = 12;
const legendStyle = { ...TYPE.small, size: 8, lineGap: 0 };

/** One line under a grid: the two kinds of marked date, and what the small figure is. */
export function drawCalendarLegend(
  doc: Doc,
  x: number,
  y: number,
  width: number,
  /** Without care when no date of the person's calendar asks for care. */
  legend: { best: string; care?: string; personalDay: string },
): void {
  const swatch = 9;
  let left = x;
  const item = (text: string, mark: () => void) => {
    mark();
    left += swatch + 4;
    drawText(doc, text, legendStyle, left, y, { width: width - (left - x), noWrap: true });
    left += textWidth(doc, text, legendStyle) + 16;
  };
  item(legend.best, () =>
    doc
      .roundedRect(left, y + 0.5, swatch, swatch, 2)
      .fillAndStroke(COLOURS.saffronTint, COLOURS.saffron),
  );
  if (legend.care !== undefined)
    item(legend.care, () =>
      doc
        .roundedRect(left + 0.6, y + 1.1, swatch - 1.2, swatch - 1.2, 2)
        .lineWidth(1.2)
        .stroke(COLOURS.teal)
        .lineWidth(1),
    );
  drawText(doc, legend.personalDay, legendStyle, left, y, {
    width: width - (left - x),
    noWrap: true,
  });
}
