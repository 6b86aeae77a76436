import type { Harmony } from '@ankvidya/numerology-core';
import type { ToolPageMeta } from './tool-pages-types.js';
import type { Section } from './types.js';

/**
 * The baby-name finder (/baby-names): landing text, the form, the results with their working,
 * the shortlist, the side-by-side compare and sharing. Placeholders in braces ({name}) are
 * filled by the page.
 */
export interface BabyNamesPageTexts {
  meta: ToolPageMeta;
  title: string;
  intro: string;
  /** How the names are ranked, the birth star, and the honest framing. */
  sections: readonly Section[];
  form: {
    heading: string;
    intro: string;
    dobLabel: string;
    timeLabel: string;
    timeHint: string;
    genderLabel: string;
    boy: string;
    girl: string;
    surnameLabel: string;
    surnameHint: string;
    letterLabel: string;
    letterAny: string;
    submit: string;
    /** "Please choose boy or girl." */
    genderMissing: string;
    surnameInvalid: string;
  };
  results: {
    heading: string;
    /** "Moolank {moolank}, bhagyank {bhagyank}" */
    numbers: string;
    /** "Birth star: {star}, pada {pada}. The child's syllable: {syllable}; the star's four: {syllables}." */
    star: string;
    nearBoundary: string;
    /** Shown without a time of birth. */
    noTime: string;
    /** "{total} names" */
    total: string;
    originLabel: string;
    originAll: string;
    none: string;
    more: string;
    loading: string;
    failed: string;
    /** "Fit {score}/100" */
    score: string;
    /** The working under each name. */
    working: {
      heading: string;
      syllableYes: string;
      syllableNo: string;
      /** "{name}: letters add up to {compound}, name number {number}" */
      nameNumber: string;
      /** "With moolank {moolank}: {verdict}; with bhagyank {bhagyank}: {verdict2}" */
      harmony: string;
      /** "Full name {name}: {compound}, name number {number}" */
      fullName: string;
      compound: Record<'favourable' | 'neutral' | 'challenging', string>;
      order: string;
    };
    verdicts: Record<Harmony, string>;
    add: string;
    remove: string;
  };
  origins: Readonly<Record<string, string>>;
  shortlist: {
    heading: string;
    empty: string;
    /** Kept in this browser only. */
    note: string;
    compare: string;
    compareHint: string;
    shareLink: string;
    shareWhatsApp: string;
    /** The message sent with the link: "Names we like for our baby: {names}" */
    shareText: string;
    copied: string;
    clear: string;
    /** A shortlist arrived through a link. */
    shared: string;
  };
  compare: {
    heading: string;
    name: string;
    meaning: string;
    nameNumber: string;
    fullName: string;
    syllable: string;
    score: string;
    close: string;
  };
  /** Names for twins: pairs of names that go together (docs/decisions.md, "Baby names: twins"). */
  twins: {
    /** The form's choice: one baby or twins, and which. */
    label: string;
    none: string;
    options: Record<'boy-boy' | 'girl-girl' | 'boy-girl', string>;
    heading: string;
    /** "{total} pairs" */
    total: string;
    /** What makes two names a pair. */
    rule: string;
    bond: { sameStart: string; rhyme: string };
    /** "Pair fit {score}/100" */
    score: string;
    /** Keeps both names of a pair in the shortlist. */
    keep: string;
    kept: string;
    none2: string;
  };
  /** "Add to my report" for the shortlist: a newborn's report reads its best names. */
  report: {
    heading: string;
    /** How a newborn's report is made. */
    intro: string;
    add: string;
    /** "{count}" names, "{dob}" the child's date. */
    added: string;
    remove: string;
    privacy: string;
    /** Fewer than two names kept. */
    needTwo: string;
    /** The link to the report page. */
    reportLink: string;
  };
  /** The pages of names by first letter (/baby-names/boy/a); {letter} is the capital letter. */
  letterPages: {
    /** "Boy names starting with {letter}, with meanings" */
    boyTitle: string;
    girlTitle: string;
    /** The meta description: "{count} boy names starting with {letter}..." */
    boyDescription: string;
    girlDescription: string;
    /** Above the list: what the list is, and where to rank names for one baby. */
    intro: string;
    /** The link into the finder. */
    toolLink: string;
    /** Above the letters' index. */
    lettersHeading: string;
    boys: string;
    girls: string;
    /** A name given to boys and girls alike, beside it in the list. */
    both: string;
  };
}
