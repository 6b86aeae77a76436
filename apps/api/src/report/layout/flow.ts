/**
 * The paginator: places blocks down the text area of each page, never splitting a block, and
 * starting a new page when a block (together with the blocks it is kept with) does not fit.
 * Paragraphs are short (split with splitText), so keeping each whole means no widows or orphans.
 */
import { PAGE } from '../theme.js';

export interface Frame {
  doc: PDFKit.PDFDocument;
  /** Left edge and width of the text area. */
  x: number;
  width: number;
}

export interface Block {
  /** Height of the block at the frame's width. Called more than once: keep it cheap or cached. */
  height(frame: Frame): number;
  /** Draws the block with its top edge at y. */
  draw(frame: Frame, y: number): void;
  /** Space above the block; dropped at the top of a page. */
  spaceBefore?: number;
  /** Never leave this block last on a page: it moves with the block after it. */
  keepWithNext?: boolean;
  /** Starts a new page unless the current page is still empty. */
  pageBreakBefore?: boolean;
  /** Told the (0-based) page index the block lands on, just before it is drawn. */
  placed?(page: number, y: number): void;
}

/** Wraps a block so its height is computed once. */
export function cached(block: Block): Block {
  let memo: number | undefined;
  return {
    ...block,
    height: (frame) => (memo ??= block.height(frame)),
    draw: (frame, y) => block.draw(frame, y),
    ...(block.placed ? { placed: block.placed.bind(block) } : {}),
  };
}

export interface FlowOptions {
  top?: number;
  bottom?: number;
  /** Called after each new page is added, with its index. */
  onPage?: (page: number) => void;
}

export class Flow {
  readonly frame: Frame;
  private readonly top: number;
  private readonly bottom: number;
  private readonly onPage: (page: number) => void;
  private y: number;
  private page = -1;

  constructor(doc: PDFKit.PDFDocument, options: FlowOptions = {}) {
    this.frame = { doc, x: PAGE.left, width: PAGE.width - PAGE.left - PAGE.right };
    this.top = options.top ?? PAGE.top;
    this.bottom = options.bottom ?? PAGE.bottom;
    this.onPage = options.onPage ?? (() => undefined);
    this.y = this.top;
  }

  /** Index of the page being filled. */
  get currentPage(): number {
    return this.page;
  }

  private get atTop(): boolean {
    return this.y <= this.top;
  }

  newPage(): void {
    this.frame.doc.addPage();
    this.page += 1;
    this.y = this.top;
    this.onPage(this.page);
  }

  /** Treats the current page as full, so the next block starts a new page. */
  closePage(): void {
    this.y = this.bottom;
  }

  /** Height needed for blocks[i] and every block it is kept with, capped at one page. */
  private neededHeight(blocks: readonly Block[], i: number): number {
    const available = this.bottom - this.top;
    let needed = blocks[i]!.height(this.frame);
    for (let j = i; blocks[j]?.keepWithNext && j + 1 < blocks.length; j += 1) {
      const next = blocks[j + 1]!;
      if (next.pageBreakBefore) break;
      const more = (next.spaceBefore ?? 0) + next.height(this.frame);
      if (needed + more > available) break;
      needed += more;
    }
    return needed;
  }

  place(blocks: readonly Block[]): void {
    const list = blocks.map(cached);
    if (this.page < 0) this.newPage();
    list.forEach((block, i) => {
      if (block.pageBreakBefore && !this.atTop) this.newPage();
      const space = this.atTop ? 0 : (block.spaceBefore ?? 0);
      if (!this.atTop && this.y + space + this.neededHeight(list, i) > this.bottom) this.newPage();
      const y = this.atTop ? this.y : this.y + space;
      block.placed?.(this.page, y);
      block.draw(this.frame, y);
      this.y = y + block.height(this.frame);
    });
  }
}
