import type { WithGendered } from '../../../gendered.js';
import type { CombinationTable } from '../../../reading-types.js';
import { moolank1, moolank2, moolank3 } from './moolank-1-3.js';
import { moolank4, moolank5, moolank6 } from './moolank-4-6.js';
import { moolank7, moolank8, moolank9 } from './moolank-7-9.js';

/** Moolank x bhagyank readings, indexed [moolank][bhagyank]. */
export const combinations: WithGendered<CombinationTable> = {
  1: moolank1,
  2: moolank2,
  3: moolank3,
  4: moolank4,
  5: moolank5,
  6: moolank6,
  7: moolank7,
  8: moolank8,
  9: moolank9,
};
