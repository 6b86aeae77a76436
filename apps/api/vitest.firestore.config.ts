import { defineConfig } from 'vitest/config';

// The Firestore store suite and the two-instance races (two API processes on one Firestore),
// against the emulator that scripts/test-firestore.mjs starts.
export default defineConfig({
  test: {
    include: [
      'test/store/firestore.test.ts',
      'test/outbox/firestore.test.ts',
      'test/calendar/feeds-firestore.test.ts',
      'test/two-instances.test.ts',
    ],
    // Transactions that lose a race are retried by firebase-admin with a back-off of seconds.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
