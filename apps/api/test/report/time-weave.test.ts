/**
 * Issue 23 item 15 in the time chapters: a personal year and a month are read for the person's own
 * chart (which parts of the year's text, the year against the moolank, the year's and the month's
 * number against the grid and the letters of the name), so two people who meet the same personal
 * year read it differently.
 */
import { monthNames } from '@ankvidya/content';
import { describe, expect, it } from 'vitest';
import { buildModel, type ReportRequest } from '../../src/report/model.js';
import {
  monthInGridWoven,
  monthWithPathWoven,
  quarterMeetWoven,
  timingInGridWoven,
  yearInGridAndNameWoven,
  yearListFor,
  yearOverviewFor,
  yearWithMoolankWoven,
} from '../../src/report/weave-time.js';
import { sentences } from '../../src/report/weave.js';
import { workedDayLine } from '../../src/report/sections/months.js';
import { yearReading } from '../../src/report/sections/timing.js';

const base = { generatedAt: new Date('2026-03-14T10:30:00Z'), currentYear: 2026 };
// Both moolank 9, personal year 2 in 2026; bhagyank 4 and 8, name numbers 8 and 9.
const sneha: ReportRequest = { ...base, name: 'Sneha Reddy', dob: '1983-01-18', gender: 'Female' };
const imran: ReportRequest = { ...base, name: 'Imran Qureshi', dob: '1996-10-27', gender: 'Male' };

describe("a personal year's overview", () => {
  it('keeps the opening, one middle sentence the name number brings out, and the bhagyank reading', () => {
    const a = buildModel(sneha);
    const b = buildModel(imran);
    const all = sentences(a.content.personalYears[2].overview);
    const [ta, tb] = [yearOverviewFor(a, 2), yearOverviewFor(b, 2)];
    expect(ta.startsWith(all[0]!)).toBe(true);
    expect(tb.startsWith(all[0]!)).toBe(true);
    expect(ta).not.toBe(tb);
    // Every sentence printed is the year's own text or the bhagyank's reading of it.
    const path = (bhagyank: 4 | 8) => sentences(a.content.timeWoven.yearWithPath[bhagyank][2]);
    for (const s of sentences(ta)) expect([...all, ...path(4)]).toContain(s);
    for (const s of sentences(tb)) expect([...all, ...path(8)]).toContain(s);
    // Of the year's generic middle, read the same by everyone, one sentence is left.
    expect(sentences(ta).filter((s) => all.includes(s)).length).toBeLessThanOrEqual(3);
  });

  it('reads the same personal year differently for two bhagyanks (4 and 8)', () => {
    const a = buildModel(sneha);
    const b = buildModel(imran);
    expect([a.bhagyank, b.bhagyank]).toEqual([4, 8]);
    for (const year of [2, 3, 4] as const) {
      const [sa, sb] = [sentences(yearOverviewFor(a, year)), sentences(yearOverviewFor(b, year))];
      const own = (bhagyank: 4 | 8) => sentences(a.content.timeWoven.yearWithPath[bhagyank][year]);
      for (const s of own(4)) expect(sa).toContain(s);
      for (const s of own(8)) expect(sb).toContain(s);
      for (const s of own(4)) expect(sb).not.toContain(s);
    }
  });
});

