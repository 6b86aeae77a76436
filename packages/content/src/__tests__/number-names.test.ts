/**
 * One name per number (docs/decisions.md): moolank, bhagyank and naamank throughout; the English
 * term only beside the name, as "Psychic number (moolank)", where a page first presents it.
 */
import { describe, expect, it } from 'vitest';
import {
  blogEntry,
  getContent,
  LOCALES,
  MOOLANK_ARTICLE_DIGITS,
  type NamedNumber,
} from '../index.js';
import { allStrings } from './helpers.js';

const ENGLISH_TERMS: Record<NamedNumber, { term: string; name: string }> = {
  nameNumber: { term: 'Name number', name: 'naamank' },
  psychicNumber: { term: 'Psychic number', name: 'moolank' },
  lifePathNumber: { term: 'Life path number', name: 'bhagyank' },
};

const HINDI_NAMES: Record<NamedNumber, string> = {
  nameNumber: 'नामांक',
  psychicNumber: 'मूलांक',
  lifePathNumber: 'भाग्यांक',
};

/** Titles the specification fixes word for word (its six analysis feature titles). */
const SPEC_TITLES = ['Name Number Analysis', 'Destiny Number'];

/** Every English way of naming the three numbers, glossed or not. */
const ENGLISH_NAMING =
  /\b(?:(?:name|destiny) numbers?|psychic(?: numbers?)?|life[- ]paths?(?: numbers?)?)\b/gi;

/** The English texts outside the blog, whose articles are the spec's "life path number" articles. */
function englishTexts(): string[] {
  const { blog, ui, ...rest } = getContent('en');
  const { blog: _blogUi, ...uiRest } = ui;
  return allStrings([rest, uiRest]).filter((text) => !SPEC_TITLES.includes(text));
}

describe('the label table of the numbers with two names', () => {
  it.each(LOCALES)('gives each number its one name and its first mention (%s)', (locale) => {
    const names = getContent(locale).ui.numberNames;
    expect(Object.keys(names).sort()).toEqual(Object.keys(ENGLISH_TERMS).sort());
    for (const [key, { name, introduced }] of Object.entries(names)) {
      expect(name.trim(), key).not.toBe('');
      // The first mention carries the one name, with the words that explain it.
      expect(introduced.toLocaleLowerCase(), key).toContain(name.toLocaleLowerCase());
      expect(introduced.length, key).toBeGreaterThan(name.length);
    }
  });

  it('writes the English first mention as "Psychic number (moolank)"', () => {
    const names = getContent('en').ui.numberNames;
    for (const [key, { term, name }] of Object.entries(ENGLISH_TERMS)) {
      expect(names[key as NamedNumber]).toEqual({
        name: name[0]!.toUpperCase() + name.slice(1),
        introduced: `${term} (${name})`,
      });
    }
  });

  it('uses the glossary words in Hindi, never an English term', () => {
    const names = getContent('hi').ui.numberNames;
    for (const [key, word] of Object.entries(HINDI_NAMES)) {
      expect(names[key as NamedNumber].name).toBe(word);
      expect(names[key as NamedNumber].introduced.startsWith(`${word} (`)).toBe(true);
      expect(names[key as NamedNumber].introduced).not.toMatch(/[A-Za-z]/);
    }
  });
});

describe('English texts name each number one way', () => {
  it('writes the English term only as the first mention beside the name', () => {
    const glossed = new Set(
      Object.values(ENGLISH_TERMS).map(({ term, name }) => `${term.toLowerCase()} (${name})`),
    );
    const stray = englishTexts().flatMap((text) =>
      [...text.matchAll(ENGLISH_NAMING)]
        .filter((match) => {
          const gloss = /^\s*\((?:moolank|bhagyank|naamank)\)/.exec(
            text.slice(match.index + match[0].length),
          );
          return !gloss || !glossed.has(`${match[0]}${gloss[0]}`.toLowerCase());
        })
        .map((match) => text.slice(Math.max(0, match.index - 30), match.index + 40)),
    );
    expect(stray).toEqual([]);
  });

  it('never glosses the other way round, "moolank (psychic number)"', () => {
    const reversed = englishTexts().filter((text) =>
      /\b(?:moolank|bhagyank|naamank)s?(?: \d+)? \(/i.test(text),
    );
    expect(reversed).toEqual([]);
  });
});

describe('the life path articles', () => {
  // The blog is the spec's "life path number" articles, searched for by that name: each keeps
  // it throughout, and says once, in its introduction, what Indian numerology calls it.
  // The topic articles (bhagyank, tools and methods) use the site's names for the numbers.
  const lifePathArticles = getContent('en').blog.entries.filter((article) =>
    article.path.startsWith('/blog/life-path-number'),
  );
  it.each(lifePathArticles.map((article) => [article.path, article] as const))(
    'names the bhagyank once, in the introduction (%s)',
    (_path, article) => {
      expect(article.intro).toContain('the life path number is called the bhagyank');
      expect(
        allStrings([article])
          .join(' ')
          .match(/\bbhagyank\b/gi),
      ).toHaveLength(1);
    },
  );
});

describe('the moolank articles', () => {
  // Each is about one moolank and calls it that throughout; its introduction says once that
  // this is the psychic number, the English term people also search for (and keep in keywords).
  const articles = MOOLANK_ARTICLE_DIGITS.map((digit) => blogEntry(`/blog/moolank-${digit}`)!);
  it.each(articles.map((article) => [article.path, article] as const))(
    'names the psychic number once, in the introduction, and the moolank throughout (%s)',
    (_path, article) => {
      expect(article.intro).toMatch(/psychic number, the moolank/);
      const { keywords: _keywords, ...read } = article;
      expect(allStrings([read]).join(' ').match(ENGLISH_NAMING)).toEqual(['psychic number']);
      expect(
        allStrings([article.sections])
          .join(' ')
          .match(/\bmoolank\b/gi)?.length,
      ).toBeGreaterThan(10);
    },
  );
});
