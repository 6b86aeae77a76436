import { reduceNumber } from './reduce.js';

export type Gender = 'Male' | 'Female';
export const GENDERS: readonly Gender[] = ['Male', 'Female'];

/** Kua number: Male reduce(11 - reduce(year)), anyone else reduce(year + 4). */
export function kuaNumber(year: number, gender: Gender): number {
  return gender === 'Male' ? reduceNumber(11 - reduceNumber(year)) : reduceNumber(year + 4);
}
