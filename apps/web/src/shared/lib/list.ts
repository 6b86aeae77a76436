const lists = new Intl.ListFormat('en-IN', { style: 'long', type: 'conjunction' });

/** Digits or names as a phrase: [3, 6, 8] -> "3, 6 and 8". */
export function listOf(items: readonly (string | number)[]): string {
  return lists.format(items.map(String));
}
