/**
 * Per-section loaders for the browser: each section of a locale is its own chunk, so a page
 * downloads only the texts it shows. A new locale adds a row here and a folder of data.
 */
import type { BlogEntry, ContentBundle, Locale } from './types.js';

export { DEFAULT_LOCALE, LOCALES, LOCALE_META, isLocale, type LocaleMeta } from './locale-meta.js';

export type SectionName = Exclude<keyof ContentBundle, 'locale' | 'blog'>;
type Loaders = { readonly [K in SectionName]: () => Promise<ContentBundle[K]> } & {
  readonly blog: () => Promise<ContentBundle['blog']>;
};

const loaders: Readonly<Record<Locale, Loaders>> = {
  en: {
    gridImpact: () => import('./locales/en/grid-impact.js').then((m) => m.gridImpact),
    missingNumbers: () => import('./locales/en/missing-numbers.js').then((m) => m.missingNumbers),
    psychicNumbers: () =>
      import('./locales/en/psychic-and-name-numbers.js').then((m) => m.psychicNumbers),
    nameNumbers: () =>
      import('./locales/en/psychic-and-name-numbers.js').then((m) => m.nameNumbers),
    lifePathNumbers: () =>
      import('./locales/en/life-path-numbers.js').then((m) => m.lifePathNumbers),
    kua: () => import('./locales/en/kua.js').then((m) => m.kua),
    personalYears: () => import('./locales/en/personal-years.js').then((m) => m.personalYears),
    planes: () => import('./locales/en/planes.js').then((m) => m.planes),
    occupations: () => import('./locales/en/occupations.js').then((m) => m.occupations),
    attributes: () => import('./locales/en/attributes.js').then((m) => m.attributes),
    site: () => import('./locales/en/site.js').then((m) => m.site),
    pages: () => import('./locales/en/pages.js').then((m) => m.pages),
    ui: () => import('./locales/en/ui.js').then((m) => m.ui),
    report: () => import('./locales/en/report.js').then((m) => m.report),
    combinations: () => import('./locales/en/combinations/index.js').then((m) => m.combinations),
    reading: () => import('./locales/en/reading.js').then((m) => m.reading),
    depth: () => import('./locales/en/report-depth.js').then((m) => m.depth),
    compatibility: () => import('./locales/en/tools.js').then((m) => m.compatibility),
    mobile: () => import('./locales/en/tools.js').then((m) => m.mobile),
    nameCorrection: () => import('./locales/en/name-correction.js').then((m) => m.nameCorrection),
    mobilePage: () => import('./locales/en/mobile-page.js').then((m) => m.mobilePage),
    compatibilityPage: () =>
      import('./locales/en/compatibility-page.js').then((m) => m.compatibilityPage),
    blog: () =>
      import('./locales/en/blog/index.js').then((m) => ({
        index: m.blogIndex,
        entries: m.blogEntries,
      })),
  },
  hi: {
    gridImpact: () => import('./locales/hi/grid-impact.js').then((m) => m.gridImpact),
    missingNumbers: () => import('./locales/hi/missing-numbers.js').then((m) => m.missingNumbers),
    psychicNumbers: () =>
      import('./locales/hi/psychic-and-name-numbers.js').then((m) => m.psychicNumbers),
    nameNumbers: () =>
      import('./locales/hi/psychic-and-name-numbers.js').then((m) => m.nameNumbers),
    lifePathNumbers: () =>
      import('./locales/hi/life-path-numbers.js').then((m) => m.lifePathNumbers),
    kua: () => import('./locales/hi/kua.js').then((m) => m.kua),
    personalYears: () => import('./locales/hi/personal-years.js').then((m) => m.personalYears),
    planes: () => import('./locales/hi/planes.js').then((m) => m.planes),
    occupations: () => import('./locales/hi/occupations.js').then((m) => m.occupations),
    attributes: () => import('./locales/hi/attributes.js').then((m) => m.attributes),
    site: () => import('./locales/hi/site.js').then((m) => m.site),
    pages: () => import('./locales/hi/pages.js').then((m) => m.pages),
    ui: () => import('./locales/hi/ui.js').then((m) => m.ui),
    report: () => import('./locales/hi/report.js').then((m) => m.report),
    combinations: () => import('./locales/hi/combinations/index.js').then((m) => m.combinations),
    reading: () => import('./locales/hi/reading.js').then((m) => m.reading),
    depth: () => import('./locales/hi/report-depth.js').then((m) => m.depth),
    compatibility: () => import('./locales/hi/tools.js').then((m) => m.compatibility),
    mobile: () => import('./locales/hi/tools.js').then((m) => m.mobile),
    nameCorrection: () => import('./locales/hi/name-correction.js').then((m) => m.nameCorrection),
    mobilePage: () => import('./locales/hi/mobile-page.js').then((m) => m.mobilePage),
    compatibilityPage: () =>
      import('./locales/hi/compatibility-page.js').then((m) => m.compatibilityPage),
    blog: () =>
      import('./locales/hi/blog/index.js').then((m) => ({
        index: m.blogIndex,
        entries: m.blogEntries,
      })),
  },
};

export function loadSection<K extends SectionName>(
  locale: Locale,
  name: K,
): Promise<ContentBundle[K]> {
  return (loaders[locale][name] as () => Promise<ContentBundle[K]>)();
}

export async function loadBlog(locale: Locale): Promise<ContentBundle['blog']> {
  return loaders[locale].blog();
}

export async function loadBlogEntry(locale: Locale, path: string): Promise<BlogEntry | undefined> {
  const blog = await loaders[locale].blog();
  return blog.entries.find((entry) => entry.path === path);
}
