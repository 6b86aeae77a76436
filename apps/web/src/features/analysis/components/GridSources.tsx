import type { AnalysisPageTexts } from '@ankvidya/content';
import {
  DIGITS,
  type Digit,
  type GridSources as Sources,
  type LoshuGrid,
} from '@ankvidya/numerology-core';
import { fill } from '@/shared/content/content';
import type { Locale } from '@/shared/i18n/locale';
import { listOf } from '@/shared/lib/list';

/**
 * What the grid counted, under it: the date's digits (zeros left out), the moolank when the day
 * has two digits, the bhagyank and the kua, as core's gridSources lists them; then why a box can
 * repeat a digit ("99") or hold one the date does not (an extra 5 from the kua).
 */
export function GridSources({
  sources,
  grid,
  day,
  dob,
  texts,
  locale,
}: {
  sources: Sources;
  grid: LoshuGrid;
  day: number;
  /** The date of birth as the page writes it. */
  dob: string;
  texts: AnalysisPageTexts['gridSources'];
  locale: Locale;
}) {
  const fromDate = new Set<number>(sources.dobDigits);
  if (sources.psychicNumber !== null) fromDate.add(sources.psychicNumber);
  // The digit repeated most (the 9s of a 1999 birth) makes the example; then every digit only
  // the bhagyank or kua brought.
  const repeated = DIGITS.reduce<Digit | undefined>(
    (best, digit) => (grid[digit] > Math.max(1, best ? grid[best] : 0) ? digit : best),
    undefined,
  );
  const extra = DIGITS.filter((digit) => grid[digit] > 0 && !fromDate.has(digit));
  return (
    <div className="answer grid-sources">
      <h3>{texts.heading}</h3>
      <p>{texts.intro}</p>
      <ul>
        <li>{fill(texts.dobDigits, { dob, digits: sources.dobDigits.join(' ') })}</li>
        {sources.psychicNumber !== null ? (
          <li>{fill(texts.psychic, { number: sources.psychicNumber, day })}</li>
        ) : null}
        <li>{fill(texts.lifePath, { number: sources.lifePathNumber })}</li>
        <li>{fill(texts.kua, { number: sources.kuaNumber })}</li>
      </ul>
      {repeated !== undefined ? (
        <p>
          {fill(texts.repeats, { digit: repeated, shown: String(repeated).repeat(grid[repeated]) })}
        </p>
      ) : null}
      {extra.length > 0 ? <p>{fill(texts.extra, { digit: listOf(extra, locale) })}</p> : null}
    </div>
  );
}
