import { describe, expect, it } from 'vitest';
import { FIRST_NAME_MAX, firstName, readShareFragment, shareFragment } from '../share-link';

describe('firstName', () => {
  it('keeps the first word, capitalised, of any script', () => {
    expect(firstName('  asha  rani sharma ', 'First person')).toBe('Asha');
    expect(firstName("D'Souza Maria", 'First person')).toBe("D'Souza");
    expect(firstName('आशा वर्मा', 'First person')).toBe('आशा');
  });

  it('drops characters a name does not carry, and cuts a long one', () => {
    expect(firstName('Ravi<script>', 'Second person')).toBe('Raviscript');
    expect([...firstName('A'.repeat(60), 'x')]).toHaveLength(FIRST_NAME_MAX);
  });

  it('falls back to the label when nothing of the name is left', () => {
    expect(firstName('   ', 'First person')).toBe('First person');
    expect(firstName('@@@ Ravi', 'Second person')).toBe('Second person');
  });
});

describe('share link fragment', () => {
  it('carries the two first names and the score, and reads them back', () => {
    const result = { a: 'Asha', b: 'Ravi', score: 78 };
    const fragment = shareFragment(result);
    expect(fragment).toBe('#a=Asha&b=Ravi&score=78');
    expect(readShareFragment(fragment)).toEqual(result);
    expect(readShareFragment(shareFragment({ a: 'आशा', b: "D'Souza", score: 100 }))).toEqual({
      a: 'आशा',
      b: "D'Souza",
      score: 100,
    });
  });

  it.each([
    ['', 'no fragment'],
    ['#compare', 'an in-page link'],
    ['#a=Asha&b=Ravi', 'no score'],
    ['#a=Asha&b=Ravi&score=101', 'a score over 100'],
    ['#a=Asha&b=Ravi&score=-3', 'a negative score'],
    ['#a=Asha&b=Ravi&score=7.5', 'a score that is not whole'],
    ['#a=Asha&score=70', 'one name'],
    ['#a=%3Cimg%20src%3Dx%3E&b=Ravi&score=70', 'markup for a name'],
    ['#a=https%3A%2F%2Fexample.com&b=Ravi&score=70', 'a link for a name'],
    [`#a=${'A'.repeat(FIRST_NAME_MAX + 1)}&b=Ravi&score=70`, 'a name too long'],
  ])('refuses %s (%s)', (hash) => {
    expect(readShareFragment(hash)).toBeNull();
  });
});
