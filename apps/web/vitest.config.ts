import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    // The tests read the route table as the prerender does: with each page's source file.
    define: { __SOURCE_PATHS__: 'true' },
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      restoreMocks: true,
      // Forms filled key by key with user-event (two people on /compatibility) take seconds on a
      // 2-core CI machine running other suites: a slow machine must not fail a correct test.
      testTimeout: 20_000,
    },
  }),
);
