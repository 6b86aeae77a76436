/** Amounts in words, in Indian numbering (lakh, crore), as an Indian invoice writes them. */
import type { InvoiceTexts } from '@ankvidya/content';
import { fill } from '../../report/format.js';

type Words = InvoiceTexts['words'];

/** 1 to 99. */
const upTo99 = (n: number, words: Words): string => words.oneTo99[n - 1] ?? '';

/** 1 to 999. */
function belowThousand(n: number, words: Words): string[] {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [
    ...(hundreds ? [upTo99(hundreds, words), words.hundred] : []),
    ...(rest ? [upTo99(rest, words)] : []),
  ];
}

/** A whole number in words: crores, lakhs, thousands, then the rest ("Four Hundred Ninety-Nine"). */
export function numberInWords(n: number, words: Words): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a count: ${n}`);
  if (n === 0) return words.zero;
  const parts: string[] = [];
  const crores = Math.floor(n / 10_000_000);
  // Above 99 crore the crores are themselves a number in words ("One Hundred Crore").
  if (crores) parts.push(numberInWords(crores, words), words.crore);
  const lakhs = Math.floor(n / 100_000) % 100;
  if (lakhs) parts.push(upTo99(lakhs, words), words.lakh);
  const thousands = Math.floor(n / 1000) % 100;
  if (thousands) parts.push(upTo99(thousands, words), words.thousand);
  parts.push(...belowThousand(n % 1000, words));
  return parts.join(' ');
}

/** "Rupees Four Hundred Ninety-Nine only"; paise, when there are any, after the rupees. */
export function amountInWords(paise: number, words: Words): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Not an amount: ${paise}`);
  const rupees = numberInWords(Math.floor(paise / 100), words);
  const rest = paise % 100;
  return rest === 0
    ? fill(words.rupeesOnly, { rupees })
    : fill(words.rupeesAndPaise, { rupees, paise: numberInWords(rest, words) });
}
