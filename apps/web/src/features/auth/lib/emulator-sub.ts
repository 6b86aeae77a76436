/** 53-bit string hash (cyrb53). */
function hash53(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/**
 * The Google account id ("sub") the Auth emulator is given for an email: derived from the email
 * alone, so signing in again with the same email is the same account. Digits, like Google's.
 */
export function emulatorSub(email: string): string {
  const normal = email.trim().toLowerCase();
  return `${hash53(normal, 1)}${hash53(normal, 2)}`.padEnd(21, '0').slice(0, 21);
}
