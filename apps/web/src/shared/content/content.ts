/**
 * Every text the site shows comes from @ankvidya/content, one section (one chunk) at a time, so a
 * page downloads only the texts it shows, in the page's language (from its URL). Sections are
 * cached per locale as promises that React's `use()` reads; once a section has loaded, `use()`
 * returns it synchronously (no Suspense flash), which also lets a prerendered page hydrate without
 * waiting.
 */
import { use } from 'react';
import { loadBlog, loadSection, type ReaderGender, type SectionName } from '@ankvidya/content/lazy';
import type { ContentBundle, Locale } from '@ankvidya/content';
import { locationLocale, useLocale } from '@/shared/i18n/locale';

export type ContentKey = SectionName | 'blog';
type ContentValue<K extends ContentKey> = ContentBundle[K];

type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T };

/** Keyed "<locale>:<section>", and ":<gender>" for texts resolved for one reader. */
const cache = new Map<string, TrackedPromise<unknown>>();
const requested = new Set<ContentKey>();

function track<T>(promise: Promise<T>): TrackedPromise<T> {
  const tracked = promise as TrackedPromise<T>;
  tracked.status = 'pending';
  tracked.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    () => {
      tracked.status = 'rejected';
    },
  );
  return tracked;
}

/**
 * Starts (or reuses) the download of one section of texts, in `locale` (by default the locale of
 * the browser's current path); with a `gender`, sentences to the reader in that gender's forms
 * (Hindi says "आप जोशीली हैं" to a woman), else in the neutral ones.
 */
export function loadContent<K extends ContentKey>(
  key: K,
  locale: Locale = locationLocale(),
  gender?: ReaderGender,
): Promise<ContentValue<K>> {
  requested.add(key);
  const id = gender ? `${locale}:${key}:${gender}` : `${locale}:${key}`;
  let promise = cache.get(id) as TrackedPromise<ContentValue<K>> | undefined;
  if (!promise || promise.status === 'rejected') {
    const loading = (
      key === 'blog' ? loadBlog(locale) : loadSection(locale, key, gender)
    ) as Promise<ContentValue<K>>;
    promise = track(loading);
    cache.set(id, promise);
  }
  return promise;
}

/** Loads several sections at once, e.g. before the first render of a page. */
export function preloadContent(
  keys: readonly ContentKey[],
  locale: Locale = locationLocale(),
): Promise<unknown[]> {
  return Promise.all(keys.map((key) => loadContent(key, locale)));
}

/**
 * The texts of one section in the page's language, for a reader of `gender` when it is known;
 * suspends until they have loaded.
 */
export function useContent<K extends ContentKey>(key: K, gender?: ReaderGender): ContentValue<K> {
  return use(loadContent(key, useLocale(), gender));
}

/** The texts of one section, once loaded (for places outside React, e.g. an alert). */
export function loadedContent<K extends ContentKey>(
  key: K,
  locale: Locale = locationLocale(),
): ContentValue<K> | undefined {
  const promise = cache.get(`${locale}:${key}`) as TrackedPromise<ContentValue<K>> | undefined;
  return promise?.status === 'fulfilled' ? promise.value : undefined;
}

/** Which sections have been asked for since the last reset (the prerender preloads them). */
export function requestedContent(): ContentKey[] {
  return [...requested];
}

export function resetRequestedContent(): void {
  requested.clear();
}

/** Fills "{name}" placeholders of a content template. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
