// Last build step: inline the (small) stylesheet into every page, so nothing blocks the first
// paint on a slow network, then write brotli and gzip copies of every text file for the server.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const TEXT = /\.(html|js|css|svg|xml|txt|json|webmanifest)$/;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

const all = [];
for await (const file of files(dist)) all.push(file);

const styles = new Map();
for (const file of all.filter((f) => f.endsWith('.html'))) {
  let html = await readFile(file, 'utf8');
  html = await replaceAsync(
    html,
    /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
    async (_tag, href) => {
      if (!styles.has(href)) styles.set(href, (await readFile(join(dist, href), 'utf8')).trim());
      return `<style>${styles.get(href)}</style>`;
    },
  );
  await writeFile(file, html);
}

let raw = 0;
let br = 0;
for (const file of all.filter((f) => TEXT.test(f))) {
  const body = await readFile(file);
  if ((await stat(file)).size < 512) continue;
  const brotli = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  await writeFile(`${file}.br`, brotli);
  await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
  raw += body.length;
  br += brotli.length;
}
console.log(
  `inlined ${styles.size} stylesheet(s); compressed ${(raw / 1024).toFixed(0)} KiB of text to ${(br / 1024).toFixed(0)} KiB (brotli)`,
);

async function replaceAsync(text, pattern, replacer) {
  const parts = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    parts.push(text.slice(last, match.index), await replacer(...match));
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return parts.join('');
}
