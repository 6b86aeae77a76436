/**
 * Issue 23, items 2, 5, 9 and 11: the months' dates and readings, master numbers in the day and
 * month of birth, the name chapter's wording, and reports made from October.
 */
import { getContent, LOCALES, monthNames, type Locale } from '@ankvidya/content';
import { luckyTimes } from '@ankvidya/numerology-core';
import { describe, expect, it } from 'vitest';
import { createDocument } from '../../src/report/layout/document.js';
import { buildModel, type ReportModel, type ReportRequest } from '../../src/report/model.js';
import { drawCover } from '../../src/report/sections/index.js';
import { fill } from '../../src/report/format.js';
import { cuspLine, datesLine, personalMonthReading } from '../../src/report/sections/months.js';
import { sectionTexts } from './section-text.js';

const request = (locale: Locale, extra: Partial<ReportRequest> = {}): ReportRequest => ({
  name: 'Asha Verma',
  dob: '1990-08-08',
  gender: 'Female',
  generatedAt: new Date('2026-03-14T10:30:00Z'),
  currentYear: 2026,
  locale,
  ...extra,
});

/** Made on 25 November 2026 (in India). */
const november = { generatedAt: new Date('2026-11-25T06:00:00Z') };

/** The strings the cover draws. */
function coverTexts(model: ReportModel): string[] {
  const doc = createDocument({
    title: 'test',
    author: 'test',
    subject: 'test',
    createdAt: new Date('2026-03-14T10:30:00Z'),
    lang: model.locale,
  });
  const drawn: string[] = [];
  const text = doc.text.bind(doc);
  doc.text = (value: string, ...rest: unknown[]) => {
    drawn.push(String(value));
    return (text as (...args: unknown[]) => PDFKit.PDFDocument)(value, ...rest);
  };
  doc.addPage();
  drawCover(doc, model);
  doc.end();
  return drawn;
}

/** Each calendar month's heading, reading and dates line, as the chapter draws them. */
function monthRows(model: ReportModel): { heading: string; reading: string; dates: string }[] {
  const texts = sectionTexts(model, 'yearAhead');
  const copy = model.content.calendar.report;
  const names = monthNames(model.locale);
  return model.calendar.map((month) => {
    const heading = fill(copy.monthHeading, {
      month: names[month.month - 1]!,
      year: month.year,
      number: month.personalMonth,
    });
    const at = texts.indexOf(heading);
    expect(at, heading).toBeGreaterThan(-1);
    // After the heading: the grid's weekday names and dates, then the legend, reading and dates.
    const dates = texts.slice(at).find((t) => t === datesLine(model, month))!;
    const reading = texts[texts.indexOf(dates, at) - 1]!;
    return { heading, reading, dates };
  });
}

