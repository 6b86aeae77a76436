/**
 * The first letters (of the usual Latin spelling) that some boy's or girl's name starts with: one
 * page each (/baby-names/boy/a). Kept as a small constant, apart from the names themselves, so the
 * site's route table can list those pages without downloading the names; a test keeps it equal to
 * the names data.
 */
export const NAME_LETTERS = {
  boy: 'abcdefghijklmnoprstuvwyz',
  girl: 'abcdefghijklmnoprstuvwyz',
} as const satisfies Record<'boy' | 'girl', string>;

export type LetterGender = keyof typeof NAME_LETTERS;
