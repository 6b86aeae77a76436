/** The Lo Shu grid, 3x3 in the order 4 9 2 / 3 5 7 / 8 1 6, and the small plane diagrams. */
import { GRID_LAYOUT, type Digit, type LoshuGrid } from '@ankvidya/numerology-core';
import { drawText, fitSize } from '../layout/text.js';
import { COLOURS, TYPE } from '../theme.js';

type Doc = PDFKit.PDFDocument;

export interface GridDrawing {
  grid: LoshuGrid;
  /** Printed in each empty cell. */
  missingLabel: string;
  /** Width of one cell in points. */
  cell: number;
  gap?: number;
}

/** Total width (and height) of the drawn grid. */
export function gridSize(cell: number, gap = 6): number {
  return cell * 3 + gap * 2;
}

/** The digits a cell shows: the digit as many times as it occurs, e.g. "99". */
export function cellText(digit: Digit, count: number): string {
  return String(digit).repeat(count);
}

export function drawLoshuGrid(doc: Doc, x: number, y: number, drawing: GridDrawing): void {
  const { grid, cell, missingLabel } = drawing;
  const gap = drawing.gap ?? 6;
  GRID_LAYOUT.forEach((row, r) => {
    row.forEach((digit, c) => {
      const left = x + c * (cell + gap);
      const top = y + r * (cell + gap);
      const count = grid[digit];
      if (count > 0) drawPresentCell(doc, left, top, cell, cellText(digit, count));
      else drawMissingCell(doc, left, top, cell, digit, missingLabel);
    });
  });
}

function drawPresentCell(doc: Doc, x: number, y: number, cell: number, text: string): void {
  doc.roundedRect(x, y, cell, cell, 8).fillAndStroke(COLOURS.cream, COLOURS.indigo);
  doc.roundedRect(x + 3, y + 3, cell - 6, 4, 2).fill(COLOURS.saffron);
  const base = { ...TYPE.display, size: cell * 0.4, lineGap: 0 };
  const inner = cell - 16;
  const size = fitSize(doc, text, base, inner, cell * 0.16);
  if (size >= cell * 0.22) {
    const style = { ...base, size };
    drawText(doc, text, style, x + 8, y + (cell - size * 1.36) / 2 + 2, {
      width: inner,
      align: 'center',
      noWrap: true,
    });
    return;
  }
  // Very many repeats: two lines at a readable size.
  const half = Math.ceil(text.length / 2);
  const lines = [text.slice(0, half), text.slice(half)];
  const style = { ...base, size: fitSize(doc, lines[0]!, base, inner, 6) };
  lines.forEach((line, i) => {
    drawText(
      doc,
      line,
      style,
      x + 8,
      y + cell / 2 - style.size * 1.36 + i * style.size * 1.36 + 2,
      {
        width: inner,
        align: 'center',
        noWrap: true,
      },
    );
  });
}

function drawMissingCell(
  doc: Doc,
  x: number,
  y: number,
  cell: number,
  digit: Digit,
  label: string,
): void {
  doc.save();
  doc.roundedRect(x, y, cell, cell, 8).fill(COLOURS.white);
  doc
    .roundedRect(x + 0.5, y + 0.5, cell - 1, cell - 1, 8)
    .dash(4, { space: 3 })
    .lineWidth(1)
    .stroke(COLOURS.muted);
  doc.restore();
  const digitStyle = { ...TYPE.display, size: cell * 0.3, color: COLOURS.rule, lineGap: 0 };
  drawText(doc, String(digit), digitStyle, x, y + cell * 0.2, {
    width: cell,
    align: 'center',
    noWrap: true,
  });
  const labelStyle = { ...TYPE.small, size: Math.min(9, cell * 0.12), color: COLOURS.muted };
  const size = fitSize(doc, label, labelStyle, cell - 8, 5);
  drawText(doc, label, { ...labelStyle, size }, x + 4, y + cell * 0.66, {
    width: cell - 8,
    align: 'center',
    noWrap: true,
  });
}

/**
 * A small 3x3 diagram of one plane: its three cells filled where the digit is present, outlined
 * where it is missing; the other cells faint.
 */
export function drawPlaneIcon(
  doc: Doc,
  x: number,
  y: number,
  size: number,
  planeDigits: readonly Digit[],
  grid: LoshuGrid,
): void {
  const gap = size * 0.08;
  const cell = (size - gap * 2) / 3;
  GRID_LAYOUT.forEach((row, r) => {
    row.forEach((digit, c) => {
      const left = x + c * (cell + gap);
      const top = y + r * (cell + gap);
      if (!planeDigits.includes(digit)) {
        doc.roundedRect(left, top, cell, cell, 1.5).fill(COLOURS.cream);
      } else if (grid[digit] > 0) {
        doc.roundedRect(left, top, cell, cell, 1.5).fill(COLOURS.teal);
      } else {
        doc
          .roundedRect(left + 0.5, top + 0.5, cell - 1, cell - 1, 1.5)
          .lineWidth(1)
          .stroke(COLOURS.saffron);
      }
    });
  });
}
