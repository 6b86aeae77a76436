// For every route: the gzip size of the JavaScript it loads first (the entry and its static
// imports, plus the route's own chunk and its static imports), read from Vite's manifest of the
// production build. Checks the targets and exits 1 on a miss:
//   home <= 90 kB gzip in total; no route's own chunk > 30 kB gzip; no Firebase or Stripe code in
//   home's first load. The texts a page loads alongside (content sections) are shown apart.
// Run after the build: `pnpm --filter @ankvidya/web bench` (kB = 1000 bytes, as Vite prints).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const HOME_LIMIT = 90_000;
const ROUTE_CHUNK_LIMIT = 30_000;
const FORBIDDEN_ON_HOME = [
  /[\\/]node_modules[\\/].*(?:@firebase|firebase)[\\/]/,
  /[\\/]node_modules[\\/].*@stripe[\\/]/,
];

const read = (path) => JSON.parse(readFileSync(join(dist, path), 'utf8'));
for (const file of ['.vite/manifest.json', '.vite/routes.json', '.vite/chunk-modules.json']) {
  if (!existsSync(join(dist, file))) {
    console.error(
      `dist/${file} is missing: run the build first (pnpm --filter @ankvidya/web build).`,
    );
    process.exit(1);
  }
}
const manifest = read('.vite/manifest.json');
const { entry, routes } = read('.vite/routes.json');
const chunkModules = read('.vite/chunk-modules.json');

const gzipCache = new Map();
const gzipSize = (file) => {
  if (!gzipCache.has(file))
    gzipCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
};

/** A manifest chunk and its static imports, as output files. */
function closure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the manifest`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, files);
  return files;
}

const sum = (files) => [...files].reduce((total, file) => total + gzipSize(file), 0);
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

// The entry is a tiny module that always imports the app's boot module next (after the first
// paint on prerendered pages): both count as first-load JavaScript.
const BOOT = 'src/boot.tsx';
if (!manifest[entry].dynamicImports?.includes(BOOT))
  throw new Error(`${entry} no longer imports ${BOOT}`);
const entryFiles = closure(BOOT, closure(entry));
const rows = [];
const seenModules = new Set();
for (const route of routes) {
  const own = manifest[route.module];
  const files = closure(route.module, new Set(entryFiles));
  const texts = new Set();
  for (const key of route.content)
    for (const file of closure(key)) if (!files.has(file)) texts.add(file);
  rows.push({
    path: route.path,
    module: route.module,
    files,
    total: sum(files),
    own: gzipSize(own.file),
    ownFile: own.file,
    texts: sum(texts),
  });
  seenModules.add(route.module);
}

const width = Math.max(...rows.map((r) => r.path.length), 5);
console.log(
  `entry (${manifest[entry].file}, ${manifest[BOOT].file} + ${entryFiles.size - 2} static imports): ${kB(sum(entryFiles))} gzip\n`,
);
console.log(`${'route'.padEnd(width)}  first-load JS  route chunk  + texts`);
for (const row of rows) {
  console.log(
    `${row.path.padEnd(width)}  ${kB(row.total).padStart(13)}  ${kB(row.own).padStart(11)}  ${kB(row.texts).padStart(7)}`,
  );
}

const failures = [];
const home = rows.find((r) => r.path === '/');
if (!home) failures.push('no home route in the build');
else {
  if (home.total > HOME_LIMIT)
    failures.push(`home loads ${kB(home.total)} gzip first (target <= ${kB(HOME_LIMIT)})`);
  for (const file of home.files) {
    const bad = (chunkModules[file] ?? []).filter((m) =>
      FORBIDDEN_ON_HOME.some((re) => re.test(m)),
    );
    if (bad.length > 0)
      failures.push(
        `home's first load includes ${file} with ${bad[0]}${bad.length > 1 ? ` and ${bad.length - 1} more` : ''}`,
      );
  }
}
const checkedChunks = new Set();
for (const row of rows) {
  if (checkedChunks.has(row.ownFile)) continue;
  checkedChunks.add(row.ownFile);
  if (row.own > ROUTE_CHUNK_LIMIT)
    failures.push(`${row.module} is ${kB(row.own)} gzip (target <= ${kB(ROUTE_CHUNK_LIMIT)})`);
}

const biggest = rows.reduce((a, b) => (b.own > a.own ? b : a));
console.log(`\nhome first load: ${kB(home?.total ?? 0)} gzip (target <= ${kB(HOME_LIMIT)})`);
console.log(
  `biggest route chunk: ${biggest.module} ${kB(biggest.own)} gzip (target <= ${kB(ROUTE_CHUNK_LIMIT)})`,
);
console.log(
  `Firebase or Stripe code on home's first load: ${failures.some((f) => f.includes('first load includes')) ? 'yes' : 'none'}`,
);

if (failures.length > 0) {
  console.error(`\nMISSED:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nall targets met');