describe.each(LOCALES)('the months, in %s', (locale) => {
  const content = getContent(locale);

  it('lists at most 5 best and 3 care dates a month, and no two months alike', () => {
    for (const dob of ['1990-08-08', '1985-01-14', '2001-06-30']) {
      const model = buildModel(request(locale, { dob }));
      const rows = monthRows(model);
      expect(rows).toHaveLength(12);
      for (const month of model.calendar) {
        expect(month.bestDates.length).toBeLessThanOrEqual(5);
        expect(month.careDates.length).toBeLessThanOrEqual(3);
      }
      expect(new Set(model.calendar.map((m) => m.bestDates.join())).size, dob).toBe(12);
      expect(new Set(rows.map((row) => row.dates)).size, dob).toBe(12);
    }
  });

  it('reads October otherwise than January, though they share a personal month', () => {
    const model = buildModel(request(locale, { generatedAt: new Date('2026-01-10T06:00:00Z') }));
    const rows = monthRows(model);
    expect(model.calendar[9]!.personalMonth).toBe(model.calendar[0]!.personalMonth);
    expect(rows[9]!.reading).not.toBe(rows[0]!.reading);
    const cusp = cuspLine(model, model.calendar[9]!)!;
    expect(rows[9]!.reading).toContain(cusp);
    expect(cuspLine(model, model.calendar[0]!)).toBeNull();
  });

  it('reads each month for the person: their moolank and bhagyank, and no advice line in more than three', () => {
    const model = buildModel(request(locale, { dob: '1985-01-14' }));
    const rows = monthRows(model);
    const copy = model.content.calendar.report;
    for (const [i, month] of model.calendar.entries()) {
      expect(rows[i]!.reading).toContain(`${model.moolank}`);
      expect(rows[i]!.reading).toContain(personalMonthReading(model, month));
    }
    // The advice names the month's own best dates; no lead in more than four months (three
    // leads and four advices taken in turn: twelve different pairs).
    const leads = [...copy.weave.lead.good, ...copy.weave.lead.even, ...copy.weave.lead.careful];
    for (const lead of leads)
      expect(
        rows.filter((row) => row.reading.includes(`${lead}:`)).length,
        lead,
      ).toBeLessThanOrEqual(4);
    // Another person in the same personal month reads another first sentence.
    const other = buildModel(request(locale, { dob: '1990-02-04' }));
    const same = other.calendar.findIndex(
      (m, i) => m.personalMonth === model.calendar[i]!.personalMonth,
    );
    expect(same).toBeGreaterThan(-1);
    const first = (text: string) => text.split(/[.।] /)[0];
    expect(first(personalMonthReading(other, other.calendar[same]!))).not.toBe(
      first(personalMonthReading(model, model.calendar[same]!)),
    );
  });

  it("names the month's theme and the person's own best and care dates", () => {
    const model = buildModel(request(locale, { dob: '1985-01-14' }));
    const rows = monthRows(model);
    const names = monthNames(locale);
    for (const [i, month] of model.calendar.entries()) {
      const text = content.reading.personalMonths[month.personalMonth as 1];
      expect(rows[i]!.reading.toLocaleLowerCase()).toContain(text.focus.toLocaleLowerCase());
      // The generic advice every person in this personal month would get is not repeated.
      expect(rows[i]!.reading).not.toContain(text.advice);
      const month_ = names[month.month - 1]!;
      const last = (dates: number[]) => `${dates.at(-1)} ${month_}`;
      if (month.bestDates.length > 0) expect(rows[i]!.reading).toContain(last(month.bestDates));
      if (month.careDates.length > 0) expect(rows[i]!.reading).toContain(last(month.careDates));
    }
  });

  it('says which best date falls on a lucky weekday of the moolank, or in every other month of the name number', () => {
    const model = buildModel(request(locale, { dob: '1985-01-14' }));
    const naamank = model.nameReading.naamank;
    const luckyOf = (n: number) => luckyTimes(n).weekdays as readonly number[];
    const weekdays = content.reading.weekdays;
    const dayOf = (year: number, month: number, date: number) =>
      new Date(Date.UTC(year, month - 1, date)).getUTCDay();
    let named = 0;
    for (const [i, month] of model.calendar.entries()) {
      const reading = personalMonthReading(model, month);
      const on = (n: number) =>
        month.bestDates.find((date) => luckyOf(n).includes(dayOf(month.year, month.month, date)));
      const byName =
        naamank <= 9 && naamank !== model.moolank && i % 2 === 1 ? on(naamank) : undefined;
      const luckyDate = byName ?? on(model.moolank);
      if (luckyDate === undefined) continue;
      named += 1;
      expect(reading).toContain(weekdays[dayOf(month.year, month.month, luckyDate)]!);
    }
    expect(named).toBeGreaterThan(0);
  });
});

