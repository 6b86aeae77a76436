/**
 * What the moolank articles of every locale share: the written parts each one supplies, and the
 * working of a day of birth, so the steps shown are always the arithmetic core would do.
 */
import type { Digit } from '@ankvidya/numerology-core';

/** The words each moolank article is written in; the rest is built from core's tables. */
export interface MoolankTexts {
  title: string;
  keywords: readonly string[];
  description: string;
  imageAlt: string;
  intro: string;
  /** Two paragraphs on the number's nature. */
  nature: readonly [string, string];
  work: string;
  /** Five kinds of work that tend to suit the number. */
  workList: readonly string[];
  /** Two paragraphs on love, friendship and family. */
  relationships: readonly [string, string];
  /** Everyday habits, never medical advice. */
  health: string;
  /** The "how to use this" paragraph and four small steps. */
  use: string;
  steps: readonly string[];
}

/** The birth days whose moolank is `digit`: the day itself, then every ninth day up to 31. */
export const birthDays = (digit: Digit): number[] =>
  [digit, digit + 9, digit + 18, digit + 27].filter((day) => day <= 31);

/** "28: 2 + 8 = 10, then 1 + 0 = 1", the digits of a day added down to one. */
export function dayWorking(day: number): string[] {
  const steps: string[] = [];
  let n = day;
  while (n > 9) {
    const digits = String(n).split('').map(Number);
    const sum = digits.reduce((a, b) => a + b, 0);
    steps.push(`${digits.join(' + ')} = ${sum}`);
    n = sum;
  }
  return steps;
}
