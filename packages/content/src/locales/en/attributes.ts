import type { ContentBundle } from '../../types.js';

export const attributes = {
  1: {
    planet: 'Sun',
    element: 'Water',
    luckyColours: ['Gold', 'Orange', 'Yellow'],
    luckyDays: ['Sunday', 'Monday'],
    luckyNumbers: [1, 2, 3, 9],
  },
  2: {
    planet: 'Moon',
    element: 'Earth',
    luckyColours: ['White', 'Cream', 'Silver', 'Light green'],
    luckyDays: ['Monday', 'Friday'],
    luckyNumbers: [1, 2, 7],
  },
  3: {
    planet: 'Jupiter',
    element: 'Wood',
    luckyColours: ['Yellow', 'Purple', 'Pink'],
    luckyDays: ['Thursday', 'Tuesday'],
    luckyNumbers: [3, 6, 9],
  },
  4: {
    planet: 'Rahu',
    element: 'Wood',
    luckyColours: ['Electric blue', 'Grey', 'Khaki'],
    luckyDays: ['Saturday', 'Sunday'],
    luckyNumbers: [1, 5, 6],
  },
  5: {
    planet: 'Mercury',
    element: 'Earth',
    luckyColours: ['Green', 'Light grey', 'White'],
    luckyDays: ['Wednesday', 'Friday'],
    luckyNumbers: [1, 5, 6],
  },
  6: {
    planet: 'Venus',
    element: 'Metal',
    luckyColours: ['White', 'Pink', 'Light blue'],
    luckyDays: ['Friday', 'Wednesday'],
    luckyNumbers: [3, 6, 9],
  },
  7: {
    planet: 'Ketu',
    element: 'Metal',
    luckyColours: ['Light green', 'White', 'Pale yellow'],
    luckyDays: ['Monday', 'Sunday'],
    luckyNumbers: [1, 2, 7],
  },
  8: {
    planet: 'Saturn',
    element: 'Earth',
    luckyColours: ['Dark blue', 'Black', 'Dark grey'],
    luckyDays: ['Saturday'],
    luckyNumbers: [5, 6, 8],
  },
  9: {
    planet: 'Mars',
    element: 'Fire',
    luckyColours: ['Red', 'Coral', 'Maroon'],
    luckyDays: ['Tuesday', 'Thursday'],
    luckyNumbers: [3, 6, 9],
  },
} as const satisfies ContentBundle['attributes'];
