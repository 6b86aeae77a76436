import { analyze, type Analysis } from './analyze.js';
import { NumerologyInputError } from './errors.js';
import { missingNumbers, type Digit } from './grid.js';
import { numberHarmony, type Harmony } from './harmony.js';
import { resolveCurrentYear, type AnalyzeOptions, type NumerologyInput } from './input.js';

export type CompatibilityPartId =
  | 'moolank'
  | 'bhagyank'
  | 'moolankAWithBhagyankB'
  | 'moolankBWithBhagyankA'
  | 'complements'
  | 'personalYears';

export interface CompatibilityPart {
  id: CompatibilityPartId;
  /** A plain English name of the part; pages may show their own text for the id. */
  label: string;
  points: number;
  max: number;
  /** For the number pairs: the two numbers compared (a's first) and their verdict. */
  numbers?: readonly [Digit, Digit];
  harmony?: Harmony;
}

export interface CompatibilityReading {
  /** 0 to 100: exactly the sum of the parts' points. */
  score: number;
  parts: CompatibilityPart[];
  a: Analysis;
  b: Analysis;
  /** The numbers missing from each grid, ascending. */
  missing: { a: Digit[]; b: Digit[] };
  /** The missing numbers of one grid that the other grid holds, ascending. */
  complements: { aFillsB: Digit[]; bFillsA: Digit[] };
  /** Both personal years of the year read; they pull together when friendly (or the same). */
  personalYears: { year: number; a: Digit; b: Digit; harmony: Harmony; together: boolean };
}

/**
 * The most each part can give; they add up to 100. The moolank (the day of birth, how each acts
 * day to day) weighs most, then the bhagyank (the whole date, the road through life), then each
 * cross pair; the grids filling each other and this year's personal years, which change every
 * year, weigh least. All are multiples of 4 so a verdict's share is a whole number of points.
 */
export const COMPATIBILITY_MAX: Readonly<Record<CompatibilityPartId, number>> = {
  moolank: 32,
  bhagyank: 24,
  moolankAWithBhagyankB: 12,
  moolankBWithBhagyankA: 12,
  complements: 12,
  personalYears: 8,
};

/**
 * The share of a part a verdict earns: a friendly pair all of it, a neutral pair half and a
 * challenging pair a quarter, because a challenging pair asks for more understanding, not less
 * closeness; no part ever counts against the other parts.
 */
export const HARMONY_SHARE: Readonly<Record<Harmony, number>> = {
  friendly: 1,
  neutral: 1 / 2,
  challenging: 1 / 4,
};

const LABELS: Readonly<Record<CompatibilityPartId, string>> = {
  moolank: 'Moolank with moolank',
  bhagyank: 'Bhagyank with bhagyank',
  moolankAWithBhagyankB: "First person's moolank with second person's bhagyank",
  moolankBWithBhagyankA: "Second person's moolank with first person's bhagyank",
  complements: "How each grid fills the other's missing numbers",
  personalYears: 'Personal years this year',
};

function pairPart(id: CompatibilityPartId, x: number, y: number): CompatibilityPart {
  const harmony = numberHarmony(x, y);
  const max = COMPATIBILITY_MAX[id];
  const numbers = [x as Digit, y as Digit] as const;
  return { id, label: LABELS[id], points: max * HARMONY_SHARE[harmony], max, numbers, harmony };
}

/** analyze() for one of the two people, naming a bad field as a.dob, b.name and so on. */
function analyzeOne(who: 'a' | 'b', input: unknown, options: AnalyzeOptions): Analysis {
  try {
    return analyze(input, options);
  } catch (error) {
    if (
      error instanceof NumerologyInputError &&
      (error.field === 'name' || error.field === 'dob' || error.field === 'gender')
    ) {
      throw new NumerologyInputError(
        `${who}.${error.field}`,
        error.message,
        error.code,
        error.values,
      );
    }
    throw error;
  }
}

/**
 * How two people's numbers sit together, as a score of 0 to 100 made of parts that are all shown:
 * moolank with moolank, bhagyank with bhagyank and the two cross pairs by the one friend/enemy
 * table, how each Lo Shu grid fills the other's missing numbers, and this year's personal years.
 * Swapping the two people gives the same score. Throws NumerologyInputError (field a.dob etc.).
 */
export function compatibility(
  aInput: NumerologyInput,
  bInput: NumerologyInput,
  options: AnalyzeOptions = {},
): CompatibilityReading {
  const a = analyzeOne('a', aInput, options);
  const b = analyzeOne('b', bInput, options);

  const missing = { a: missingNumbers(a.loshuGrid), b: missingNumbers(b.loshuGrid) };
  const complements = {
    aFillsB: missing.b.filter((d) => a.loshuGrid[d] > 0),
    bFillsA: missing.a.filter((d) => b.loshuGrid[d] > 0),
  };
  const gaps = missing.a.length + missing.b.length;
  const filled = complements.aFillsB.length + complements.bFillsA.length;
  const complementsMax = COMPATIBILITY_MAX.complements;

  const year = resolveCurrentYear(options);
  const yearsPart = pairPart('personalYears', a.personalYear, b.personalYear);

  const parts: CompatibilityPart[] = [
    pairPart('moolank', a.psychicNumber, b.psychicNumber),
    pairPart('bhagyank', a.lifePathNumber, b.lifePathNumber),
    pairPart('moolankAWithBhagyankB', a.psychicNumber, b.lifePathNumber),
    pairPart('moolankBWithBhagyankA', b.psychicNumber, a.lifePathNumber),
    {
      id: 'complements',
      label: LABELS.complements,
      // Each missing number the other grid holds earns its share; with nothing missing on
      // either side there is nothing to fill, and the part is full.
      points: gaps === 0 ? complementsMax : Math.round((complementsMax * filled) / gaps),
      max: complementsMax,
    },
    yearsPart,
  ];

  return {
    score: parts.reduce((sum, part) => sum + part.points, 0),
    parts,
    a,
    b,
    missing,
    complements,
    personalYears: {
      year,
      a: a.personalYear as Digit,
      b: b.personalYear as Digit,
      harmony: yearsPart.harmony as Harmony,
      together: yearsPart.harmony === 'friendly',
    },
  };
}
