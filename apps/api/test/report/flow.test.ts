/** The paginator's page breaks before chapters: no page left mostly blank between two chapters. */
import { describe, expect, it } from 'vitest';
import { AREA, chapter, flow } from './flow-blocks.js';

describe('a chapter after the short last page of a longer one', () => {
  it('starts below it on the same page, rather than leave that page mostly blank', () => {
    const first: Array<[number, number]> = [];
    const second: Array<[number, number]> = [];
    const pages = flow();
    // A full page of figures, then two short paragraphs that run over onto a second page.
    pages.place(chapter([AREA - 60, 70, 60], first));
    pages.place(chapter([120, 120], second));
    const tailPage = first.at(-1)![0];
    expect(tailPage).toBe(1);
    expect(second[0]![0]).toBe(tailPage);
    expect(second[0]![1]).toBeGreaterThan(first.at(-1)![1] + 60);
  });

  it('still starts a new page when the page before is well filled', () => {
    const first: Array<[number, number]> = [];
    const second: Array<[number, number]> = [];
    const pages = flow();
    pages.place(chapter([AREA - 60, AREA * 0.5], first));
    pages.place(chapter([120], second));
    expect(second[0]![0]).toBe(first.at(-1)![0] + 1);
  });

  it('still starts a new page after a chapter of one short page, which keeps a page of its own', () => {
    const first: Array<[number, number]> = [];
    const second: Array<[number, number]> = [];
    const pages = flow();
    pages.place(chapter([100], first));
    pages.place(chapter([120], second));
    expect(second[0]![0]).toBe(first[0]![0] + 1);
  });

  it('counts a short opening on until it fills 40% of a page: a small table never sits alone over half a blank page, its figure overleaf', () => {
    const first: Array<[number, number]> = [];
    const second: Array<[number, number]> = [];
    const pages = flow();
    pages.place(chapter([AREA - 60, 70, 60], first));
    // Title, introduction and a two-line table (well under 40% of a page), then a big figure.
    pages.place(chapter([50, 50, AREA * 0.55], second));
    const tailPage = first.at(-1)![0];
    expect(second[0]![0]).toBe(tailPage + 1);
    expect(second[3]![0]).toBe(tailPage + 1);
  });

  it('starts a new page when its opening would not fit there, rather than leave its title alone', () => {
    const first: Array<[number, number]> = [];
    const second: Array<[number, number]> = [];
    const pages = flow();
    pages.place(chapter([AREA - 60, 70, 60], first));
    // Title, a short introduction, then a figure taller than what is left of the shared page.
    pages.place(chapter([60, AREA * 0.7], second));
    const tailPage = first.at(-1)![0];
    expect(second[0]![0]).toBe(tailPage + 1);
    expect(second[2]![0]).toBe(tailPage + 1);
  });

  it('takes a short chapter that fits whole below a page filled less than 45%', () => {
    const first: Array<[number, number]> = [];
    const second: Array<[number, number]> = [];
    const pages = flow();
    // A full page, then a tail filling 40% of the next: above the share for a longer chapter.
    pages.place(chapter([AREA - 60, AREA * 0.4 - 6], first));
    // The closing note: a title, one paragraph and the mark, well under what is left.
    pages.place(chapter([80, 40], second));
    const tailPage = first.at(-1)![0];
    expect(second[0]![0]).toBe(tailPage);
    expect(second.at(-1)![0]).toBe(tailPage);
  });

  it('still starts a new page for a longer chapter below a page filled 40%', () => {
    const first: Array<[number, number]> = [];
    const second: Array<[number, number]> = [];
    const pages = flow();
    pages.place(chapter([AREA - 60, AREA * 0.4 - 6], first));
    // Its opening would fit, but the chapter runs on: it keeps the head of a page of its own.
    pages.place(chapter([80, AREA * 0.6], second));
    expect(second[0]![0]).toBe(first.at(-1)![0] + 1);
  });
});
