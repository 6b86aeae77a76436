/**
 * The planet (graha) of each number in Indian numerology, and the day on which its remedies are
 * done. Seven planets rule a weekday (WEEKDAY_RULERS); the nodes rule none, so their remedies
 * follow the most common usage: Rahu (4) on Saturday, as Saturn's shadow, and Ketu (7) on Tuesday,
 * as Mars's (see docs/decisions.md, "Remedies").
 */
import type { Digit } from './grid.js';
import type { Weekday } from './lucky.js';

export type Planet =
  'sun' | 'moon' | 'jupiter' | 'rahu' | 'mercury' | 'venus' | 'ketu' | 'saturn' | 'mars';

export interface NumberPlanet {
  planet: Planet;
  /** The day its remedies (colour, daan, fast, mantra) are kept: 0 Sunday to 6 Saturday. */
  day: Weekday;
}

export const NUMBER_PLANETS: Readonly<Record<Digit, NumberPlanet>> = {
  1: { planet: 'sun', day: 0 },
  2: { planet: 'moon', day: 1 },
  3: { planet: 'jupiter', day: 4 },
  4: { planet: 'rahu', day: 6 },
  5: { planet: 'mercury', day: 3 },
  6: { planet: 'venus', day: 5 },
  7: { planet: 'ketu', day: 2 },
  8: { planet: 'saturn', day: 6 },
  9: { planet: 'mars', day: 2 },
};
