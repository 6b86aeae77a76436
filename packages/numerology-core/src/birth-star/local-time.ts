/**
 * A wall-clock time in an IANA time zone as an instant, with the zone's rules of that date
 * (India used other offsets before 1945), from the runtime's own time-zone data (Intl).
 */
export class TimeZoneError extends RangeError {
  override readonly name = 'TimeZoneError';
}

/** True when the runtime knows this IANA zone (Asia/Kolkata, Europe/London, ...). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at an instant, in milliseconds. */
function offsetAt(instantMs: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instantMs));
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(
    value('year'),
    value('month') - 1,
    value('day'),
    value('hour'),
    value('minute'),
    value('second'),
  );
  return asUtc - Math.floor(instantMs / 1000) * 1000;
}

/**
 * The instant at which clocks in `zone` showed this date and time. In the hour a clock skips, the
 * later reading is used; in the hour it repeats, the first.
 */
export function instantOf(date: string, time: string, zone: string): Date {
  if (!isTimeZone(zone)) throw new TimeZoneError(`Unknown time zone: ${zone}`);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // A second round settles the offset across a change of the zone's rules; when neither reading
  // shows this clock time, it fell in a skipped hour, and the later reading is the one.
  const first = wall - offsetAt(wall, zone);
  const second = wall - offsetAt(first, zone);
  if (second + offsetAt(second, zone) === wall) return new Date(second);
  return new Date(Math.max(first, second));
}
