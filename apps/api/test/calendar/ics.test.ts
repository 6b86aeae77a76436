import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, serializeCalendar } from '../../src/features/calendar/ics.js';

/** The content lines of a file: continuation lines joined back (RFC 5545 unfolding). */
const unfold = (text: string) => text.replace(/\r\n /g, '').split('\r\n');

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeText('a\\b; c, d\ne')).toBe('a\\\\b\\; c\\, d\\ne');
  });

  it('folds long lines at 75 octets, never inside a character', () => {
    const hindi = `SUMMARY:${'शुभ तारीख़, '.repeat(12)}`;
    const folded = foldLine(hindi);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    for (const line of lines.slice(1)) expect(line.startsWith(' ')).toBe(true);
    // Each piece is whole UTF-8: decoding and re-encoding changes nothing.
    for (const line of lines) expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);
    expect(folded.replace(/\r\n /g, '')).toBe(hindi);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
    const exactly75 = `X:${'a'.repeat(73)}`;
    expect(foldLine(exactly75)).toBe(exactly75);
    expect(foldLine(`${exactly75}b`)).toBe(`${exactly75}\r\n b`);
  });
});

describe('serializeCalendar', () => {
  const text = serializeCalendar({
    productId: '-//Ankvidya//Calendar//EN',
    name: 'Asha, best dates',
    stamp: new Date('2026-11-25T08:48:03.123Z'),
    events: [
      {
        uid: '20261231-abc@ankvidya.in',
        date: { year: 2026, month: 12, day: 31 },
        summary: 'Best date; personal day 3',
        description: 'Friendly to your moolank 5, and to your bhagyank 7.',
      },
    ],
  });

  it('ends every line with CRLF and has no bare line feed', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('writes an all-day event that ends the next day (across the year end)', () => {
    const lines = unfold(text);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('PRODID:-//Ankvidya//Calendar//EN');
    expect(lines).toContain('X-WR-CALNAME:Asha\\, best dates');
    expect(lines).toContain('UID:20261231-abc@ankvidya.in');
    expect(lines).toContain('DTSTAMP:20261125T084803Z');
    expect(lines).toContain('DTSTART;VALUE=DATE:20261231');
    expect(lines).toContain('DTEND;VALUE=DATE:20270101');
    expect(lines).toContain('SUMMARY:Best date\\; personal day 3');
    expect(lines).toContain('DESCRIPTION:Friendly to your moolank 5\\, and to your bhagyank 7.');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });
});
