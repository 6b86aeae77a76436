/**
 * The compatibility ("others") and remedies chapters woven from the person's own numbers (issue 23
 * item 15), where every reader had the same lines: the invitation to have a mobile number read
 * says which totals sit well with this person's numbers (the friend table's "easy" moolanks) and
 * which digits would bring what their grid lacks; the missing numbers left for later say which of
 * them the letters of the name already carry.
 */
import type { Digit } from '@ankvidya/numerology-core';
import { fill } from './format.js';
import type { ReportModel } from './model.js';
import { lettersOf, nameDigit, relationOf } from './weave.js';
import { listOf, moolankGroups } from './weave-life.js';

/** Numbers of which any one will do: "1, 2, or 5", "1, 2 या 5". */
function orList(model: ReportModel, items: readonly number[]): string {
  return new Intl.ListFormat(model.locale, { type: 'disjunction' }).format(items.map(String));
}

/** The invitation to have a mobile number read, from the person's easy totals and missing digits. */
export function mobileInvite(model: ReportModel): string {
  const { moolank, bhagyank } = model;
  const life = model.content.depth.life.others;
  const copy = model.content.depth.othersWeave.mobileInvite;
  const easy = moolankGroups(model).easy;
  const values = {
    // Any one of them suits: "1, 2 or 5".
    easy: orList(model, easy),
    missing: orList(model, model.missing),
    numbers: fill(moolank === bhagyank ? life.pairNumbers.double : life.pairNumbers.two, {
      moolank,
      bhagyank,
    }),
  };
  const hasEasy = easy.length > 0;
  const hasMissing = model.missing.length > 0;
  if (hasEasy && hasMissing) return fill(copy.easyAndMissing, values);
  if (hasEasy) return fill(copy.easyOnly, values);
  if (hasMissing) return fill(copy.missingOnly, values);
  return model.content.report.reading.others.mobileInvite;
}

/**
 * The missing numbers left for later (no table or steps above), against the letters of the name:
 * those a letter carries are met in the person already. The general line for a name with no letter.
 */
export function laterWoven(model: ReportModel, later: readonly Digit[]): string {
  const digits = listOf(model, later);
  if (model.nameReading.naamank === 0)
    return fill(model.content.report.reading.remedies.later, { digits: later.join(', ') });
  const copy = model.content.depth.othersWeave.later;
  // No letter carries 9 (lettersOf finds none), so it is never among the carried.
  const carried = later.filter((digit) => lettersOf(model, digit).length > 0);
  if (carried.length === 0) return fill(copy.none, { digits });
  if (carried.length === later.length) return fill(copy.all, { digits });
  return fill(copy.some, {
    digits,
    carried: listOf(model, carried),
    rest: listOf(
      model,
      later.filter((digit) => !carried.includes(digit)),
    ),
  });
}

/**
 * The moolanks that ask for patience read with the naamank, where it stands the same way to each
 * of them (two people with one pair differ by their names); null otherwise, for a name with no
 * number, and for one number twice (moolank and bhagyank the same), which keep the general line.
 */
export function patienceWithName(model: ReportModel, patience: readonly Digit[]): string | null {
  const naamank = nameDigit(model);
  if (naamank === null || patience.length === 0 || model.moolank === model.bhagyank) return null;
  const standingOf = (digit: Digit): 'good' | 'neutral' | 'against' => {
    const relation = relationOf(naamank, digit);
    if (relation === 'same' || relation === 'friendly') return 'good';
    return relation === 'neutral' ? 'neutral' : 'against';
  };
  const standing = standingOf(patience[0]!);
  if (patience.some((digit) => standingOf(digit) !== standing)) return null;
  // The naamank is the one such moolank: "7 is your own naamank", not "on good terms with 7".
  const own = patience.length === 1 && patience[0] === naamank;
  return fill(model.content.depth.othersWeave.patienceWithName[own ? 'own' : standing], {
    digits: listOf(model, patience),
    naamank,
  });
}

/**
 * What the lucky things follow (the moolank and its planet) and the rule of the lucky numbers,
 * with which of them the grid holds and which the lucky dates bring in.
 */
export function luckyRule(model: ReportModel, moolank: Digit, numbers: readonly Digit[]): string {
  const copy = model.content.depth.othersWeave.luckyRule;
  const held = numbers.filter((digit) => model.analysis.loshuGrid[digit] > 0);
  const absent = numbers.filter((digit) => !held.includes(digit));
  const planet = model.content.attributes[moolank].planet;
  if (absent.length === 0) return fill(copy.all, { number: moolank, planet });
  return fill(copy.some, {
    number: moolank,
    planet,
    held: listOf(model, held),
    absent: listOf(model, absent),
  });
}
