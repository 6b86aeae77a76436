/** A table's header never ends a page: it goes overleaf with its first row (issue 23, item 11's months). */
import { describe, expect, it } from 'vitest';
import { custom } from '../../src/report/layout/blocks.js';
import { type Block } from '../../src/report/layout/flow.js';
import { table } from '../../src/report/layout/table.js';
import { flow as newFlow } from './flow-blocks.js';

/** The page each block lands on, after `filler` points of text above a table. */
function pagesAfter(filler: number): number[] {
  const flow = newFlow();
  const blocks: Block[] = [
    custom(
      () => filler,
      () => {},
      { spaceBefore: 0 },
    ),
    ...table(
      [
        { title: 'Month', share: 1 },
        { title: 'Focus', share: 3 },
      ],
      Array.from({ length: 12 }, (_, i) => [`Month ${i + 1}`, 'A short reading. '.repeat(8)]),
      { spaceBefore: 0 },
    ),
  ];
  const pages: number[] = [];
  flow.place(blocks.map((block, i) => ({ ...block, placed: (page: number) => (pages[i] = page) })));
  flow.frame.doc.end();
  return pages;
}

describe('a table after text', () => {
  it('keeps its header on the page of its first row, wherever the text above ends', () => {
    for (let filler = 400; filler <= 660; filler += 3) {
      const [, header, first] = pagesAfter(filler);
      expect(header, `after ${filler} points`).toBe(first);
    }
  });
});
