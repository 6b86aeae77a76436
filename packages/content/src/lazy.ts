/**
 * Per-section loaders for the browser: each section of a locale is its own chunk, so a page
 * downloads only the texts it shows. Each locale's loaders are in its own folder
 * (locales/<code>/sections.ts), found from the locale's code, so a new locale needs no line here.
 */
import { resolveForReader, type ReaderGender, type WithGendered } from './gendered.js';
import type { Locale } from './locales/registry.js';
import type { SectionLoaders, SectionName } from './section-types.js';
import type { BlogEntry, ContentBundle } from './types.js';

export {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_META,
  LOCALE_REGISTRY,
  localesFrom,
  formatCalendarDate,
  isLocale,
  monthNames,
  type Locale,
  type LocaleEntry,
} from './locales/registry.js';
export { INDIAN_STATE_CODES, type IndianStateCode } from './places/indian-states.js';
/** Kept for the web app's imports: a locale's registry entry. */
export type { LocaleEntry as LocaleMeta } from './locales/registry.js';

export type { SectionLoaders, SectionName } from './section-types.js';
export { byGender, forReader, type ReaderGender } from './gendered.js';
export { BLOG_TOPICS, blogByTopic, blogTopic } from './blog-topics.js';
export { NAME_LETTERS, type LetterGender } from './names/letters.js';

/**
 * The file (under locales/<code>/, without extension) and export holding each section, as every
 * locale's sections.ts loads it (a test keeps them equal). Prerender reads it to find each page's
 * chunks in Vite's manifest.
 */
export const SECTION_FILES = {
  gridImpact: { file: 'grid-impact', name: 'gridImpact' },
  missingNumbers: { file: 'missing-numbers', name: 'missingNumbers' },
  psychicNumbers: { file: 'psychic-and-name-numbers', name: 'psychicNumbers' },
  nameNumbers: { file: 'psychic-and-name-numbers', name: 'nameNumbers' },
  lifePathNumbers: { file: 'life-path-numbers', name: 'lifePathNumbers' },
  kua: { file: 'kua', name: 'kua' },
  personalYears: { file: 'personal-years', name: 'personalYears' },
  planes: { file: 'planes', name: 'planes' },
  occupations: { file: 'occupations', name: 'occupations' },
  attributes: { file: 'attributes', name: 'attributes' },
  site: { file: 'site', name: 'site' },
  pages: { file: 'pages', name: 'pages' },
  ui: { file: 'ui', name: 'ui' },
  report: { file: 'report', name: 'report' },
  combinations: { file: 'combinations/index', name: 'combinations' },
  reading: { file: 'reading', name: 'reading' },
  depth: { file: 'report-depth', name: 'depth' },
  compatibility: { file: 'tools', name: 'compatibility' },
  mobile: { file: 'tools', name: 'mobile' },
  nameCorrection: { file: 'name-correction', name: 'nameCorrection' },
  mobilePage: { file: 'mobile-page', name: 'mobilePage' },
  compatibilityPage: { file: 'compatibility-page', name: 'compatibilityPage' },
  vehiclePage: { file: 'vehicle-page', name: 'vehiclePage' },
  housePage: { file: 'house-page', name: 'housePage' },
  babyNamesPage: { file: 'baby-names-page', name: 'babyNamesPage' },
  businessPage: { file: 'business-page', name: 'businessPage' },
  places: { file: 'places', name: 'places' },
  invoice: { file: 'invoice', name: 'invoice' },
  account: { file: 'account', name: 'account' },
  calendar: { file: 'calendar', name: 'calendar' },
  todayPage: { file: 'today-page', name: 'todayPage' },
  analysisPage: { file: 'analysis-page', name: 'analysisPage' },
  newbornReport: { file: 'newborn-report', name: 'newbornReport' },
  newbornParents: { file: 'newborn-parents', name: 'newbornParents' },
  timeWoven: { file: 'report-time-woven', name: 'timeWoven' },
  blog: { file: 'blog/index', name: 'blogIndex' },
} as const satisfies Record<SectionName | 'blog', { file: string; name: string }>;

/**
 * The file of each locale's loaders (locales/<code>/sections.ts): prerender preloads it with a
 * page's sections, since each of them is loaded through it.
 */
export const SECTION_LOADERS_FILE = 'sections';

const loaders = new Map<Locale, Promise<SectionLoaders>>();

function loadersOf(locale: Locale): Promise<SectionLoaders> {
  let found = loaders.get(locale);
  if (found === undefined) {
    // The bundlers turn this import into a table of every locale folder's sections.ts.
    found = (import(`./locales/${locale}/sections.ts`) as Promise<{ sections: SectionLoaders }>)
      .then((module) => module.sections)
      .catch((error: unknown) => {
        loaders.delete(locale); // a failed download is tried again next time
        throw error;
      });
    loaders.set(locale, found);
  }
  return found;
}

/** One section of a locale, in the forms for a reader of the given gender (neutral if none). */
export async function loadSection<K extends SectionName>(
  locale: Locale,
  name: K,
  gender?: ReaderGender,
): Promise<ContentBundle[K]> {
  const sections = await loadersOf(locale);
  const load = sections[name] as () => Promise<WithGendered<ContentBundle[K]>>;
  return resolveForReader<ContentBundle[K]>(await load(), gender);
}

export async function loadBlog(locale: Locale): Promise<ContentBundle['blog']> {
  return resolveForReader<ContentBundle['blog']>(await (await loadersOf(locale)).blog());
}

export async function loadBlogEntry(locale: Locale, path: string): Promise<BlogEntry | undefined> {
  const blog = await loadBlog(locale);
  return blog.entries.find((entry) => entry.path === path);
}
