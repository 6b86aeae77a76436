/**
 * Reads one of the person's numbers against another (issue 23 item 15): which relation the friend
 * table gives, the woven sentence for it, and which parts of a long per-number text to print, so a
 * chapter follows the person's own combination instead of one block per number for everyone.
 */
import { isRepeated, nameLetterValues, numberHarmony, type Digit } from '@ankvidya/numerology-core';
import type { WovenRelation } from '@ankvidya/content';
import { fill } from './format.js';
import type { ReportModel } from './model.js';

/** How b's planet stands to a's in the friend table, or 'same' for the same number. */
export function relationOf(a: Digit, b: Digit): WovenRelation {
  return a === b ? 'same' : numberHarmony(a, b);
}

/** Whether a relation is a good one: the same number, or friends in the table. */
export const isGoodRelation = (relation: WovenRelation): boolean =>
  relation === 'same' || relation === 'friendly';

/** Sentences of a text, split after a full stop or a danda as splitText does. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.।]) /)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The name number as a digit, or null when the name has none. */
export function nameDigit(model: ReportModel): Digit | null {
  const naamank = model.nameReading.naamank;
  return naamank >= 1 && naamank <= 9 ? (naamank as Digit) : null;
}

/** The letters of the name (A to Z, each once, in the name's order) whose value is the digit. */
export function lettersOf(model: ReportModel, digit: Digit): string[] {
  const letters = nameLetterValues(model.analysis.name)
    .filter(({ letter, value }) => value === digit && /^[A-Z]$/.test(letter))
    .map(({ letter }) => letter);
  return [...new Set(letters)];
}

/**
 * Which letters of the name carry the digit, under a digit present in the grid or missing from
 * it. Null for 9, which no letter of the chart carries, and for a name with no letter at all.
 */
export function lettersWoven(model: ReportModel, digit: Digit, missing: boolean): string | null {
  if (digit === 9 || model.nameReading.naamank === 0) return null;
  const letters = lettersOf(model, digit);
  const texts = missing
    ? model.content.depth.woven.lettersForMissing
    : model.content.depth.woven.lettersForPresent;
  const key = letters.length === 0 ? 'none' : letters.length === 1 ? 'one' : 'many';
  // Hindi writes "N, E और H", without CLDR's comma before और.
  const list = new Intl.ListFormat(model.locale, { type: 'conjunction' })
    .format(letters)
    .replace(/, और /u, ' और ');
  return fill(texts[key], { letters: list, digit });
}

/** A grid digit read against the moolank. */
export function gridDigitWoven(model: ReportModel, digit: Digit): string {
  const { attributes, depth } = model.content;
  return fill(depth.woven.gridWithMoolank[relationOf(model.moolank, digit)], {
    digit,
    planet: attributes[digit].planet,
    moolank: model.moolank,
    moolankPlanet: attributes[model.moolank].planet,
  });
}

/**
 * The grid-depth text of a digit as this person needs it. The text runs: what the digit is, its
 * use at work, its use in the family, a habit, the sign of overuse. The digit of the name number
 * marks this person most, and is read in full (a digit three times or more has a reading of its
 * own besides, in the impact chapter). Any other is
 * read for the side its relation to the name number brings out, the name being how the person
 * meets the world (the bhagyank when the name has no number): a friend's quality (or the name's
 * own) is put to work, a neutral one lives at home, and one that pulls against the name needs its
 * habit and its warning.
 */
export function gridDepthFor(
  model: ReportModel,
  digit: Digit,
  full: boolean,
  pair?: string | null,
  /** False where the letters were said already, with where the digit comes from. */
  withLetters = true,
): string {
  const [what = '', ...parts] = sentences(model.content.depth.gridDepth[digit]);
  const letters = withLetters ? lettersWoven(model, digit, false) : null;
  // `pair`: the digit against the moolank and the name number together (weave-grid.ts), where
  // the name has a number; against the moolank alone otherwise.
  const woven = [pair ?? gridDigitWoven(model, digit), ...(letters ? [letters] : [])].join(' ');
  if (full || parts.length < 4) return [what, woven, ...parts].join(' ');
  const [work, family, ...rest] = parts;
  const relation = relationOf(nameDigit(model) ?? model.bhagyank, digit);
  const chosen = relation === 'challenging' ? rest : relation === 'neutral' ? [family] : [work];
  return [what, woven, ...chosen].join(' ');
}

/** A missing digit read against the moolank. */
export function missingDigitWoven(model: ReportModel, digit: Digit): string {
  const { attributes, depth } = model.content;
  // A missing digit is never the moolank: the day of birth always puts the moolank in the grid.
  const relation = numberHarmony(model.moolank, digit);
  return fill(depth.woven.missingWithMoolank[relation], {
    digit,
    planet: attributes[digit].planet,
    moolank: model.moolank,
    moolankPlanet: attributes[model.moolank].planet,
  });
}

/**
 * The missing-digit text with the two sentences that read it for this person: how readily the
 * skill comes to the moolank, and whether the letters of the name already carry the digit. The
 * text runs: the skill, how its absence looks day to day, a practice, the people who supply it.
 * The practice is always kept; beside it, where the name number (the bhagyank when the name has
 * none) is a friend of the digit, the people who bring it, since they meet the person easily;
 * otherwise how the gap shows, so it is recognised.
 */
export function missingDepthFor(model: ReportModel, digit: Digit, pair?: string | null): string {
  const [skill = '', ...parts] = sentences(model.content.depth.missingDepth[digit]);
  const letters = lettersWoven(model, digit, true);
  // `pair`: as gridDepthFor's, for the missing digit (weave-grid.ts's missingPairWoven).
  const woven = [skill, pair ?? missingDigitWoven(model, digit), ...(letters ? [letters] : [])];
  if (parts.length !== 3) return [...woven, ...parts].join(' ');
  const [everyday, practice, people] = parts;
  const relation = relationOf(nameDigit(model) ?? model.bhagyank, digit);
  const chosen = relation === 'friendly' ? [practice, people] : [everyday, practice];
  return [...woven, ...chosen].join(' ');
}

/** A personal year read against the bhagyank. */
export function yearWoven(model: ReportModel, year: number, personalYear: Digit): string {
  return fill(
    model.content.depth.woven.yearWithBhagyank[relationOf(model.bhagyank, personalYear)],
    {
      year,
      number: personalYear,
      bhagyank: model.bhagyank,
    },
  );
}

/** A personal year read against the name number; null when the name has no number. */
export function yearWithNameWoven(
  model: ReportModel,
  year: number,
  personalYear: Digit,
): string | null {
  const naamank = nameDigit(model);
  if (naamank === null) return null;
  return fill(model.content.depth.woven.yearWithName[relationOf(naamank, personalYear)], {
    year,
    number: personalYear,
    naamank,
  });
}

/** A personal year's number as the grid holds it: missing, present, or three times or more. */
export function yearInGridWoven(model: ReportModel, personalYear: Digit): string {
  const count = model.analysis.loshuGrid[personalYear];
  const key = count === 0 ? 'missing' : isRepeated(count) ? 'repeated' : 'present';
  return fill(model.content.depth.woven.yearInGrid[key], { number: personalYear, count });
}

/** The name number read against the moolank; null when the name has no number. */
export function nameWoven(model: ReportModel): string | null {
  const naamank = model.nameReading.naamank;
  if (naamank < 1 || naamank > 9) return null;
  return fill(
    model.content.depth.woven.nameWithMoolank[relationOf(model.moolank, naamank as Digit)],
    {
      naamank,
      moolank: model.moolank,
    },
  );
}
