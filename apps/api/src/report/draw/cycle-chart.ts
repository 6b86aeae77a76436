/** The nine-year cycle as a ring of nine segments, with this year and the next two marked. */
import type { Digit } from '@ankvidya/numerology-core';
import { drawText, textWidth } from '../layout/text.js';
import { COLOURS, TYPE } from '../theme.js';
import { point, sectorPath } from './polar.js';

type Doc = PDFKit.PDFDocument;

export interface CycleDrawing {
  radius: number;
  /** Personal year of this year. */
  current: Digit;
  /** Personal years of the next two years. */
  next: readonly Digit[];
  /** Calendar year printed outside a segment, e.g. 5 -> "2026". */
  yearLabels: ReadonlyMap<Digit, string>;
  /** Printed in the centre under the current personal year, e.g. "2026". */
  centreLabel: string;
}

const SEGMENT = 40;

export function drawCycleChart(doc: Doc, cx: number, cy: number, drawing: CycleDrawing): void {
  const { radius: r, current, next } = drawing;
  const inner = r * 0.56;
  for (let k = 1; k <= 9; k += 1) {
    const digit = k as Digit;
    const middle = (k - 1) * SEGMENT;
    const isCurrent = digit === current;
    const isNext = next.includes(digit);
    const fill = isCurrent ? COLOURS.saffron : isNext ? COLOURS.saffronTint : COLOURS.cream;
    const outer = isCurrent ? r + 5 : r;
    doc
      .path(sectorPath(cx, cy, inner, outer, middle - SEGMENT / 2, middle + SEGMENT / 2))
      .lineWidth(2)
      .fillAndStroke(fill, COLOURS.white);
    const [lx, ly] = point(cx, cy, (inner + r) / 2, middle);
    const style = {
      ...TYPE.subheading,
      size: 11,
      color: isCurrent ? COLOURS.white : isNext ? COLOURS.ink : COLOURS.muted,
      lineGap: 0,
    };
    drawText(doc, String(digit), style, lx - 10, ly - 7.5, {
      width: 20,
      align: 'center',
      noWrap: true,
    });

    const year = drawing.yearLabels.get(digit);
    if (year !== undefined) {
      const [ax, ay] = point(cx, cy, r + 12, middle);
      const sin = Math.sin((middle * Math.PI) / 180);
      const cos = Math.cos((middle * Math.PI) / 180);
      const yearStyle = { ...TYPE.smallBold, color: isCurrent ? COLOURS.saffron : COLOURS.ink };
      const width = textWidth(doc, year, yearStyle);
      const left = sin > 0.3 ? ax : sin < -0.3 ? ax - width : ax - width / 2;
      const top = cos > 0.5 ? ay - 11 : cos < -0.5 ? ay : ay - 6;
      drawText(doc, year, yearStyle, left, top, { width: width + 1, noWrap: true });
    }
  }
  const big = { ...TYPE.display, size: inner * 0.72, lineGap: 0 };
  drawText(doc, String(current), big, cx - inner, cy - big.size * 0.86, {
    width: inner * 2,
    align: 'center',
    noWrap: true,
  });
  drawText(doc, drawing.centreLabel, { ...TYPE.small, lineGap: 0 }, cx - inner, cy + inner * 0.22, {
    width: inner * 2,
    align: 'center',
    noWrap: true,
  });
}
