import { LOCALE_META, locationLocale, type Locale } from '@/shared/i18n/locale';

const formats = new Map<Locale, Intl.ListFormat>();

/**
 * Digits or names as a phrase, in the page's language: [3, 6, 8] -> "3, 6 and 8" (English) or
 * "3, 6 और 8" (Hindi). The locale defaults to the current page's (the phrases are drawn in the
 * browser, after the visitor typed); pass it where the page may be prerendered.
 */
export function listOf(
  items: readonly (string | number)[],
  locale: Locale = locationLocale(),
): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.ListFormat(LOCALE_META[locale].tag, { style: 'long', type: 'conjunction' });
    formats.set(locale, format);
  }
  const parts = format.formatToParts(items.map(String));
  // ICU writes "3, 6, और 8"; Hindi (like Indian English) puts no comma before the last "and".
  const last = parts.findLastIndex((part) => part.type === 'literal');
  const part = parts[last];
  if (part && parts.filter((p) => p.type === 'element').length > 2)
    parts[last] = { ...part, value: part.value.replace(/^,\s*(\S+\s)$/u, ' $1') };
  return parts.map((p) => p.value).join('');
}
