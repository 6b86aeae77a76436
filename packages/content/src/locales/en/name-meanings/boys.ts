import type { NameMeanings } from '../../../names/index.js';

export const boyNameMeanings: NameMeanings = {};
