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
import { nameDigit } from '../weave.js';
import { luckyRule } from '../weave-others.js';
import { fieldsFor, pairStanding } from '../weave-life.js';
import { notForNewborn } from './newborn-scope.js';

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

/**
 * One number's fields for this person: a lead that reads the number against the name number, and
 * the fields chosen by it (weave-life.ts), not the number's whole list for everyone.
 */
function occupationBlocks(
  model: ReportModel,
  label: string,
  number: number,
  first: boolean,
): Block[] {
  const digit = asDigit(number);
  const woven = fieldsFor(model, digit, model.content.occupations[digit].items);
  const rows: Occupation[][] = [];
  for (let i = 0; i < woven.chosen.length; i += 2) rows.push(woven.chosen.slice(i, i + 2));
  return [
    heading(fill(model.content.report.occupations.basis, { label, number }), TYPE.heading, {
      spaceBefore: first ? SPACE.block : SPACE.beforeHeading + 10,
    }),
    ...paragraphs(woven.lead, TYPE.body, {
      spaceBefore: SPACE.afterHeading,
      keepWithNext: true,
    }),
    ...rows.map((row, i) => ({
      ...occupationRow(row),
      ...(i === 0 ? { spaceBefore: SPACE.block } : {}),
    })),
  ];
}

/** The name number's own fields, when it is neither the moolank nor the bhagyank. */
function nameFieldBlocks(model: ReportModel): Block[] {
  const naamank = nameDigit(model);
  const standing = pairStanding(model);
  if (naamank === null || standing === null) return [];
  if (naamank === model.moolank || naamank === model.bhagyank) return [];
  const lead = fill(model.content.depth.life.occupations.nameLead[standing], {
    naamank,
    moolank: model.moolank,
    bhagyank: model.bhagyank,
  });
  // Three of the name's fields: it adds to the pair's lists rather than leading them.
  const items = model.content.occupations[naamank].items;
  const start = ((model.bhagyank - 1) * 3) % items.length;
  const chosen = [0, 1, 2].map((i) => items[(start + i) % items.length]!);
  return [
    heading(
      fill(model.content.report.occupations.basis, {
        label: model.content.ui.numberNames.nameNumber.name,
        number: naamank,
      }),
      TYPE.heading,
      { spaceBefore: SPACE.beforeHeading + 10 },
    ),
    ...paragraphs(lead, TYPE.body, { spaceBefore: SPACE.afterHeading, keepWithNext: true }),
    { ...occupationRow(chosen.slice(0, 2)), spaceBefore: SPACE.block },
    occupationRow(chosen.slice(2)),
  ];
}

export const occupationsSection: Section = {
  applies: notForNewborn,
  id: 'occupations',
  blocks: (model) => {
    const { analysis, content } = model;
    const copy = content.report.occupations;
    const names = content.ui.numberNames;
    const psychic = asDigit(analysis.psychicNumber);
    const attributes = content.attributes[psychic];
    const lucky = luckyTimes(psychic);
    const gemName = `${attributes.gem.name} (${attributes.gem.localName})`;
    // Whether the name already sits among the moolank's lucky numbers.
    const naamank = nameDigit(model);
    const luckyName =
      naamank === null
        ? ''
        : fill(
            content.depth.life.occupations.luckyName[
              (lucky.numbers as readonly number[]).includes(naamank) ? 'among' : 'apart'
            ],
            { naamank },
          );
    const lists = [
      ...occupationBlocks(model, names.psychicNumber.name, psychic, true),
      ...(analysis.lifePathNumber === psychic
        ? []
        : occupationBlocks(model, names.lifePathNumber.name, analysis.lifePathNumber, false)),
      ...nameFieldBlocks(model),
    ];
    return [
      ...lists,
      heading(copy.lucky, TYPE.heading, { spaceBefore: SPACE.beforeHeading + 10 }),
      paragraph(
        [
          // What these follow and the rule, with which lucky numbers this grid holds (in place
          // of copy.luckyBasis, the same for everyone with the moolank).
          luckyRule(model, psychic, lucky.numbers),
          luckyName,
        ]
          .filter(Boolean)
          .join(' '),
        TYPE.body,
        { spaceBefore: SPACE.afterHeading, keepWithNext: true },
      ),
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
