/**
 * 5. The name: naamank against moolank and bhagyank, and the Chaldean compound; then three to
 * five spellings with their working (to sit better, or, when the name already fits, to strengthen
 * the compound) and the visitor's starred one.
 */
import {
  compoundKey,
  type NameEdit,
  type NameReading as SpellingReading,
} from '@ankvidya/numerology-core';
import { drawTiles, placeTiles, tilesHeight } from '../draw/letter-tiles.js';
import { fill, type LetterValue } from '../format.js';
import { custom, factTable, heading, paragraphs } from '../layout/blocks.js';
import type { Block } from '../layout/flow.js';
import { drawMixed, textHeight } from '../layout/text.js';
import type { ReportModel } from '../model.js';
import { SPACE, TYPE } from '../theme.js';
import type { Section } from './types.js';
import { sentences } from '../weave.js';
import { isNewborn } from './newborn-scope.js';

/** A label-case name inside a sentence: "Moolank" -> "moolank" (scripts without case unchanged). */
const inSentence = (name: string) => name.toLocaleLowerCase();

type HarmonyCopy = ReportModel['content']['report']['reading']['harmony'];

/**
 * What one edit did, in a short phrase. A vowel swap and the y between i and a go either way;
 * their phrase says which way this one went ("e written as a"), read from the two spellings.
 */
export function describeEdit(edit: NameEdit, copy: HarmonyCopy): string {
  const directions = copy.editDirections;
  if (edit.kind === 'swap-vowel') {
    const from = edit.from.toLowerCase();
    const to = edit.to.toLowerCase();
    let i = 0;
    while (i < from.length && from[i] === to[i]) i += 1;
    if (from[i] === 'e' && to[i] === 'a') return directions.eToA;
    if (from[i] === 'a' && to[i] === 'e') return directions.aToE;
  }
  if (edit.kind === 'y-glide' && edit.to !== '')
    return edit.to.length < edit.from.length ? directions.yLeftOut : directions.yAdded;
  return copy.edits[edit.kind];
}

/**
 * True when the naamank is friendly to both numbers and the spellings are offered only for a
 * compound that is not favourable: the chapter then says so, rather than "sit better with your
 * numbers", which the name already does.
 */
function forCompoundOnly(model: ReportModel): boolean {
  const { spellings, nameReading } = model;
  return (
    !!spellings &&
    !spellings.alreadyHarmonious &&
    !spellings.fallback &&
    nameReading.withMoolank === 'friendly' &&
    nameReading.withBhagyank === 'friendly'
  );
}

