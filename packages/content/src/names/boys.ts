import type { GivenName } from './types.js';

/** Boys' names (and names given to both), A to Z by the usual spelling. */
export const BOY_NAMES: readonly GivenName[] = [];
