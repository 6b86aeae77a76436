export { birthStar, moonSiderealLongitude, NEAR_BOUNDARY_DEGREES } from './birth-star.js';
export type { BirthStar, BirthStarInput } from './birth-star.js';
export { lahiriAyanamsa } from './ayanamsa.js';
export { instantOf, isTimeZone, TimeZoneError } from './local-time.js';
export {
  NAKSHATRAS,
  NAKSHATRA_IDS,
  type NakshatraEntry,
  type NakshatraId,
  type Syllable,
} from './syllables.js';
