import type { ByDigit } from './types.js';

/**
 * A personal year read with the bhagyank (issue 23 item 15), by bhagyank, then personal year: one
 * or two sentences on what that year asks of a life whose direction is that bhagyank, so two
 * people who meet the same personal year read it for their own life path.
 */
export type YearWithPathTexts = ByDigit<ByDigit<string>>;

/**
 * The same texts read for a personal month, in short: the first clause of the bhagyank's text for
 * the month's number, with `year` ("{number}", matched in any case) turned into `month`
 * ("{month}", its name: "May asks a practical builder to..."), put in `line` ("{clause}",
 * capitalised).
 */
export interface YearWithPathMonth {
  year: string;
  month: string;
  line: string;
}
