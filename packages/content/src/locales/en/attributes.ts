import type { ContentBundle } from '../../types.js';

/**
 * The one source of each number's planet, element, lucky colours, days, numbers, gemstone and
 * metal: every other text that names one of them (blog, remedies, report) is built from here.
 * Colours and days follow Indian numerology in the Cheiro line; gems and metals follow the
 * planets of Vedic jyotish (see docs/decisions.md).
 */
export const attributes = {
  1: {
    planet: 'Sun',
    element: 'Water',
    luckyColours: ['Gold', 'Orange', 'Yellow'],
    gem: { name: 'Ruby', localName: 'manik', chartOnly: false },
    metal: 'Copper',
  },
  2: {
    planet: 'Moon',
    element: 'Earth',
    luckyColours: ['White', 'Cream', 'Silver', 'Light green'],
    gem: { name: 'Pearl', localName: 'moti', chartOnly: false },
    metal: 'Silver',
  },
  3: {
    planet: 'Jupiter',
    element: 'Wood',
    luckyColours: ['Yellow', 'Purple', 'Pink'],
    gem: { name: 'Yellow sapphire', localName: 'pukhraj', chartOnly: false },
    metal: 'Gold',
  },
  4: {
    planet: 'Rahu',
    element: 'Wood',
    luckyColours: ['Electric blue', 'Grey', 'Khaki'],
    gem: { name: 'Hessonite', localName: 'gomed', chartOnly: true },
    metal: 'Ashtadhatu (eight-metal alloy)',
  },
  5: {
    planet: 'Mercury',
    element: 'Earth',
    luckyColours: ['Green', 'Light grey', 'White'],
    gem: { name: 'Emerald', localName: 'panna', chartOnly: false },
    metal: 'Bronze',
  },
  6: {
    planet: 'Venus',
    element: 'Metal',
    luckyColours: ['White', 'Pink', 'Light blue'],
    gem: { name: 'Diamond', localName: 'heera', chartOnly: false },
    metal: 'Silver',
  },
  7: {
    planet: 'Ketu',
    element: 'Metal',
    luckyColours: ['Light green', 'White', 'Pale yellow'],
    gem: { name: "Cat's eye", localName: 'lehsunia', chartOnly: true },
    metal: 'Ashtadhatu (eight-metal alloy)',
  },
  8: {
    planet: 'Saturn',
    element: 'Earth',
    luckyColours: ['Dark blue', 'Black', 'Dark grey'],
    gem: { name: 'Blue sapphire', localName: 'neelam', chartOnly: true },
    metal: 'Iron',
  },
  9: {
    planet: 'Mars',
    element: 'Fire',
    luckyColours: ['Red', 'Crimson', 'Maroon'],
    gem: { name: 'Red coral', localName: 'moonga', chartOnly: false },
    metal: 'Copper',
  },
} as const satisfies ContentBundle['attributes'];

/** The days of the week, Sunday first (as numerology-core's Weekday counts them). */
export const weekdays = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
