import type { Harmony, PlaneId } from '@ankvidya/numerology-core';
import type { ByDigit, MasterNumber } from './types.js';

type Three = readonly [string, string, string];

/** A reading for one moolank (psychic number) with one bhagyank (life path number). */
export interface CombinationReading {
  /** A short name for the pairing, 2 to 5 words, e.g. "The steady pioneer". */
  title: string;
  /** Two or three sentences (35 to 70 words): who this person is, drawn from both numbers. */
  portrait: string;
  /** Two or three paragraphs, 150 to 280 words in all, on how the two numbers work together. */
  paragraphs: readonly string[];
  /** Exactly three strongest qualities, each a short phrase of 3 to 9 words. */
  strengths: Three;
  /** Exactly three things to work on, each a short phrase of 3 to 10 words, said kindly. */
  workOn: Three;
}

/** Indexed [moolank][bhagyank]. */
export type CombinationTable = ByDigit<ByDigit<CombinationReading>>;

/** A Chaldean compound number's meaning (10 to 52). */
export interface CompoundMeaning {
  /** A short traditional name, 1 to 5 words, e.g. "The wheel of fortune". */
  title: string;
  /** 35 to 80 words, consistent with the compound's tone in numerology-core. */
  text: string;
}

/** Words for the personal month (personal year + calendar month, reduced). */
export interface PersonalMonthText {
  /** 2 to 6 words, e.g. "Plant new seeds". */
  focus: string;
  /** One or two sentences, 20 to 45 words. */
  advice: string;
}

/** One day of the weekly plan, keyed by the number whose planet rules the day (its colour comes from attributes). */
export interface WeekdayPlan {
  /** A short traditional mantra in Latin letters with a few words on it. */
  mantra: string;
  /** One small, free, concrete act for the day (one sentence). */
  act: string;
}

/** The report's texts that read several numbers together (a section of a locale). */
export interface ReadingTexts {
  /** Keys 10 to 52. */
  compoundMeanings: Readonly<Record<number, CompoundMeaning>>;
  personalMonths: ByDigit<PersonalMonthText>;
  /** Three concrete actions for each personal year. */
  yearActions: ByDigit<readonly [string, string, string]>;
  /** One sentence: this plane is the person's strongest line. */
  planeStrength: Readonly<Record<PlaneId, string>>;
  masterNotes: Readonly<Record<MasterNumber, string>>;
  /** What a friendly, neutral or challenging naamank means for a moolank or bhagyank. */
  harmony: Readonly<Record<Harmony, string>>;
  /** Printed beside every gemstone mention. */
  gemCaution: string;
  weeklyPlan: ByDigit<WeekdayPlan>;
  /** A digit three or more times in the grid. */
  repeatedDigits: ByDigit<string>;
}
