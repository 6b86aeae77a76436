/**
 * The host of the emulator that scripts/test-firestore.mjs starts for the Firestore suites.
 * Without one a suite fails rather than skips: a skipped suite proves nothing.
 */
export function firestoreEmulatorHost(): string {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) {
    throw new Error(
      'FIRESTORE_EMULATOR_HOST is not set: run this suite with `node scripts/test-firestore.mjs`',
    );
  }
  return host;
}

/**
 * A new project id at each call ("<prefix>-<run>-<n>"), so each test's data starts empty and
 * closing one client ends only its own; the run part keeps reruns on one emulator apart.
 */
export function newProjectIds(prefix: string): () => string {
  const run = Math.random().toString(36).slice(2, 8);
  let projects = 0;
  return () => `${prefix}-${run}-${++projects}`;
}
