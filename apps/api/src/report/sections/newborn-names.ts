/**
 * A newborn's report only: the best names of the baby-names shortlist, read against the child's
 * moolank and bhagyank (and the birth star's syllables, when a time of birth came with it), best
 * first, each with its working.
 */
import { nameLetterValues } from '@ankvidya/numerology-core';
import { LOCALE_META } from '@ankvidya/content';
import { fill } from '../format.js';
import { bullets, note, paragraphs } from '../layout/blocks.js';
import type { Block } from '../layout/flow.js';
import { table, type TableColumn } from '../layout/table.js';
import type { ReportModel } from '../model.js';
import type { NewbornName } from '../newborn-types.js';
import { lessEasy } from '../newborn-order.js';
import { SPACE, TYPE } from '../theme.js';
import type { Section } from './types.js';

/** Whether the report is written in Devanagari, so a name's Devanagari spelling comes first. */
const inDevanagari = (model: ReportModel) => LOCALE_META[model.locale].script === 'Deva';

/** "Aarav (आरव)" in English, "आरव (Aarav)" in Hindi: the report's script first. */
const bothScripts = (model: ReportModel, name: NewbornName) =>
  inDevanagari(model) ? `${name.devanagari} (${name.name})` : `${name.name} (${name.devanagari})`;

/** "A 1 + A 1 + R 2 + A 1 + V 6": the letters of the spelling whose numbers are read. */
const letterSum = (name: string) =>
  nameLetterValues(name)
    .map(({ letter, value }) => `${letter} ${value}`)
    .join(' + ');

export const newbornNamesSection: Section = {
  id: 'newborn',
  applies: (model) => (model.newborn?.names.length ?? 0) > 0,
  blocks: (model) => {
    const newborn = model.newborn;
    if (!newborn || newborn.names.length === 0) return [];
    const { content, moolank, bhagyank } = model;
    const copy = content.newbornReport;
    // The name chapter's words for the same friend table ("Asks for care", not the baby-names
    // page's "less easy"), so one report never calls one relation by two names; mid-sentence
    // they are written lower case.
    const verdicts = content.report.reading.harmony.verdicts;
    const inSentence = (harmony: keyof typeof verdicts) => verdicts[harmony].toLocaleLowerCase();
    const { star } = newborn;
    const withStar = star !== null;
    const columns: TableColumn[] = [
      { title: copy.columns.name, share: 0.2, style: TYPE.smallBold },
      { title: copy.columns.meaning, share: withStar ? 0.24 : 0.36 },
      { title: copy.columns.number, share: 0.14 },
      { title: fill(copy.columns.moolank, { moolank }), share: 0.15 },
      { title: fill(copy.columns.bhagyank, { bhagyank }), share: 0.15 },
      ...(withStar ? [{ title: copy.columns.syllable, share: 0.12 }] : []),
    ];
    const rows = newborn.names.map((name) => [
      bothScripts(model, name),
      name.meaning,
      // A total under 10 has no compound: "8", not "8/8".
      name.compound < 10 ? String(name.nameNumber) : `${name.compound}/${name.nameNumber}`,
      verdicts[name.harmony.moolank],
      verdicts[name.harmony.bhagyank],
      ...(withStar ? [name.syllableMatch ? copy.syllable.yes : copy.syllable.no] : []),
    ]);
    const best = newborn.names[0]!;
    const starLine = star
      ? fill(copy.star, {
          time: star.time,
          star: star.name,
          pada: star.pada,
          syllable: inDevanagari(model)
            ? star.syllable.devanagari
            : `${star.syllable.latin} (${star.syllable.devanagari})`,
          syllables: star.syllables
            .map((s) => (inDevanagari(model) ? s.devanagari : `${s.latin} (${s.devanagari})`))
            .join(', '),
        })
      : null;
    const blocks: Block[] = [
      ...paragraphs(fill(copy.numbers, { moolank, bhagyank }), TYPE.body, {
        spaceBefore: SPACE.block,
      }),
      ...(starLine ? paragraphs(starLine, TYPE.body, { spaceBefore: SPACE.paragraph + 2 }) : []),
      ...table(columns, rows, { spaceBefore: SPACE.block }),
      ...bullets(
        newborn.names.map((name) =>
          fill(copy.working, {
            name: name.name,
            letters: letterSum(name.name),
            compound: name.compound,
            number: name.nameNumber,
          }),
        ),
        TYPE.small,
      ),
      ...paragraphs(
        // A name less easy with either number is never called best (newborn.ts lists it last).
        lessEasy(best)
          ? fill(copy.noBest, { moolank, bhagyank })
          : // When the birth pada's syllable is what puts this name first, the sentence says so.
            fill(best.syllableMatch ? copy.bestWithSyllable : copy.best, {
              name: bothScripts(model, best),
              verdict: inSentence(best.harmony.moolank),
              moolank,
              verdict2: inSentence(best.harmony.bhagyank),
              bhagyank,
            }),
        TYPE.body,
        { spaceBefore: SPACE.block },
      ),
      note(star ? copy.framing : [copy.noTime, copy.framing], TYPE.small, {
        spaceBefore: SPACE.block,
      }),
    ];
    return blocks;
  },
};
