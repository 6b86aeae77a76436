/**
 * Issue 23 item 15 in the year ahead and the prediction: two people with the same moolank, in
 * the same personal year, read their months and quarters through their own dates and numbers.
 */
import { describe, expect, it } from 'vitest';
import { buildModel, type ReportRequest } from '../../src/report/model.js';
import { personalDaysLine, personalMonthReading } from '../../src/report/sections/months.js';
import { yearReading } from '../../src/report/sections/timing.js';
import { quarterReading } from '../../src/report/sections/prediction.js';

const base = { generatedAt: new Date('2026-03-14T10:30:00Z'), currentYear: 2026 };
// Both moolank 9 and personal year 2 in 2026; bhagyank 4 and 8, name numbers 8 and 9.
const sneha: ReportRequest = { ...base, name: 'Sneha Reddy', dob: '1983-01-18', gender: 'Female' };
const imran: ReportRequest = { ...base, name: 'Imran Qureshi', dob: '1996-10-27', gender: 'Male' };
// Moolank 2, bhagyank 5 as Neha, but another birthday: other dates in the same months.
const neha: ReportRequest = { ...base, name: 'Neha Gupta', dob: '1999-11-11', gender: 'Female' };
const rohan: ReportRequest = { ...base, name: 'Rohan Mehra', dob: '1992-09-20', gender: 'Male' };

const quarter = (request: ReportRequest, i: number) => {
  const model = buildModel(request);
  const [year] = model.years;
  return quarterReading(
    model,
    year,
    i,
    model.content.personalYears[year.personalYear].quarters[i]!,
  );
};

describe('a quarter of the prediction', () => {
  it("gives the quarter's concrete step when a month sits well, and names that month", () => {
    // Personal year 2: January to March are personal months 3, 4 and 5; 3 is a friend of 9
    // (Jupiter, Mars) and neutral to 4, the best of the three on balance.
    expect(quarter(sneha, 0)).toContain(
      'For you the strongest month of the quarter is January 2026: its personal month 3 sits easily with your moolank 9 and is neutral to your bhagyank 4',
    );
    // April to June (6, 7, 8) brings Imran neither his name number nor a number his grid lacks
    // or doubles, so the quarter's own concrete step is read, not its aim.
    const text = quarter(imran, 1);
    expect(text).toMatch(/^Offer support to a colleague, join a team effort/);
    expect(text).not.toContain('April to June favours cooperation at work');
  });

  it('reads otherwise for someone with the same moolank in the same personal year', () => {
    for (const i of [0, 1, 2, 3]) expect(quarter(imran, i)).not.toBe(quarter(sneha, i));
    expect(quarter(imran, 1)).toContain('your bhagyank 8');
  });

  it('says so when no month of the quarter sits well, and names the steadiest', () => {
    // The third quarter takes the third wording.
    expect(quarter(sneha, 2)).toContain(
      'Nothing in this quarter leans strongly your way; rely on July 2026, where personal month',
    );
  });

  it('takes its wordings in turn, so a year of quarters does not read as one form', () => {
    // The fixed words of each wording, best and even side by side.
    const wordings = [
      ['strongest month of the quarter', 'pulls strongly for your numbers'],
      ['leads this quarter for you', 'has no month that pushes for you'],
      ['works best with your numbers', 'leans strongly your way'],
    ];
    const turn = (i: number) =>
      wordings.findIndex((words) => words.some((w) => quarter(sneha, i).includes(w)));
    expect([0, 1, 2, 3].map(turn)).toEqual([0, 1, 2, 0]);
  });

  it('is Hindi in the Hindi report', () => {
    const text = quarter({ ...sneha, locale: 'hi' }, 0);
    expect(text).toContain('आपके लिए इस तिमाही का सबसे मज़बूत महीना जनवरी 2026 है');
    expect(text).not.toMatch(/[A-Za-z]/);
  });
});

