/** The digits of a non-negative whole number, most significant first. */
export function digitsOf(n: number): number[] {
  assertWholeNumber(n);
  const text = String(n);
  const digits: number[] = [];
  for (let i = 0; i < text.length; i++) digits.push(text.charCodeAt(i) - 48);
  return digits;
}

function assertWholeNumber(n: number): void {
  if (!Number.isSafeInteger(n) || n < 0) {
    throw new RangeError(`Expected a whole number of 0 or more, got ${n}`);
  }
}

function sumDigits(n: number): number {
  assertWholeNumber(n);
  let total = 0;
  for (let rest = n; rest > 0; rest = Math.floor(rest / 10)) total += rest % 10;
  return total;
}

/**
 * Sums the digits again and again until one digit is left: 1990 -> 19 -> 10 -> 1.
 * Repeated digit sums keep the value mod 9, so this is the digital root, computed directly.
 */
export function reduceNumber(n: number): number {
  assertWholeNumber(n);
  return n === 0 ? 0 : 1 + ((n - 1) % 9);
}

export const MASTER_NUMBERS = [11, 22, 33] as const;

/** Like reduceNumber, but stops at the master numbers 11, 22 and 33. Only the blog uses it. */
export function reduceKeepingMasters(n: number): number {
  let value = n;
  assertWholeNumber(value);
  while (value > 9 && !(MASTER_NUMBERS as readonly number[]).includes(value)) {
    value = sumDigits(value);
  }
  return value;
}

/** The chain of digit sums reduceNumber walks through, for showing the working. */
export function reductionChain(
  n: number,
  keepMasters = false,
): Array<{ digits: number[]; total: number }> {
  const chain: Array<{ digits: number[]; total: number }> = [];
  let value = n;
  assertWholeNumber(value);
  while (value > 9 && !(keepMasters && (MASTER_NUMBERS as readonly number[]).includes(value))) {
    const digits = digitsOf(value);
    value = 0;
    for (const digit of digits) value += digit;
    chain.push({ digits, total: value });
  }
  return chain;
}
