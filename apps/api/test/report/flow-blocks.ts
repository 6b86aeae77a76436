/** Fixed-height blocks and a fresh Flow, for the paginator's tests (flow*.test.ts). */
import { createDocument } from '../../src/report/layout/document.js';
import { Flow, type Block } from '../../src/report/layout/flow.js';
import { PAGE } from '../../src/report/theme.js';

/** The height of a page's text area. */
export const AREA = PAGE.bottom - PAGE.top;

/** A block of a fixed height that records the page and height it lands at. */
export function box(
  height: number,
  landed: Array<[number, number]>,
  extra: Partial<Block> = {},
): Block {
  return {
    height: () => height,
    draw: () => undefined,
    placed: (page, y) => landed.push([page, y]),
    spaceBefore: 6,
    ...extra,
  };
}

/** A chapter: its title (starting a page) and `bodies` blocks of the given heights. */
export function chapter(bodies: number[], landed: Array<[number, number]>): Block[] {
  return [
    box(40, landed, { pageBreakBefore: true, keepWithNext: true, spaceBefore: 0 }),
    ...bodies.map((height) => box(height, landed)),
  ];
}

export function flow(): Flow {
  const doc = createDocument({
    title: 'Flow',
    author: 'Ankvidya',
    subject: 'test',
    createdAt: new Date('2026-01-01T00:00:00Z'),
    lang: 'en',
  });
  return new Flow(doc);
}
