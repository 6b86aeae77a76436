/**
 * Which entry of a digit's impact texts applies: count minus one, clamped to the last entry,
 * so a digit repeating more often than there are texts gets the last one.
 */
export function impactIndex(count: number, length: number): number {
  if (!Number.isInteger(count) || count < 1) {
    throw new RangeError(`A digit must occur at least once to have an impact text, got ${count}`);
  }
  if (!Number.isInteger(length) || length < 1) {
    throw new RangeError(`There must be at least one impact text, got ${length}`);
  }
  return Math.min(count, length) - 1;
}
