/**
 * The compatibility share image, drawn in the browser: a 1080x1080 PNG (square, so WhatsApp
 * shows it whole in a chat) in the site's colours, with the logo, the score on a ring, the two
 * first names and the site's address. It is given only the names and the score, so it can never
 * show a date of birth. Loaded on demand: the page's own code stays small.
 */
import type { CompatibilityPageTexts } from '@ankvidya/content';
import { fill } from '@/shared/content/content';

export const SIZE = 1080;
const MARGIN = 84;

export interface ShareImageInput {
  a: string;
  b: string;
  score: number;
  texts: CompatibilityPageTexts['share']['image'];
  /** The site's address as people type it, e.g. "ankvidya.com". */
  site: string;
}

/** The stylesheet's colours and fonts, so the image never drifts from the pages. */
function brand() {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string, fallback: string) =>
    style.getPropertyValue(`--${name}`).trim() || fallback;
  return {
    indigo: read('indigo', '#2e2a6b'),
    indigoDeep: read('indigo-deep', '#221f52'),
    saffron: read('saffron', '#e8912d'),
    cream: read('cream', '#fbf6ec'),
    creamDeep: read('cream-deep', '#f4ead6'),
    ink: read('ink', '#1e1b2e'),
    inkSoft: read('ink-soft', '#4a4660'),
    serif: read('font-serif', 'Georgia, serif'),
    sans: read('font', 'system-ui, sans-serif'),
  };
}

async function logo(): Promise<HTMLImageElement | null> {
  const image = new Image();
  image.src = '/images/logo.svg';
  try {
    await image.decode();
    return image;
  } catch {
    // Without the logo the image still says everything; the address names the site.
    return null;
  }
}

/** Sets the largest font from `sizes` at which the text fits in maxWidth (the smallest else). */
function fitFont(
  context: CanvasRenderingContext2D,
  text: string,
  font: (size: number) => string,
  sizes: readonly number[],
  maxWidth: number,
): void {
  for (const size of sizes) {
    context.font = font(size);
    if (context.measureText(text).width <= maxWidth) return;
  }
}

/** The 3x3 dots of the logo's Lo Shu mark, as a quiet ornament. */
function dots(context: CanvasRenderingContext2D, x: number, y: number, gap: number, r: number) {
  for (let row = 0; row < 3; row++)
    for (let col = 0; col < 3; col++) {
      context.beginPath();
      context.arc(x + col * gap, y + row * gap, r, 0, Math.PI * 2);
      context.fill();
    }
}

/** Draws the image on a canvas (exported for the page's preview and for tests). */
export async function drawShareCanvas(input: ShareImageInput): Promise<HTMLCanvasElement> {
  const canvas = document.createElement('canvas');
  canvas.width = SIZE;
  canvas.height = SIZE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw images');
  const c = brand();
  const serif = (size: number) => `700 ${size}px ${c.serif}`;
  const sans = (size: number, weight = 500) => `${weight} ${size}px ${c.sans}`;

  context.fillStyle = c.cream;
  context.fillRect(0, 0, SIZE, SIZE);
  context.fillStyle = c.creamDeep;
  dots(context, SIZE - MARGIN - 96, MARGIN + 8, 48, 11);

  const mark = await logo();
  if (mark) context.drawImage(mark, MARGIN - 4, MARGIN - 6, 300, 80);

  context.textAlign = 'center';
  context.textBaseline = 'alphabetic';
  context.fillStyle = c.indigo;
  fitFont(context, input.texts.title, serif, [58, 52, 46, 40], SIZE - 2 * MARGIN);
  context.fillText(input.texts.title, SIZE / 2, 262);

  // The score on a ring: the saffron arc is the score's share of 100, starting at the top.
  const [cx, cy, radius] = [SIZE / 2, 520, 190];
  context.fillStyle = c.indigo;
  context.beginPath();
  context.arc(cx, cy, radius, 0, Math.PI * 2);
  context.fill();
  context.lineWidth = 26;
  context.lineCap = 'round';
  context.strokeStyle = c.indigoDeep;
  context.beginPath();
  context.arc(cx, cy, radius - 30, 0, Math.PI * 2);
  context.stroke();
  context.strokeStyle = c.saffron;
  context.beginPath();
  const start = -Math.PI / 2;
  context.arc(cx, cy, radius - 30, start, start + (Math.PI * 2 * input.score) / 100);
  context.stroke();
  context.fillStyle = c.cream;
  context.font = serif(150);
  context.fillText(String(input.score), cx, cy + 42);
  context.font = sans(30);
  context.fillText(input.texts.outOf, cx, cy + 96);

  const names = fill(input.texts.names, { a: input.a, b: input.b });
  context.fillStyle = c.indigo;
  fitFont(context, names, serif, [76, 68, 60, 52, 44, 38], SIZE - 2 * MARGIN);
  context.fillText(names, SIZE / 2, 820);

  // The foot: an indigo band with the call and the address, a saffron rule above it.
  context.fillStyle = c.saffron;
  context.fillRect(0, SIZE - 168, SIZE, 10);
  context.fillStyle = c.indigo;
  context.fillRect(0, SIZE - 158, SIZE, 158);
  context.fillStyle = c.cream;
  fitFont(context, input.texts.cta, (size) => sans(size, 600), [38, 34, 30], SIZE - 2 * MARGIN);
  context.fillText(input.texts.cta, SIZE / 2, SIZE - 92);
  context.fillStyle = c.saffron;
  context.font = sans(32, 700);
  context.fillText(input.site, SIZE / 2, SIZE - 44);
  return canvas;
}

/** The image as a PNG file (for the Web Share API or a download) and as a data URL to preview. */
export async function drawShareImage(
  input: ShareImageInput,
  fileName: string,
): Promise<{ file: File; preview: string }> {
  const canvas = await drawShareCanvas(input);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('This browser cannot make a PNG');
  // A data URL, not a blob: one, because the site's CSP allows images from 'self' and data:.
  const preview = canvas.toDataURL('image/png');
  return { file: new File([blob], `${fileName}.png`, { type: 'image/png' }), preview };
}
