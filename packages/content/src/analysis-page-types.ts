import type { ByDigit } from './types.js';
import type { Harmony } from '@ankvidya/numerology-core';

/** The free analysis page's direct answers (the readings themselves are in their own sections). */
export interface AnalysisPageTexts {
  /** Over the answers on the first screen. */
  answersHeading: string;
  nameFit: {
    heading: string;
    /** "Naamank {name} with your moolank {moolank}" and with the bhagyank. */
    withMoolank: string;
    withBhagyank: string;
    /** A word for each verdict, shown as a chip. */
    verdicts: Readonly<Record<Harmony, string>>;
    /** One sentence for the whole: friendly to both, in between, or challenging to one. */
    summary: { fits: string; mixed: string; care: string };
    /** When the name gives no number (no letters A to Z). */
    none: string;
    /** The link to name correction, worded by the summary. */
    link: { fits: string; mixed: string; care: string };
  };
  lucky: {
    heading: string;
    numbers: string;
    days: string;
    colours: string;
    dates: string;
    /** "From your moolank {moolank}, by the friend table of the planets ...". */
    note: string;
  };
  /**
   * Lucky colours of each moolank (from attributes, as written inside a sentence) and the names of
   * the days, Sunday first.
   */
  luckyColours: ByDigit<readonly string[]>;
  weekdays: readonly [string, string, string, string, string, string, string];
  /** What the grid counted, listed under it. */
  gridSources: {
    heading: string;
    intro: string;
    /** "The digits of your date of birth ({dob}), zeros left out: {digits}". */
    dobDigits: string;
    /** "Your moolank {number}, because the day {day} has two digits". */
    psychic: string;
    /** "Your bhagyank {number}". */
    lifePath: string;
    /** "Your kua number {number}". */
    kua: string;
    /** "So {digit} shows {times} times:" the first digit seen more than once, as an example. */
    repeats: string;
    /** When the kua or bhagyank adds a digit the date does not hold (e.g. an extra 5). */
    extra: string;
  };
  offer: {
    /** Alt text of the sample page (one page of a made-up person's report). */
    sampleAlt: string;
  };
}
