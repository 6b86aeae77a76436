import type { CompoundTone, Harmony, NameEditKind } from '@ankvidya/numerology-core';
import type { Section } from './types.js';

/**
 * The name correction page (/name-correction): the landing text, the tool's labels and the words
 * for each kind of spelling edit. Compound meanings and harmony texts are not here: the page reads
 * them from the `reading` section, like the report.
 */
export interface NameCorrectionTexts {
  meta: {
    /** The page's own title (the site's name is added by the title template). */
    title: string;
    /** 120 to 160 characters. */
    description: string;
    keywords: readonly string[];
  };
  title: string;
  /** One or two sentences under the title. */
  intro: string;
  /** What name correction is, how we do it, and the cautions, as headed sections. */
  sections: readonly Section[];
  form: {
    heading: string;
    intro: string;
    nameLabel: string;
    nameHint: string;
    dobLabel: string;
    genderLabel: string;
    /** The radio chosen at first: gender is optional here. */
    genderUnsaid: string;
    male: string;
    female: string;
    genderHint: string;
    submit: string;
    missingName: string;
    /** A name with no letter of the A to Z table (written in another script). */
    latinNeeded: string;
    /** "Filled in from your analysis." */
    fromAnalysis: string;
  };
  reading: {
    /** "Your spelling today: {name}". */
    currentHeading: string;
    /** "Moolank {moolank} · Bhagyank {bhagyank}": the birth numbers the name is read against. */
    birthNumbers: string;
    /** "Compound {label}". */
    compound: string;
    /** "Naamank {number}". */
    naamank: string;
    /** For a total under 10: there is no compound to read. */
    noCompound: string;
    /** "With your moolank {number}" / "With your bhagyank {number}". */
    withMoolank: string;
    withBhagyank: string;
    verdicts: Readonly<Record<Harmony, string>>;
    tones: Readonly<Record<CompoundTone, string>>;
    /** Summary for the disclosure holding the letters and sums. */
    working: string;
    /** "Total {total}" before the reductions. */
    total: string;
    /** Read by screen readers between a letter and its value. */
    letterValue: string;
    /** "{number}": a number the harmony text is about, e.g. "your moolank 5". */
    targetMoolank: string;
    targetBhagyank: string;
    /** Joins two numbers that share a verdict: " and ". */
    and: string;
    /** Shown when the spelling today already sits well with both numbers. */
    alreadyHarmonious: string;
  };
  suggestions: {
    heading: string;
    intro: string;
    /** In place of intro when the spelling today already fits: options to strengthen the compound. */
    strengthenIntro: string;
    /** When no spelling within the edits fits; the visitor's own trials still work. */
    none: string;
    /** When the engine relaxed its rule (fallback): these come closest. */
    fallback: string;
    /** "Changes" above the list of edits of one suggestion. */
    editsLabel: string;
    /** One sentence per kind of edit: "{from}" and "{to}" are the word before and after. */
    edits: Readonly<Record<NameEditKind, string>>;
    /** Button under a suggestion: "Add {name} to my trials". */
    addTrial: string;
    /** The suggestion is already among the trials. */
    inTrials: string;
    /** "Show {count} more": the list opens with the first few. */
    showMore: string;
    /** Under the heading, before the link to the cautions. */
    cautionNote: string;
    cautionLink: string;
  };
  trials: {
    heading: string;
    intro: string;
    label: string;
    hint: string;
    add: string;
    empty: string;
    /** "{name} is already in your list." */
    duplicate: string;
    /** Letters only (A to Z, spaces, dot, apostrophe, hyphen), up to 100 characters. */
    invalid: string;
    /** The same name as the one typed above. */
    same: string;
    /** At most this many trials are kept per name. */
    full: string;
    table: {
      caption: string;
      spelling: string;
      number: string;
      /** "Moolank {number}". */
      moolank: string;
      /** "Bhagyank {number}". */
      bhagyank: string;
      /** Beside the spelling in use today (the first row). */
      today: string;
      /** Under the compound, in a word or two. */
      tones: Readonly<Record<CompoundTone, string>>;
    };
    /** "Star {name} as your preferred spelling" (a toggle button, pressed when starred). */
    star: string;
    /** The star button's visible word. */
    starShort: string;
    /** "Remove {name}": the accessible name of the remove button. */
    remove: string;
    /** The remove button's visible word. */
    removeShort: string;
    /** Where the trials are kept and when they go. */
    kept: string;
  };
  report: {
    heading: string;
    text: string;
    /** "{name}": the starred spelling, which the report includes. */
    starredNote: string;
    cta: string;
  };
}
