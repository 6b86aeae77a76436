/** 2. The contents page, drawn once every section's first page is known. */
import type { SectionStart } from '../layout/section.js';
import { drawText, textHeight, textWidth } from '../layout/text.js';
import { COLOURS, PAGE, TYPE } from '../theme.js';

type Doc = PDFKit.PDFDocument;

export function drawContents(doc: Doc, title: string, sections: readonly SectionStart[]): void {
  const left = PAGE.left;
  const width = PAGE.width - PAGE.left - PAGE.right;
  let y = PAGE.top;
  y += drawText(doc, title, TYPE.title, left, y + 26, { width }) + 26;
  doc.rect(left, y + 14, 48, 3).fill(COLOURS.saffron);
  y += 44;

  const numberWidth = 34;
  const pageWidth = 36;
  const entryStyle = { ...TYPE.body, size: 11.5 };
  for (const section of sections) {
    const page = String(section.page + 1);
    const titleWidth = width - numberWidth - pageWidth - 16;
    const height = Math.max(textHeight(doc, section.title, entryStyle, { width: titleWidth }), 16);
    drawText(
      doc,
      String(section.number).padStart(2, '0'),
      { ...TYPE.subheading, color: COLOURS.saffron },
      left,
      y,
      {
        width: numberWidth,
        noWrap: true,
      },
    );
    drawText(doc, section.title, entryStyle, left + numberWidth, y, {
      width: titleWidth,
      goTo: section.id,
    });
    // Dotted leader from the end of the title's last line to the page number.
    const lastLineWidth = Math.min(textWidth(doc, section.title, entryStyle), titleWidth);
    const leaderStart = left + numberWidth + (height > 20 ? 0 : lastLineWidth) + 8;
    const leaderEnd = left + width - pageWidth - 4;
    const baseline = y + height - 4;
    if (leaderEnd > leaderStart) {
      doc.save();
      doc
        .moveTo(leaderStart, baseline)
        .lineTo(leaderEnd, baseline)
        .dash(1, { space: 3 })
        .lineWidth(0.8)
        .stroke(COLOURS.rule);
      doc.restore();
    }
    drawText(doc, page, { ...TYPE.bodyBold, size: 11.5 }, left + width - pageWidth, y, {
      width: pageWidth,
      align: 'right',
      noWrap: true,
      goTo: section.id,
    });
    y += height + 14;
  }
}
