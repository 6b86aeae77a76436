/**
 * 9. Remedies: those of the planets chosen from the person's own numbers, each with the three
 * remedies its reason calls for (core REMEDY_KINDS), what, when and why in the person's numbers, then everyday steps for the first
 * missing numbers whose planet is not among them. No week table the same for everyone.
 */
import {
  numberHarmony,
  type Digit,
  type RemedyChoice,
  type RemedyKind,
  type RemedyReason,
} from '@ankvidya/numerology-core';
import { PLANET_MANTRAS } from '@ankvidya/content';
import { fill } from '../format.js';
import { bullets, heading, label, note, paragraphs } from '../layout/blocks.js';
import { table } from '../layout/table.js';
import type { ReportModel } from '../model.js';
import { SPACE, TYPE } from '../theme.js';
import { lettersOf } from '../weave.js';
import { listOf } from '../weave-life.js';
import { gridWhy, remediesSummary, stepsLead } from '../weave-grid.js';
import { laterWoven } from '../weave-others.js';
import type { Section } from './types.js';
import { notForNewborn } from './newborn-scope.js';

/**
 * A missing number's reason with what the name's letters say of it (none of them carries it, or
 * which do); the plain reason for 9, which no letter carries, and for a name with no letter.
 */
function missingReason(model: ReportModel, digit: Digit, values: Record<string, string | number>) {
  const reasons = model.content.report.planetRemedies.reasons;
  if (digit === 9 || model.nameReading.naamank === 0) return fill(reasons.missing, values);
  const letters = lettersOf(model, digit);
  if (letters.length === 0) return fill(reasons.missingNoLetter, values);
  return fill(reasons.missingWithLetters, { ...values, letters: listOf(model, letters) });
}

/** Why this planet, in the person's own numbers. */
function reasonLine(model: ReportModel, choice: RemedyChoice, reason: RemedyReason): string {
  const copy = model.content.report.planetRemedies;
  const values = {
    digit: choice.digit,
    planet: copy.planets[choice.digit].inSentence,
    moolank: model.moolank,
    bhagyank: model.bhagyank,
    naamank: model.nameReading.naamank,
  };
  // A missing number whose planet is to be calmed: the name already brings it in.
  if (reason.kind === 'missing' && choice.mode === 'calm')
    return fill(copy.reasons.missingCalm, values);
  if (reason.kind === 'moolank') {
    // How the bhagyank sits with it: two people with one moolank read different lines.
    const pair =
      model.bhagyank === model.moolank ? 'same' : numberHarmony(model.moolank, model.bhagyank);
    // And how the naamank sits with it: two people with one moolank and bhagyank differ here.
    const naamank = model.nameReading.naamank;
    const withName =
      naamank === 0
        ? copy.reasons.moolank
        : copy.moolankWithName[
            naamank === model.moolank ? 'same' : numberHarmony(naamank, model.moolank)
          ];
    return `${fill(withName, values)} ${fill(copy.moolankAndBhagyank[pair], values)}`;
  }
  if (reason.kind === 'missing') return missingReason(model, choice.digit, values);
  return fill(copy.reasons.nameClash, { ...values, numbers: clashNumbers(model, choice) });
}

/** The clash a calmed planet eases, in the person's numbers ("your moolank 1"); '' for none. */
function clashNumbers(model: ReportModel, choice: RemedyChoice): string {
  const copy = model.content.report.planetRemedies;
  const clash = choice.reasons.find((reason) => reason.kind === 'nameClash');
  if (!clash) return '';
  const which = clash.with.length === 2 ? 'both' : clash.with[0]!;
  return fill(copy.clashWith[which], { moolank: model.moolank, bhagyank: model.bhagyank });
}

/**
 * Why this remedy for this person: by the aim of the planet's remedies and in their numbers,
 * then the planet's own why from tradition.
 */
function whyFor(model: ReportModel, choice: RemedyChoice, kind: RemedyKind, planetWhy: string) {
  const copy = model.content.report.planetRemedies;
  const templates: Partial<Record<RemedyKind, string>> = copy.whyFor[choice.mode];
  const template = templates[kind];
  const naamank = model.nameReading.naamank;
  // Where the grid says more of this person than the moolank and bhagyank, the why opens from it.
  const fromGrid = gridWhy(model, choice, kind);
  if (fromGrid) return `${fromGrid} ${planetWhy}`;
  // A name with no letter of the table has no naamank to speak of: tradition's why alone.
  if (!template || (naamank === 0 && template.includes('{naamank}'))) return planetWhy;
  const personal = fill(template, {
    planet: copy.planets[choice.digit].inSentence,
    day: model.content.reading.weekdays[choice.day],
    digit: choice.digit,
    moolank: model.moolank,
    bhagyank: model.bhagyank,
    naamank,
    numbers: clashNumbers(model, choice),
  });
  return `${personal} ${planetWhy}`;
}

/**
 * The small act is written as a sentence of its own ("Call your mother"); after "On Monday:" in
 * the table it goes on in lower case, as the fast's row does ("On Sunday: one simple meal").
 * Scripts without case are unchanged.
 */
const afterColon = (sentence: string) => sentence.charAt(0).toLocaleLowerCase() + sentence.slice(1);