describe('a month of the year ahead', () => {
  it("names the person's best dates, the one on a lucky weekday, and no generic advice", () => {
    const model = buildModel(sneha);
    const march = model.calendar[0]!;
    expect(march.bestDates).toEqual([1, 7, 11, 16, 20]);
    const text = personalMonthReading(model, march);
    expect(text).toContain('In March, personal month 5 asks for patience with your moolank 9');
    expect(text).toContain('1, 7, 11, 16 and 20 March');
    // 1 March 2026 is a Sunday, the Sun's day; the Sun (1) is a friend of Mars (9).
    expect(text).toContain('1 March is a Sunday, a lucky day for your moolank 9');
    expect(text).not.toContain(model.content.reading.personalMonths[5].advice);
  });

  it('gives two people with the same moolank and bhagyank their own dates', () => {
    const a = buildModel(neha);
    const b = buildModel(rohan);
    for (const [i, month] of a.calendar.entries())
      expect(personalMonthReading(a, month)).not.toBe(personalMonthReading(b, b.calendar[i]!));
  });

  it('names the best date whose personal day is the name number', () => {
    // Rohan Mehra's name number is 1; personal day 1 is a friend of his moolank 2 and bhagyank 5.
    const model = buildModel(rohan);
    expect(model.nameReading.naamank).toBe(1);
    const months = model.calendar.filter((m) =>
      m.bestDates.some((d) => m.personalDays[d - 1] === model.nameReading.naamank),
    );
    expect(months.length).toBeGreaterThan(2);
    const readings = months.map((month) => {
      const reading = personalMonthReading(model, month);
      expect(reading).toMatch(
        /personal day is 1, the same as your naamank|brings personal day 1, the number of your name|naamank 1 is also the personal day of/,
      );
      return reading;
    });
    // Three wordings in turn: twelve months do not repeat one line.
    expect(readings.some((r) => r.includes('the number of your name'))).toBe(true);
    expect(readings.some((r) => r.includes('the same as your naamank'))).toBe(true);
  });
});

describe('a year of the timing chapter', () => {
  it('reads the year against the name number too, so the same moolank and personal year differ', () => {
    const a = buildModel(sneha);
    const b = buildModel(imran);
    // Same personal years (both 2 in 2026) and moolank; name numbers 8 and 9.
    expect(a.timing.years[0]!.personalYear).toBe(b.timing.years[0]!.personalYear);
    const first = (text: string) => text.split(/(?<=[.।]) /)[0]!;
    const [yearA] = a.timing.years;
    const [yearB] = b.timing.years;
    // Personal year 2 is the Moon's: Saturn (8) takes it as a challenge, Mars (9) as a friend.
    expect(first(yearReading(a, yearA!))).toContain(
      'one that asks for patience with your naamank 8',
    );
    expect(first(yearReading(b, yearB!))).toContain('one that sits easily with your naamank 9');
  });

  it('is Hindi in the Hindi report', () => {
    const model = buildModel({ ...sneha, locale: 'hi' });
    expect(yearReading(model, model.timing.years[0]!)).toContain('जो आपके नामांक 8');
  });
});

describe('the rule above the months', () => {
  it('names the personal days that sit best with this person and those that ask for care', () => {
    // Moolank 9, bhagyank 4: personal days 3, 6 and 7 sit well on balance, none badly.
    expect(personalDaysLine(buildModel(sneha))).toBe(
      'For you, with your moolank 9 and bhagyank 4, that means looking for the small figures 3, 6 and 7 in the calendar. No personal day leans against your numbers, so none of the twelve months below has a date to go gently on.',
    );
    // Moolank and bhagyank both 5 (Asha Verma): said once, with the days to go gently on.
    const asha = buildModel({ ...sneha, name: 'Asha Verma', dob: '1990-08-05', locale: 'hi' });
    expect(personalDaysLine(asha)).toBe(
      'आपके मूलांक और भाग्यांक (दोनों 5) के साथ आपके लिए इसका मतलब है कि कैलेंडर में छोटे अंक 1, 4, 5, 6 और 8 देखें, और 3 और 9 वाले दिनों में संभलकर चलें।',
    );
    const [year] = asha.years;
    expect(
      quarterReading(asha, year, 2, asha.content.personalYears[year.personalYear].quarters[2]),
    ).toContain('इसका व्यक्तिगत माह 4 आपके मूलांक और भाग्यांक (दोनों 5) से सहज मेल खाता है');
  });
});

describe('a lucky weekday of the name number', () => {
  it('is read in every other month in place of the moolank’s, when the name number differs', () => {
    // Sneha: moolank 9 (lucky Sunday, Monday, Tuesday, Thursday), name number 8. April 2026, the
    // second month of her report, has 9 April on a Thursday, but also a best date on a day of 8.
    const a = buildModel(sneha);
    const b = buildModel(imran);
    const readings = a.calendar.map((m) => personalMonthReading(a, m));
    const byName = readings.filter(
      (r) =>
        r.includes('lucky days of your naamank 8') ||
        r.includes('a lucky day for your naamank 8') ||
        r.includes('Your naamank 8 counts'),
    );
    expect(byName.length).toBeGreaterThan(0);
    // Only in the report's second, fourth, ... months; the others keep the moolank's day.
    for (const [i, r] of readings.entries())
      if (i % 2 === 0) expect(r).not.toMatch(/naamank 8 counts|days? (for|of) your naamank 8/);
    expect(
      readings.some((r) => /lucky days? (for|of) your moolank 9|Your moolank 9 counts/.test(r)),
    ).toBe(true);
    // Imran's name number is his moolank 9: he reads only the moolank's lucky days.
    for (const m of b.calendar)
      expect(personalMonthReading(b, m)).not.toContain('your naamank 9 counts');
  });
});
