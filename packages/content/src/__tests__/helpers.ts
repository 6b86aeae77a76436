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
