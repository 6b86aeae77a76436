/** Suitable occupations, and lucky colours, days, numbers, metal and gemstone. */
import { luckyTimes } from '@ankvidya/numerology-core';
import type { Occupation } from '@ankvidya/content';
import { fill } from '../format.js';
import type { Block } from '../layout/flow.js';
import { custom, factTable, heading, note, paragraph, paragraphs } from '../layout/blocks.js';
import { drawText, textHeight } from '../layout/text.js';
import { asDigit, type ReportModel } from '../model.js';
import { COLOURS, SPACE, TYPE } from '../theme.js';
import type { Section } from './types.js';

const GAP = 22;

/** One row of two occupations, so the list can continue on the next page between rows. */
function occupationRow(items: readonly Occupation[]): Block {
  const columnWidth = (width: number) => (width - GAP) / 2;
  const itemHeight = (doc: PDFKit.PDFDocument, width: number, item: Occupation) =>
    textHeight(doc, item.title, TYPE.bodyBold, { width: columnWidth(width) - 10 }) +
    2 +
    textHeight(doc, item.why, TYPE.small, { width: columnWidth(width) - 10 });
  return custom(
    ({ doc, width }) => Math.max(...items.map((item) => itemHeight(doc, width, item))),
    ({ doc, x, width }, y) => {
      items.forEach((item, i) => {
        const left = x + i * (columnWidth(width) + GAP);
        doc.rect(left, y + 2, 2.5, itemHeight(doc, width, item) - 3).fill(COLOURS.saffron);
        const titleHeight = drawText(doc, item.title, TYPE.bodyBold, left + 10, y, {
          width: columnWidth(width) - 10,
        });
        drawText(doc, item.why, TYPE.small, left + 10, y + titleHeight + 2, {
          width: columnWidth(width) - 10,
        });
      });
    },
    { spaceBefore: 12 },
  );
}

function occupationBlocks(
  model: ReportModel,
  label: string,
  number: number,
  first: boolean,
): Block[] {
  const text = model.content.occupations[asDigit(number)];
  const rows: Occupation[][] = [];
  for (let i = 0; i < text.items.length; i += 2) rows.push(text.items.slice(i, i + 2));
  return [
    heading(fill(model.content.report.occupations.basis, { label, number }), TYPE.heading, {
      spaceBefore: first ? SPACE.block : SPACE.beforeHeading + 10,
    }),
    ...paragraphs(text.intro, TYPE.body, { spaceBefore: SPACE.afterHeading, keepWithNext: true }),
    ...rows.map((row, i) => ({
      ...occupationRow(row),
      ...(i === 0 ? { spaceBefore: SPACE.block } : {}),
    })),
  ];
}

export const occupationsSection: Section = {
  id: 'occupations',
  blocks: (model) => {
    const { analysis, content } = model;
    const copy = content.report.occupations;
    const names = content.ui.numberNames;
    const psychic = asDigit(analysis.psychicNumber);
    const attributes = content.attributes[psychic];
    const lucky = luckyTimes(psychic);
    const gemName = `${attributes.gem.name} (${attributes.gem.localName})`;
    const lists = [
      ...occupationBlocks(model, names.psychicNumber.name, psychic, true),
      ...(analysis.lifePathNumber === psychic
        ? []
        : occupationBlocks(model, names.lifePathNumber.name, analysis.lifePathNumber, false)),
    ];
    return [
      ...lists,
      heading(copy.lucky, TYPE.heading, { spaceBefore: SPACE.beforeHeading + 10 }),
      paragraph(fill(copy.luckyBasis, { number: psychic, planet: attributes.planet }), TYPE.body, {
        spaceBefore: SPACE.afterHeading,
        keepWithNext: true,
      }),
      factTable([
        // No element here: these rows follow the Vedic planet, and the Lo Shu element (1 Water)
        // beside the Sun would mix two traditions without a word of which is which.
        [copy.planet, attributes.planet],
        [copy.colours, attributes.luckyColours.join(', ')],
        // Lucky days and numbers by the one rule of the friend table, as everywhere else.
        [copy.days, lucky.weekdays.map((day) => content.reading.weekdays[day]).join(', ')],
        [copy.luckyNumbers, lucky.numbers.join(', ')],
        [copy.metal, attributes.metal],
        [copy.gem, gemName],
      ]),
      // A gemstone is never printed without the same caution; neelam, gomed and lehsunia also
      // with the word that they are never chosen from a birth number alone.
      note(
        [
          attributes.gem.chartOnly
            ? fill(content.reading.gemFromChartOnly, { stone: gemName })
            : '',
          content.reading.gemCaution,
        ]
          .filter(Boolean)
          .join(' '),
        TYPE.small,
        { spaceBefore: SPACE.paragraph },
      ),
    ];
  },
};
