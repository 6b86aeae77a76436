import type { UiStrings } from '@ankvidya/content';
import { fill } from '@/shared/content/content';

/** The month names and the date's word order, from the page's texts (ui.dateOfBirth). */
export type DateTexts = Pick<UiStrings['dateOfBirth'], 'months' | 'inWords'>;

/**
 * "1990-08-05" -> "5 August 1990" (English) or "5 अगस्त 1990" (Hindi): day, month and year in
 * the order and words of the page's language, digits as Hindi papers print them. Anything else is
 * shown as it is.
 */
export function formatDob(dob: string, texts: DateTexts): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob);
  const month = match ? texts.months[Number(match[2]) - 1] : undefined;
  if (!match || month === undefined) return dob;
  return fill(texts.inWords, { day: Number(match[3]), month, year: match[1] ?? '' });
}

/** "2026-11-21" -> "21 November 2026". */
export const formatDate = formatDob;
