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
 * A name's key for a loose compare of two Latin spellings: lower case, w as v, ee as i, oo as u,
 * doubled letters once, no final a (Aaradhya, Aradhya; Swati, Svati; Geeta, Gita; Radha, Radh).
 */
function spellingKey(spelling: string): string {
  return spelling
    .toLowerCase()
    .replace(/w/g, 'v')
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/(.)\1+/g, '$1')
    .replace(/a$/, '');
}

/** The key as a pattern whose a between two consonants may be missing (Kamala, Kamla). */
function withOptionalInnerA(key: string): RegExp {
  return new RegExp(`^${key.replace(/(?<=[^aeiou])a(?=[^aeiou])/g, 'a?')}$`);
}

/**
 * Whether two Latin spellings of a name are the same but for the letters spellings of Indian
 * names vary in: long and short vowels, v and w, doubled letters, a final or unsaid inner a
 * (transliterate drops the a Hindi does not say; Nirmala keeps it).
 */
export function looselySameSpelling(a: string, b: string): boolean {
  const [keyA, keyB] = [spellingKey(a), spellingKey(b)];
  return (
    keyA === keyB || withOptionalInnerA(keyA).test(keyB) || withOptionalInnerA(keyB).test(keyA)
  );
}
