import type { WovenRelation } from './reading-types.js';
import type { ByDigit } from './types.js';
import type { YearWithPathMonth, YearWithPathTexts } from './report-year-path-types.js';

/** How many letters of the name carry a number: one, several, or none. */
export type LetterCount = 'one' | 'many' | 'none';

/**
 * The time chapters (3-year prediction, the dated months) read against the person's own grid and
 * name (issue 23 item 15): a personal year or month whose number the grid lacks or repeats, and
 * whether the letters of the name already carry it, so two people in the same personal year read
 * it for their own chart.
 */
export interface TimeWovenTexts {
  /**
   * A personal year's number as the grid holds it (missing, present, three times or more) and as
   * the letters of the name carry it: "{number}", "{count}" (times in the grid), "{letters}" (the
   * letters, listed), "{skill}" (what the number asks to practise, see `skill`).
   */
  yearInGridAndName: Readonly<
    Record<'missing' | 'present' | 'repeated', Record<LetterCount, string>>
  >;
  /**
   * What a number missing from the grid asks to practise, as a phrase that fits after "practise"
   * ("stating your own position plainly"); the same skills as the missing-number depth texts.
   */
  skill: ByDigit<string>;
  /**
   * A personal month whose number is missing from the grid, or stands there three times or more,
   * in one short sentence (a month must still fit with the next on its page): "{month}",
   * "{number}", "{skill}", "{count}", "{planet}" (the number's).
   */
  monthInGrid: Readonly<Record<'missing' | 'repeated', string>>;
  /**
   * A personal year read against the moolank through the friend table: "{year}", "{number}",
   * "{planet}" (the year's), "{moolank}", "{moolankPlanet}".
   */
  yearWithMoolank: Readonly<Record<WovenRelation, string>>;
  /**
   * The working of the person's first best date, under the rule for best dates: "{date}",
   * "{monthName}", "{py}" (personal year), "{month}" (its number), "{day}", "{sum}", "{pd}"
   * (personal day) and "{fit}" (how it sits with moolank and bhagyank). `reduced` when the sum has
   * two digits, `direct` when it is already one.
   */
  workedDay: Readonly<Record<'reduced' | 'direct', string>>;
  /**
   * A timing year past the prediction's whose number the grid lacks or repeats, in short, in
   * wordings the years take in turn: "{year}", "{number}", "{skill}", "{count}", "{planet}".
   */
  timingInGrid: { missing: readonly string[]; repeated: readonly string[] };
  /**
   * A quarter of the prediction read by the month in it that meets the person's own numbers, in
   * place of the quarter's generic step: the month brings the name number (`name`), a number the
   * grid lacks (`missing`), or one it holds twice or more (`strong`). "{month}", "{year}",
   * "{number}", "{count}" (times in the grid), "{skill}" (see `skill`). The quarters of a kind take
   * the wordings in turn, so the same kind of month does not read alike quarter after quarter.
   */
  quarterMeet: Readonly<Record<'name' | 'missing' | 'strong', readonly string[]>>;
  /** A personal year read with the bhagyank, by bhagyank then personal year (own file per locale). */
  yearWithPath: YearWithPathTexts;
  /** The year-with-bhagyank texts read for a personal month, in short. */
  yearWithPathMonth: YearWithPathMonth;
}
