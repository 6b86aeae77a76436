/**
 * The Eight Mansions (Ba Zhai) directions of each kua: its group, its four favourable directions
 * and the four others, worst first. One table for every reader (analysis page, report, tools);
 * the words for them live in content.
 */
import type { Digit } from './grid.js';

export type Direction = 'N' | 'NE' | 'E' | 'SE' | 'S' | 'SW' | 'W' | 'NW';
export const DIRECTIONS: readonly Direction[] = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];

export type KuaGroup = 'East' | 'West';
export type KuaPurpose = 'wealth' | 'health' | 'relationships' | 'growth';
export const KUA_PURPOSES: readonly KuaPurpose[] = ['wealth', 'health', 'relationships', 'growth'];

export type FavourableDirections = Readonly<Record<KuaPurpose, Direction>>;

export interface KuaDirections {
  group: KuaGroup;
  /** Sheng qi (wealth), tian yi (health), yan nian (relationships), fu wei (growth). */
  favourable: FavourableDirections;
  /** The four others, worst first: total loss, six killings, five ghosts, mishaps. */
  unfavourable: readonly [Direction, Direction, Direction, Direction];
}

/** Kua 5 sits at the centre of the square and has no entry: it borrows (kuaDirectionsFrom). */
export const KUA_DIRECTIONS: Readonly<Record<Exclude<Digit, 5>, KuaDirections>> = {
  1: {
    group: 'East',
    favourable: { wealth: 'SE', health: 'E', relationships: 'S', growth: 'N' },
    unfavourable: ['SW', 'NW', 'NE', 'W'],
  },
  2: {
    group: 'West',
    favourable: { wealth: 'NE', health: 'W', relationships: 'NW', growth: 'SW' },
    unfavourable: ['N', 'S', 'SE', 'E'],
  },
  3: {
    group: 'East',
    favourable: { wealth: 'S', health: 'N', relationships: 'SE', growth: 'E' },
    unfavourable: ['W', 'NE', 'NW', 'SW'],
  },
  4: {
    group: 'East',
    favourable: { wealth: 'N', health: 'S', relationships: 'E', growth: 'SE' },
    unfavourable: ['NE', 'W', 'SW', 'NW'],
  },
  6: {
    group: 'West',
    favourable: { wealth: 'W', health: 'NE', relationships: 'SW', growth: 'NW' },
    unfavourable: ['S', 'N', 'E', 'SE'],
  },
  7: {
    group: 'West',
    favourable: { wealth: 'NW', health: 'SW', relationships: 'NE', growth: 'W' },
    unfavourable: ['E', 'SE', 'S', 'N'],
  },
  8: {
    group: 'West',
    favourable: { wealth: 'SW', health: 'NW', relationships: 'W', growth: 'NE' },
    unfavourable: ['SE', 'E', 'N', 'S'],
  },
  9: {
    group: 'East',
    favourable: { wealth: 'E', health: 'SE', relationships: 'N', growth: 'S' },
    unfavourable: ['NW', 'SW', 'W', 'NE'],
  },
};

/** The directions of a kua, or null for 5 (and anything not a kua 1 to 9). */
export function kuaDirections(kua: number): KuaDirections | null {
  return KUA_DIRECTIONS[kua as Exclude<Digit, 5>] ?? null;
}

/** East group for 1, 3, 4, 9; West group for 2, 6, 7, 8; null for 5, which borrows. */
export function kuaGroup(kua: number): KuaGroup | null {
  return kuaDirections(kua)?.group ?? null;
}

/**
 * Where the head points in bed: the health direction, except north, which is widely avoided for
 * the head in India; then the first of growth, relationships and wealth that is not north.
 */
export function sleepingDirection(favourable: FavourableDirections): {
  direction: Direction;
  purpose: KuaPurpose;
} {
  const order: KuaPurpose[] = ['health', 'growth', 'relationships', 'wealth'];
  const purpose = order.find((p) => favourable[p] !== 'N') ?? 'health';
  return { direction: favourable[purpose], purpose };
}
