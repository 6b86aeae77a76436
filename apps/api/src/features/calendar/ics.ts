/**
 * A small iCalendar (RFC 5545) writer for all-day events: the few properties a phone calendar
 * needs, lines ended by CRLF and folded at 75 octets, text values escaped. Written here rather
 * than taken from a package: it is some sixty lines, and the packages that exist do far more.
 */

/** One all-day event. */
export interface IcsEvent {
  /** Stable across downloads, so a calendar that imports the file again updates, not doubles. */
  uid: string;
  date: { year: number; month: number; day: number };
  summary: string;
  description: string;
}

export interface IcsCalendar {
  /** The PRODID: who made the file. */
  productId: string;
  /** The name a subscribing calendar shows (X-WR-CALNAME). */
  name: string;
  /** When the file was made (each event's DTSTAMP), in UTC. */
  stamp: Date;
  events: readonly IcsEvent[];
}

/** A TEXT value: backslash, semicolon and comma escaped, line breaks as \n (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const MAX_OCTETS = 75;

/**
 * A content line folded into lines of at most 75 octets, each continuation starting with one
 * space (RFC 5545 3.1); never inside a character, so Devanagari stays whole UTF-8 sequences.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // A continuation line's leading space counts towards its 75.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A DATE value: 20261125. */
export function icsDate({ year, month, day }: IcsEvent['date']): string {
  return `${pad(year, 4)}${pad(month)}${pad(day)}`;
}

/** The day after, for DTEND: an all-day event ends (exclusively) on the next date. */
function nextDate(date: IcsEvent['date']): IcsEvent['date'] {
  const next = new Date(Date.UTC(date.year, date.month - 1, date.day + 1));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}

/** A UTC DATE-TIME value: 20261125T084800Z. */
export function icsStamp(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The whole file, CRLF line ends throughout (the last line included). */
export function serializeCalendar(calendar: IcsCalendar): string {
  const stamp = icsStamp(calendar.stamp);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendar.productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    // Subscribed calendars look again once a day (the months roll on).
    'REFRESH-INTERVAL;VALUE=DURATION:P1D',
    'X-PUBLISHED-TTL:P1D',
    ...calendar.events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${icsDate(event.date)}`,
      `DTEND;VALUE=DATE:${icsDate(nextDate(event.date))}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      // A marked date is advice, not an appointment: it never shows the day as busy.
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
