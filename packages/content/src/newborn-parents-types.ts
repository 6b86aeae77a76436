import type { Digit, PlaneId } from '@ankvidya/numerology-core';

/**
 * A newborn's report is written to the parents about the child: the cover, the opening chapter
 * and the chapter at a glance in these words (apps/api report sections cover, how-to-read and
 * glance). The chapters that make sense only for a grown-up are left out of it.
 */
export interface NewbornParentsTexts {
  /** The cover's title, in place of "Your personal numerology report". */
  title: string;
  /** The label above the child's name: "Prepared for the parents of". */
  preparedFor: string;
  /** The line under the cover's title. */
  coverNote: string;
  /** The opening chapter's paragraphs, to the parents. */
  howToRead: string[];
  glance: {
    title: string;
    intro: string;
    portrait: string;
    strengths: string;
    workOn: string;
    /** Above the three lines on what helps the child settle, learn and play. */
    helps: string;
  };
  /** What helps a child of this moolank settle (the day of birth). */
  settle: Readonly<Record<Digit, string>>;
  /** How a child of this bhagyank tends to learn (the whole date). */
  learn: Readonly<Record<Digit, string>>;
  /** What to offer a child whose strongest line of the grid is this plane. */
  play: Readonly<Record<PlaneId, string>>;
}
