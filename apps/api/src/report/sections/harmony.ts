/** 5. The name: naamank against moolank and bhagyank, and the Chaldean compound. */
import { fill } from '../format.js';
import { factTable, heading, paragraphs } from '../layout/blocks.js';
import type { Block } from '../layout/flow.js';
import { SPACE, TYPE } from '../theme.js';
import type { Section } from './types.js';

export const harmonySection: Section = {
  id: 'harmony',
  title: (copy) => copy.reading.chapters.harmony,
  intro: (copy) => copy.reading.intros.harmony,
  blocks: (model) => {
    const { content, nameReading } = model;
    const copy = content.report.reading;
    if (nameReading.naamank === 0)
      return paragraphs(content.report.inDepth.noNameNumber, TYPE.body, {
        spaceBefore: SPACE.block,
      });
    const verdicts = [
      { term: copy.terms.moolank, number: model.moolank, verdict: nameReading.withMoolank! },
      { term: copy.terms.bhagyank, number: model.bhagyank, verdict: nameReading.withBhagyank! },
    ];
    const rows: [string, string][] = [
      [copy.terms.naamank, nameReading.compoundLabel],
      ...verdicts.map((v): [string, string] => [
        fill(copy.harmony.against, v),
        copy.harmony.verdicts[v.verdict],
      ]),
    ];
    // Each verdict's meaning once, in the order met (both may share one).
    const meanings = [...new Set(verdicts.map((v) => v.verdict))].map(
      (verdict) => content.reading.harmony[verdict],
    );
    const meaning =
      nameReading.compoundKey === null
        ? undefined
        : content.reading.compoundMeanings[nameReading.compoundKey];
    const compound: Block[] = meaning
      ? [
          heading(copy.harmony.compound, TYPE.subheading, { spaceBefore: SPACE.beforeHeading }),
          ...paragraphs(
            fill(copy.harmony.compoundLine, {
              label: nameReading.compoundLabel,
              title: meaning.title,
            }),
            TYPE.bodyBold,
            { spaceBefore: SPACE.afterHeading, keepWithNext: true },
          ),
          ...paragraphs(meaning.text),
        ]
      : paragraphs(copy.harmony.noCompound, TYPE.body, { spaceBefore: SPACE.block });
    return [
      factTable(rows, { labelWidth: 190 }),
      ...meanings.flatMap((text) =>
        paragraphs(text, TYPE.body, { spaceBefore: SPACE.paragraph + 4 }),
      ),
      ...compound,
    ];
  },
};
