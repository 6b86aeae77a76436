import { calendarMonths, reduceNumber, type Digit } from '@ankvidya/numerology-core';
import type { ReportLocale } from '@ankvidya/schemas';
import { describe, expect, it } from 'vitest';
import { reportCalendar } from '../../src/features/calendar/events.js';
import { escapeText, serializeCalendar } from '../../src/features/calendar/ics.js';

/**
 * Issue 23 item 12: each event of the calendar file carries its own one-line reading, from its
 * own numbers (personal day against moolank and bhagyank, best or care, the personal month), not
 * one advice line repeated on every event.
 */

const people = [
  { pdfID: 'a'.repeat(20), name: 'Asha Verma', dob: '1990-08-05', gender: 'Female' as const },
  { pdfID: 'b'.repeat(20), name: 'Ravi Kumar', dob: '1985-01-20', gender: 'Male' as const },
  { pdfID: 'c'.repeat(20), name: 'Meera Iyer', dob: '1992-12-29', gender: 'Female' as const },
];
const now = new Date('2026-11-21T10:00:00Z');

/** Each event's numbers: its kind, personal day and personal month, from core's own plan. */
function numbersOf(dob: string) {
  const [year, month, day] = dob.split('-').map(Number) as [number, number, number];
  const moolank = reduceNumber(day) as Digit;
  const bhagyank = reduceNumber(day + month + year) as Digit;
  const plans = calendarMonths(
    { day, month },
    { moolank, bhagyank },
    { year: 2026, month: 11, day: 21 },
  );
  const byDate = new Map<string, string>();
  for (const plan of plans)
    for (const [kind, dates] of [
      ['best', plan.bestDates],
      ['care', plan.careDates],
    ] as const)
      for (const date of dates)
        byDate.set(
          `${plan.year}-${plan.month}-${date}`,
          `${kind} ${plan.personalDays[date - 1]} ${plan.personalMonth}`,
        );
  return byDate;
}

/** A description's sentences (English full stop or Hindi purna viram). */
const sentences = (text: string) =>
  text
    .split(/(?<=[.।])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);

describe.each<ReportLocale>(['en', 'hi'])('calendar file readings (%s)', (locale) => {
  it.each(people)(
    '$name: a description is shared only by events with the same numbers',
    (person) => {
      const calendar = reportCalendar(person, locale, now);
      const numbers = numbersOf(person.dob);
      expect(calendar.events.length).toBeGreaterThan(12);
      const numbersByDescription = new Map<string, Set<string>>();
      for (const event of calendar.events) {
        const key = numbers.get(`${event.date.year}-${event.date.month}-${event.date.day}`)!;
        expect(key, 'every event is a best or care date of the plan').toBeDefined();
        const set = numbersByDescription.get(event.description) ?? new Set();
        set.add(key);
        numbersByDescription.set(event.description, set);
      }
      for (const [description, keys] of numbersByDescription)
        expect([...keys], description).toHaveLength(1);
      // Different numbers, different readings: as many descriptions as number sets.
      expect(numbersByDescription.size).toBe(new Set(numbers.values()).size);
    },
  );

  it.each(people)('$name: no sentence repeats on events of different personal days', (person) => {
    const calendar = reportCalendar(person, locale, now);
    const daysBySentence = new Map<string, Set<string>>();
    for (const event of calendar.events) {
      const day = /\d+$/.exec(event.summary)![0];
      for (const sentence of sentences(event.description)) {
        const set = daysBySentence.get(sentence) ?? new Set();
        set.add(day);
        daysBySentence.set(sentence, set);
      }
    }
    // The personal month's line is the month's, shared by its dates; every other sentence
    // belongs to one personal day.
    const monthLine = locale === 'en' ? /^Personal month \d:/ : /^व्यक्तिगत माह \d:/;
    for (const [sentence, days] of daysBySentence)
      if (!monthLine.test(sentence)) expect([...days], sentence).toHaveLength(1);
  });

  it('reads in the file’s language, one line per event, folded within 75 octets', () => {
    const calendar = reportCalendar(people[0]!, locale, now);
    for (const event of calendar.events) {
      expect(event.description).not.toMatch(/[\r\n{}]/);
      if (locale === 'hi') expect(event.description).not.toMatch(/[A-Za-z]/);
      else expect(event.description).not.toMatch(/[\u0900-\u097F]/);
    }
    const text = serializeCalendar(calendar);
    for (const line of text.split('\r\n'))
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const unfolded = text.replace(/\r\n /g, '').split('\r\n');
    for (const event of calendar.events)
      expect(unfolded).toContain(`DESCRIPTION:${escapeText(event.description)}`);
  });
});
