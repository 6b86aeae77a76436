import { reduceNumber } from './reduce.js';

export type Gender = 'Male' | 'Female';
export const GENDERS: readonly Gender[] = ['Male', 'Female'];

/** Kua number: Male reduce(11 - reduce(year)), anyone else reduce(year + 4). */
export function kuaNumber(year: number, gender: Gender): number {
  return gender === 'Male' ? reduceNumber(11 - reduceNumber(year)) : reduceNumber(year + 4);
}

/**
 * The kua whose favourable directions a person uses: their own, except kua 5, which sits at the
 * centre of the Lo Shu square and has none (Eight Mansions: men borrow kua 2's, women kua 8's).
 */
export function kuaDirectionsFrom(kua: number, gender: Gender): number {
  if (kua !== 5) return kua;
  return gender === 'Male' ? 2 : 8;
}
