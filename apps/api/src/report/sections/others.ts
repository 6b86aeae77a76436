/**
 * Which moolanks sit well with the reader's, as partners and colleagues, by the one table, read
 * with the naamank and the grid (who brings the missing numbers); one pair read in full, chosen
 * from the person's numbers (chosenPair); then the mobile number the reader asked to have read in this copy, or how to ask for it.
 */
import {
  groupedMobile,
  HARMONY_TABLE,
  numberHarmony,
  reductionChain,
  type Digit,
  type Harmony,
} from '@ankvidya/numerology-core';
import { fill } from '../format.js';
import { factTable, heading, note, paragraphs } from '../layout/blocks.js';
import type { Block } from '../layout/flow.js';
import type { ReportModel } from '../model.js';
import { SPACE, TYPE } from '../theme.js';
import { nameDigit } from '../weave.js';
import { listOf, moolankGroups } from '../weave-life.js';
import { mobileInvite, patienceWithName } from '../weave-others.js';
import type { Section } from './types.js';
import { notForNewborn } from './newborn-scope.js';

/** The mobile number's working, verdicts and readings, from the texts of the free tool. */
function mobileBlocks(model: ReportModel): Block[] {
  const { content, mobile } = model;
  const copy = content.report.reading.others;
  // Which totals and digits suit this reader, rather than one invitation for everyone.
  if (!mobile) return [note(mobileInvite(model), TYPE.small)];
  const page = content.mobilePage.result;
  const texts = content.mobile;
  const { total, reduced, harmony } = mobile;
  const working = [
    `${mobile.digits.join(' + ')} = ${total}`,
    ...reductionChain(total).map((step) => `${step.digits.join(' + ')} = ${step.total}`),
  ].join('; ');
  const verdictOf = (verdict: Harmony) => page.verdicts[verdict];
  const repeated = Object.keys(mobile.repeated).map(Number);
  const details = [
    mobile.suppliesMissing.length > 0
      ? fill(texts.supplies, { digits: mobile.suppliesMissing.join(', ') })
      : mobile.birthMissing.length > 0
        ? page.suppliesNone
        : page.noneMissing,
    repeated.length > 0 ? fill(texts.repeated, { digits: repeated.join(', ') }) : page.repeatedNone,
    mobile.zeros === 0 ? page.zerosNone : fill(texts.zeros, { count: mobile.zeros }),
  ];
  return [
    heading(fill(copy.mobileHeading, { number: groupedMobile(mobile.number) }), TYPE.subheading, {
      spaceBefore: SPACE.beforeHeading,
    }),
    ...paragraphs(copy.mobileIntro, TYPE.body, { spaceBefore: SPACE.afterHeading }),
    factTable(
      [
        [copy.mobileRows.working, working],
        [
          fill(page.withMoolank, { number: reduced, moolank: model.moolank }),
          verdictOf(harmony.moolank),
        ],
        [
          fill(page.withBhagyank, { number: reduced, bhagyank: model.bhagyank }),
          verdictOf(harmony.bhagyank),
        ],
        [copy.mobileRows.supplies, mobile.suppliesMissing.join(', ') || '–'],
      ],
      { labelWidth: 200, spaceBefore: SPACE.paragraph + 2 },
    ),
    heading(fill(page.meaningHeading, { number: reduced }), TYPE.subheading, {
      spaceBefore: SPACE.beforeHeading,
    }),
    ...paragraphs(texts.byNumber[reduced], TYPE.body, { spaceBefore: SPACE.afterHeading }),
    // One verdict text per verdict: two friendly pairs need the words once.
    ...[...new Set([harmony.moolank, harmony.bhagyank])].flatMap((verdict) =>
      paragraphs(texts.verdicts[verdict], TYPE.body, { spaceBefore: SPACE.paragraph + 2 }),
    ),
    ...details.flatMap((text) => paragraphs(text, TYPE.body, { spaceBefore: SPACE.paragraph + 2 })),
    note(texts.framing, TYPE.small),
  ];
}

/**
 * The nine moolanks read against both of the reader's numbers (who sits well with both, who asks
 * for patience), and who meets the reader easily through the name number.
 */
