/**
 * Which moolanks sit well with the reader's, as partners and colleagues, by the one table; then
 * the mobile number the reader asked to have read in this copy, or how to ask for it.
 */
import {
  groupedMobile,
  HARMONY_TABLE,
  numberHarmony,
  reductionChain,
  type Harmony,
} from '@ankvidya/numerology-core';
import { fill } from '../format.js';
import { factTable, heading, note, paragraphs } from '../layout/blocks.js';
import type { Block } from '../layout/flow.js';
import type { ReportModel } from '../model.js';
import { SPACE, TYPE } from '../theme.js';
import { nameDigit } from '../weave.js';
import { listOf, moolankGroups } from '../weave-life.js';
import type { Section } from './types.js';
import { notForNewborn } from './newborn-scope.js';

/** The mobile number's working, verdicts and readings, from the texts of the free tool. */
function mobileBlocks(model: ReportModel): Block[] {
  const { content, mobile } = model;
  const copy = content.report.reading.others;
  if (!mobile) return [note(copy.mobileInvite, TYPE.small)];
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
      ? fill(double ? copy.patienceDouble : copy.patience, {
          ...values,
          digits: listOf(model, groups.patience),
        })
      : copy.patienceNone,
    ...(naamank !== null && nameFriends.length > 0
      ? [fill(copy.name, { naamank, digits: listOf(model, nameFriends) })]
      : []),
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

export const othersSection: Section = {
  applies: notForNewborn,
  id: 'others',
  title: (copy) => copy.reading.chapters.others,
  intro: (copy) => copy.reading.intros.others,
  blocks: (model) => {
    const { content, moolank } = model;
    const copy = content.report.reading.others;
    const pairKey = `${moolank}-${moolank}`;
    // The only pair this page reads is the reader's moolank with itself: its verdict alone,
    // labelled; the verdict's general text is left out, as the pair's own reading says it for
    // this pair.
    const same = numberHarmony(moolank, moolank);
    return [
      ...groupBlocks(model),
      heading(fill(copy.samePair, { moolank }), TYPE.subheading, {
        spaceBefore: SPACE.beforeHeading,
      }),
      factTable([[copy.sameVerdict, content.compatibilityPage.result.verdicts[same]]], {
        labelWidth: 200,
        spaceBefore: SPACE.afterHeading,
      }),
      ...paragraphs(content.compatibility.pairs[pairKey] ?? '', TYPE.body, {
        spaceBefore: SPACE.paragraph + 2,
      }),
      note(`${content.compatibility.framing} ${copy.tool}`, TYPE.small),
      ...mobileBlocks(model),
    ];
  },
};
