import { LOCALE_META, type Locale } from '@/shared/i18n/locale';

/** Receipts and My account say every time in India's time, whatever the phone's zone. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

/** "2026-11-21T10:00:00Z" -> "21 Nov 2026, 3:30 pm": the date and time in India, Western digits. */
export function formatIndiaDateTime(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALE_META[locale].tag, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    numberingSystem: 'latn',
    timeZone: INDIA_TIME_ZONE,
  }).format(date);
}

/** The calendar date in India of an instant: "21 November 2026". */
export function formatIndiaDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALE_META[locale].tag, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    numberingSystem: 'latn',
    timeZone: INDIA_TIME_ZONE,
  }).format(date);
}

/** 49900 paise, "inr" -> "₹499.00". */
export function formatAmount(minorUnits: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_META[locale].tag, {
    style: 'currency',
    currency: currency.toUpperCase(),
    numberingSystem: 'latn',
  }).format(minorUnits / 100);
}
