import type { Harmony, TimingAim, TimingSupport } from '@ankvidya/numerology-core';
import type { ByDigit } from './types.js';

/**
 * The report's timing chapter: the next nine personal years, what each favours and the
 * relationship years (numerology-core's timing). Each year's reading is woven from the person's
 * own numbers: the year's focus, then how the personal year meets their moolank and bhagyank.
 */
export interface TimingCopy {
  /** The chapter's heading. */
  title: string;
  /** One or two sentences under the heading. */
  intro: string;
  /** From October: "{first}", the first year read, and why. */
  startsNextYear: string;
  /** Heading over the figure. */
  figureTitle: string;
  /** Short labels of the figure's rows. */
  aims: Readonly<Record<TimingAim, string>>;
  /** The aims as they read in a sentence ("starting work or a business"), joined by `and`. */
  aimPhrases: Readonly<Record<TimingAim, string>>;
  /** Joins the last two aims of a list: " and ". */
  and: string;
  /** The figure's legend: a mark of each support, the relationship band, the circled number. */
  legend: Readonly<Record<TimingSupport, string>> & { relationship: string; personalYear: string };
  /** Heading of the per-year readings. */
  yearsTitle: string;
  /** "{year}" and "{number}" (the personal year). */
  yearHeading: string;
  /** After a year's heading in a relationship year. */
  relationshipTag: string;
  /** What each personal year is about, a short phrase ("a year of fresh beginnings"). */
  focus: ByDigit<string>;
  /** "{year}", "{number}", "{focus}" and "{aims}" (aimPhrases joined). */
  favours: string;
  /**
   * The same, with how the year sits with the name number (issue 23 item 15): "{withName}" is the
   * calendar's harmony words ("sits easily with"), "{naamank}" the name number.
   */
  favoursWithName: string;
  /** The moolank's own nature, a phrase to fill `withMoolank`: "your drive to lead". */
  moolankAngle: ByDigit<string>;
  /** The bhagyank's direction, a phrase to fill `withBhagyank`. */
  bhagyankAngle: ByDigit<string>;
  /**
   * How the personal year meets the moolank, two wordings per verdict (odd personal years take the
   * first, even the second, so neighbouring years read differently): "{number}", "{moolank}",
   * "{angle}", "{year}" and "{aim}" (the year's first aim, from aimPhrases).
   */
  withMoolank: Readonly<Record<Harmony, readonly [string, string]>>;
  /** When the personal year is the moolank itself; the same slots. */
  sameAsMoolank: string;
  /** How it meets the bhagyank (odd personal years the second wording, even the first). */
  withBhagyank: Readonly<Record<Harmony, readonly [string, string]>>;
  /** When the personal year is the bhagyank itself: "{bhagyank}", "{angle}", "{year}". */
  sameAsBhagyank: string;
  /** Heading of the relationship years. */
  relationshipTitle: string;
  /** "{years}": the relationship years, listed. */
  relationshipIntro: string;
  /** One reason: "{year}", "{number}", "{universal}", "{moolank}", "{bhagyank}". */
  relationshipReasons: {
    readonly personalYear: { readonly 2: string; readonly 6: string };
    readonly universalYear: string;
  };
  /** Closing line of the relationship years: what to do with them, never a promise. */
  relationshipNote: string;
}
