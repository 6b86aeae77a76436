import { kuaNumber, type Gender } from './kua.js';

/**
 * Feng shui counts the year from the solar new year, Lichun (about 4 February), not 1 January.
 * For a birth before it, practitioners use the previous year's kua. Our kua stays the
 * specification's (the calendar year); this says when the other reading applies, and what it is.
 */
export const LICHUN = { month: 2, day: 4 } as const;

export function solarYearKua(
  day: number,
  month: number,
  year: number,
  gender: Gender,
): { beforeLichun: boolean; kua: number } {
  const beforeLichun = month < LICHUN.month || (month === LICHUN.month && day < LICHUN.day);
  return { beforeLichun, kua: kuaNumber(beforeLichun ? year - 1 : year, gender) };
}
