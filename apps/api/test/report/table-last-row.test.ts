/** A table that runs over a page never leaves its last row alone under a repeated header. */
import { describe, expect, it } from 'vitest';
import type { Block } from '../../src/report/layout/flow.js';
import { table } from '../../src/report/layout/table.js';
import { AREA, flow as newFlow } from './flow-blocks.js';

describe("a table's last row", () => {
  it('goes overleaf with the row before it', () => {
    const flow = newFlow();
    const rows = Array.from({ length: 6 }, (_, i) => [`Row ${i + 1}`, `Value ${i + 1}`]);
    const blocks = table(
      [
        { title: 'Remedy', share: 1 },
        { title: 'What and when', share: 2 },
      ],
      rows,
    );
    flow.newPage(); // measuring needs a page to draw on
    const header = blocks[0]!.height(flow.frame);
    const rowHeight = blocks[1]!.height(flow.frame);
    // A filler that leaves room for the header and five rows, not the sixth.
    const room = header + 5 * rowHeight + rowHeight / 2;
    const filler: Block = { height: () => AREA - room - 12, draw: () => undefined };
    const pages: number[] = [];
    // After the table, notes that fill a good part of the next page (no balancing to do).
    const notes: Block = { height: () => AREA * 0.4, draw: () => undefined };
    flow.place([
      filler,
      ...blocks.map((block) => ({ ...block, placed: (page: number) => void pages.push(page) })),
      notes,
    ]);
    // Header and rows 1-4 on the first page; rows 5 and 6 together overleaf.
    expect(pages).toEqual([0, 0, 0, 0, 0, 1, 1]);
  });
});
