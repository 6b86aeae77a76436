/**
 * 1. The cover: brand, title, the person's name, date of birth and the date generated. A newborn's
 * says it is prepared for the parents, and reads no years (its chapters of years are left out).
 */
import { drawLogo } from '../draw/logo.js';
import { fill } from '../format.js';
import { fontFor } from '../fonts.js';
import { drawMixed, drawText, fitSize, mixedWidth, textHeight } from '../layout/text.js';
import type { ReportModel } from '../model.js';
import { COLOURS, PAGE, TYPE } from '../theme.js';
import { isNewborn } from './newborn-scope.js';

type Doc = PDFKit.PDFDocument;

const PANEL_HEIGHT = 478;

/** The Lo Shu motif of the mark, large and quiet, on the indigo panel. */
function drawMotif(doc: Doc, cx: number, cy: number, step: number): void {
  doc.save();
  doc
    .circle(cx, cy, step * 0.78)
    .fillOpacity(0.22)
    .fill(COLOURS.saffron);
  doc.fillOpacity(0.16);
  for (const dy of [-1, 0, 1]) {
    for (const dx of [-1, 0, 1]) {
      if (dx === 0 && dy === 0) continue;
      doc.circle(cx + dx * step, cy + dy * step, step * 0.3).fill(COLOURS.cream);
    }
  }
  doc.fillOpacity(1);
  doc.circle(cx, cy, step * 0.4).fill(COLOURS.saffron);
  doc
    .circle(cx, cy, step * 1.9)
    .lineWidth(0.8)
    .strokeOpacity(0.25)
    .stroke(COLOURS.cream);
  doc.restore();
}

export function drawCover(doc: Doc, model: ReportModel): void {
  const copy = model.content.report;
  const newborn = isNewborn(model) ? model.content.newbornParents : null;
  const brand = model.content.site.brand;
  const left = PAGE.left;
  const width = PAGE.width - PAGE.left - PAGE.right;

  doc.rect(0, 0, PAGE.width, PAGE.height).fill(COLOURS.cream);
  doc.rect(0, 0, PAGE.width, PANEL_HEIGHT).fill(COLOURS.indigo);
  doc.rect(0, PANEL_HEIGHT, PAGE.width, 6).fill(COLOURS.saffron);
  drawMotif(doc, PAGE.width - 128, 268, 50);

  drawLogo(doc, left, 58, 34, COLOURS.cream);

  const titleWidth = 318;
  const titleStyle = { ...TYPE.display, size: 34, color: COLOURS.cream, lineGap: 2 };
  const titleTop = 196;
  const titleHeight = drawText(doc, newborn?.title ?? copy.title, titleStyle, left, titleTop, {
    width: titleWidth,
  });
  doc.rect(left, titleTop + titleHeight + 18, 48, 3).fill(COLOURS.saffron);
  drawText(
    doc,
    newborn?.coverNote ?? copy.coverNote,
    { ...TYPE.lead, color: COLOURS.cream },
    left,
    titleTop + titleHeight + 36,
    {
      width: titleWidth,
    },
  );

  // The person.
  let y = PANEL_HEIGHT + 62;
  y += drawText(
    doc,
    (newborn?.preparedFor ?? copy.preparedFor).toLocaleUpperCase(),
    TYPE.label,
    left,
    y,
    { width },
  );
  // As large as fits on one line, down to 18 pt; a very long name may take two lines at 15 pt.
  // The name may be in any script: drawMixed prints each script in a face that has it.
  const nameStyle = { ...TYPE.display, size: 30, font: fontFor('serif', model.name) };
  const oneLine = fitSize(doc, model.name, nameStyle, width, 18, mixedWidth);
  const fitted = {
    ...nameStyle,
    size: mixedWidth(doc, model.name, { ...nameStyle, size: oneLine }) <= width ? oneLine : 15,
  };
  y += 6;
  y += drawMixed(doc, model.name, fitted, left, y, { width });
  y += 30;

  const facts: Array<[string, string]> = [
    [copy.dateOfBirth, model.dobText],
    [copy.generatedOn, model.generatedText],
    ...(newborn
      ? []
      : [
          [
            copy.yearsRead,
            fill(copy.yearsReadValue, { first: model.years[0].year, last: model.years[2].year }),
          ] as [string, string],
        ]),
  ];
  const columnWidth = (width - 24 * (facts.length - 1)) / facts.length;
  let factsBottom = y;
  facts.forEach(([label, value], i) => {
    const x = left + i * (columnWidth + 24);
    doc.rect(x, y, columnWidth, 0.8).fill(COLOURS.rule);
    const labelHeight = drawText(doc, label.toLocaleUpperCase(), TYPE.label, x, y + 12, {
      width: columnWidth,
    });
    const valueHeight = drawText(
      doc,
      value,
      { ...TYPE.heading, size: 14, color: COLOURS.ink },
      x,
      y + 12 + labelHeight + 5,
      {
        width: columnWidth,
      },
    );
    factsBottom = Math.max(factsBottom, y + 12 + labelHeight + 5 + valueHeight);
  });
  // From October the years begin with the coming one: said on the cover, not left to surprise.
  if (model.startsNextYear && !newborn)
    drawText(
      doc,
      fill(copy.comingYearNote, { year: model.madeInYear, next: model.years[0].year }),
      TYPE.small,
      left,
      factsBottom + 18,
      { width },
    );

  const footer = `${brand.name}  ·  ${brand.tagline}`;
  const footerHeight = textHeight(doc, footer, TYPE.small, { width });
  drawText(doc, footer, TYPE.small, left, PAGE.height - 56 - footerHeight, { width });
}
