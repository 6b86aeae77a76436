import { defineConfig } from 'tsup';

export default defineConfig([
  {
    // The birth star needs the Moon's place: astronomy-engine is bundled into that entry alone
    // (index never imports it), so the package keeps no runtime dependency.
    entry: { index: 'src/index.ts', 'birth-star': 'src/birth-star/index.ts' },
    format: ['esm', 'cjs'],
    dts: true,
    noExternal: ['astronomy-engine'],
    clean: true,
    sourcemap: true,
    target: 'es2022',
  },
  {
    // The command-line tool: ESM only, run by node through the shebang.
    entry: { cli: 'src/cli.ts' },
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    banner: { js: '#!/usr/bin/env node' },
    sourcemap: true,
  },
]);
