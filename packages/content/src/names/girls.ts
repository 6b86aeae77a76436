import type { GivenName } from './types.js';

/** Girls' names, A to Z by the usual spelling. */
export const GIRL_NAMES: readonly GivenName[] = [];
