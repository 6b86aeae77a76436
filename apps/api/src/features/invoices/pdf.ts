/**
 * Draws an invoice or credit note on one A4 page, with the report's fonts, colours and logo, in
 * the language of the report it was issued for. Everything printed comes from the issued record,
 * so the same document prints the same on any day.
 */
import { getContent, type ContentBundle } from '@ankvidya/content';
import type { InvoiceRecord } from '../../ports/invoices.js';
import { drawLogo } from '../../report/draw/logo.js';
import { calendarDate, fill, formatDate } from '../../report/format.js';
import { createDocument, finish } from '../../report/layout/document.js';
import { drawMixed, drawText } from '../../report/layout/text.js';
import { COLOURS, TYPE, type TextStyle } from '../../report/theme.js';
import { SAC_CODE, taxSplitOf } from './tax.js';
import { amountInWords } from './words.js';

type Doc = PDFKit.PDFDocument;

const LEFT = 56;
const RIGHT = 595.28 - 56;
const WIDTH = RIGHT - LEFT;
const COLUMN = WIDTH / 2 - 12;

/** "₹499.00": Western digits in both languages, Indian digit grouping. */
export function rupees(paise: number): string {
  return `₹${(paise / 100).toLocaleString('en-IN', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })}`;
}

/** The date an instant falls on in India. */
export function issueDate(record: Pick<InvoiceRecord, 'locale'>, at: string): string {
  return formatDate(record.locale, calendarDate(new Date(at), 'Asia/Kolkata'));
}

/** "Delhi (state code 07)", the name as the document's language writes it. */
function stateLine(content: ContentBundle, code: string): string {
  const states: Readonly<Record<string, string>> = content.places.states;
  return fill(content.invoice.stateWithCode, { state: states[code] ?? code, code });
}

function titleOf(texts: ContentBundle['invoice'], record: InvoiceRecord): string {
  if (record.kind === 'credit_note') return texts.titles.creditNote;
  return record.seller.gstin ? texts.titles.taxInvoice : texts.titles.invoice;
}

/** Label over value, as the blocks at the top print them; returns the height. */
function field(doc: Doc, label: string, value: string, x: number, y: number, width: number) {
  const top = drawText(doc, label, TYPE.label, x, y, { width });
  return top + 2 + drawMixed(doc, value, TYPE.body, x, y + top + 2, { width });
}

const ROW: TextStyle = { ...TYPE.body, lineGap: 2 };

/** One line of the totals: label on the left of the amount column, amount right-aligned. */
function totalLine(doc: Doc, label: string, amount: string, y: number, style: TextStyle) {
  const labelX = LEFT + WIDTH * 0.45;
  drawText(doc, label, style, labelX, y, { width: WIDTH * 0.35 });
  return drawText(doc, amount, style, RIGHT - 110, y, { width: 110, align: 'right' });
}