/** One spelling with its working: the name, its letters as tiles, then compound and verdicts. */
function spellingBlocks(
  model: ReportModel,
  spelling: SpellingReading,
  edits: readonly NameEdit[],
  options: { showName: boolean },
): Block[] {
  const { content } = model;
  const copy = content.report.reading;
  const words: LetterValue[][] = [];
  for (const { letter, value, word } of spelling.letters)
    (words[word] ??= []).push({ letter, value });
  const tiles = (width: number) => placeTiles(words.filter(Boolean), width);
  const key = compoundKey(spelling.compound);
  const meaning = key === null ? undefined : content.reading.compoundMeanings[key];
  const compound = meaning
    ? fill(copy.harmony.compoundLine, { label: spelling.compoundLabel, title: meaning.title })
    : spelling.compound >= 10
      ? // 62/8: a total with no reading is said so, never shown bare as if it had one.
        fill(copy.harmony.compoundUnread, {
          label: spelling.compoundLabel,
          root: spelling.nameNumber,
        })
      : spelling.compoundLabel;
  const verdict = (term: string, number: number, harmony: keyof typeof copy.harmony.verdicts) =>
    [fill(copy.harmony.against, { term, number }), copy.harmony.verdicts[harmony]] as const;
  const rows: (readonly [string, string])[] = [[content.ui.numberNames.nameNumber.name, compound]];
  if (spelling.harmony)
    rows.push(
      verdict(
        inSentence(content.ui.numberNames.psychicNumber.name),
        model.moolank,
        spelling.harmony.moolank,
      ),
      verdict(
        inSentence(content.ui.numberNames.lifePathNumber.name),
        model.bhagyank,
        spelling.harmony.bhagyank,
      ),
    );
  if (edits.length > 0)
    rows.push([
      copy.harmony.changesLabel,
      edits
        .map((edit) =>
          fill(edit.to === '' ? copy.harmony.dropLine : copy.harmony.editLine, {
            from: edit.from,
            to: edit.to,
            what: describeEdit(edit, copy.harmony),
          }),
        )
        .join('\n'),
    ]);
  const name: Block[] = options.showName
    ? [
        // The spelling may keep a word in another script: drawn run by run like the name.
        custom(
          ({ doc, width }) => textHeight(doc, spelling.name, TYPE.bodyBold, { width }),
          ({ doc, x, width }, y) => drawMixed(doc, spelling.name, TYPE.bodyBold, x, y, { width }),
          { spaceBefore: SPACE.beforeSubheading, keepWithNext: true },
        ),
      ]
    : [];
  return [
    ...name,
    custom(
      ({ width }) => tilesHeight(tiles(width)),
      ({ doc, x, width }, y) => drawTiles(doc, tiles(width), x, y),
      { spaceBefore: SPACE.afterHeading + 2, keepWithNext: true },
    ),
    factTable(rows, { labelWidth: 190 }),
  ];
}

/**
 * The introduction to the spellings, naming the person's own numbers: to strengthen a name that
 * already fits, to mend a compound that asks for care, the closest when few fit both, or the
 * usual case.
 */
function spellingsIntro(model: ReportModel, count: number): string {
  const copy = model.content.report.reading.harmony;
  const { spellings, nameReading } = model;
  const numbers = {
    naamank: nameReading.naamank,
    moolank: model.moolank,
    bhagyank: model.bhagyank,
    label: nameReading.compoundLabel,
  };
  if (count === 0) return copy.suggestionsNone;
  if (spellings?.alreadyHarmonious) return fill(copy.suggestionsStrengthen, numbers);
  if (spellings?.fallback) return fill(copy.suggestionsFallback, numbers);
  if (forCompoundOnly(model)) return fill(copy.suggestionsCompound, numbers);
  return copy.suggestionsIntro;
}

/**
 * A newborn's report keeps the compound's first sentence, what it means: the rest pictures it in
 * grown-up life (a loan, a superior, a spouse), which says nothing to the parents of a baby.
 */
const compoundText = (model: ReportModel, text: string): string =>
  isNewborn(model) ? (sentences(text)[0] ?? text) : text;

/**
 * The spellings the chapter offers. None in a newborn's report: its name is the one the parents
 * are still choosing ("Baby Sharma" was offered "A. Baby Sharma" and "Baby Shaarma"), and the
 * newborn chapter reads their shortlisted names instead.
 */
const offeredSpellings = (model: ReportModel) => (model.newborn ? undefined : model.spellings);

