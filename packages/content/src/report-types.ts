import type { ReportReadingCopy } from './reading-types.js';
import type { TimingCopy } from './report-timing-types.js';
import type { RemedyChapterCopy } from './remedy-types.js';
import type { Direction } from './types.js';
import type { WorkingStepId } from '@ankvidya/numerology-core';

type Four = readonly [string, string, string, string];

/**
 * Headings and fixed wording of the PDF report. Texts with `{name}` placeholders are templates the
 * renderer fills in, so each locale can order the words its own way.
 */
export interface ReportCopy {
  title: string;
  preparedFor: string;
  dateOfBirth: string;
  generatedOn: string;
  /** Cover: the three years read, "{first}" to "{last}". */
  yearsRead: string;
  yearsReadValue: string;
  /** Cover, from October: "{year}" (this one) and "{next}" (where the years begin). */
  comingYearNote: string;
  contents: string;
  sections: {
    numbersAtAGlance: string;
    grid: string;
    impact: string;
    missing: string;
    planes: string;
    inDepth: string;
    kua: string;
    prediction: string;
    occupations: string;
    disclaimer: string;
    /** A newborn's report only: its shortlisted names. */
    newborn: string;
  };
  /** One or two sentences under each section heading. */
  sectionIntros: {
    numbersAtAGlance: string;
    grid: string;
    impact: string;
    missing: string;
    planes: string;
    inDepth: string;
    kua: string;
    prediction: string;
    occupations: string;
    newborn: string;
  };
  /** One sentence on the cover, under the title. */
  coverNote: string;
  /** Running footer, e.g. "Page {page} of {pages}". */
  pageOf: string;
  /** Labels of the five numbers. */
  /** Labels of the numbers with one name (naamank, moolank and bhagyank: ui.numberNames). */
  numbers: {
    kuaNumber: string;
    /** "{year}" is the calendar year the personal year is for. */
    personalYear: string;
  };
  working: {
    /** Labels of the lines of working, one per step of numerology-core's explain(). */
    steps: Readonly<Record<WorkingStepId, string>>;
  };
  grid: {
    /** Marks an empty cell of the drawn grid. */
    missingCell: string;
    present: string;
    missing: string;
    /** Shown under "missing" when every digit is present. */
    noneMissing: string;
    /** Heading of the list of what went into the grid. */
    sourcesHeading: string;
    sources: { dob: string; kua: string };
  };
  impact: {
    /** "{digit}", e.g. "Number 9". */
    heading: string;
    once: string;
    /** "{count}" and the digit repeated that often, "{repeated}", e.g. "Appears 2 times (99)". */
    times: string;
    planet: string;
    /**
     * The digit's element in the Lo Shu (feng shui) tradition, named as such: beside a Vedic planet
     * an unlabelled "Element: Water" for the Sun reads wrong to an Indian reader.
     */
    fengShuiElement: string;
  };
  missing: {
    /** "{digit}". */
    heading: string;
    remedies: string;
    /** Shown when every digit from 1 to 9 is present. */
    none: string;
  };
  planes: {
    statuses: { complete: string; partial: string; empty: string };
    kinds: { row: string; column: string; diagonal: string };
  };
  inDepth: {
    /** "{label}", "{number}" and "{title}", e.g. "Name number 1: The Pioneer". */
    heading: string;
    strengths: string;
    challenges: string;
    /** For a name with no letter of the A to Z table, whose name number is 0. */
    noNameNumber: string;
  };
  kua: {
    element: string;
    group: string;
    /** For kua 5: "{group}" and the kua whose directions apply, "{kua}". */
    borrowedGroup: string;
    /** Caption of the compass drawing. */
    compassCaption: string;
    favourable: string;
    /** Short labels on the compass rose. */
    directionsShort: Readonly<Record<Direction, string>>;
  };
  prediction: {
    /** "{year}" and "{number}"; the theme of the year follows on its own line. */
    yearHeading: string;
    cycleCaption: string;
    thisYear: string;
    /** Instead of thisYear, when the report starts with the coming year. */
    comingYear: string;
    nextYears: string;
    /** Labels of the four quarters, January-March first (each quarter's text names its months). */
    quarters: Four;
    opportunities: string;
    cautions: string;
  };
  occupations: {
    /** Heading of an occupation list: "{label}" (e.g. "Psychic number") and "{number}". */
    basis: string;
    lucky: string;
    /** "{number}" and "{planet}". */
    luckyBasis: string;
    planet: string;
    colours: string;
    days: string;
    luckyNumbers: string;
    metal: string;
    gem: string;
  };
  /** A closing paragraph after the disclaimer. */
  closing: string;
  /** The chapters that read the numbers together. */
  reading: ReportReadingCopy;
  /** The timing chapter: the next nine personal years and the relationship years. */
  timing: TimingCopy;
  /** The remedies chosen from the person's numbers: each planet's colour, daan, fast, mantra, yantra. */
  planetRemedies: RemedyChapterCopy;
}
