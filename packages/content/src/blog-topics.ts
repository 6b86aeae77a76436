import type { BlogTopic } from './types.js';

/** The blog index's groups, in the order it shows them. */
export const BLOG_TOPICS = [
  'lifePath',
  'moolank',
  'methods',
] as const satisfies readonly BlogTopic[];

/**
 * The group of an article, read from its path, so an article added later (the moolank series,
 * /blog/moolank-1 to -9) lands in its group without a list to keep in step.
 */
export function blogTopic(path: string): BlogTopic {
  // The bhagyank article is the life path number under its Indian name.
  if (path.startsWith('/blog/life-path-number') || path === '/blog/bhagyank') return 'lifePath';
  if (path.startsWith('/blog/moolank-')) return 'moolank';
  return 'methods';
}

/** Articles grouped by topic, in BLOG_TOPICS order, each group in the given order; empty groups left out. */
export function blogByTopic<T extends { path: string }>(
  entries: readonly T[],
): { topic: BlogTopic; entries: T[] }[] {
  return BLOG_TOPICS.map((topic) => ({
    topic,
    entries: entries.filter((entry) => blogTopic(entry.path) === topic),
  })).filter((group) => group.entries.length > 0);
}
