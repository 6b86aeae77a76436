import { DIGITS, KUA_DIRECTIONS } from '@ankvidya/numerology-core';
import { describe, expect, it } from 'vitest';
import { LOCALES, getContent } from '../index.js';

/** These checks read English wording; other locales mirror it (locales.test.ts) and have their own (hindi.test.ts). */
const WORDED_IN_ENGLISH = LOCALES.filter((locale) => locale === 'en');

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).map((s) => s.trim());

describe.each(WORDED_IN_ENGLISH)('kua texts in %s', (locale) => {
  const content = getContent(locale);
  const texts = [...DIGITS.map((d) => content.kua[d].description), content.kua.fiveNote];

  it('never advises sleeping with the head to the north without the Indian caveat', () => {
    for (const text of texts) {
      for (const sentence of sentences(text)) {
        // "north" alone, not north-east or north-west.
        const northward = /\bnorth\b(?!-)/i.test(sentence);
        const sleeping = /\b(sleep|sleeping|bed|head)\b/i.test(sentence);
        if (northward && sleeping) expect(sentence).toMatch(/\bavoid/i);
      }
    }
  });

  it('gives kua 3, whose health direction is north, a kind alternative for sleep', () => {
    expect(KUA_DIRECTIONS[3].favourable.health).toBe('N');
    expect(content.kua[3].description).toMatch(/vastu/i);
    expect(content.kua[3].description).toMatch(/head[^.]*\beast\b/i);
  });

  it('calls the Eight Mansions feng shui, not vastu', () => {
    const intro = content.report.sectionIntros.kua;
    expect(intro).toMatch(/feng shui/i);
    for (const text of [...texts, intro]) {
      expect(text).not.toMatch(/vastu-minded/i);
      for (const sentence of sentences(text)) {
        // A sentence may name vastu only to say what vastu itself holds, never as kua's tradition.
        if (/vastu/i.test(sentence)) expect(sentence).not.toMatch(/kua|eight mansions|feng shui/i);
      }
    }
  });

  it('words the kua 5 note so it reads right on the site and inside the report', () => {
    expect(content.kua.fiveNote).not.toMatch(/\byour report\b/i);
  });

  it('lets the kua 5 description and note complement each other instead of repeating', () => {
    const description = content.kua[5].description;
    expect(description).not.toMatch(/kua [28]\b/i);
    expect(description).not.toMatch(/\bborrow/i);
    const note = new Set(sentences(content.kua.fiveNote).map((s) => s.toLowerCase()));
    for (const sentence of sentences(description))
      expect(note.has(sentence.toLowerCase())).toBe(false);
  });
});
