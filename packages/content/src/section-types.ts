import type { ContentBundle } from './types.js';

/**
 * A section of a locale's texts: every part of the bundle but its code, the blog and the emails
 * (which only the server reads).
 */
export type SectionName = Exclude<keyof ContentBundle, 'locale' | 'blog' | 'email'>;

/** A locale's loaders, one per section and one for the blog (locales/<code>/sections.ts). */
export type SectionLoaders = { readonly [K in SectionName]: () => Promise<ContentBundle[K]> } & {
  readonly blog: () => Promise<ContentBundle['blog']>;
};
