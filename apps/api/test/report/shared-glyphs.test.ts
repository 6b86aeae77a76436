/**
 * The parsed fonts are shared by every report of a process. Writing one report's font subset must
 * not change how the next report shapes Hindi: an English report with a mantra ("ब्रौं") once made
 * every later "हैं" print a dotted circle (है◌ं).
 */
import { describe, expect, it } from 'vitest';
import { loadFonts } from '../../src/report/fonts.js';

interface Shaping {
  layout(text: string): { glyphs: { id: number }[] };
  glyphForCodePoint(codePoint: number): { id: number };
  createSubset(): { includeGlyph(id: number): number; encode(): unknown };
}

const DOTTED_CIRCLE = 0x25cc;

describe('fonts shared by the reports of a process', () => {
  it('shape Hindi the same after another report wrote its subset', () => {
    const font = loadFonts().sans as unknown as Shaping;
    // Shape and subset first, as an English report with a beej mantra does at its end.
    const mantra = font.layout('ॐ ब्रां ब्रीं ब्रौं सः बुधाय नमः');
    const subset = font.createSubset();
    for (const glyph of mantra.glyphs) subset.includeGlyph(glyph.id);
    subset.encode();
    const dotted = font.glyphForCodePoint(DOTTED_CIRCLE).id;
    for (const word of ['हैं', 'नहीं', 'में', 'सकें', 'गईं', 'हूँ']) {
      const ids = font.layout(word).glyphs.map((g) => g.id);
      expect(ids, word).not.toContain(dotted);
    }
  });
});
