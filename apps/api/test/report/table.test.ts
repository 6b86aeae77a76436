/** A table longer than a page: rows never split, and every page of it starts with its header. */
import { describe, expect, it } from 'vitest';
import { createDocument, finish } from '../../src/report/layout/document.js';
import { Flow } from '../../src/report/layout/flow.js';
import { table } from '../../src/report/layout/table.js';
import { PdfFile, requirePoppler } from './pdf-tools.js';

describe('a table over several pages', () => {
  it('draws its header again at the top of each page it continues on', async () => {
    requirePoppler();
    const doc = createDocument({
      title: 'Table',
      author: 'Ankvidya',
      subject: 'test',
      createdAt: new Date('2026-01-01T00:00:00Z'),
      lang: 'en',
    });
    const flow = new Flow(doc);
    const rows = Array.from({ length: 90 }, (_, i) => [`Row ${i + 1}`, `Value ${i + 1}`]);
    flow.place(
      table(
        [
          { title: 'Day', share: 1 },
          { title: 'Focus', share: 2 },
        ],
        rows,
      ),
    );
    const pdf = new PdfFile(await finish(doc));
    try {
      const pages = pdf.pages().filter((page) => page.trim() !== '');
      expect(pages.length).toBeGreaterThan(1);
      for (const page of pages) {
        const lines = page
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean);
        // The header (upper case) comes first on every page, then the rows in order.
        expect(lines.slice(0, 2).join(' ')).toMatch(/DAY\s*FOCUS|DAY FOCUS/);
      }
      // Every row once, none lost or split across pages.
      const text = pages.join('\n');
      for (let i = 1; i <= 90; i += 1) expect(text).toContain(`Row ${i}\n`);
    } finally {
      pdf.remove();
    }
  });
});