/** One row of a planet's table: the kind of remedy, what to do and when, and why. */
function remedyRow(model: ReportModel, choice: RemedyChoice, kind: RemedyKind): string[] {
  const copy = model.content.report.planetRemedies;
  const planet = copy.planets[choice.digit];
  const day = model.content.reading.weekdays[choice.day];
  const mantra = PLANET_MANTRAS[choice.digit];
  const rows: Record<RemedyKind, () => [string, string]> = {
    colour: () => [fill(copy.colourWhat, { colours: planet.colours, day }), planet.colourWhy],
    daan: () => [fill(copy.daanWhat, { ...planet.daan, day }), planet.daan.why],
    fast: () => [fill(copy.fastWhat, { how: planet.fast.how, day }), planet.fast.why],
    mantra: () => [
      fill(copy.mantraWhat, {
        mantra: copy.transliterate
          ? `${mantra.devanagari} (${mantra.transliteration})`
          : mantra.devanagari,
        meaning: planet.mantraMeaning,
        day,
      }),
      planet.mantraWhy,
    ],
    yantra: () => [fill(copy.yantraWhat, planet.yantra), planet.yantra.why],
    act: () => [
      fill(copy.actWhat, {
        act: afterColon(model.content.reading.weeklyPlan[choice.digit].act),
        day,
      }),
      planet.actWhy,
    ],
  };
  const [what, planetWhy] = rows[kind]();
  return [copy.kinds[kind], what, whyFor(model, choice, kind, planetWhy)];
}

function planetRemedies(model: ReportModel, choice: RemedyChoice, index: number) {
  const copy = model.content.report.planetRemedies;
  const planet = copy.planets[choice.digit];
  return [
    heading(fill(copy.planetHeading, { planet: planet.name, digit: choice.digit }), TYPE.heading, {
      spaceBefore: index === 0 ? SPACE.block : SPACE.beforeHeading + 6,
    }),
    // The heading and its reasons stay with the table's first rows: at the foot of a page with
    // the table overleaf, they read as a planet with no remedies (Ajay Devgan's Mercury).
    ...choice.reasons.flatMap((reason) =>
      paragraphs(reasonLine(model, choice, reason), TYPE.body, {
        spaceBefore: SPACE.afterHeading,
        keepWithNext: true,
      }),
    ),
    ...(choice.mode === 'calm'
      ? paragraphs(fill(copy.calmNote, { planet: planet.inSentence }), TYPE.small, {
          spaceBefore: SPACE.paragraph,
          keepWithNext: true,
        })
      : []),
    ...table(
      [
        { title: copy.columns.remedy, share: 0.17, style: TYPE.smallBold },
        { title: copy.columns.what, share: 0.43 },
        { title: copy.columns.why, share: 0.4 },
      ],
      choice.kinds.map((kind) => remedyRow(model, choice, kind)),
    ),
  ];
}

function chosenRemedies(model: ReportModel) {
  const copy = model.content.report.planetRemedies;
  return [
    label(copy.heading, { spaceBefore: SPACE.block }),
    // The person's own planets and how each is treated, rather than the rule for everyone.
    ...paragraphs(remediesSummary(model), TYPE.body, { spaceBefore: SPACE.afterHeading }),
    ...model.remedies.flatMap((choice, i) => planetRemedies(model, choice, i)),
    note(copy.care, TYPE.small),
  ];
}

/**
 * Everyday steps for the first missing numbers whose planet has no table above (those with one
 * have its remedies there already); the line for a full grid when nothing is missing.
 */
function missingNumberSteps(model: ReportModel) {
  const { content } = model;
  const copy = content.report.reading.remedies;
  if (model.missing.length === 0)
    return paragraphs(content.report.missing.none, TYPE.body, { spaceBefore: SPACE.block });
  const given = new Set(model.remedies.map((choice) => choice.digit));
  const others = model.firstRemedies.filter((digit) => !given.has(digit));
  if (others.length === 0) return [];
  // "Three at most" left a reader missing five numbers wondering where the other two went
  // (Sunita Sharma: 5 and 6 with their planets, steps for 4, nothing said of 3 and 8).
  const later = model.missing.filter((digit) => !given.has(digit) && !others.includes(digit));
  return [
    label(copy.firstHeading, { spaceBefore: SPACE.beforeHeading + 6 }),
    ...paragraphs(stepsLead(model, others), TYPE.body, { spaceBefore: SPACE.afterHeading }),
    ...others.flatMap((digit, i) => [
      heading(fill(copy.remedyHeading, { digit }), TYPE.subheading, {
        spaceBefore: i === 0 ? SPACE.block : SPACE.beforeSubheading + 4,
      }),
      ...bullets(content.missingNumbers[digit].remedies),
    ]),
    ...(later.length > 0
      ? // Which of them the name's letters already carry: the line differs by the name.
        paragraphs(laterWoven(model, later), TYPE.body, {
          spaceBefore: SPACE.block,
        })
      : []),
  ];
}

export const remediesSection: Section = {
  applies: notForNewborn,
  id: 'remedies',
  title: (copy) => copy.reading.chapters.remedies,
  intro: (copy) => copy.reading.intros.remedies,
  blocks: (model) => [
    ...chosenRemedies(model),
    ...missingNumberSteps(model),
    note(model.content.reading.gemCaution, TYPE.small),
  ],
};
