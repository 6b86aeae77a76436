import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  NAKSHATRAS,
  NAKSHATRA_IDS,
  birthStar,
  instantOf,
  isTimeZone,
  lahiriAyanamsa,
  TimeZoneError,
} from '../birth-star/index.js';

/**
 * 40 birth instants (IST) with the Moon's sidereal longitude, the Lahiri ayanamsa, nakshatra and
 * pada as the Swiss Ephemeris (the engine behind most published panchangs) gives them.
 */
const reference = fs
  .readFileSync(new URL('./fixtures/nakshatra-reference.csv', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const [date, time, longitude, ayanamsa, number, name, pada, gap] = line.split(',');
    return {
      date: date!,
      time: time!,
      longitude: Number(longitude),
      ayanamsa: Number(ayanamsa),
      number: Number(number),
      name: name!,
      pada: Number(pada),
      gap: Number(gap),
    };
  });

describe('birthStar against the reference panchang instants', () => {
  it('has at least 30 instants to check', () => {
    expect(reference.length).toBeGreaterThanOrEqual(30);
  });

  it.each(reference)('$date $time IST: $name pada $pada', (row) => {
    const star = birthStar({ date: row.date, time: row.time });
    expect(star.number).toBe(row.number);
    expect(star.pada).toBe(row.pada);
    expect(Math.abs(star.moonLongitude - row.longitude)).toBeLessThan(0.01);
    expect(Math.abs(star.degreesToBoundary - row.gap)).toBeLessThan(0.01);
    expect(star.nearBoundary).toBe(row.gap < 0.1);
    expect(Math.abs(lahiriAyanamsa(new Date(star.instant)) - row.ayanamsa)).toBeLessThan(0.001);
  });

  it('names the nakshatra as the reference does', () => {
    for (const row of reference) {
      const id = row.name.toLowerCase().replace(/\s+/g, '-');
      expect(NAKSHATRAS[row.number - 1]!.id).toBe(id);
    }
  });
});

describe('the syllables', () => {
  it('are 108, four per nakshatra, none empty', () => {
    expect(NAKSHATRAS).toHaveLength(27);
    const all = NAKSHATRAS.flatMap((entry) => entry.padas);
    expect(all).toHaveLength(108);
    for (const syllable of all) {
      expect(syllable.devanagari).toMatch(/^[\u0900-\u097F]+$/);
      expect(syllable.latin).toMatch(/^[A-Z][a-z]*$/);
    }
  });

  it("give the pada's own syllable first, then the others", () => {
    // 2018-08-10 03:50 IST is Punarvasu pada 4 in the reference: Hi, then Ke, Ko, Ha.
    const star = birthStar({ date: '2018-08-10', time: '03:50' });
    expect(star.syllables.map((s) => s.latin)).toEqual(['Hi', 'Ke', 'Ko', 'Ha']);
    // The child's own syllable is the pada's alone.
    expect(star.syllable).toEqual({ devanagari: 'ही', latin: 'Hi' });
  });

  it("name the child's syllable from its pada: Mrigashira pada 1 is Ve, not Ka", () => {
    const star = birthStar({ date: '2026-03-25', time: '00:00' });
    expect([star.id, star.pada, star.nearBoundary]).toEqual(['mrigashira', 1, false]);
    expect(star.syllable.latin).toBe('Ve');
    expect(star.syllables.map((s) => s.latin)).toContain('Ka');
  });
});

describe('a birth time in its own time zone', () => {
  it('is read in Asia/Kolkata by default, and in any zone asked for', () => {
    expect(instantOf('2024-01-15', '10:00', 'Asia/Kolkata').toISOString()).toBe(
      '2024-01-15T04:30:00.000Z',
    );
    const london = birthStar({ date: '2018-08-09', time: '23:20', timeZone: 'Europe/London' });
    // 23:20 in London in summer (UTC+1) is 03:50 IST the next morning: the same instant.
    expect(london.instant).toBe(birthStar({ date: '2018-08-10', time: '03:50' }).instant);
  });

  it("follows the zone's rules of that date (India was UTC+6:30 in 1944)", () => {
    expect(instantOf('1944-01-01', '10:00', 'Asia/Kolkata').toISOString()).toBe(
      '1944-01-01T03:30:00.000Z',
    );
  });

  it('takes a clock time in the skipped hour of a daylight-saving change', () => {
    // New York skipped 02:00-03:00 on 14 March 2021: 02:30 is read as 03:30 EDT (07:30 UTC).
    expect(instantOf('2021-03-14', '02:30', 'America/New_York').toISOString()).toBe(
      '2021-03-14T07:30:00.000Z',
    );
  });

  it('refuses a zone the runtime does not know', () => {
    expect(isTimeZone('Asia/Kolkata')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(() =>
      birthStar({ date: '2020-01-01', time: '10:00', timeZone: 'Mars/Olympus' }),
    ).toThrow(TimeZoneError);
  });
});

describe('a clock time that happened twice', () => {
  it('is read as its first occurrence', () => {
    // New York repeated 01:00-02:00 on 7 November 2021: 01:30 EDT (05:30 UTC) came first.
    expect(instantOf('2021-11-07', '01:30', 'America/New_York').toISOString()).toBe(
      '2021-11-07T05:30:00.000Z',
    );
  });
});

describe('the table order', () => {
  it('keeps the ids and the syllable rows in the same order', () => {
    expect(NAKSHATRAS.map((entry) => entry.id)).toEqual([...NAKSHATRA_IDS]);
    expect(NAKSHATRAS.map((entry) => entry.number)).toEqual(
      Array.from({ length: 27 }, (_, i) => i + 1),
    );
  });
});
