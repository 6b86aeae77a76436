/**
 * The grid and remedies chapters woven from the person's own numbers (issue 23 item 15): a grid
 * digit read against the moolank and the name number together, and the remedies' summary and
 * whys opened from the grid (how often the moolank stands there, which line a missing number
 * would join), so two people with the same moolank and bhagyank read different sentences.
 */
import type { Digit, RemedyChoice, RemedyKind } from '@ankvidya/numerology-core';
import type { GridPairStanding, MissingPairStanding } from '@ankvidya/content';
import { fill } from './format.js';
import type { ReportModel } from './model.js';
import { isGoodRelation, lettersOf, nameDigit, relationOf, sentences } from './weave.js';
import { listOf, sourcesOf } from './weave-life.js';

/** On good terms in the friend table: the same number, or a friend. */
const isGood = (a: Digit, b: Digit) => isGoodRelation(relationOf(a, b));

/** How a grid digit stands to the moolank and the name number together. */
export function gridPairStanding(
  model: ReportModel,
  digit: Digit,
  naamank: Digit,
): GridPairStanding {
  if (digit === model.moolank) return isGood(digit, naamank) ? 'ownGood' : 'ownApart';
  if (digit === naamank) return isGood(model.moolank, digit) ? 'nameGood' : 'nameApart';
  return standingWithBoth(model, digit, naamank);
}

/** How a digit that is neither the moolank nor the name number stands to both (friend table). */
function standingWithBoth(
  model: ReportModel,
  digit: Digit,
  naamank: Digit,
): 'both' | 'moolankOnly' | 'nameOnly' | 'neither' {
  const withMoolank = isGood(model.moolank, digit);
  const withName = isGood(naamank, digit);
  if (withMoolank && withName) return 'both';
  if (withMoolank) return 'moolankOnly';
  return withName ? 'nameOnly' : 'neither';
}

/** What a pair reading names: the digit, the moolank and the name number, with their planets. */
function pairValues(model: ReportModel, digit: Digit, naamank: Digit) {
  const { attributes } = model.content;
  return {
    digit,
    planet: attributes[digit].planet,
    moolank: model.moolank,
    moolankPlanet: attributes[model.moolank].planet,
    naamank,
    namePlanet: attributes[naamank].planet,
  };
}

/**
 * A grid digit read against the moolank and the name number; null when the name has no number
 * (the moolank's reading alone then, weave.ts's gridDigitWoven).
 */
export function gridPairWoven(model: ReportModel, digit: Digit): string | null {
  const naamank = nameDigit(model);
  if (naamank === null) return null;
  const texts = model.content.depth.gridWeave.gridWithPair;
  return fill(texts[gridPairStanding(model, digit, naamank)], pairValues(model, digit, naamank));
}

/**
 * Where a grid digit comes from, when the name has a number but none of its letters carries the
 * digit: said in one sentence (the date alone gives it), and `letters` false, so the digit's
 * reading does not say it again. Otherwise `letters` is true and the text empty: withSources
 * joins the sources to the reading's first sentence.
 */
export function sourcesWoven(model: ReportModel, digit: Digit): { text: string; letters: boolean } {
  const noLetter = digit !== 9 && nameDigit(model) !== null && lettersOf(model, digit).length === 0;
  if (!noLetter) return { text: '', letters: true };
  const count = model.analysis.loshuGrid[digit];
  const copy = model.content.depth.gridWeave.sourcesNoLetter;
  return {
    text: fill(count === 1 ? copy.once : copy.many, {
      digit,
      count,
      sources: sourcesOf(model, digit),
    }),
    letters: false,
  };
}

/**
 * A grid digit's reading (gridDepthFor's text) opened with where the person's digit comes from:
 * in one sentence with the digit's first, what the digit is; after the sentence that says no
 * letter of the name carries it, where that is so (sourcesWoven).
 */