/** The suggested spellings (or why there are none), and the starred spelling. */
function spellingChapter(model: ReportModel): Block[] {
  const copy = model.content.report.reading.harmony;
  const { preferredSpelling } = model;
  const spellings = offeredSpellings(model);
  const suggestions = spellings?.suggestions ?? [];
  const blocks: Block[] = [];
  if (spellings) {
    blocks.push(
      heading(
        spellings.alreadyHarmonious
          ? copy.strengthenHeading
          : forCompoundOnly(model)
            ? copy.compoundHeading
            : copy.suggestionsHeading,
        TYPE.subheading,
        { spaceBefore: SPACE.beforeHeading },
      ),
      // The heading stays with the introduction, which may close a page with the spellings
      // overleaf: kept with the first spelling's tiles and table too, the whole run moved over and
      // left half of the chapter's first page blank (Rahul Sharma, issue 23 review).
      ...paragraphs(spellingsIntro(model, suggestions.length), TYPE.body, {
        spaceBefore: SPACE.afterHeading,
      }),
    );
    for (const suggestion of suggestions)
      blocks.push(...spellingBlocks(model, suggestion, suggestion.edits, { showName: true }));
  }
  if (preferredSpelling) {
    const key = preferredSpelling.name.toLowerCase();
    const suggested = suggestions.some((s) => s.name.toLowerCase() === key);
    blocks.push(
      heading(fill(copy.preferredHeading, { name: preferredSpelling.name }), TYPE.subheading, {
        spaceBefore: SPACE.beforeHeading,
      }),
      ...paragraphs(suggested ? copy.preferredSuggested : copy.preferredIntro, TYPE.body, {
        spaceBefore: SPACE.afterHeading,
        keepWithNext: !suggested,
      }),
      ...(suggested ? [] : spellingBlocks(model, preferredSpelling, [], { showName: false })),
    );
  }
  // Any new spelling is offered with the same caution, once, after the spellings.
  if (suggestions.length > 0 || preferredSpelling)
    blocks.push(...paragraphs(copy.spellingCaution, TYPE.body, { spaceBefore: SPACE.block }));
  return blocks;
}

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
    const names = content.ui.numberNames;
    // Mid-sentence ("With your moolank 5"), the names are written lower case.
    const verdicts = [
      {
        term: inSentence(names.psychicNumber.name),
        number: model.moolank,
        verdict: nameReading.withMoolank!,
      },
      {
        term: inSentence(names.lifePathNumber.name),
        number: model.bhagyank,
        verdict: nameReading.withBhagyank!,
      },
    ];
    const rows: [string, string][] = [
      [names.nameNumber.name, nameReading.compoundLabel],
      ...verdicts.map((v): [string, string] => [
        fill(copy.harmony.against, v),
        copy.harmony.verdicts[v.verdict],
      ]),
    ];
    // Each verdict's meaning once, in the order met, naming the numbers it is about (both may
    // share one: "your moolank 5 and your bhagyank 3").
    const meanings = [...new Set(verdicts.map((v) => v.verdict))].map((verdict) =>
      fill(copy.harmony.meanings[verdict], {
        naamank: nameReading.naamank,
        targets: verdicts
          .filter((v) => v.verdict === verdict)
          .map((v) => fill(copy.harmony.target, v))
          .join(copy.harmony.and),
      }),
    );
    // A newborn's report reads the shortlisted names in the next chapter: spellings of the name
    // given (often a placeholder such as "Baby Verma") would offer "A. Baby Varma".
    const newborn = (model.newborn?.names.length ?? 0) > 0;
    if (newborn) meanings.push(copy.harmony.newbornAhead);
    // Spellings follow: offered as options, never as something that must change; to a name that
    // already fits, only to strengthen its compound.
    const spellings = offeredSpellings(model);
    if ((spellings?.suggestions.length ?? 0) > 0)
      meanings.push(
        spellings?.alreadyHarmonious
          ? fill(copy.harmony.strengthenAhead, { label: nameReading.compoundLabel })
          : forCompoundOnly(model)
            ? fill(copy.harmony.compoundAhead, { label: nameReading.compoundLabel })
            : copy.harmony.spellingsAhead,
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
          ...paragraphs(compoundText(model, meaning.text)),
        ]
      : paragraphs(
          // A total above 52 whose digits come to one digit is no compound, yet not under 10.
          nameReading.compound > 9
            ? fill(copy.harmony.compoundBeyond, {
                total: nameReading.compound,
                root: nameReading.naamank,
              })
            : copy.harmony.noCompound,
          TYPE.body,
          { spaceBefore: SPACE.block },
        );
    return [
      factTable(rows, { labelWidth: 190 }),
      ...meanings.flatMap((text) =>
        paragraphs(text, TYPE.body, { spaceBefore: SPACE.paragraph + 4 }),
      ),
      ...compound,
      ...(newborn ? [] : spellingChapter(model)),
    ];
  },
};
