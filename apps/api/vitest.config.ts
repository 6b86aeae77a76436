import { configDefaults, defineConfig } from 'vitest/config';

// Suites that draw real PDFs (some build the report worker) or read the built app (start
// dist/server.js, check what the Dockerfile copies from dist): minutes on a 2-core machine, and
// they need the package's own build, so `pnpm test:fast` leaves them to `pnpm test`.
const PDF_SUITES = [
  'hindi',
  'hindi-latin',
  'kua',
  'name-spellings',
  'number-names',
  'pages',
  'pool',
  'repetition',
  'report',
  'sample-pages',
  'scripts',
  'table',
  'working',
];
const SLOW = [
  ...PDF_SUITES.map((name) => `test/report/${name}.test.ts`),
  'test/routes/report-load.test.ts',
  'test/emulator.test.ts',
  'test/data-dir.test.ts',
  'test/port-in-use.test.ts',
  'test/site-origin.test.ts',
  'test/dockerfile.test.ts',
  'test/invoices/pool.test.ts',
  'test/invoices/sqlite-processes.test.ts',
];
// Need a Firestore emulator: scripts/test-firestore.mjs starts one and runs them.
const FIRESTORE = [
  'test/store/firestore.test.ts',
  'test/outbox/firestore.test.ts',
  'test/two-instances.test.ts',
  'test/calendar/feeds-firestore.test.ts',
];

export default defineConfig({
  test: {
    // The Auth-emulator and durability tests start real processes.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...SLOW, ...FIRESTORE],
        },
      },
      { extends: true, test: { name: 'slow', include: SLOW } },
    ],
  },
});
