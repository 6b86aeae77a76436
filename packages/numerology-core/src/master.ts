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
