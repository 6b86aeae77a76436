/**
 * The paginator: places blocks down the text area of each page, never splitting a block, and
 * starting a new page when a block (together with the blocks it is kept with) does not fit.
 * Paragraphs are short (split with splitText), so keeping each whole means no widows or orphans.
 * A list's last page is never left nearly empty: blocks move over to it from the page before.
 * A chapter starts a new page, unless the page before is the short last page of a longer chapter:
 * then it starts below that chapter's end, rather than leave the page mostly blank; a short
 * chapter that fits whole there does so below a page filled up to SHORT_CHAPTER_SHARE.
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
  /**
   * Starts a new page unless the current page is still empty, or is the nearly empty last page of
   * the part begun by the last such block (see SHARED_PAGE_SHARE).
   */
  pageBreakBefore?: boolean;
  /** Told the (0-based) page index the block lands on, just before it is drawn. */
  placed?(page: number, y: number): void;
  /** Drawn again above this block when it starts a page (a table's header over its next rows). */
  repeatedHeader?: Block;
}

/** Wraps a block so its height is computed once. */
export function cached(block: Block): Block {
  let memo: number | undefined;
  return {
    ...block,
    height: (frame) => (memo ??= block.height(frame)),
    draw: (frame, y) => block.draw(frame, y),
    ...(block.placed ? { placed: block.placed.bind(block) } : {}),
    ...(block.repeatedHeader ? { repeatedHeader: cached(block.repeatedHeader) } : {}),
  };
}

export interface FlowOptions {
  top?: number;
  bottom?: number;
  /** Called after each new page is added, with its index. */
  onPage?: (page: number) => void;
}

/** Where a block goes: pages counted from the page being filled when place() was called. */
interface Placement {
  page: number;
  y: number;
  /** Where the block's repeated header goes, when it starts a page. */
  headerY?: number;
}

interface Plan {
  at: Placement[];
  /** The page and height where the last block ends. */
  end: Placement;
}

/**
 * A list that runs over pages should not end on a nearly empty one: when its last page is filled
 * less than this share of the text area, blocks move over from the page before, which keeps at
 * least KEEP_SHARE of its height.
 */
const MIN_TAIL_SHARE = 0.3;
const KEEP_SHARE = 0.5;

/**
 * A block that starts a new page starts on the current one instead when that page is filled less
 * than this share of the text area and is not the page where the last such block began (so every
 * chapter keeps a page of its own, whose running header names it). A chapter ending after two
 * short paragraphs on its last page left it three quarters blank (issue 23).
 */
const SHARED_PAGE_SHARE = 0.35;
/**
 * A short chapter that fits whole below the end of the one before (the closing note) shares that
 * page when it is filled less than this share: three Hindi reports ended on a page 40% filled and
 * then a page holding only the closing note, 80% blank (review of issue 23).
 */
const SHORT_CHAPTER_SHARE = 0.45;
/** Blocks of a chapter's opening that must fit on a shared page (see Flow.openingHeight). */
const OPENING_BLOCKS = 3;
/**
 * ...and at least this share of a page with them: a title, an introduction and a two-line fact
 * table there, with the chapter's figure overleaf, left half a page blank (review of issue 23).
 */
const OPENING_MIN_SHARE = 0.4;
/** Space above such a block when it starts part way down a page. */
const SHARED_PAGE_GAP = 40;

export class Flow {
  readonly frame: Frame;
  private readonly top: number;
  private readonly bottom: number;
  private readonly onPage: (page: number) => void;
  private y: number;
  private page = -1;
  /** The page where the last block with pageBreakBefore was placed. */
  private breakPage = -1;

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

  /**
   * Height needed for blocks[i] and every block it is kept with, capped at one page. Asked only
   * below a page's top, where a table row draws no repeated header: counting that header made a
   * row that fits go overleaf and leave its table's header alone at the foot of the page.
   */
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

  /**
   * Height of a chapter's opening: the block that starts it and the next OPENING_BLOCKS - 1 (its
   * title, introduction and first content), and more until they fill OPENING_MIN_SHARE of a page;
   * the last of them with the blocks kept with it. A chapter shares a short page only when these
   * fit on it: a title and introduction alone there, with the first figure overleaf, leave the
   * same blank half page the sharing was meant to fill.
   */
  private openingHeight(list: readonly Block[], i: number): number {
    const enough = (this.bottom - this.top) * OPENING_MIN_SHARE;
    let before = 0;
    let last = i;
    for (let j = i + 1; j < list.length && !list[j]!.pageBreakBefore; j += 1) {
      const sofar = before + list[last]!.height(this.frame);
      if (j >= i + OPENING_BLOCKS && sofar >= enough) break;
      before = sofar + (list[j]!.spaceBefore ?? 0);
      last = j;
    }
    return before + this.neededHeight(list, last);
  }

  /** Height of the whole part begun by list[i]: its blocks up to the next that starts a page. */
  private partHeight(list: readonly Block[], i: number): number {
    let height = list[i]!.height(this.frame);
    for (let j = i + 1; j < list.length && !list[j]!.pageBreakBefore; j += 1)
      height += (list[j]!.spaceBefore ?? 0) + list[j]!.height(this.frame);
    return height;
  }