describe('a personal month read with the bhagyank', () => {
  it("says the first clause of the bhagyank's text for the month's number, once per number", () => {
    const model = buildModel(sneha);
    const lines = model.calendar.map((month) => monthWithPathWoven(model, month));
    const first = model.calendar.find((m) => m.personalMonth === 5)!;
    expect(monthWithPathWoven(model, first)).toBe(
      `${monthNames('en')[first.month - 1]} brings change that shakes a steady structure.`,
    );
    const said = lines.filter((line): line is string => line !== null);
    expect(new Set(said).size).toBe(said.length);
    expect(said.length).toBe(new Set(model.calendar.map((m) => m.personalMonth)).size);
    const imranModel = buildModel(imran);
    const same = imranModel.calendar.find((m) => m.personalMonth === 5)!;
    expect(monthWithPathWoven(imranModel, same)).not.toBe(monthWithPathWoven(model, first));
  });

  it('reads in Hindi with the month in place of the year', () => {
    const model = buildModel({ ...sneha, locale: 'hi' });
    const first = model.calendar.find((m) => m.personalMonth === 5)!;
    expect(monthWithPathWoven(model, first)).toBe(
      `${monthNames('hi')[first.month - 1]} का महीना ऐसा बदलाव लाता है जो जमे हुए ढाँचे को हिलाता है।`,
    );
  });
});

describe('a personal year against the moolank', () => {
  it('names the planets and the friend-table verdict', () => {
    const model = buildModel(sneha);
    // 2 (Moon) against 9 (Mars): the friend table makes them friends.
    expect(yearWithMoolankWoven(model, 2026, 2)).toContain(
      'The year’s planet, Moon, is a friend of Mars, the planet of your moolank 9',
    );
    expect(yearWithMoolankWoven(model, 2033, 9)).toMatch(
      /^Your moolank is 9 too, and Mars rules both/,
    );
  });
});

describe("a personal year's number in the grid and the name", () => {
  it('says what a missing number asks to practise, and which letters of the name carry it', () => {
    const model = buildModel(sneha);
    expect(model.analysis.loshuGrid[5]).toBe(0);
    const text = yearInGridAndNameWoven(model, 5)!;
    expect(text).toContain('The 5 of this year is missing from your grid');
    expect(text).toContain('staying balanced when plans change');
    expect(text).toMatch(/letters? [A-Z]/);
  });

  it('leaves 9, which no letter carries, to the grid-only sentence', () => {
    expect(yearInGridAndNameWoven(buildModel(sneha), 9)).toBeNull();
  });

  it('is Hindi in the Hindi report', () => {
    const text = yearInGridAndNameWoven(buildModel({ ...sneha, locale: 'hi' }), 5)!;
    expect(text).toContain('योजना बदलने पर भी संतुलन बनाए रखने');
  });
});

describe("a month's number in the grid", () => {
  it('reads the first month that brings a missing number, and not its return', () => {
    const model = buildModel(sneha);
    const fives = model.calendar.filter((m) => m.personalMonth === 5);
    expect(fives.length).toBeGreaterThan(1);
    expect(monthInGridWoven(model, fives[0]!)).toBe(
      'March brings the 5 your grid lacks: a month to practise staying balanced when plans change.',
    );
    expect(monthInGridWoven(model, fives[1]!)).toBeNull();
    const present = model.calendar.find(
      (m) => model.analysis.loshuGrid[m.personalMonth as 1] === 1,
    );
    expect(monthInGridWoven(model, present!)).toBeNull();
  });
});

