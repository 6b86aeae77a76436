/** The running header and the page numbers, drawn on every page after the cover. */
import { drawMark } from '../draw/logo.js';
import { COLOURS, PAGE, TYPE } from '../theme.js';
import { drawMixed, drawText, fitSize, mixedWidth, truncate } from './text.js';

export interface Chrome {
  brand: string;
  /** The person's name, in the footer. */
  name: string;
  /** Title of the section on each page (by page index). */
  titleOfPage: (page: number) => string | undefined;
  /** "Page 3 of 20". */
  pageLabel: (page: number, pages: number) => string;
}

export function drawChrome(doc: PDFKit.PDFDocument, chrome: Chrome): void {
  const { count } = doc.bufferedPageRange();
  const width = PAGE.width - PAGE.left - PAGE.right;
  const nameWidth = width / 2 - 12;
  // A long name gets smaller, then cut short with an ellipsis: the footer keeps one line.
  const nameStyle = {
    ...TYPE.chrome,
    size: fitSize(doc, chrome.name, TYPE.chrome, nameWidth, 6.5, mixedWidth),
  };
  const name = truncate(doc, chrome.name, nameStyle, nameWidth, '…', mixedWidth);
  for (let page = 1; page < count; page += 1) {
    doc.switchToPage(page);
    const headerY = PAGE.headerY;
    drawMark(doc, PAGE.left, headerY - 2, 14);
    drawText(
      doc,
      chrome.brand,
      { ...TYPE.chrome, font: 'sansBold', color: COLOURS.indigo },
      PAGE.left + 20,
      headerY,
      {
        width: 160,
        noWrap: true,
      },
    );
    const title = chrome.titleOfPage(page);
    if (title) {
      drawText(doc, title, TYPE.chrome, PAGE.left + 180, headerY, {
        width: width - 180,
        align: 'right',
        noWrap: true,
      });
    }
    doc.rect(PAGE.left, headerY + 18, width, 0.6).fill(COLOURS.rule);

    const footerY = PAGE.footerY;
    doc.rect(PAGE.left, footerY - 10, width, 0.6).fill(COLOURS.rule);
    drawMixed(doc, name, nameStyle, PAGE.left, footerY, { width: nameWidth + 1, noWrap: true });
    drawText(doc, chrome.pageLabel(page + 1, count), TYPE.chrome, PAGE.left + width / 2, footerY, {
      width: width / 2,
      align: 'right',
      noWrap: true,
    });
  }
}
