/**
 * Every locale mirrors English key for key: the same keys, list lengths and template slots, each
 * text written in the locale's own script (no English left in by mistake), no placeholders.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES, LOCALE_META, getContent, type Locale, type LocaleEntry } from '../index.js';

/** Keys whose values are codes, paths, file names or dates, the same in every language. */
const SAME_IN_EVERY_LOCALE = new Set([
  'locale',
  'path',
  'image',
  'email',
  'lastUpdated',
  'dateFormat',
  'href',
  'to',
  'url',
]);

/** Latin words a Hindi text may carry: names of brands and services, and letter values. */
const LATIN_ALLOWED =
  /\b(Ankvidya|Google|WhatsApp|UPI|PDF|Stripe|Firebase|Razorpay|Lo Shu|CVC|MM\/YY|PAN|A to Z|[A-Z](\(\d\)|=\d|\d)?)\b/g;

/** Letters of each script a registry entry may name (a locale in Latin script has no check). */
const SCRIPT: Record<LocaleEntry['script'], RegExp | undefined> = {
  Latn: undefined,
  Deva: /[\u0900-\u097F]/g,
  Taml: /[\u0B80-\u0BFF]/g,
};

const slots = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

interface Difference {
  where: string;
  problem: string;
}

function compare(en: unknown, other: unknown, where: string, locale: Locale, out: Difference[]) {
  if (Array.isArray(en)) {
    if (!Array.isArray(other) || other.length !== en.length)
      return out.push({ where, problem: `list of ${en.length} expected` });
    en.forEach((item, i) => compare(item, other[i], `${where}[${i}]`, locale, out));
    return;
  }
  if (en && typeof en === 'object') {
    if (!other || typeof other !== 'object' || Array.isArray(other))
      return out.push({ where, problem: 'object expected' });
    const enKeys = Object.keys(en).sort();
    const otherKeys = Object.keys(other).sort();
    if (enKeys.join() !== otherKeys.join())
      out.push({
        where,
        problem: `keys differ: ${enKeys.filter((k) => !otherKeys.includes(k)).join(', ')} | ${otherKeys.filter((k) => !enKeys.includes(k)).join(', ')}`,
      });
    for (const key of enKeys)
      if (Object.hasOwn(other, key))
        compare(
          (en as Record<string, unknown>)[key],
          (other as Record<string, unknown>)[key],
          `${where}.${key}`,
          locale,
          out,
        );
    return;
  }
  if (typeof en !== typeof other) return out.push({ where, problem: `${typeof en} expected` });
  if (typeof en !== 'string' || typeof other !== 'string') return;
  const key =
    where
      .split('.')
      .pop()
      ?.replace(/\[\d+\]$/, '') ?? '';
  if (SAME_IN_EVERY_LOCALE.has(key)) return;
  if (slots(en).join() !== slots(other).join())
    out.push({
      where,
      problem: `slots ${slots(en).join()} expected, found ${slots(other).join()}`,
    });
  if (/TODO|TBD|lorem|xxx/i.test(other)) out.push({ where, problem: 'placeholder' });
  const script = SCRIPT[LOCALE_META[locale].script];
  if (!script) return;
  const withoutSlots = other.replace(/\{\w+\}/g, '').replace(/\S+@\S+/g, '');
  // Latin words are allowed where the English text has the same word: names given as examples,
  // spellings the text is about, letter values.
  const enWords = new Set(en.match(/[A-Za-z]+/g) ?? []);
  const latin = (withoutSlots.replace(LATIN_ALLOWED, '').match(/[A-Za-z]{3,}/g) ?? []).filter(
    (word) => !enWords.has(word),
  );
  const own = withoutSlots.match(script)?.length ?? 0;
  // A text with letters must be written in the locale's script; stray English words are errors.
  if (/[A-Za-z]/.test(en) && own === 0 && en !== other)
    out.push({ where, problem: `not written in the locale's script: "${other.slice(0, 60)}"` });
  if (latin.length > 0 && own > 0)
    out.push({ where, problem: `English words left in: ${latin.slice(0, 5).join(', ')}` });
}

describe.each(LOCALES.filter((l) => l !== 'en'))('locale %s mirrors English', (locale) => {
  it('has every key, list length and template slot of en, in its own script', () => {
    const differences: Difference[] = [];
    compare(getContent('en'), getContent(locale), locale, locale, differences);
    expect(differences.slice(0, 40)).toEqual([]);
  });
});
