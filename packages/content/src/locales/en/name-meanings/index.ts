import type { NameMeanings } from '../../../names/index.js';
import { boyNameMeanings } from './boys.js';
import { girlNameMeanings } from './girls.js';

/** Each name's meaning, by the name's id (names/boys.ts, names/girls.ts). */
export const meanings: NameMeanings = { ...boyNameMeanings, ...girlNameMeanings };
