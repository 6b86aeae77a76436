import { formatCalendarDate, locationLocale, type Locale } from '@/shared/i18n/locale';

/**
 * "1990-08-05" -> "5 August 1990" (English) or "5 अगस्त 1990" (Hindi): the page's language's
 * order and month names from Intl, digits as Hindi papers print them (Western). Anything else is
 * shown as it is. The locale defaults to the current page's; pass it where the page may be
 * prerendered.
 */
export function formatDob(dob: string, locale: Locale = locationLocale()): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob);
  const [year, month, day] = match ? match.slice(1).map(Number) : [];
  if (!year || !month || !day || month > 12 || day > 31) return dob;
  return formatCalendarDate(locale, { year, month, day });
}

/** "2026-11-21" -> "21 November 2026". */
export const formatDate = formatDob;
