import type { LetterGender } from '@ankvidya/content/lazy';
import { NamesByLetterPage, meaningsIn } from '@/features/baby-names/components/NamesByLetterPage';
import { locationLocale, useRoutePath } from '@/shared/i18n/locale';
import NotFoundPage from './not-found';

/** "/baby-names/boy/a" (the route table lists only letters that have names). */
const LETTER_PATH = /^\/baby-names\/(boy|girl)\/([a-z])$/;

/**
 * Loaded with the page's code (route-table.ts), so a prerendered page hydrates with its meanings
 * at hand instead of suspending.
 */
export function meaningsReady(): Promise<unknown> {
  return meaningsIn(locationLocale());
}

export default function BabyNamesLetterPage() {
  const match = LETTER_PATH.exec(useRoutePath());
  if (!match) return <NotFoundPage />;
  const [, gender, letter] = match as unknown as [string, LetterGender, string];
  return <NamesByLetterPage key={`${gender}${letter}`} gender={gender} letter={letter} />;
}
