/** Section headings that start a page, and the record of where each section starts. */
import { COLOURS, SPACE, TYPE } from '../theme.js';
import type { Block } from './flow.js';
import { drawText, textHeight } from './text.js';

export interface SectionStart {
  /** Destination name for links from the contents page. */
  id: string;
  number: number;
  title: string;
  /** 0-based page index. */
  page: number;
}

/** Collects section starts as the flow places them, for the contents page and running headers. */
export class SectionIndex {
  readonly starts: SectionStart[] = [];

  /** The title of the section a page belongs to, if any. */
  titleOfPage(page: number): string | undefined {
    let title: string | undefined;
    for (const start of this.starts) if (start.page <= page) title = start.title;
    return title;
  }
}

const NUMBER_STYLE = { ...TYPE.heading, size: 13, color: COLOURS.saffron, lineGap: 0 };

/** "03" and the section's title, on a new page; records where it landed. */
export function sectionTitle(
  index: SectionIndex,
  id: string,
  number: number,
  title: string,
): Block {
  const numberText = String(number).padStart(2, '0');
  return {
    pageBreakBefore: true,
    keepWithNext: true,
    spaceBefore: 0,
    height: ({ doc, width }) =>
      26 + textHeight(doc, title, TYPE.title, { width }) + SPACE.afterHeading,
    placed: (page) => {
      index.starts.push({ id, number, title, page });
    },
    draw: ({ doc, x, width }, y) => {
      // A target for the contents page's links, and a bookmark in the viewer's side bar; pdfkit
      // puts both on the current page, which the flow has just made the section's first.
      doc.addNamedDestination(id, 'XYZ', 0, y - 20, null);
      doc.outline.addItem(title);
      drawText(doc, numberText, NUMBER_STYLE, x, y, { width: 40, noWrap: true });
      doc
        .moveTo(x + 30, y + 8)
        .lineTo(x + width, y + 8)
        .lineWidth(0.8)
        .stroke(COLOURS.saffron);
      drawText(doc, title, TYPE.title, x, y + 26, { width });
    },
  };
}
