import { defineConfig } from 'tsup';

export default defineConfig({
  // app, config and the adapters are entries too, so benches and scripts can import them built.
  entry: [
    'src/server.ts',
    'src/app.ts',
    'src/config.ts',
    'src/report/index.ts',
    // The report threads' own file (src/report/pool.ts): a worker thread needs a JavaScript file.
    'src/report/worker.ts',
    'src/adapters/payments/demo/gateway.ts',
    'src/adapters/store/sqlite.ts',
    // The analysis handler alone: the API bench measures it without any middleware.
    'src/features/analysis/answer.ts',
  ],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  splitting: true,
});
