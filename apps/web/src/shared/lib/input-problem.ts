import type { NumerologyInputError } from '@ankvidya/numerology-core';
import type { UiStrings } from '@ankvidya/content';
import { fill } from '@/shared/content/content';

/** numerology-core's input problem in the page's language (core's own words are English). */
export function problemText(error: NumerologyInputError, texts: UiStrings['inputErrors']): string {
  return fill(texts[error.code], error.values);
}
