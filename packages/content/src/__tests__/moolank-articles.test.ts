/** The moolank articles (issue 25): their working, friend table and dates agree with core. */
import { HARMONY_TABLE, luckyTimes, reduceNumber, type Digit } from '@ankvidya/numerology-core';
import { describe, expect, it } from 'vitest';
import { blogEntry, LOCALES, MOOLANK_ARTICLE_DIGITS } from '../index.js';
import type { BlogEntry } from '../types.js';
import { allStrings, articleWords } from './helpers.js';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const article = (digit: Digit, locale: (typeof LOCALES)[number]): BlogEntry =>
  blogEntry(`/blog/moolank-${digit}`, locale)!;

describe.each(MOOLANK_ARTICLE_DIGITS)('the moolank %i article', (digit) => {
  it.each(LOCALES)('is 800 to 1,500 words long in %s and ends with the calculator', (locale) => {
    const entry = article(digit, locale);
    expect(articleWords(entry)).toBeGreaterThanOrEqual(800);
    expect(articleWords(entry)).toBeLessThanOrEqual(1500);
    const last = entry.sections[entry.sections.length - 1]!;
    const closing = last.blocks[last.blocks.length - 1]!;
    expect(JSON.stringify(closing)).toMatch(
      locale === 'en' ? /free numerology calculator/ : /मुफ़्त अंक ज्योतिष कैलकुलेटर/,
    );
  });

  it('works the example day down to the moolank, step by step', () => {
    const entry = article(digit, 'en');
    const steps = entry.sections[1]!.blocks.find((b) => b.type === 'ol')!;
    if (steps.type !== 'ol') throw new Error('no steps');
    for (const step of steps.items.slice(1)) {
      const [, sum, total] = step.match(/^([\d +]+) = (\d+)/)!;
      expect(sum!.split(' + ').reduce((a, b) => a + Number(b), 0)).toBe(Number(total));
    }
    expect(steps.items[steps.items.length - 1]).toMatch(new RegExp(`The moolank is ${digit}\\.$`));
  });

  it('names only real dates whose day has this moolank', () => {
    const text = allStrings([article(digit, 'en')]).join(' ');
    const dates = [...text.matchAll(/\b(\d{1,2}) ([A-Z][a-z]+) (\d{4})\b/g)];
    expect(dates.length).toBeGreaterThan(0);
    for (const [, day, month, year] of dates) {
      const date = new Date(Date.UTC(Number(year), MONTHS.indexOf(month!), Number(day)));
      expect(date.getUTCDate(), `${day} ${month} ${year}`).toBe(Number(day));
      expect(reduceNumber(Number(day))).toBe(digit);
    }
  });

  it('gives the friendly and challenging numbers and the lucky dates of the one table', () => {
    const row = HARMONY_TABLE[digit];
    const others = (list: readonly Digit[]) => list.filter((n) => n !== digit);
    const entry = article(digit, 'en');
    const table = entry.sections.find((s) => s.heading.startsWith('Friendly and challenging'))!;
    const text = JSON.stringify(table);
    const listed = (label: string) =>
      [
        ...(text.match(new RegExp(`((?:\\d, )*\\d(?: and \\d)?) as ${label}`))?.[1] ?? '').matchAll(
          /\d/g,
        ),
      ].map(Number);
    expect(listed('friendly')).toEqual(others(row.friendly));
    expect(listed('neutral')).toEqual(others(row.neutral));
    expect(listed('challenging')).toEqual(others(row.challenging));
    const lucky = JSON.stringify(entry.sections.find((s) => s.heading.startsWith('Lucky days'))!);
    for (const date of luckyTimes(digit).dates) expect(lucky).toContain(String(date));
    // No gemstone here: the stone and its caution live in the life path articles.
    for (const locale of LOCALES)
      expect(allStrings([article(digit, locale)]).join(' ')).not.toMatch(/Gemstone|रत्न/);
  });
});
