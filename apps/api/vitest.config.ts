import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Need a Firestore emulator: scripts/test-firestore.mjs starts one and runs them.
    exclude: [
      ...configDefaults.exclude,
      'test/store/firestore.test.ts',
      'test/two-instances.test.ts',
    ],
    // The Auth-emulator and durability tests start real processes.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
