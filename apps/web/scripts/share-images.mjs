// Link-preview images. WhatsApp and Facebook show a PNG or JPEG og:image, never an SVG, so the
// build draws each one here as SVG (brand colours, the logo, the title in large type, the Lo Shu
// square) and renders it to a 1200x630 PNG with resvg: one for the home page, one per blog
// article and one for every other page. Seo.tsx points og:image at them by the same names.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import * as fontkit from 'fontkit';
import { DEFAULT_LOCALE, LOCALE_META } from '@ankvidya/content/lazy';

export const WIDTH = 1200;
export const HEIGHT = 630;
/**
 * Where the images go in dist, as served: /images/share/home.png, /images/share/blog/<slug>.png;
 * another locale's under its code: /images/share/hi/home.png.
 */
export const SHARE_DIR = 'images/share';
export const shareDir = (locale) =>
  locale === DEFAULT_LOCALE ? SHARE_DIR : `${SHARE_DIR}/${locale}`;

const LO_SHU = [
  [4, 9, 2],
  [3, 5, 7],
  [8, 1, 6],
];
const TITLE_FONT = `font-family="DejaVu Serif, serif" font-weight="700"`;
const TEXT_FONT = `font-family="DejaVu Sans, sans-serif"`;
const LEFT = 72;
const TEXT_WIDTH = 660;
const PANEL_X = 792;

const escapeXml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * resvg draws text only with the font files it is given. DejaVu comes from the dejavu-fonts-ttf
 * package when the web app depends on it, else from Debian's fonts-dejavu-core (which the test
 * command installs); failing both, whatever the system has.
 */
function fontOptions() {
  const require = createRequire(import.meta.url);
  const files = ['DejaVuSerif-Bold.ttf', 'DejaVuSans.ttf'];
  const dirs = ['/usr/share/fonts/truetype/dejavu'];
  try {
    dirs.unshift(join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf'));
  } catch {
    // Not a dependency of the web app: use the system's copy.
  }
  const dir = dirs.find((d) => files.every((f) => existsSync(join(d, f))));
  if (!dir) {
    console.warn('share images: DejaVu fonts not found, drawing text with the system fonts');
    return { loadSystemFonts: true };
  }
  return { loadSystemFonts: false, fontFiles: files.map((f) => join(dir, f)) };
}

/**
 * How one locale's lines are measured and drawn, by the faces its registry entry names. Latin
 * (no faces named) goes to resvg as <text> in DejaVu. resvg misplaces Devanagari's spacing vowel
 * signs (ा sits on top of its consonant), so a script like it is laid out with fontkit, which
 * shapes it as the PDF does, and drawn as outlines (<path>) in the entry's faces.
 */
function setterFor(locale, font) {
  const files = LOCALE_META[locale].fonts.shareImage;
  if (files === null) {
    const attributes = (face, size) =>
      `${face === 'title' ? TITLE_FONT : TEXT_FONT} font-size="${size}"`;
    return {
      width: (text, face, size) => textWidth(text, attributes(face, size), font),
      draw: (text, face, size, x, y, fill) =>
        `<text x="${x}" y="${y}" ${attributes(face, size)} fill="${fill}">${escapeXml(text)}</text>`,
    };
  }
  const require = createRequire(import.meta.url);
  const faces = {
    title: fontkit.openSync(require.resolve(files.title)),
    text: fontkit.openSync(require.resolve(files.text)),
  };
  const run = (text, face) => faces[face].layout(text);
  return {
    width: (text, face, size) => (run(text, face).advanceWidth * size) / faces[face].unitsPerEm,
    draw(text, face, size, x, y, fill) {
      const { glyphs, positions } = run(text, face);
      const scale = size / faces[face].unitsPerEm;
      let pen = 0;
      const outlines = glyphs.map((glyph, i) => {
        const at = positions[i];
        const d = glyph.path
          .scale(scale, -scale)
          .translate(x + (pen + at.xOffset) * scale, y - at.yOffset * scale)
          .toSVG();
        pen += at.xAdvance;
        return d;
      });
      return `<path fill="${fill}" d="${outlines.join('')}"/>`;
    },
  };
}

/** The site's colours, read from its stylesheet so the images never drift from the pages. */
async function brandColours() {
  const css = await readFile(new URL('../src/styles/index.css', import.meta.url), 'utf8');
  const colour = (name) => {
    const value = new RegExp(`--${name}:\\s*(#[0-9a-f]{6})\\b`, 'i').exec(css)?.[1];
    if (!value) throw new Error(`share images: no --${name} colour in src/styles/index.css`);
    return value;
  };
  return {
    indigo: colour('indigo'),
    indigoDeep: colour('indigo-deep'),
    saffron: colour('saffron'),
    cream: colour('cream'),
    creamDeep: colour('cream-deep'),
    inkSoft: colour('ink-soft'),
    line: colour('line'),
  };
}

/** The logo (mark and lettering) as the header shows it, to nest inside the image. */
async function logo() {
  const svg = await readFile(new URL('../public/images/logo.svg', import.meta.url), 'utf8');
  const viewBox = /<svg[^>]*\bviewBox="([^"]+)"/.exec(svg)?.[1];
  const inner = /<svg[^>]*>([\s\S]*)<\/svg>/
    .exec(svg)?.[1]
    ?.replace(/<title>[\s\S]*?<\/title>/, '');
  if (!viewBox || !inner) throw new Error('share images: cannot read public/images/logo.svg');
  return { viewBox, inner };
}

