/**
 * The Latin words a Hindi page or the Hindi PDF may carry (docs/hindi-glossary.md): everything else
 * a Hindi reader sees is Devanagari. The web app's and the API's tests read this one list.
 */
export const LATIN_ALLOWED_IN_HINDI: readonly string[] = [
  // The brand in the logo and the services named as people know them (the glossary keeps these Latin).
  'Ankvidya',
  'Google',
  'WhatsApp',
  'UPI',
  // Payment and sign-in services named in the privacy policy and terms, as on their own sites.
  'Stripe',
  'Razorpay',
  'Firebase',
  // A format readers know by its letters.
  'PDF',
  // The invoice's tax labels, printed as GST law and every Indian bill print them.
  ...['GSTIN', 'IGST', 'CGST', 'SGST', 'SAC'],
  // The language switch names English in its own script, as every bilingual site does.
  'English',
  // Spellings the texts teach with: numerology reads the A to Z letters, so these names are the
  // subject itself (name correction's examples of small spelling changes, the blog's worked name).
  ...['Ajay', 'Ajjay', 'Akash', 'Aakash', 'Sunil', 'Suneel', 'Puja', 'Pooja', 'Amit', 'Amith'],
  ...['Sidharth', 'Sidarth', 'Shanti', 'Shanty', 'Ram', 'Rama', 'Arjun', 'Arjuna', 'MEERA'],
  // The blog's worked names and their spellings, and the letter pairs it compares (dh, th).
  ...['Amit', 'Joshi', 'Kavita', 'Nair', 'Sharma', 'Sharmaa', 'Sidhart', 'Sunnil', 'dh', 'th'],
  // The form's example of writing a name in English letters.
  ...['Asha', 'Verma'],
  // Name correction's examples of the edits added for issue 23 (Devgn, Varma, Ria).
  ...['Devgan', 'Devgn', 'Varma', 'Riya', 'Ria'],
  // Number plates and door numbers as they are written (MH 12 AB 1234, 22 BH 1234 AA, A-504):
  // their letters are read by the A to Z table, so the examples keep them.
  ...['MH', 'AB', 'BH', 'AA', 'A-504'],
];

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const WORD = /[A-Za-z][A-Za-z0-9'’-]*/g;

/**
 * The Latin words of a Hindi text that are not allowed: not in the list, not one of `names` (the
 * reader's own name, the spellings worked out for it), not an email address, and not a single
 * letter or a letter with its value ("S", "A1"), which is how the A to Z table is taught.
 */
export function strayLatinWords(text: string, names: readonly string[] = []): string[] {
  const allowed = new Set([
    ...LATIN_ALLOWED_IN_HINDI,
    ...names.flatMap((name) => name.match(WORD) ?? []),
  ]);
  const words = text.replace(EMAIL, ' ').match(WORD) ?? [];
  return [...new Set(words.filter((word) => !allowed.has(word) && !/^[A-Za-z]\d?$/.test(word)))];
}
