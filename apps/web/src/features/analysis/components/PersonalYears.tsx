import { personalYear, type Digit } from '@ankvidya/numerology-core';
import type { ContentBundle, UiStrings } from '@ankvidya/content';
import { fill } from '@/shared/content/content';

/** The first two sentences of a text, for a reading "in brief" (Hindi sentences end in "।"). */
export function inBrief(text: string, sentences = 2): string {
  const parts = text.match(/[^.!?।]+[.!?।]+(\s+|$)/g);
  return parts ? parts.slice(0, sentences).join('').trim() : text;
}

/** This year's personal year and the next two, in brief. */
export function PersonalYears({
  day,
  month,
  fromYear,
  texts,
  ui,
}: {
  day: number;
  month: number;
  fromYear: number;
  texts: ContentBundle['personalYears'];
  ui: UiStrings;
}) {
  const years = [fromYear, fromYear + 1, fromYear + 2];
  return (
    <ol className="years">
      {years.map((year) => {
        const number = personalYear(day, month, year) as Digit;
        const text = texts[number];
        return (
          <li key={year} className="year">
            <h3>{fill(ui.analysis.personalYearLabel, { year, number })}</h3>
            <p className="year__theme">{text.theme}</p>
            <p>{inBrief(text.overview)}</p>
          </li>
        );
      })}
    </ol>
  );
}
