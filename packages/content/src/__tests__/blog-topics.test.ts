import { describe, expect, it } from 'vitest';
import {
  BLOG_PATHS,
  BLOG_TOPIC_PATHS,
  BLOG_TOPICS,
  LOCALES,
  blogByTopic,
  blogTopic,
  getContent,
} from '../index.js';
import { articleWords } from './helpers.js';

describe('the blog index by topic', () => {
  it('places each article by its path', () => {
    expect(blogTopic('/blog/life-path-number-interpretation')).toBe('lifePath');
    expect(blogTopic('/blog/life-path-number-7')).toBe('lifePath');
    expect(blogTopic('/blog/bhagyank')).toBe('lifePath');
    expect(blogTopic('/blog/moolank-3')).toBe('moolank');
    for (const path of BLOG_TOPIC_PATHS.filter((p) => p !== '/blog/bhagyank'))
      expect(blogTopic(path), path).toBe('methods');
  });

  it('groups the moolank series under its heading once it is merged, in topic order', () => {
    const entries = [
      { path: '/blog/moolank-2' },
      { path: '/blog/life-path-number-1' },
      { path: '/blog/lo-shu-grid-planes' },
      { path: '/blog/moolank-1' },
    ];
    expect(blogByTopic(entries)).toEqual([
      { topic: 'lifePath', entries: [{ path: '/blog/life-path-number-1' }] },
      { topic: 'moolank', entries: [{ path: '/blog/moolank-2' }, { path: '/blog/moolank-1' }] },
      { topic: 'methods', entries: [{ path: '/blog/lo-shu-grid-planes' }] },
    ]);
  });

  it('leaves out a group with no article yet', () => {
    expect(blogByTopic([{ path: '/blog/life-path-number-1' }]).map((g) => g.topic)).toEqual([
      'lifePath',
    ]);
  });

  it.each(LOCALES)('names every group and keeps every article in one (%s)', (locale) => {
    const { index, entries } = getContent(locale).blog;
    for (const topic of BLOG_TOPICS) expect(index.topics[topic].trim(), topic).not.toBe('');
    expect(index.topicsHeading.trim()).not.toBe('');
    const grouped = blogByTopic(entries).flatMap((group) => group.entries.map((e) => e.path));
    expect(grouped.sort()).toEqual([...BLOG_PATHS].sort());
  });
});

describe('the topic articles', () => {
  it.each(LOCALES)('each end with the page of its tool (%s)', (locale) => {
    const { entries } = getContent(locale).blog;
    const tools = BLOG_TOPIC_PATHS.map((path) => entries.find((e) => e.path === path)?.tool);
    for (const [i, tool] of tools.entries()) {
      expect(tool, BLOG_TOPIC_PATHS[i]).toBeDefined();
      expect(tool!.to).toMatch(/^\/[a-z-]+$/);
      expect(tool!.heading.trim()).not.toBe('');
      expect(tool!.link.trim()).not.toBe('');
      expect(tool!.text.split(/\s+/).length).toBeGreaterThanOrEqual(8);
    }
  });

  it.each(LOCALES)('are 800 to 1,500 words each (%s)', (locale) => {
    const { entries } = getContent(locale).blog;
    for (const path of BLOG_TOPIC_PATHS) {
      const entry = entries.find((e) => e.path === path)!;
      const words = articleWords(entry);
      expect(words, path).toBeGreaterThanOrEqual(800);
      expect(words, path).toBeLessThanOrEqual(1500);
    }
  });
});
