/**
 * The letters of a name with their values as a row of small tiles (letter above, value below),
 * wrapped word by word: "A S H A   V E R M A" over "1 3 5 1   6 5 2 4 1", readable on a phone.
 */
import type { LetterValue } from '../format.js';
import { drawText } from '../layout/text.js';
import { COLOURS, TYPE } from '../theme.js';

export const TILE = {
  width: 16,
  height: 25,
  /** Between the tiles of a word, and between rows. */
  gap: 3,
  /** Between words, on top of the gap. */
  wordGap: 8,
} as const;

export interface PlacedTile extends LetterValue {
  /** Offsets from the top-left corner of the tiles' area. */
  x: number;
  y: number;
}

/**
 * Places the tiles in rows of the given width. A word moves to the next row rather than split,
 * unless it is longer than a whole row.
 */
export function placeTiles(words: readonly LetterValue[][], width: number): PlacedTile[] {
  const step = TILE.width + TILE.gap;
  const perRow = Math.max(1, Math.floor((width + TILE.gap) / step));
  const placed: PlacedTile[] = [];
  let row = 0;
  let x = 0;
  for (const word of words) {
    const wordWidth = word.length * step - TILE.gap;
    if (x > 0) {
      const fits = x + TILE.wordGap + wordWidth <= width;
      if (fits || word.length > perRow) x += TILE.wordGap;
      else {
        row += 1;
        x = 0;
      }
    }
    for (const tile of word) {
      if (x > 0 && x + TILE.width > width) {
        row += 1;
        x = 0;
      }
      placed.push({ ...tile, x, y: row * (TILE.height + TILE.gap) });
      x += step;
    }
  }
  return placed;
}

export function tilesHeight(placed: readonly PlacedTile[]): number {
  const last = placed.at(-1);
  return last ? last.y + TILE.height : 0;
}

const letterStyle = { ...TYPE.smallBold, color: COLOURS.indigo, lineGap: 0 };
const valueStyle = { ...TYPE.mono, size: 8, color: COLOURS.teal, lineGap: 0 };

export function drawTiles(
  doc: PDFKit.PDFDocument,
  placed: readonly PlacedTile[],
  left: number,
  top: number,
): void {
  for (const tile of placed) {
    const x = left + tile.x;
    const y = top + tile.y;
    doc.roundedRect(x, y, TILE.width, TILE.height, 3).fillAndStroke(COLOURS.white, COLOURS.rule);
    const options = { width: TILE.width, align: 'center', noWrap: true } as const;
    drawText(doc, tile.letter, letterStyle, x, y + 2, options);
    drawText(doc, String(tile.value), valueStyle, x, y + 14, options);
  }
}
