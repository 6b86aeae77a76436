import { defineConfig } from 'tsup';

export default defineConfig({
  // `lazy` keeps every section in its own chunk for the browser; `index` holds everything at once.
  // Each file of a locale's folder is an entry too, so its chunk has a stable name
  // (dist/locales/hi/ui.js) by which prerender finds it in Vite's manifest.
  entry: ['src/index.ts', 'src/lazy.ts', 'src/names/index.ts', 'src/locales/*/**/*.ts'],
  // ESM only: index.ts loads the locales with a top-level await, which CommonJS cannot.
  format: ['esm'],
  splitting: true,
  dts: {
    entry: { index: 'src/index.ts', lazy: 'src/lazy.ts', 'names/index': 'src/names/index.ts' },
  },
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