  /**
   * Works out where each block goes, as place() draws them: a block starts a new page when it
   * (with the blocks it is kept with) does not fit above the page's bottom, or `limits` for that
   * page, counted from the page being filled.
   */
  private plan(list: readonly Block[], limits: ReadonlyMap<number, number> = new Map()): Plan {
    let page = 0;
    let y = this.y;
    const atTop = () => y <= this.top;
    const at: Placement[] = [];
    const available = this.bottom - this.top;
    list.forEach((block, i) => {
      let spaceBefore = block.spaceBefore ?? 0;
      if (block.pageBreakBefore && !atTop()) {
        const limit = limits.get(page) ?? this.bottom;
        const filled = y - this.top;
        const shares =
          page === 0 &&
          this.page !== this.breakPage &&
          ((filled < available * SHARED_PAGE_SHARE &&
            y + SHARED_PAGE_GAP + this.openingHeight(list, i) <= limit) ||
            (filled < available * SHORT_CHAPTER_SHARE &&
              y + SHARED_PAGE_GAP + this.partHeight(list, i) <= limit));
        if (shares) spaceBefore = Math.max(spaceBefore, SHARED_PAGE_GAP);
        else [page, y] = [page + 1, this.top];
      }
      const space = atTop() ? 0 : spaceBefore;
      const bottom = limits.get(page) ?? this.bottom;
      if (!atTop() && y + space + this.neededHeight(list, i) > bottom)
        [page, y] = [page + 1, this.top];
      const top = atTop() ? y : y + space;
      const header = atTop() ? block.repeatedHeader : undefined;
      const headerHeight = header?.height(this.frame) ?? 0;
      at.push(header ? { page, y: top + headerHeight, headerY: top } : { page, y: top });
      y = top + headerHeight + block.height(this.frame);
    });
    return { at, end: { page, y } };
  }

  /** Where the blocks on one page of a plan end. */
  private filled(list: readonly Block[], plan: Plan, page: number): number {
    return plan.at.reduce(
      (end, p, i) => (p.page === page ? Math.max(end, p.y + list[i]!.height(this.frame)) : end),
      this.top,
    );
  }

  /**
   * The plan, with as few blocks as will do moved onto a nearly empty last page from the page
   * before it, as long as that page keeps most of its text.
   */
  private balancedPlan(list: readonly Block[], next: readonly Block[]): Plan {
    const plan = this.plan(list);
    const { end } = plan;
    const available = this.bottom - this.top;
    const tailOf = (p: Plan) => p.end.y - this.top;
    const firstOnTail = plan.at.findIndex((p) => p.page === end.page);
    // Nothing to balance on one page, or when the last page starts with a forced break.
    if (end.page < 1 || tailOf(plan) >= available * MIN_TAIL_SHARE) return plan;
    if (list[firstOnTail]?.pageBreakBefore) return plan;
    // The next chapter will start on this short page, so it will not stay nearly empty.
    if (this.nextShares(end, next)) return plan;
    const before = end.page - 1;
    // Break the page before at the top of its last block, then of the one before, and so on,
    // keeping the last plan that still leaves that page most of its text.
    let best = plan;
    for (let j = firstOnTail - 1; j >= 0 && plan.at[j]!.page === before; j -= 1) {
      const moved = this.plan(list, new Map([[before, plan.at[j]!.y]]));
      if (moved.end.page !== end.page) break;
      if (this.filled(list, moved, before) - this.top < available * KEEP_SHARE) break;
      best = moved;
      if (tailOf(moved) >= available * MIN_TAIL_SHARE) break;
    }
    return best;
  }

  /**
   * Whether the next chapter will start on a short last page ending at `end` (as plan() decides
   * for a block with pageBreakBefore, the page not being the one where this chapter began). Then
   * that page is not left nearly empty, and moving blocks onto it only empties the page before
   * (Venkata Sai Krishna's numbers at a glance, in Hindi, left 45% of its page blank), or pushes
   * that page past the share where the next chapter may start there, so a page goes blank for
   * nothing (Meera Iyer: 42 pages became 40).
   */
  private nextShares(end: Placement, next: readonly Block[]): boolean {
    if (!next[0]?.pageBreakBefore) return false;
    const available = this.bottom - this.top;
    return (
      end.y - this.top < available * SHARED_PAGE_SHARE &&
      end.y + SHARED_PAGE_GAP + this.openingHeight(next, 0) <= this.bottom
    );
  }

  /**
   * Places a chapter's blocks. `next`, the blocks of the chapter placed after it (when known),
   * is only measured: it tells whether that chapter will fill this one's short last page.
   */
  place(blocks: readonly Block[], next: readonly Block[] = []): void {
    const list = blocks.map(cached);
    if (this.page < 0) this.newPage();
    const first = this.page;
    const { at, end } = this.balancedPlan(list, next.map(cached));
    list.forEach((block, i) => {
      const { page, y, headerY } = at[i]!;
      while (this.page < first + page) this.newPage();
      if (headerY !== undefined) block.repeatedHeader?.draw(this.frame, headerY);
      if (block.pageBreakBefore) this.breakPage = this.page;
      block.placed?.(this.page, y);
      block.draw(this.frame, y);
    });
    this.y = end.y;
  }
}
