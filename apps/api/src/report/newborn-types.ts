/** What a newborn's report reads of its shortlisted names (worked out in newborn.ts). */
import type { Harmony } from '@ankvidya/numerology-core';

export interface NewbornName {
  id: string;
  /** The usual Latin spelling, whose numbers are read. */
  name: string;
  devanagari: string;
  /** In the report's language. */
  meaning: string;
  compound: number;
  nameNumber: number;
  harmony: { moolank: Harmony; bhagyank: Harmony };
  /** Begins with the birth pada's syllable; null without a time of birth. */
  syllableMatch: boolean | null;
}

export interface NewbornNames {
  /** Best first, as the baby-names page ranks them. */
  names: NewbornName[];
  /** From the time of birth (India time), when one was sent. */
  star: {
    time: string;
    name: string;
    pada: number;
    /** The birth pada's own syllable: the one a name is matched against. */
    syllable: { devanagari: string; latin: string };
    /** The star's four, the pada's first (context). */
    syllables: { devanagari: string; latin: string }[];
  } | null;
}