describe('a quarter read by its month that meets the name number or the grid', () => {
  it('names the month with the name number first, then one the grid and name lack', () => {
    const a = buildModel(sneha);
    // Personal year 2 in 2026: April to June are personal months 6, 7, 8; Sneha's name number is 8.
    expect(quarterMeetWoven(a, 2026, 2, 1)).toBe(
      'June 2026 brings 8, your naamank: people take readily to how you present yourself then, so give it this quarter’s applications and requests.',
    );
    // January to March (3, 4, 5): her grid lacks 5 and no letter of her name carries it either.
    expect(a.analysis.loshuGrid[5]).toBe(0);
    expect(quarterMeetWoven(a, 2026, 2, 0)).toMatch(
      /^March 2026 brings the 5 your grid lacks: this quarter’s month to practise staying balanced when plans change,/,
    );
  });

  it('reads the same quarter otherwise for the same moolank and personal year', () => {
    const [a, b] = [buildModel(sneha), buildModel(imran)];
    // Imran's grid lacks 3 (January), his name number 9 comes in July.
    expect(quarterMeetWoven(b, 2026, 2, 0)).toMatch(/^January 2026 brings the 3 your grid lacks/);
    expect(quarterMeetWoven(b, 2026, 2, 2)).toMatch(/^July 2026 brings 9, your naamank/);
    for (const q of [0, 1, 2, 3])
      expect(quarterMeetWoven(a, 2026, 2, q)).not.toBe(quarterMeetWoven(b, 2026, 2, q));
    // April to June meets none of his numbers: the quarter's own text is read.
    expect(quarterMeetWoven(b, 2026, 2, 1)).toBeNull();
  });

  it('takes the wordings of a kind in turn, and is Hindi in the Hindi report', () => {
    const a = buildModel(sneha);
    const lines = a.years.flatMap((r) =>
      [0, 1, 2, 3].map((q) => quarterMeetWoven(a, r.year, r.personalYear, q)!),
    );
    expect(new Set(lines.map((l) => l.split(' ').slice(2, 5).join(' '))).size).toBeGreaterThan(3);
    expect(lines.filter((l) => l.includes('your naamank')).length).toBe(2);
    expect(lines.filter((l) => l.includes('your name’s own')).length).toBe(1);
    const hi = buildModel({ ...sneha, locale: 'hi' });
    const line = quarterMeetWoven(hi, 2026, 2, 1)!;
    expect(line).toContain('जून 2026 आपका नामांक 8 लाता है');
    expect(line).not.toMatch(/[A-Za-z]/);
  });
});

describe("a personal year's lists", () => {
  it('shows two items, at the name number and two places on', () => {
    const model = buildModel(imran);
    const items = ['a', 'b', 'c', 'd', 'e'];
    // Imran's name number is 9: the ninth item round the list, and the one two places on.
    expect(yearListFor(model, items)).toEqual(['d', 'a']);
    expect(yearListFor(model, ['a', 'b', 'c', 'd'])).toEqual(['a', 'c']);
    // Sneha's name number is 8, next to his: none of the same items.
    expect(yearListFor(buildModel(sneha), items)).toEqual(['c', 'e']);
    expect(yearListFor(buildModel(sneha), ['a', 'b', 'c', 'd'])).toEqual(['d', 'b']);
    expect(yearListFor(model, ['x', 'y'])).toEqual(['x', 'y']);
  });
});

describe("the best-date rule worked on the person's own date", () => {
  it('adds up the first best date and says how its personal day sits', () => {
    const model = buildModel(sneha);
    // March 2026 in personal year 2: 2 + 3 + 1 = 6, one digit already.
    const march = model.calendar[0]!;
    expect(march.bestDates[0]).toBe(1);
    const line = workedDayLine(model)!;
    expect(line).toContain('Your first best date, 1 March, shows the working: personal year 2');
    expect(march.personalDays[0]).toBe(6);
    expect(line).toContain('plus 3 for March, plus 1, gives personal day 6 directly, and 6 ');
    expect(workedDayLine(buildModel(imran))).not.toBe(line);
  });
});

describe('a timing year past the prediction', () => {
  it("says when its number is missing from the grid, in turns, and not for the prediction's years", () => {
    const model = buildModel(sneha);
    const missing = model.timing.years.filter(
      (y) =>
        !model.years.some((r) => r.year === y.year) &&
        model.analysis.loshuGrid[y.personalYear] === 0,
    );
    expect(missing.length).toBeGreaterThan(1);
    const lines = missing.map((y) => timingInGridWoven(model, y)!);
    expect(yearReading(model, missing[0]!)).toContain(lines[0]!);
    expect(lines[0]).toContain(
      `Your grid lacks ${missing[0]!.personalYear}, so ${missing[0]!.year}`,
    );
    expect(lines[1]).toMatch(/^\d{4} brings the \d missing from your grid/);
    expect(timingInGridWoven(model, model.timing.years[0]!)).toBeNull();
  });
});