const widths = new Map();

/** Width of one line of text as resvg draws it (0 when no font has its glyphs). */
function textWidth(text, attributes, font) {
  const key = `${attributes}|${text}`;
  if (!widths.has(key)) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH * 4}" height="${HEIGHT}"><text x="0" y="${HEIGHT / 2}" ${attributes}>${escapeXml(text)}</text></svg>`;
    widths.set(key, new Resvg(svg, { font }).getBBox()?.width ?? 0);
  }
  return widths.get(key);
}

/** Breaks text into lines no wider than maxWidth (a single longer word keeps its own line). */
function wrap(text, maxWidth, measure) {
  const lines = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && measure(`${last} ${word}`) <= maxWidth)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * The largest size at which text fits in maxLines lines of maxWidth, its lines balanced as the
 * site's headings are (text-wrap: balance): the narrowest width that needs no more lines.
 */
function fit(text, { sizes, maxLines, maxWidth, face }, setter) {
  for (const size of sizes) {
    const measure = (line) => setter.width(line, face, size);
    const lines = wrap(text, maxWidth, measure);
    const lineWidths = lines.map(measure);
    if (lineWidths.some((w) => w === 0))
      throw new Error(`share images: no font could draw "${text}"`);
    if (lines.length > maxLines || lineWidths.some((w) => w > maxWidth)) continue;
    let [narrow, wide] = [0, maxWidth];
    while (wide - narrow > 4) {
      const middle = (narrow + wide) / 2;
      if (wrap(text, middle, measure).length > lines.length) narrow = middle;
      else wide = middle;
    }
    return { size, lines: wrap(text, wide, measure) };
  }
  throw new Error(`share images: "${text}" does not fit in ${maxLines} lines`);
}

/** The Lo Shu square on the indigo panel, one digit picked out in saffron. */
function loShu(colours, highlight) {
  const cell = 100;
  const gap = 12;
  const x0 = PANEL_X + (WIDTH - PANEL_X - (3 * cell + 2 * gap)) / 2;
  const y0 = (HEIGHT - (3 * cell + 2 * gap)) / 2;
  return LO_SHU.flatMap((row, r) =>
    row.map((digit, c) => {
      const x = x0 + c * (cell + gap);
      const y = y0 + r * (cell + gap);
      const lit = digit === highlight;
      return (
        `<rect x="${x}" y="${y}" width="${cell}" height="${cell}" rx="16" fill="${lit ? colours.saffron : colours.indigoDeep}" stroke="${lit ? colours.saffron : colours.cream}" stroke-opacity="${lit ? 1 : 0.35}" stroke-width="2"/>` +
        `<text x="${x + cell / 2}" y="${y + cell / 2 + 19}" text-anchor="middle" ${TITLE_FONT} font-size="54" fill="${lit ? colours.indigoDeep : colours.cream}">${digit}</text>`
      );
    }),
  ).join('');
}

