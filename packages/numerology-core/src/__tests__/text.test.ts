import { describe, expect, it } from 'vitest';
import { impactIndex, splitText } from '../index.js';

describe('impactIndex', () => {
  it('is count minus one, clamped to the last entry', () => {
    expect(impactIndex(1, 4)).toBe(0);
    expect(impactIndex(3, 4)).toBe(2);
    expect(impactIndex(7, 4)).toBe(3);
  });

  it('refuses a count of 0 or no texts', () => {
    expect(() => impactIndex(0, 4)).toThrow(RangeError);
    expect(() => impactIndex(1, 0)).toThrow(RangeError);
  });
});

describe('splitText', () => {
  const sentence = (n: number) => `${Array.from({ length: n }, (_, i) => `w${i}`).join(' ')}`;

  it('keeps short text whole', () => {
    expect(splitText('One thing. Another thing.')).toEqual(['One thing. Another thing.']);
  });

  it('breaks on ". " into chunks of at most 60 words, keeping sentences whole', () => {
    const text = `${sentence(40)}. ${sentence(30)}. ${sentence(20)}.`;
    const chunks = splitText(text);
    expect(chunks).toHaveLength(2);
    expect(chunks[0]).toBe(`${sentence(40)}.`);
    expect(chunks[1]).toBe(`${sentence(30)}. ${sentence(20)}.`);
    for (const chunk of chunks) expect(chunk.split(' ').length).toBeLessThanOrEqual(60);
  });

  it('cuts a single over-long sentence between words', () => {
    const chunks = splitText(sentence(130), 60);
    expect(chunks.map((c) => c.split(' ').length)).toEqual([60, 60, 10]);
  });

  it('returns nothing for empty text and honours a custom limit', () => {
    expect(splitText('   ')).toEqual([]);
    expect(splitText('a b c. d e f.', 3)).toEqual(['a b c.', 'd e f.']);
  });

  it('splits Hindi text at its full stop (।), never inside a sentence', () => {
    const sentence = (n: number) => `${Array.from({ length: 20 }, () => 'शब्द').join(' ')} ${n}।`;
    const text = [1, 2, 3, 4].map(sentence).join(' ');
    const chunks = splitText(text, 45);
    expect(chunks).toHaveLength(2);
    for (const chunk of chunks) expect(chunk.endsWith('।')).toBe(true);
  });
});
