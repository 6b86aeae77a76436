/** A table with a header row; each row is its own block, so a long table continues overleaf. */
import { COLOURS, SPACE, TYPE, type TextStyle } from '../theme.js';
import type { Block } from './flow.js';
import { drawText, textHeight, textWidth } from './text.js';

export interface TableColumn {
  title: string;
  /** Share of the width, e.g. 0.2. */
  share: number;
  style?: TextStyle;
}

const PAD_X = 6;
const PAD_Y = 5;

function shareWidths(columns: readonly TableColumn[], width: number): number[] {
  const total = columns.reduce((sum, c) => sum + c.share, 0);
  return columns.map((c) => (width * c.share) / total);
}

/** Column widths at a table width; the same for every row of one table. */
type Widths = (doc: PDFKit.PDFDocument, width: number) => number[];

/**
 * The columns' shares of the width, except that a column too narrow for its longest word takes
 * the room from the column with the most to spare, so no word is cut letter by letter
 * ("Septembe / r" in the month table).
 */
function fittedWidths(
  columns: readonly TableColumn[],
  rows: readonly (readonly string[])[],
  header: TextStyle,
): Widths {
  const known = new Map<number, number[]>();
  return (doc, width) => {
    const cached = known.get(width);
    if (cached) return cached;
    const widths = shareWidths(columns, width);
    const least = columns.map((column, i) => {
      const words = [
        ...column.title
          .toLocaleUpperCase()
          .split(/\s+/)
          .map((word) => [word, header] as const),
        ...rows.flatMap((cells) =>
          (cells[i] ?? '').split(/\s+/).map((word) => [word, column.style ?? TYPE.small] as const),
        ),
      ];
      return Math.max(
        0,
        ...words.filter(([word]) => word).map(([word, style]) => textWidth(doc, word, style)),
      );
    });
    widths.forEach((w, i) => {
      const lacking = least[i]! + PAD_X * 2 - w;
      if (lacking <= 0) return;
      const spare = widths.map((other, j) => (j === i ? 0 : other - least[j]! - PAD_X * 2));
      const donor = spare.indexOf(Math.max(...spare));
      const given = Math.min(lacking, Math.max(0, spare[donor]!));
      widths[donor] = widths[donor]! - given;
      widths[i] = w + given;
    });
    known.set(width, widths);
    return widths;
  };
}

function row(
  cells: readonly string[],
  columns: readonly TableColumn[],
  widths: Widths,
  look: { fill?: string; style?: TextStyle; spaceBefore: number; keepWithNext?: boolean },
): Block {
  const styleOf = (i: number) => look.style ?? columns[i]!.style ?? TYPE.small;
  const height = (doc: PDFKit.PDFDocument, width: number) => {
    const ws = widths(doc, width);
    return (
      Math.max(
        ...cells.map((cell, i) => textHeight(doc, cell, styleOf(i), { width: ws[i]! - PAD_X * 2 })),
      ) +
      PAD_Y * 2
    );
  };
  return {
    spaceBefore: look.spaceBefore,
    keepWithNext: look.keepWithNext,
    height: ({ doc, width }) => height(doc, width),
    draw: ({ doc, x, width }, y) => {
      const h = height(doc, width);
      if (look.fill) doc.rect(x, y, width, h).fill(look.fill);
      doc
        .moveTo(x, y + h)
        .lineTo(x + width, y + h)
        .lineWidth(0.5)
        .stroke(COLOURS.rule);
      let left = x;
      widths(doc, width).forEach((w, i) => {
        drawText(doc, cells[i] ?? '', styleOf(i), left + PAD_X, y + PAD_Y, {
          width: w - PAD_X * 2,
        });
        left += w;
      });
    },
  };
}

/**
 * The header stays with the first row; rows may break between them, never inside one, and a row
 * that starts a page has the header drawn again above it. The last row is never alone overleaf
 * under a repeated header (a remedy table's "One small act" stood alone at the top of a page):
 * the row before it goes with it.
 */
export function table(
  columns: readonly TableColumn[],
  rows: readonly (readonly string[])[],
  options: { spaceBefore?: number } = {},
): Block[] {
  const widths = fittedWidths(columns, rows, TYPE.label);
  const header = (spaceBefore: number) =>
    row(
      columns.map((c) => c.title.toLocaleUpperCase()),
      columns,
      widths,
      { fill: COLOURS.cream, style: TYPE.label, spaceBefore, keepWithNext: true },
    );
  const repeatedHeader = header(0);
  return [
    header(options.spaceBefore ?? SPACE.block),
    ...rows.map((cells, i) => ({
      ...row(cells, columns, widths, { spaceBefore: 0, keepWithNext: i === rows.length - 2 }),
      repeatedHeader,
    })),
  ];
}