/** One share image as SVG: logo, title, a saffron rule and a short line, the square beside. */
function shareSvg({ title, kicker, highlight }, { colours, mark, setter }) {
  const heading = fit(
    title,
    { sizes: [68, 62, 56, 50, 44], maxLines: 4, maxWidth: TEXT_WIDTH, face: 'title' },
    setter,
  );
  const small = fit(
    kicker,
    { sizes: [30, 28, 26, 24], maxLines: 1, maxWidth: TEXT_WIDTH, face: 'text' },
    setter,
  );
  const lineHeight = Math.round(heading.size * 1.18);
  // The title sits in the middle of the space between the logo and the bottom line.
  const top = 190 + (300 - heading.lines.length * lineHeight) / 2;
  const titleLines = heading.lines
    .map((line, i) =>
      setter.draw(
        line,
        'title',
        heading.size,
        LEFT,
        Math.round(top + heading.size + i * lineHeight),
        colours.indigo,
      ),
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<rect width="${WIDTH}" height="${HEIGHT}" fill="${colours.cream}"/>
<rect x="0" y="${HEIGHT - 14}" width="${PANEL_X}" height="14" fill="${colours.saffron}"/>
<rect x="${PANEL_X}" width="${WIDTH - PANEL_X}" height="${HEIGHT}" fill="${colours.indigo}"/>
<svg x="${LEFT - 4}" y="56" width="300" height="80" viewBox="${mark.viewBox}">${mark.inner}</svg>
${titleLines}
<rect x="${LEFT}" y="${Math.round(top + heading.lines.length * lineHeight + 18)}" width="96" height="8" rx="4" fill="${colours.saffron}"/>
${setter.draw(small.lines[0], 'text', small.size, LEFT, HEIGHT - 62, colours.inkSoft)}
${loShu(colours, highlight)}
</svg>`;
}

/**
 * The images to draw, from the site's texts: the home page (its headline), each blog article
 * (its title, its life path number lit in the square), each free tool's landing that has its own
 * (from the tools registry, app/tools.ts: its title and line) and one for every other page.
 * @param {import('@ankvidya/content').ContentBundle} content
 * @param {readonly { path: string, texts: string, highlight: number }[]} tools
 */
export function shareImageList(content, tools) {
  const { site, blog, ui } = content;
  return [
    { file: 'home.png', title: site.hero.title, kicker: site.brand.tagline, highlight: 5 },
    { file: 'site.png', title: site.brand.tagline, kicker: ui.meta.calculator.title, highlight: 5 },
    ...blog.entries.map((entry) => ({
      file: `${entry.path.slice(1)}.png`,
      title: entry.title,
      kicker: blog.index.title,
      highlight: Number(/life-path-(\d)$/.exec(entry.image)?.[1] ?? 5),
    })),
    // The tools' landings; Seo.tsx's `ownImage` points them here.
    ...tools.map(({ path, texts, highlight }) => {
      const page = content[texts];
      if (!page?.meta?.shareKicker)
        throw new Error(`share images: the tool ${path} has no ${texts}.meta.shareKicker`);
      return {
        file: `${path.slice(1)}.png`,
        title: page.title,
        kicker: page.meta.shareKicker,
        highlight,
      };
    }),
  ];
}

/**
 * Draws every share image of one locale into dist/images/share/ (another locale's in a folder of
 * its own), with that locale's texts; the tools' from the tools registry (entry-server's
 * `toolImages`).
 * @returns {Promise<string[]>} the files written, relative to dist
 */
export async function writeShareImages(dist, content, locale, tools) {
  const font = fontOptions();
  const assets = {
    colours: await brandColours(),
    mark: await logo(),
    font,
    setter: setterFor(locale, font),
  };
  const written = [];
  for (const image of shareImageList(content, tools)) {
    const png = new Resvg(shareSvg(image, assets), { font: assets.font }).render().asPng();
    const file = join(shareDir(locale), image.file);
    await mkdir(dirname(join(dist, file)), { recursive: true });
    await writeFile(join(dist, file), png);
    written.push(file);
  }
  return written;
}