describe.each(LOCALES)('a report made on 25 November, in %s', (locale) => {
  const content = getContent(locale);
  const model = buildModel(request(locale, november));

  it('reads three years from the coming one, and says so on the cover', () => {
    expect(model.years.map((y) => y.year)).toEqual([2027, 2028, 2029]);
    const cover = coverTexts(model).join(' ');
    expect(cover).toContain(
      content.report.yearsReadValue.replace('{first}', '2027').replace('{last}', '2029'),
    );
    expect(cover).toContain(
      content.report.comingYearNote.replaceAll('{year}', '2026').replace('{next}', '2027'),
    );
  });

  it('shows the twelve months from December, as it is made after the 15th: December 2026 once, then 2027 to November', () => {
    expect(model.calendar.map((m) => `${m.year}-${m.month}`)).toEqual([
      '2026-12',
      ...Array.from({ length: 11 }, (_, i) => `2027-${i + 1}`),
    ]);
    const headings = monthRows(model).map((row) => row.heading);
    expect(new Set(headings).size).toBe(12);
    const texts = sectionTexts(model, 'yearAhead');
    expect(headings.map((h) => texts.indexOf(h))).toEqual(
      [...headings.map((h) => texts.indexOf(h))].sort((a, b) => a - b),
    );
  });

  it('keeps a March report on this year, with nothing on the cover about the next', () => {
    const march = buildModel(request(locale));
    expect(march.years[0].year).toBe(2026);
    expect(coverTexts(march).join(' ')).not.toContain(content.report.comingYearNote.slice(0, 12));
  });
});

describe.each(LOCALES)('master numbers in the date of birth, in %s', (locale) => {
  const { masterBirth } = getContent(locale).reading;
  const notes = (dob: string) =>
    sectionTexts(buildModel(request(locale, { dob })), 'numbersAtAGlance').join(' ');

  it('mentions 11 in the 29th and in November, 22 in the 22nd, and nothing otherwise', () => {
    const born29November = notes('1969-11-29');
    expect(born29November).toContain(masterBirth.day[11].replace('{day}', '29').slice(0, 40));
    expect(born29November).toContain(masterBirth.month.slice(0, 40));
    expect(notes('1990-08-22')).toContain(masterBirth.day[22].slice(0, 40));
    const plain = notes('1990-08-08');
    for (const text of [masterBirth.day[11], masterBirth.day[22], masterBirth.month])
      expect(plain).not.toContain(text.slice(20, 60));
  });
});

describe.each(LOCALES)('the name chapter, in %s', (locale) => {
  // Rahul Sharma: naamank 6; born on the 1st, moolank 1, which sits ill with 6: spellings follow.
  const model = buildModel(
    request(locale, { name: 'Rahul Sharma', dob: '1990-08-01', gender: 'Male' }),
  );
  // The texts as this reader's report has them (Hindi sentences come in the reader's gender).
  const content = model.content;
  const copy = content.report.reading.harmony;
  const texts = sectionTexts(model, 'harmony');
  const all = texts.join(' ');

  it('names the numbers each verdict is about', () => {
    expect(all).not.toContain(content.reading.harmony.challenging.slice(0, 40));
    const moolank = copy.target
      .replace('{term}', content.ui.numberNames.psychicNumber.name.toLocaleLowerCase())
      .replace('{number}', String(model.moolank));
    expect(all).toContain(moolank);
    expect(all).toMatch(new RegExp(`${locale === 'hi' ? 'नामांक' : 'naamank'} 6\\b`));
  });

  it('never says nothing needs to change before offering spellings', () => {
    expect(model.spellings?.suggestions.length).toBeGreaterThan(0);
    expect(all).not.toMatch(/nothing needs to change|कुछ भी बदलना ज़रूरी नहीं/);
    const ahead = texts.indexOf(copy.spellingsAhead);
    expect(ahead).toBeGreaterThan(-1);
    expect(ahead).toBeLessThan(texts.indexOf(copy.suggestionsHeading));
  });
});

describe.each(LOCALES)(
  'the personal year on the numbers page of a November report, in %s',
  (locale) => {
    const content = getContent(locale);

    it("is the coming year's, and its working does not call that year the current one", () => {
      const model = buildModel(request(locale, november));
      const texts = sectionTexts(model, 'numbersAtAGlance');
      expect(texts).toContain(content.report.numbers.personalYear.replace('{year}', '2027'));
      expect(texts.join(' ')).not.toMatch(/current year|चालू साल/i);
    });
  },
);
