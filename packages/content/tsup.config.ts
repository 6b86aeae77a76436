import { defineConfig } from 'tsup';

export default defineConfig({
  // `lazy` keeps every section in its own chunk for the browser; `index` holds everything at once.
  entry: { index: 'src/index.ts', lazy: 'src/lazy.ts' },
  format: ['esm', 'cjs'],
  splitting: true,
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
