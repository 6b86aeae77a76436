/**
 * Issue 23 review of the months and timing chapters: within one report no sentence of the twelve
 * months or of the year-by-year readings repeats, nor does one month's opening or advice come back
 * in another month with only its dates changed; the coming year and "no care dates" are said once;
 * the introduction states the rule that picks the dates; chapter 03's title is not chapter 02's.
 */
import { getContent, LOCALES, monthNames, type Locale } from '@ankvidya/content';
import { describe, expect, it } from 'vitest';
import { buildModel, type ReportModel, type ReportRequest } from '../../src/report/model.js';
import {
  cuspLine,
  datesLine,
  fitWords,
  personalMonthReading,
} from '../../src/report/sections/months.js';
import { sectionTexts } from './section-text.js';

const PEOPLE: ReportRequest[] = [
  { name: 'Priya Nair', dob: '1994-03-10', gender: 'Female' as const },
  { name: 'Asha Verma', dob: '1990-08-05', gender: 'Female' as const },
  { name: 'Ajay Devgan', dob: '1969-04-02', gender: 'Male' as const },
  { name: 'Mohammed Faisal Khan', dob: '1988-02-21', gender: 'Male' as const },
  { name: 'Rahul Sharma', dob: '1985-12-23', gender: 'Male' as const },
  { name: 'Meera Iyer', dob: '1952-06-17', gender: 'Female' as const },
].flatMap((person) =>
  // Made in March and in November (the months then run into the coming year).
  ['2026-03-14T10:30:00Z', '2026-11-25T06:00:00Z'].map((at) => ({
    ...person,
    generatedAt: new Date(at),
    currentYear: 2026,
  })),
);

/** Sentences of at least four words: "." and Hindi "।" end one. */
const sentencesOf = (texts: readonly string[]) =>
  texts
    .flatMap((text) => text.replace(/\s+/g, ' ').split(/(?<=[.!?।])\s+/u))
    .map((s) => s.trim())
    .filter((s) => s.split(' ').length >= 4);

const repeated = (sentences: readonly string[]) => [
  ...new Set(sentences.filter((s, i) => sentences.indexOf(s) !== i)),
];

/** A sentence with its numbers, lists of dates and month names masked: its wording alone. */
function wording(sentence: string, locale: Locale): string {
  let text = sentence.replace(/\d+(?:(?:, | and | और )\d+)*/gu, '#');
  for (const name of monthNames(locale)) text = text.replaceAll(name, 'M');
  return text;
}

/** Whether a sentence is one of these texts with its {placeholders} filled. */
const matchesAny = (sentence: string, texts: readonly string[]) =>
  texts.some((text) =>
    new RegExp(
      `^${text
        .split(/\{\w+\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.+')}$`,
      'u',
    ).test(sentence),
  );

/** The chapter's introduction, as the chapter draws it: the paragraphs before the first month. */
function introOf(model: ReportModel): string[] {
  const texts = sectionTexts(model, 'yearAhead');
  const first = texts.findIndex((t) => t.includes(`${model.calendar[0]!.year}`));
  return texts.slice(0, first);
}

describe.each(LOCALES)('in %s', (locale) => {
  const copy = getContent(locale);

  it.each(PEOPLE)('no month repeats a sentence or a wording: $name ($generatedAt)', (person) => {
    const model = buildModel({ ...person, locale });
    const intro = introOf(model);
    expect(intro[0]).toBe(copy.calendar.report.about);
    // Each month's reading, and its dates line as one line (its parts are lists of dates).
    const readings = model.calendar.map((month) => personalMonthReading(model, month));
    const months = model.calendar.flatMap((month, i) => [
      ...sentencesOf([readings[i]!]),
      datesLine(model, month),
    ]);
    expect(repeated([...sentencesOf(intro), ...months])).toEqual([]);
    // With dates, numbers and month names masked, the readings' sentences still differ, except
    // the lucky-weekday and name-number lines (three wordings each, naming their own weekday).
    const weave = copy.calendar.report.weave;
    const own = (s: string) =>
      !matchesAny(s, [...weave.luckyDay, ...weave.nameDay, ...weave.nameLuckyDay]);
    const masked = sentencesOf(readings)
      .filter(own)
      .map((s) => wording(s, locale));
    expect(repeated(masked)).toEqual([]);
  });

  it.each(PEOPLE)('no year-by-year sentence repeats: $name ($generatedAt)', (person) => {
    const model = buildModel({ ...person, locale });
    expect(repeated(sentencesOf(sectionTexts(model, 'timing')))).toEqual([]);
  });

  it('says the coming year once, in the first month from October', () => {
    const model = buildModel({
      ...PEOPLE[0]!,
      locale,
      generatedAt: new Date('2026-01-10T06:00:00Z'),
    });
    const cusp = cuspLine(model, model.calendar[9]!)!;
    const withCusp = model.calendar.filter((m) => personalMonthReading(model, m).includes(cusp));
    expect(withCusp.map((m) => m.month)).toEqual([10]);
  });

  it('says once, in the introduction, when no month has a date to go gently on', () => {
    const model = buildModel({ ...PEOPLE[6]!, locale });
    expect(model.calendar.every((m) => m.careDates.length === 0)).toBe(true);
    const copy = model.content.calendar.report;
    expect(introOf(model).join(' ')).toContain(
      copy.weave.personalDaysNoCare.split('{best}')[1]!.trim(),
    );
    // Nor does the grids' key show a mark no date carries.
    expect(sectionTexts(model, 'yearAhead')).not.toContain(copy.legend.care);
    for (const month of model.calendar) {
      expect(datesLine(model, month)).not.toContain(copy.noCareDates);
      expect(datesLine(model, month)).not.toContain(copy.legend.care);
    }
    // With care dates, the dates line names them.
    const other = buildModel({ ...PEOPLE[4]!, locale });
    const month = other.calendar[0]!;
    expect(month.careDates.length).toBeGreaterThan(0);
    expect(datesLine(other, month)).toContain(month.careDates.join(', '));
  });

  it('states the rule the dates are chosen by: friendly to one, at odds with neither', () => {
    // Ajay Devgan (moolank 2, bhagyank 4) on 4 March 2026: personal day 5 is neutral to 2 and
    // friendly to 4, so it is a best date though not friendly to both.
    const model = buildModel({
      ...PEOPLE[4]!,
      locale,
      generatedAt: new Date('2026-03-01T06:00:00Z'),
    });
    const march = model.calendar[0]!;
    expect(march.personalDays[3]).toBe(5);
    expect(march.bestDates).toContain(4);
    const fit = fitWords(model, 5);
    expect([fit.withMoolank, fit.withBhagyank]).toContain(copy.calendar.report.harmony.friendly);
    expect([fit.withMoolank, fit.withBhagyank]).not.toEqual([
      copy.calendar.report.harmony.friendly,
      copy.calendar.report.harmony.friendly,
    ]);
    const text = introOf(model).join(' ');
    expect(text).toContain(locale === 'en' ? 'at least one' : 'कम से कम एक');
    expect(text).toContain(locale === 'en' ? 'at odds with neither' : 'किसी से उसका टकराव नहीं');
    expect(text).not.toContain(locale === 'en' ? 'at odds with both' : 'दोनों से मेल नहीं खाता');
  });

  it('gives chapter 03 a title other than chapter 02’s', () => {
    const titles = [copy.report.reading.chapters.glance, copy.report.sections.numbersAtAGlance];
    expect(titles[1]).not.toContain(locale === 'en' ? 'at a glance' : 'एक नज़र');
    expect(new Set(titles).size).toBe(2);
  });
});
