import { describe, expect, it } from 'vitest';
import {
  DIGITS,
  DIRECTIONS,
  kuaDirections,
  kuaGroup,
  sleepingDirection,
  KUA_DIRECTIONS,
} from '../index.js';

describe('kuaDirections', () => {
  it('gives every kua but 5 the favourable directions the Eight Mansions give it', () => {
    // Wealth (sheng qi), health (tian yi), relationships (yan nian), growth (fu wei).
    const expected: Record<number, string[]> = {
      1: ['SE', 'E', 'S', 'N'],
      2: ['NE', 'W', 'NW', 'SW'],
      3: ['S', 'N', 'SE', 'E'],
      4: ['N', 'S', 'E', 'SE'],
      6: ['W', 'NE', 'SW', 'NW'],
      7: ['NW', 'SW', 'NE', 'W'],
      8: ['SW', 'NW', 'W', 'NE'],
      9: ['E', 'SE', 'N', 'S'],
    };
    for (const kua of DIGITS) {
      const directions = kuaDirections(kua);
      if (kua === 5) {
        expect(directions).toBeNull();
        continue;
      }
      const { wealth, health, relationships, growth } = directions!.favourable;
      expect([wealth, health, relationships, growth], `kua ${kua}`).toEqual(expected[kua]);
      // The other four are exactly the directions left over.
      expect([...directions!.unfavourable].sort()).toEqual(
        DIRECTIONS.filter((d) => !expected[kua]!.includes(d)).sort(),
      );
    }
  });

  it('ranks the unfavourable directions worst first, as the Eight Mansions do', () => {
    // Total loss, six killings, five ghosts, mishaps.
    expect(KUA_DIRECTIONS[1].unfavourable).toEqual(['SW', 'NW', 'NE', 'W']);
    expect(KUA_DIRECTIONS[2].unfavourable).toEqual(['N', 'S', 'SE', 'E']);
    expect(KUA_DIRECTIONS[3].unfavourable).toEqual(['W', 'NE', 'NW', 'SW']);
    expect(KUA_DIRECTIONS[4].unfavourable).toEqual(['NE', 'W', 'SW', 'NW']);
    expect(KUA_DIRECTIONS[6].unfavourable).toEqual(['S', 'N', 'E', 'SE']);
    expect(KUA_DIRECTIONS[7].unfavourable).toEqual(['E', 'SE', 'S', 'N']);
    expect(KUA_DIRECTIONS[8].unfavourable).toEqual(['SE', 'E', 'N', 'S']);
    expect(KUA_DIRECTIONS[9].unfavourable).toEqual(['NW', 'SW', 'W', 'NE']);
  });

  it('has nothing for numbers that are not a kua', () => {
    expect(kuaDirections(0)).toBeNull();
    expect(kuaDirections(10)).toBeNull();
  });
});

describe('kuaGroup', () => {
  it('puts 1, 3, 4, 9 in the East group, 2, 6, 7, 8 in the West, and 5 in none', () => {
    expect(DIGITS.map((kua) => kuaGroup(kua))).toEqual([
      'East',
      'West',
      'East',
      'East',
      null,
      'West',
      'West',
      'West',
      'East',
    ]);
  });
});

describe('sleepingDirection', () => {
  it('keeps the head to the health direction unless that is north', () => {
    for (const kua of [1, 2, 4, 6, 7, 8, 9] as const) {
      const favourable = KUA_DIRECTIONS[kua].favourable;
      expect(sleepingDirection(favourable), `kua ${kua}`).toEqual({
        direction: favourable.health,
        purpose: 'health',
      });
    }
  });

  it('turns kua 3, whose health direction is north, to its growth direction', () => {
    expect(sleepingDirection(KUA_DIRECTIONS[3].favourable)).toEqual({
      direction: 'E',
      purpose: 'growth',
    });
  });

  it('passes over north in growth too, then relationships', () => {
    expect(
      sleepingDirection({ wealth: 'S', health: 'N', relationships: 'W', growth: 'N' }),
    ).toEqual({ direction: 'W', purpose: 'relationships' });
  });
});
