export type Digit = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
export const DIGITS: readonly Digit[] = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/** How many times each digit 1 to 9 occurs; 0 where absent. */
export type LoshuGrid = Readonly<Record<Digit, number>>;

/** The Lo Shu square as drawn: rows top to bottom, cells left to right. */
export const GRID_LAYOUT = [
  [4, 9, 2],
  [3, 5, 7],
  [8, 1, 6],
] as const satisfies ReadonlyArray<readonly [Digit, Digit, Digit]>;

export interface GridParts {
  day: number;
  month: number;
  year: number;
  psychicNumber: number;
  lifePathNumber: number;
  kuaNumber: number;
}

/** What goes into the grid, in the order the report lists it. */
export interface GridSources {
  /** The non-zero digits of day, month and year, in that order (zeros never count). */
  dobDigits: number[];
  /** The psychic number, counted only when the day has two digits (else it is the day's digit). */
  psychicNumber: number | null;
  lifePathNumber: number;
  kuaNumber: number;
}

export function gridSources(parts: GridParts): GridSources {
  const dobDigits = [parts.day, parts.month, parts.year].flatMap((n) =>
    String(n)
      .split('')
      .map(Number)
      .filter((digit) => digit > 0),
  );
  return {
    dobDigits,
    psychicNumber: parts.day > 9 ? parts.psychicNumber : null,
    lifePathNumber: parts.lifePathNumber,
    kuaNumber: parts.kuaNumber,
  };
}

/**
 * Counts the digits of day, month and year (zeros never count), plus the psychic number when the
 * day has two digits, plus the life path and kua numbers: the rule gridSources lists (a test
 * holds the two equal). Counted with arithmetic, not through gridSources' arrays: analyze() runs
 * this for every analysis the API answers.
 */
export function loshuGrid(parts: GridParts): LoshuGrid {
  const counts: Record<Digit, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0, 7: 0, 8: 0, 9: 0 };
  const add = (digit: number) => {
    if (digit >= 1 && digit <= 9) counts[digit as Digit] += 1;
  };
  for (const n of [parts.day, parts.month, parts.year]) {
    for (let rest = n; rest > 0; rest = Math.floor(rest / 10)) add(rest % 10);
  }
  if (parts.day > 9) add(parts.psychicNumber);
  add(parts.lifePathNumber);
  add(parts.kuaNumber);
  return counts;
}

/** Digits that do not occur in the grid, in ascending order. */
export function missingNumbers(grid: LoshuGrid): Digit[] {
  return DIGITS.filter((digit) => grid[digit] === 0);
}

export type PlaneId =
  'mental' | 'emotional' | 'practical' | 'thought' | 'will' | 'action' | 'golden' | 'silver';
export type PlaneKind = 'row' | 'column' | 'diagonal';
export type PlaneStatus = 'complete' | 'partial' | 'empty';

export interface PlaneDefinition {
  id: PlaneId;
  kind: PlaneKind;
  digits: readonly [Digit, Digit, Digit];
}

/** The eight lines of the square: three rows, three columns, two diagonals. */
export const PLANES: readonly PlaneDefinition[] = [
  { id: 'mental', kind: 'row', digits: [4, 9, 2] },
  { id: 'emotional', kind: 'row', digits: [3, 5, 7] },
  { id: 'practical', kind: 'row', digits: [8, 1, 6] },
  { id: 'thought', kind: 'column', digits: [4, 3, 8] },
  { id: 'will', kind: 'column', digits: [9, 5, 1] },
  { id: 'action', kind: 'column', digits: [2, 7, 6] },
  { id: 'golden', kind: 'diagonal', digits: [4, 5, 6] },
  { id: 'silver', kind: 'diagonal', digits: [2, 5, 8] },
];

export interface PlaneReading extends PlaneDefinition {
  status: PlaneStatus;
  present: Digit[];
}

/** Each plane with whether all, some or none of its digits are in the grid. */
export function planes(grid: LoshuGrid): PlaneReading[] {
  return PLANES.map((plane) => {
    const present = plane.digits.filter((digit) => grid[digit] > 0);
    const status: PlaneStatus =
      present.length === 3 ? 'complete' : present.length === 0 ? 'empty' : 'partial';
    return { ...plane, status, present };
  });
}
