import type { Block, BlogEntry, ContentBundle, Section } from '../index.js';

export const words = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

export function blockTexts(block: Block): string[] {
  return block.type === 'p' ? [block.text] : [...block.items];
}

export function sectionTexts(sections: readonly Section[]): string[] {
  return sections.flatMap((section) => section.blocks.flatMap(blockTexts));
}

export function articleWords(entry: BlogEntry): number {
  return sectionTexts(entry.sections).reduce((total, text) => total + words(text), 0);
}

/** Every string anywhere in a bundle, for hygiene checks. */
export function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
}

/** The long texts a reader reads as paragraphs (not labels or list items). */
export function paragraphs(bundle: ContentBundle): string[] {
  const meanings = [bundle.psychicNumbers, bundle.nameNumbers, bundle.lifePathNumbers].flatMap(
    (group) => Object.values(group).flatMap((m) => [...m.paragraphs]),
  );
  return [
    ...Object.values(bundle.gridImpact).flat(),
    ...Object.values(bundle.missingNumbers).map((m) => m.impact),
    ...meanings,
    ...Object.values(bundle.personalYears).map((y) => y.overview),
    ...bundle.blog.entries.flatMap((e) => sectionTexts(e.sections)).filter((t) => words(t) > 25),
  ];
}

/**
 * A spelling reduced to what the everyday spellings of one Devanagari name share: lower case,
 * w as v, ee as i, oo as u, ou as au, doubled letters once, no final a, and no a between two
 * consonants (the inherent vowel Hindi often drops: Nirmala, निर्मला read as Nirmla). Boys' and
 * girls' names are held to this one rule.
 */
export function looseSpelling(spelling: string): string {
  return spelling
    .toLowerCase()
    .replace(/w/g, 'v')
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/ou/g, 'au')
    .replace(/(.)\1+/g, '$1')
    .replace(/a$/, '')
    .replace(/(?<=[^aeiou])a(?=[^aeiou])/g, '')
    .replace(/(.)\1+/g, '$1');
}

/** Whether two Latin spellings of a name differ only where spellings of Indian names vary. */
export function looselySameSpelling(a: string, b: string): boolean {
  return looseSpelling(a) === looseSpelling(b);
}