/** The document's PDF; the same record always gives the same pages (dated when issued). */
export async function renderInvoicePdf(record: InvoiceRecord): Promise<Buffer> {
  const content = getContent(record.locale);
  const texts = content.invoice;
  const { seller, buyer } = record;
  const title = titleOf(texts, record);
  const doc = createDocument({
    title: `${title} ${record.number}`,
    author: seller.legalName,
    subject: title,
    createdAt: new Date(record.issuedAt),
    lang: record.locale,
  });
  doc.addPage({ size: 'A4', margin: 0 });
  doc.rect(0, 0, doc.page.width, doc.page.height).fill(COLOURS.white);

  let y = 48;
  drawLogo(doc, LEFT, y, 30);
  drawText(doc, title, TYPE.title, LEFT + WIDTH / 2, y - 2, { width: WIDTH / 2, align: 'right' });
  y += 46;

  if (seller.sample) {
    const height = drawText(doc, texts.sample, TYPE.smallBold, LEFT + 10, y + 8, {
      width: WIDTH - 20,
    });
    doc
      .rect(LEFT, y, WIDTH, height + 16)
      .fillOpacity(0.6)
      .fill(COLOURS.saffronTint)
      .fillOpacity(1);
    drawText(doc, texts.sample, TYPE.smallBold, LEFT + 10, y + 8, { width: WIDTH - 20 });
    y += height + 28;
  }

  // The seller on the left, the document's own details on the right.
  const top = y;
  let left = top;
  left += drawText(doc, texts.soldBy, TYPE.label, LEFT, left, { width: COLUMN }) + 3;
  left += drawMixed(doc, seller.legalName, TYPE.bodyBold, LEFT, left, { width: COLUMN }) + 2;
  if (seller.tradeName && seller.tradeName !== seller.legalName)
    left += drawMixed(doc, seller.tradeName, TYPE.body, LEFT, left, { width: COLUMN }) + 2;
  left += drawMixed(doc, seller.address, TYPE.body, LEFT, left, { width: COLUMN }) + 2;
  left += drawText(doc, stateLine(content, seller.stateCode), TYPE.body, LEFT, left, {
    width: COLUMN,
  });
  left += 2;
  const gstin = seller.gstin ? `${texts.gstin}: ${seller.gstin}` : texts.notRegistered;
  left += drawText(doc, gstin, TYPE.bodyBold, LEFT, left, { width: COLUMN }) + 2;
  left += drawText(doc, seller.email, TYPE.body, LEFT, left, { width: COLUMN });

  const split = taxSplitOf(record);
  const x = LEFT + WIDTH / 2 + 12;
  const details: Array<[string, string]> = [
    [record.kind === 'invoice' ? texts.invoiceNumber : texts.creditNoteNumber, record.number],
    [texts.date, issueDate(record, record.issuedAt)],
  ];
  if (record.kind === 'credit_note') {
    const invoice = record.against;
    if (invoice)
      details.push([
        texts.againstInvoice,
        fill(texts.againstInvoiceValue, {
          number: invoice.number,
          date: issueDate(record, invoice.issuedAt),
        }),
      ]);
    details.push([texts.reason, texts.reasonRefund]);
  }
  details.push([texts.placeOfSupply, stateLine(content, split.placeOfSupply)]);
  details.push([texts.paymentId, record.paymentId]);
  let right = top;
  for (const [label, value] of details) right += field(doc, label, value, x, right, COLUMN) + 8;
  y = Math.max(left, right) + 18;

  // The buyer.
  y += drawText(doc, texts.billedTo, TYPE.label, LEFT, y, { width: WIDTH }) + 3;
  y += drawMixed(doc, buyer.name || buyer.email, TYPE.bodyBold, LEFT, y, { width: WIDTH }) + 2;
  y += drawText(doc, buyer.email, TYPE.body, LEFT, y, { width: WIDTH });
  if (buyer.stateCode)
    y +=
      2 +
      drawText(doc, stateLine(content, buyer.stateCode), TYPE.body, LEFT, y, {
        width: WIDTH,
      });
  y += 24;

  // The one line of the supply.
  const sacX = LEFT + WIDTH * 0.62;
  const head = TYPE.smallBold;
  doc.rect(LEFT, y, WIDTH, 22).fill(COLOURS.indigoTint);
  drawText(doc, texts.columns.description, head, LEFT + 8, y + 6, { width: WIDTH * 0.55 });
  drawText(doc, texts.columns.sac, head, sacX, y + 6, { width: 80 });
  drawText(doc, texts.columns.amount, head, RIGHT - 118, y + 6, { width: 110, align: 'right' });
  y += 30;
  const description = fill(texts.description, { name: record.reportName });
  const rowHeight = drawMixed(doc, description, ROW, LEFT + 8, y, { width: WIDTH * 0.55 - 8 });
  drawText(doc, SAC_CODE, ROW, sacX, y, { width: 80 });
  drawText(doc, rupees(split.taxable), ROW, RIGHT - 118, y, { width: 110, align: 'right' });
  y += rowHeight + 10;
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.6).strokeColor(COLOURS.rule).stroke();
  y += 10;

  // Totals, then the amount in words.
  if (split.registered) {
    y += totalLine(doc, texts.taxableValue, rupees(split.taxable), y, ROW) + 6;
    for (const line of split.taxes) {
      const label = fill(texts.taxLine, { tax: line.tax, rate: line.ratePercent });
      y += totalLine(doc, label, rupees(line.amount), y, ROW) + 6;
    }
  }
  const totalLabel =
    record.kind === 'credit_note'
      ? texts.totalCredited
      : split.registered
        ? texts.total
        : texts.totalNoTax;
  y += 2;
  y += totalLine(doc, totalLabel, rupees(split.total), y, TYPE.bodyBold) + 18;
  y += drawText(doc, texts.amountInWords, TYPE.label, LEFT, y, { width: WIDTH }) + 3;
  y += drawText(doc, amountInWords(split.total, texts.words), TYPE.body, LEFT, y, {
    width: WIDTH,
  });
  y += 28;

  // What the rules ask a document to say.
  const notes = [split.registered ? texts.reverseCharge : texts.noGst, texts.computerGenerated];
  for (const note of notes) y += drawText(doc, note, TYPE.small, LEFT, y, { width: WIDTH }) + 4;

  return finish(doc);
}
