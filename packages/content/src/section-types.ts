import type { WithGendered } from './gendered.js';
import type { ContentBundle } from './types.js';

/**
 * A section of a locale's texts: every part of the bundle but its code, the blog and the emails
 * (which only the server reads).
 */
export type SectionName = Exclude<keyof ContentBundle, 'locale' | 'blog' | 'email'>;

/**
 * A locale's loaders, one per section and one for the blog (locales/<code>/sections.ts); a
 * section may hold texts in each gender's forms, which loadSection resolves for the reader.
 */
export type SectionLoaders = {
  readonly [K in SectionName]: () => Promise<WithGendered<ContentBundle[K]>>;
} & {
  readonly blog: () => Promise<WithGendered<ContentBundle['blog']>>;
};
