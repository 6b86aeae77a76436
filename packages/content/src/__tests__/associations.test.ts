import { DIGITS, luckyTimes } from '@ankvidya/numerology-core';
import { describe, expect, it } from 'vitest';
import { LOCALES, getContent } from '../index.js';
import type { ContentBundle } from '../index.js';
import { allStrings, blockTexts, words } from './helpers.js';

/** These checks read English wording; other locales mirror it (locales.test.ts) and have their own (hindi.test.ts). */
const WORDED_IN_ENGLISH = LOCALES.filter((locale) => locale === 'en');

/** "gold, orange and yellow." -> ["gold", "orange", "yellow"] */
function listed(text: string): string[] {
  return text
    .replace(/\.$/, '')
    .split(/,\s*|\s+and\s+/)
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
}

const lower = (items: readonly string[]) => items.map((item) => item.toLowerCase());

/** Colour words as a remedy or a list would name them, with an optional shade. */
const COLOUR =
  /\b(?:(?:light|dark|pale|deep|soft|electric|warm)\s+)?(?:red|yellow|green|white|blue|black|grey|gray|pink|purple|orange|brown|maroon|cream|khaki|crimson|violet|navy|smoky|pastel|silver|gold|golden)\b/gi;

/** Any name of a gemstone, in English or an Indian language. */
const GEM =
  /\b(?:gems?|gemstones?|ruby|rubies|manik|pearls?|moti|pukhraj|sapphires?|neelam|gomed|hessonite|emeralds?|panna|diamonds?|heera|cat's eye|lehsunia|coral|moonga|opal|amethyst)\b/i;

/** A text that only says nothing needs to be bought. */
const DO_NOT_BUY = /nothing (?:here )?(?:needs to be bought|asks you to buy)|need not buy/i;

describe.each(WORDED_IN_ENGLISH)('one source of lucky associations in %s', (locale) => {
  const content = getContent(locale);
  const caution = content.reading.gemCaution;

  /** The items of the blog article's list of associations for a number. */
  function associationLines(digit: number): string[] {
    const entry = content.blog.entries.find((e) => e.path === `/blog/life-path-number-${digit}`)!;
    const items = entry.sections.flatMap((s) => s.blocks.filter((b) => b.type === 'ul'));
    const list = items.find((b) => blockTexts(b).some((t) => t.startsWith('Planet:')));
    expect(list, `article ${digit} lists its associations`).toBeDefined();
    return blockTexts(list!);
  }

  function line(lines: string[], label: RegExp, digit: number): string {
    const found = lines.filter((l) => label.test(l));
    expect(found, `article ${digit}: ${String(label)}`).toHaveLength(1);
    return found[0]!.replace(label, '');
  }

  it.each(DIGITS)(
    'gives the blog article for %i the colours, gem and metal of attributes and the days of the table',
    (digit) => {
      const attributes = content.attributes[digit];
      const lines = associationLines(digit);
      expect(listed(line(lines, /^Colours: /, digit))).toEqual(lower(attributes.luckyColours));
      // Days by the friend table's rule (numerology-core's luckyTimes), as in the report.
      const days = luckyTimes(digit).weekdays.map((day) => content.reading.weekdays[day]);
      expect(listed(line(lines, /^Days?: /, digit))).toEqual(lower(days));
      const gem = line(lines, /^Gemstone: /, digit);
      expect(gem.toLowerCase()).toContain(attributes.gem.name.toLowerCase());
      expect(gem).toContain(`(${attributes.gem.localName})`);
      expect(gem).toContain(caution);
      expect(line(lines, /^Metal: /, digit).toLowerCase()).toBe(
        `${attributes.metal.toLowerCase()}.`,
      );
    },
  );

  it('gives every number a gem with its Indian name and a metal', () => {
    for (const digit of DIGITS) {
      const { gem, metal } = content.attributes[digit];
      expect(gem.name.trim(), `gem of ${digit}`).not.toBe('');
      expect(gem.localName.trim(), `gem of ${digit}`).not.toBe('');
      expect(metal.trim(), `metal of ${digit}`).not.toBe('');
    }
  });

  it('has missing-number remedies that name only the colours (or metal) of their own number', () => {
    for (const digit of DIGITS) {
      const { luckyColours, metal } = content.attributes[digit];
      const allowed = new Set([...lower(luckyColours), metal.toLowerCase()]);
      for (const remedy of content.missingNumbers[digit].remedies) {
        for (const colour of remedy.match(COLOUR) ?? []) {
          expect(allowed, `missing ${digit}: "${colour}" in "${remedy}"`).toContain(
            colour.toLowerCase(),
          );
        }
      }
    }
  });

  it('carries the gem caution beside every mention of a gemstone', () => {
    const bundle: Omit<ContentBundle, 'attributes'> & { attributes?: unknown } = {
      ...content,
      // The gem names themselves are data; whoever prints them prints the caution too.
      attributes: Object.values(content.attributes).map(({ gem: _gem, ...rest }) => rest),
    };
    // A one- or two-word label ("Gemstone") heads a value that is printed with the caution.
    const mentions = allStrings(bundle).filter((s) => GEM.test(s) && words(s) > 2);
    expect(mentions.length).toBeGreaterThanOrEqual(9);
    for (const text of mentions) {
      if (DO_NOT_BUY.test(text) && !text.includes(caution)) {
        // A do-not-buy statement may name gemstones without recommending one.
        expect(text.match(new RegExp(GEM.source, 'gi'))!.length, text).toBe(1);
        continue;
      }
      expect(text, text.slice(0, 80)).toContain(caution);
    }
  });

  it('words the gem caution so it reads right on the site, the blog and in the report', () => {
    expect(caution).not.toMatch(/\bthis (report|article|page)\b/i);
    expect(caution).toMatch(/consult/i);
  });
});
