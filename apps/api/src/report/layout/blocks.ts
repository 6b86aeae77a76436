/** Layout primitives: the blocks every section is built from. */
import { splitText } from '@ankvidya/numerology-core';
import { COLOURS, SPACE, TYPE, type TextStyle } from '../theme.js';
import type { Block, Frame } from './flow.js';
import { drawText, textHeight } from './text.js';

interface BlockOptions {
  spaceBefore?: number;
  keepWithNext?: boolean;
  pageBreakBefore?: boolean;
  placed?: Block['placed'];
}

function withOptions(block: Block, options: BlockOptions): Block {
  return { ...block, ...options };
}

/** One paragraph, kept whole. */
export function paragraph(
  text: string,
  style: TextStyle = TYPE.body,
  options: BlockOptions & { indent?: number } = {},
): Block {
  const indent = options.indent ?? 0;
  return withOptions(
    {
      height: ({ doc, width }) => textHeight(doc, text, style, { width: width - indent }),
      draw: ({ doc, x, width }, y) => {
        drawText(doc, text, style, x + indent, y, { width: width - indent });
      },
      spaceBefore: SPACE.paragraph,
    },
    options,
  );
}

/** A long text split into paragraphs of whole sentences (numerology-core's splitText). */
export function paragraphs(
  text: string,
  style: TextStyle = TYPE.body,
  options: BlockOptions & { indent?: number } = {},
): Block[] {
  return splitText(text).map((chunk, i) =>
    paragraph(chunk, style, { ...options, ...(i > 0 ? { spaceBefore: SPACE.paragraph } : {}) }),
  );
}

/** A heading that always stays with the block after it. */
export function heading(
  text: string,
  style: TextStyle = TYPE.heading,
  options: BlockOptions = {},
): Block {
  return paragraph(text, style, {
    spaceBefore: SPACE.beforeHeading,
    keepWithNext: true,
    ...options,
  });
}

/** A small uppercase-looking label (e.g. "STRENGTHS") kept with what follows. */
export function label(text: string, options: BlockOptions = {}): Block {
  return paragraph(text.toLocaleUpperCase(), TYPE.label, {
    spaceBefore: SPACE.beforeSubheading,
    keepWithNext: true,
    ...options,
  });
}

const BULLET_INDENT = 16;

/** One block per item, so a list can continue on the next page between items. */
export function bullets(
  items: readonly string[],
  style: TextStyle = TYPE.body,
  colour: string = COLOURS.saffron,
): Block[] {
  return items.map((item, i) => ({
    spaceBefore: i === 0 ? SPACE.afterHeading : SPACE.list,
    height: ({ doc, width }) => textHeight(doc, item, style, { width: width - BULLET_INDENT }),
    draw: ({ doc, x, width }, y) => {
      const middle = y + style.size * 0.72;
      doc.circle(x + 4.5, middle, 2.3).fill(colour);
      drawText(doc, item, style, x + BULLET_INDENT, y, { width: width - BULLET_INDENT });
    },
  }));
}

/** A row with a label in a left column and text beside it. */
export function labelledRow(
  rowLabel: string,
  text: string,
  options: BlockOptions & {
    labelWidth?: number;
    labelStyle?: TextStyle;
    textStyle?: TextStyle;
  } = {},
): Block {
  const labelWidth = options.labelWidth ?? 120;
  const labelStyle = options.labelStyle ?? TYPE.smallBold;
  const textStyle = options.textStyle ?? TYPE.body;
  const gap = 14;
  return withOptions(
    {
      spaceBefore: SPACE.paragraph,
      height: ({ doc, width }) =>
        Math.max(
          textHeight(doc, rowLabel, labelStyle, { width: labelWidth }),
          textHeight(doc, text, textStyle, { width: width - labelWidth - gap }),
        ),
      draw: ({ doc, x, width }, y) => {
        // Line the label's first baseline up with the text's.
        const shift = (textStyle.size - labelStyle.size) * 0.8;
        drawText(doc, rowLabel, labelStyle, x, y + Math.max(0, shift), { width: labelWidth });
        drawText(doc, text, textStyle, x + labelWidth + gap, y, {
          width: width - labelWidth - gap,
        });
      },
    },
    options,
  );
}

/** Empty space. */
export function spacer(height: number): Block {
  return { height: () => height, draw: () => undefined, spaceBefore: 0 };
}

/** A thin horizontal line. */
export function rule(options: BlockOptions & { colour?: string } = {}): Block {
  return withOptions(
    {
      spaceBefore: SPACE.block,
      height: () => 1,
      draw: ({ doc, x, width }, y) => {
        doc
          .moveTo(x, y + 0.5)
          .lineTo(x + width, y + 0.5)
          .lineWidth(0.6)
          .stroke(options.colour ?? COLOURS.rule);
      },
    },
    options,
  );
}

/** A drawing of fixed height. */
export function figure(
  height: number,
  draw: (frame: Frame, y: number) => void,
  options: BlockOptions = {},
): Block {
  return withOptions({ spaceBefore: SPACE.block, height: () => height, draw }, options);
}

/** A block of measured height drawn by a function (cards, panels). */
export function custom(
  height: (frame: Frame) => number,
  draw: (frame: Frame, y: number) => void,
  options: BlockOptions = {},
): Block {
  return withOptions({ spaceBefore: SPACE.block, height, draw }, options);
}

