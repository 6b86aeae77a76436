import { DIGITS, type Digit } from './grid.js';

export type Harmony = 'friendly' | 'neutral' | 'challenging';

type Relation = 'friend' | 'neutral' | 'enemy';

/**
 * How each number's planet regards the others: the natural friendships (naisargika maitri) of
 * Parashara's Vedic astrology for the seven planets (1 Sun, 2 Moon, 3 Jupiter, 5 Mercury,
 * 6 Venus, 8 Saturn, 9 Mars), with the usual reading for the nodes (4 Rahu, 7 Ketu). Any number
 * not listed is neutral. Indexed [number][other number].
 */
const PLANET_VIEW: Record<Digit, { friends: Digit[]; enemies: Digit[] }> = {
  1: { friends: [2, 3, 9], enemies: [4, 6, 7, 8] },
  2: { friends: [1, 5], enemies: [4, 7] },
  3: { friends: [1, 2, 9], enemies: [5, 6] },
  4: { friends: [5, 6, 8], enemies: [1, 2, 9] },
  5: { friends: [1, 4, 6], enemies: [2] },
  6: { friends: [4, 5, 7, 8], enemies: [1, 2] },
  7: { friends: [6, 9], enemies: [1, 2] },
  8: { friends: [4, 5, 6], enemies: [1, 2, 9] },
  9: { friends: [1, 2, 3, 7], enemies: [4, 5] },
};

function relation(from: Digit, to: Digit): Relation {
  const view = PLANET_VIEW[from];
  if (view.friends.includes(to)) return 'friend';
  if (view.enemies.includes(to)) return 'enemy';
  return 'neutral';
}

const SCORE: Record<Relation, number> = { friend: 1, neutral: 0, enemy: -1 };

/**
 * The verdict for a pair read both ways and added (+1 friend, 0 neutral, -1 enemy): above zero
 * friendly, zero neutral, below zero challenging. A number is always friendly to itself. The
 * sum makes the verdict symmetric, so "name 6 with moolank 8" and "8 with 6" never disagree.
 */
function verdict(a: Digit, b: Digit): Harmony {
  if (a === b) return 'friendly';
  const total = SCORE[relation(a, b)] + SCORE[relation(b, a)];
  return total > 0 ? 'friendly' : total < 0 ? 'challenging' : 'neutral';
}

export type HarmonyRow = Readonly<Record<Harmony, readonly Digit[]>>;

/** The one friend/enemy table: for each number, which numbers are friendly, neutral, challenging. */
export const HARMONY_TABLE: Readonly<Record<Digit, HarmonyRow>> = Object.fromEntries(
  DIGITS.map((a) => [
    a,
    {
      friendly: DIGITS.filter((b) => verdict(a, b) === 'friendly'),
      neutral: DIGITS.filter((b) => verdict(a, b) === 'neutral'),
      challenging: DIGITS.filter((b) => verdict(a, b) === 'challenging'),
    },
  ]),
) as unknown as Record<Digit, HarmonyRow>;

export function isDigit(n: number): n is Digit {
  return Number.isInteger(n) && n >= 1 && n <= 9;
}

/** How two single-digit numbers sit together: friendly, neutral or challenging. */
export function numberHarmony(a: number, b: number): Harmony {
  if (!isDigit(a) || !isDigit(b))
    throw new RangeError(`Expected numbers 1 to 9, got ${a} and ${b}`);
  const row = HARMONY_TABLE[a];
  return row.friendly.includes(b)
    ? 'friendly'
    : row.challenging.includes(b)
      ? 'challenging'
      : 'neutral';
}
