/** A table with a header row; each row is its own block, so a long table continues overleaf. */
import { COLOURS, SPACE, TYPE, type TextStyle } from '../theme.js';
import type { Block } from './flow.js';
import { drawText, textHeight } from './text.js';

export interface TableColumn {
  title: string;
  /** Share of the width, e.g. 0.2. */
  share: number;
  style?: TextStyle;
}

const PAD_X = 6;
const PAD_Y = 5;

function widths(columns: readonly TableColumn[], width: number): number[] {
  const total = columns.reduce((sum, c) => sum + c.share, 0);
  return columns.map((c) => (width * c.share) / total);
}

function row(
  cells: readonly string[],
  columns: readonly TableColumn[],
  look: { fill?: string; style?: TextStyle; spaceBefore: number; keepWithNext?: boolean },
): Block {
  const styleOf = (i: number) => look.style ?? columns[i]!.style ?? TYPE.small;
  const height = (doc: PDFKit.PDFDocument, width: number) => {
    const ws = widths(columns, width);
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
      widths(columns, width).forEach((w, i) => {
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
 * that starts a page has the header drawn again above it.
 */
export function table(
  columns: readonly TableColumn[],
  rows: readonly (readonly string[])[],
  options: { spaceBefore?: number } = {},
): Block[] {
  const header = (spaceBefore: number) =>
    row(
      columns.map((c) => c.title.toLocaleUpperCase()),
      columns,
      { fill: COLOURS.cream, style: TYPE.label, spaceBefore, keepWithNext: true },
    );
  const repeatedHeader = header(0);
  return [
    header(options.spaceBefore ?? SPACE.block),
    ...rows.map((cells) => ({ ...row(cells, columns, { spaceBefore: 0 }), repeatedHeader })),
  ];
}