export function withSources(model: ReportModel, digit: Digit, reading: string): string {
  const sources = sourcesWoven(model, digit);
  if (!sources.letters) return `${sources.text} ${reading}`;
  const [first = '', ...rest] = sentences(reading);
  const count = model.analysis.loshuGrid[digit];
  const copy = model.content.depth.gridWeave.whatWithSources;
  const what = fill(count === 1 ? copy.once : copy.many, {
    what: first.replace(/[.।]$/u, ''),
    digit,
    count,
    sources: sourcesOf(model, digit),
  });
  return [what, ...rest].join(' ');
}

/** How a missing digit (never the moolank) stands to the moolank and the name number. */
export function missingPairStanding(
  model: ReportModel,
  digit: Digit,
  naamank: Digit,
): MissingPairStanding {
  if (digit === naamank) return 'nameIs';
  return standingWithBoth(model, digit, naamank);
}

/**
 * A missing digit read against the moolank and the name number; null when the name has no
 * number (the moolank's reading alone then, weave.ts's missingDigitWoven).
 */
export function missingPairWoven(model: ReportModel, digit: Digit): string | null {
  const naamank = nameDigit(model);
  if (naamank === null) return null;
  const texts = model.content.depth.gridWeave.missingWithPair;
  return fill(texts[missingPairStanding(model, digit, naamank)], pairValues(model, digit, naamank));
}

/** The person's planets, each by its first reason and how it is treated. */
export function remediesSummary(model: ReportModel): string {
  const copy = model.content.report.planetRemedies;
  const woven = model.content.depth.gridWeave.remedies;
  const items = model.remedies.map((choice) =>
    fill(woven.modes[choice.mode], {
      item: fill(copy.summaryItems[choice.reasons[0]!.kind], {
        planet: copy.planets[choice.digit].inSentence,
        digit: choice.digit,
      }),
    }),
  );
  return fill(woven.summary, { items: items.join('; ') });
}

/** The fullest line (plane) through a digit's square that already holds a number, if any. */
function fullestLine(model: ReportModel, digit: Digit) {
  return model.planes
    .filter((plane) => plane.digits.includes(digit) && plane.present.length > 0)
    .sort((a, b) => b.present.length - a.present.length)[0];
}

/**
 * A remedy's why opened from the grid, where the grid says something of this person that the
 * moolank and bhagyank alone do not: the moolank's colour by how often the moolank stands in the
 * grid, a missing number's daan by the line its square would join. Null for the other remedies.
 */
export function gridWhy(model: ReportModel, choice: RemedyChoice, kind: RemedyKind): string | null {
  const woven = model.content.depth.gridWeave.remedies;
  const values = {
    digit: choice.digit,
    planet: model.content.report.planetRemedies.planets[choice.digit].inSentence,
    day: model.content.reading.weekdays[choice.day],
    moolank: model.moolank,
  };
  if (choice.mode === 'strengthen' && kind === 'colour') {
    const count = model.analysis.loshuGrid[model.moolank];
    if (count === 0) return null;
    // A day of 10 or more adds the moolank to the grid; alone there, the date's digits lack it.
    const derived = count === 1 && model.analysis.day > 9;
    const template = derived
      ? woven.colourDerived
      : count === 1
        ? woven.colourOnce
        : woven.colourMany;
    return fill(template, {
      ...values,
      count,
      sources: sourcesOf(model, model.moolank),
    });
  }
  if (choice.mode === 'invite' && kind === 'daan') {
    const line = fullestLine(model, choice.digit);
    if (!line) return fill(woven.daanNoLine, values);
    return fill(woven.daanLine, {
      ...values,
      plane: model.content.planes[line.id].name,
      line: line.digits.join(' – '),
      present: listOf(model, line.present),
    });
  }
  return null;
}

/** Leads the everyday steps: the person's missing numbers and the ones the steps start with. */
export function stepsLead(model: ReportModel, first: readonly Digit[]): string {
  return fill(model.content.depth.gridWeave.remedies.stepsLead, {
    all: listOf(model, model.missing),
    first: listOf(model, first),
  });
}