/** Two labelled lists side by side (e.g. strengths and challenges), kept together. */
export function listColumns(
  columns: readonly [
    { title: string; items: readonly string[] },
    { title: string; items: readonly string[] },
  ],
  options: BlockOptions = {},
): Block {
  const gap = 24;
  const style = TYPE.body;
  const columnWidth = (width: number) => (width - gap) / 2;
  const measure = (doc: PDFKit.PDFDocument, width: number, column: (typeof columns)[number]) =>
    textHeight(doc, column.title.toLocaleUpperCase(), TYPE.label, { width: columnWidth(width) }) +
    column.items.reduce(
      (sum, item) =>
        sum +
        SPACE.list +
        textHeight(doc, item, style, { width: columnWidth(width) - BULLET_INDENT }),
      SPACE.afterHeading - SPACE.list,
    );
  return withOptions(
    {
      spaceBefore: SPACE.beforeSubheading,
      height: ({ doc, width }) => Math.max(...columns.map((column) => measure(doc, width, column))),
      draw: ({ doc, x, width }, y) => {
        columns.forEach((column, c) => {
          const left = x + c * (columnWidth(width) + gap);
          let cursor = y;
          cursor += drawText(doc, column.title.toLocaleUpperCase(), TYPE.label, left, cursor, {
            width: columnWidth(width),
          });
          cursor += SPACE.afterHeading - SPACE.list;
          for (const item of column.items) {
            cursor += SPACE.list;
            doc
              .circle(left + 4.5, cursor + style.size * 0.72, 2.3)
              .fill(c === 0 ? COLOURS.teal : COLOURS.saffron);
            cursor += drawText(doc, item, style, left + BULLET_INDENT, cursor, {
              width: columnWidth(width) - BULLET_INDENT,
            });
          }
        });
      },
    },
    options,
  );
}

/** Label and value rows on a cream panel, kept together (e.g. lucky colours, days and numbers). */
export function factTable(
  rows: ReadonlyArray<readonly [string, string]>,
  options: BlockOptions & { labelWidth?: number } = {},
): Block {
  const pad = 11;
  const rowGap = 7;
  const labelWidth = options.labelWidth ?? 130;
  const valueWidth = (width: number) => width - pad * 2 - labelWidth;
  const rowHeight = (
    doc: PDFKit.PDFDocument,
    width: number,
    [label, value]: readonly [string, string],
  ) =>
    Math.max(
      textHeight(doc, label, TYPE.smallBold, { width: labelWidth - 10 }),
      textHeight(doc, value, TYPE.body, { width: valueWidth(width) }),
    );
  const height = (doc: PDFKit.PDFDocument, width: number) =>
    rows.reduce((sum, row) => sum + rowHeight(doc, width, row), 0) +
    rowGap * (rows.length - 1) +
    pad * 2;
  return withOptions(
    {
      spaceBefore: SPACE.block,
      height: ({ doc, width }) => height(doc, width),
      draw: ({ doc, x, width }, y) => {
        doc.roundedRect(x, y, width, height(doc, width), 10).fill(COLOURS.cream);
        let cursor = y + pad;
        rows.forEach((row, i) => {
          if (i > 0) {
            doc.rect(x + pad, cursor - rowGap / 2 - 0.3, width - pad * 2, 0.6).fill(COLOURS.rule);
          }
          drawText(doc, row[0], TYPE.smallBold, x + pad, cursor + 1.5, { width: labelWidth - 10 });
          drawText(doc, row[1], TYPE.body, x + pad + labelWidth, cursor, {
            width: valueWidth(width),
          });
          cursor += rowHeight(doc, width, row) + rowGap;
        });
      },
    },
    options,
  );
}

/**
 * A text on a cream panel with a saffron edge (a side note, the disclaimer), kept whole; several
 * texts share one panel, each starting its own paragraph.
 */
export function note(
  text: string | readonly string[],
  style: TextStyle = TYPE.small,
  options: BlockOptions = {},
): Block {
  const pad = 14;
  const edge = 5;
  const chunks = (typeof text === 'string' ? [text] : text).flatMap((t) => splitText(t));
  const innerWidth = (width: number) => width - pad * 2 - edge;
  const heights = (doc: PDFKit.PDFDocument, width: number) =>
    chunks.map((chunk) => textHeight(doc, chunk, style, { width: innerWidth(width) }));
  const height = (doc: PDFKit.PDFDocument, width: number) =>
    heights(doc, width).reduce((sum, h, i) => sum + h + (i > 0 ? SPACE.paragraph : 0), 0) + pad * 2;
  return withOptions(
    {
      spaceBefore: SPACE.block,
      height: ({ doc, width }) => height(doc, width),
      draw: ({ doc, x, width }, y) => {
        const total = height(doc, width);
        doc.save();
        doc.roundedRect(x, y, width, total, 10).clip();
        doc.rect(x, y, width, total).fill(COLOURS.cream);
        doc.rect(x, y, edge, total).fill(COLOURS.saffron);
        doc.restore();
        let cursor = y + pad;
        heights(doc, width).forEach((h, i) => {
          drawText(doc, chunks[i]!, style, x + edge + pad, cursor, { width: innerWidth(width) });
          cursor += h + SPACE.paragraph;
        });
      },
    },
    options,
  );
}
