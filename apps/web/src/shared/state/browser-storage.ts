/** What the app's stores need of localStorage (tests hand them a Map-backed stand-in). */
export interface KeyValueStorage {
  getItem: (key: string) => string | null;
  setItem: (key: string, value: string) => void;
  removeItem: (key: string) => void;
}

/**
 * This browser's localStorage, or null on the server or where storage is blocked (some private
 * modes): the app then works without remembering anything.
 */
export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}
