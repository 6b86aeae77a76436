// Written by apps/api/scripts/report-sample-pages.mjs from the rendered sample report; do not edit.
import type { Locale } from '@ankvidya/content';

/** Per locale: the sample report's page count and the page numbers of the three images shown. */
export const SAMPLE_PAGES: Record<Locale, { pages: number; shown: readonly number[] }> = {
  en: { pages: 44, shown: [1, 9, 32] },
  hi: { pages: 41, shown: [1, 9, 31] },
};
