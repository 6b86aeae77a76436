/**
 * The paginator moves blocks onto a chapter's nearly empty last page only when the next chapter
 * will not fill that page anyway: else it only empties the page before.
 */
import { describe, expect, it } from 'vitest';
import { AREA, chapter, flow } from './flow-blocks.js';

// A page of two blocks, and a third running over onto a page it fills a fifth of.
const FIRST = [AREA * 0.55, AREA * 0.3, AREA * 0.2];

describe("a chapter's short last page", () => {
  it('moves no block over when the next chapter will start on that page', () => {
    const first: Array<[number, number]> = [];
    const second: Array<[number, number]> = [];
    const pages = flow();
    const next = chapter([60, 60], second);
    pages.place(chapter(FIRST, first), next);
    pages.place(next);
    // The second block stays on the first page; the next chapter starts below the third.
    expect(first.map(([page]) => page)).toEqual([0, 0, 0, 1]);
    expect(second[0]![0]).toBe(1);
  });

  it('still takes blocks over from the page before when the next chapter will not fit there', () => {
    const first: Array<[number, number]> = [];
    const second: Array<[number, number]> = [];
    const pages = flow();
    // Title, introduction, then a figure taller than what is left of the short page.
    const next = chapter([60, AREA * 0.8], second);
    pages.place(chapter(FIRST, first), next);
    pages.place(next);
    expect(first.map(([page]) => page)).toEqual([0, 0, 1, 1]);
    expect(second[0]![0]).toBe(2);
  });

  it('keeps a short tail where it falls when the next chapter starts below it all the same', () => {
    const first: Array<[number, number]> = [];
    const second: Array<[number, number]> = [];
    const pages = flow();
    const next = chapter([60, 60], second);
    // The last block alone is an eighth of a page: moving the one before would leave the first
    // page under three quarters full for nothing.
    pages.place(chapter([AREA * 0.7, AREA * 0.12, AREA * 0.12], first), next);
    pages.place(next);
    expect(first.map(([page]) => page)).toEqual([0, 0, 0, 1]);
    expect(second[0]![0]).toBe(1);
  });

  it('takes blocks over when no chapter follows', () => {
    const first: Array<[number, number]> = [];
    flow().place(chapter(FIRST, first));
    expect(first.map(([page]) => page)).toEqual([0, 0, 1, 1]);
  });
});