function groupBlocks(model: ReportModel): Block[] {
  const { moolank, bhagyank } = model;
  const copy = model.content.depth.life.others;
  const groups = moolankGroups(model);
  const naamank = nameDigit(model);
  const nameFriends = naamank === null ? [] : HARMONY_TABLE[naamank].friendly;
  const values = { moolank, bhagyank };
  // One number twice (moolank and bhagyank the same) is read as one, not named twice.
  const double = moolank === bhagyank;
  const texts = [
    groups.easy.length > 0
      ? fill(double ? copy.easyDouble : copy.easy, {
          ...values,
          digits: listOf(model, groups.easy),
        })
      : fill(copy.easyNone, values),
    groups.patience.length > 0
      ? (patienceWithName(model, groups.patience) ??
        fill(double ? copy.patienceDouble : copy.patience, {
          ...values,
          digits: listOf(model, groups.patience),
        }))
      : copy.patienceNone,
    ...(naamank !== null && nameFriends.length > 0
      ? [fill(copy.name, { naamank, digits: listOf(model, nameFriends) })]
      : []),
    ...gridFill(model, groups.easy),
  ];
  return [
    factTable(
      (['easy', 'mixed', 'patience'] as const)
        .filter((group) => groups[group].length > 0)
        .map((group): [string, string] => [copy.rows[group], groups[group].join(', ')]),
      { labelWidth: 200 },
    ),
    ...texts.flatMap((text) => paragraphs(text, TYPE.body, { spaceBefore: SPACE.paragraph + 2 })),
  ];
}

/**
 * Who brings what the grid leaves empty: people whose moolank is a missing number, and which of
 * them also sit easily with the reader's numbers. Nothing for a full grid.
 */
function gridFill(model: ReportModel, easy: readonly Digit[]): string[] {
  const copy = model.content.depth.life.others;
  if (model.missing.length === 0) return [];
  const missing = listOf(model, model.missing);
  const easyFill = model.missing.filter((digit) => easy.includes(digit));
  return [
    easyFill.length > 0
      ? fill(copy.gridFillEasy, { missing, digits: listOf(model, easyFill) })
      : fill(copy.gridFillOther, { missing }),
  ];
}

type PairReason = keyof ReportModel['content']['depth']['life']['others']['pairWhy'];

/**
 * The one pair read in full: the reader's moolank with a number that sits well with both their
 * numbers, preferring one their grid leaves empty that their naamank warms to, then one of
 * either (the name first: two people with one grid differ by their names); with itself
 * when no other sits well.
 */
export function chosenPair(model: ReportModel): { other: Digit; reason: PairReason } {
  const easy = moolankGroups(model).easy.filter((digit) => digit !== model.moolank);
  const naamank = nameDigit(model);
  const nameFriends: readonly number[] = naamank === null ? [] : HARMONY_TABLE[naamank].friendly;
  const inGrid = (digit: Digit) => model.missing.includes(digit);
  const byName = (digit: Digit) => nameFriends.includes(digit);
  const order: [PairReason, (digit: Digit) => boolean][] = [
    ['gridAndName', (digit) => inGrid(digit) && byName(digit)],
    ['name', byName],
    ['grid', inGrid],
    ['easy', () => true],
  ];
  for (const [reason, test] of order) {
    const other = easy.find(test);
    if (other !== undefined) return { other, reason };
  }
  return { other: model.moolank, reason: 'self' };
}

function pairBlocks(model: ReportModel): Block[] {
  const { content, moolank, bhagyank } = model;
  const copy = content.depth.life.others;
  const { other, reason } = chosenPair(model);
  const numbers = fill(moolank === bhagyank ? copy.pairNumbers.double : copy.pairNumbers.two, {
    moolank,
    bhagyank,
  });
  const key = `${Math.min(moolank, other)}-${Math.max(moolank, other)}`;
  return [
    heading(
      reason === 'self'
        ? fill(content.report.reading.others.samePair, { moolank })
        : fill(copy.pairHeading, { other }),
      TYPE.subheading,
      { spaceBefore: SPACE.beforeHeading },
    ),
    ...paragraphs(
      fill(copy.pairWhy[reason], { other, numbers, moolank, naamank: nameDigit(model) ?? '' }),
      TYPE.body,
      { spaceBefore: SPACE.afterHeading },
    ),
    // Its verdict alone, labelled: the pair's own reading says the rest for this pair.
    factTable(
      [
        [
          content.report.reading.others.sameVerdict,
          content.compatibilityPage.result.verdicts[numberHarmony(moolank, other)],
        ],
      ],
      { labelWidth: 200, spaceBefore: SPACE.paragraph },
    ),
    ...paragraphs(content.compatibility.pairs[key] ?? '', TYPE.body, {
      spaceBefore: SPACE.paragraph + 2,
    }),
  ];
}

export const othersSection: Section = {
  applies: notForNewborn,
  id: 'others',
  title: (copy) => copy.reading.chapters.others,
  intro: (copy) => copy.reading.intros.others,
  blocks: (model) => {
    const { content } = model;
    const copy = content.report.reading.others;
    return [
      ...groupBlocks(model),
      ...pairBlocks(model),
      note(`${content.compatibility.framing} ${copy.tool}`, TYPE.small),
      ...mobileBlocks(model),
    ];
  },
};
