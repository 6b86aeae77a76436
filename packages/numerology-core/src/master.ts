import { MASTER_NUMBERS, reduceKeepingMasters, reduceNumber } from './reduce.js';

/**
 * The life path as numerologists who keep master numbers write it: "11/2" when the sum of day,
 * month and year reaches 11, 22 or 33 before its last reduction, else the single digit. The
 * number every calculation uses stays the single digit, as the specification says.
 */
export function lifePathLabel(
  day: number,
  month: number,
  year: number,
): {
  master: 11 | 22 | 33 | null;
  lifePath: number;
  label: string;
} {
  const sum = day + month + year;
  const kept = reduceKeepingMasters(sum);
  const lifePath = reduceNumber(sum);
  const master = (MASTER_NUMBERS as readonly number[]).includes(kept)
    ? (kept as 11 | 22 | 33)
    : null;
  return { master, lifePath, label: master ? `${master}/${lifePath}` : String(lifePath) };
}

/** A master number passed on the way from a birth day or month to its digit. */
export interface BirthMasters {
  /** 11 for the 11th and the 29th (2 + 9), 22 for the 22nd; else null. */
  day: 11 | 22 | null;
  /** 11 for November; else null. */
  month: 11 | null;
}

/**
 * The master numbers in a date of birth's day and month, which numerologists who keep them
 * mention beside the moolank: the moolank itself stays the single digit, as everywhere.
 */
export function birthMasters(day: number, month: number): BirthMasters {
  const kept = reduceKeepingMasters(day);
  return {
    day: kept === 11 || kept === 22 ? kept : null,
    month: month === 11 ? 11 : null,
  };
}
