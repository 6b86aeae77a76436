import type { CompatibilityPartId, Digit, Harmony } from '@ankvidya/numerology-core';
import type { Section } from './types.js';

/** Search title, description (120 to 160 characters) and keywords of a tool page. */
export interface ToolPageMeta {
  /** The page's own title (the site's name is added by the title template). */
  title: string;
  description: string;
  keywords: readonly string[];
  /** The short line under the title on the page's link-preview image (one line, ~40 characters). */
  shareKicker: string;
}

/**
 * The mobile number page (/mobile-number-numerology): landing text, the tool's labels and the
 * words around the reading. The readings themselves (per total, per verdict) are the `mobile`
 * section, loaded with the tool.
 */
export interface MobilePageTexts {
  meta: ToolPageMeta;
  title: string;
  /** One or two sentences under the title. */
  intro: string;
  /** What it is, how we read a number, and the honest framing, as headed sections. */
  sections: readonly Section[];
  form: {
    heading: string;
    /** Says the number is read in the browser and never leaves the phone. */
    intro: string;
    numberLabel: string;
    numberHint: string;
    dobLabel: string;
    genderLabel: string;
    /** The radio chosen at first: gender is optional here. */
    genderUnsaid: string;
    male: string;
    female: string;
    genderHint: string;
    submit: string;
    /** "Filled in from your analysis." */
    fromAnalysis: string;
  };
  result: {
    /** "Reading of {number}" (the number as typed back, in two groups of five). */
    heading: string;
    /** Over the working: the ten digits, their total and its reduction. */
    workingHeading: string;
    /** Caption of the row of ten digits. */
    digitsCaption: string;
    /** "Total {total}". */
    total: string;
    /** "Your number reduces to {number}". */
    reduced: string;
    /** "Moolank {moolank} · Bhagyank {bhagyank}": the owner's birth numbers. */
    birthNumbers: string;
    /** "{number} with your moolank {moolank}" and with the bhagyank. */
    withMoolank: string;
    withBhagyank: string;
    /** A word or two for each verdict, shown as a chip. */
    verdicts: Readonly<Record<Harmony, string>>;
    /** "What a total of {number} is said to bring". */
    meaningHeading: string;
    /** The birth grid, the digits the number supplies, repeats and zeros. */
    digitsHeading: string;
    /** "Missing from your birth grid: {digits}". */
    birthMissing: string;
    /** When the birth grid misses no number. */
    noneMissing: string;
    /** When the number carries none of the missing numbers. */
    suppliesNone: string;
    /** When no digit 1 to 9 appears twice. */
    repeatedNone: string;
    /** "{digit} appears {count} times". */
    repeatedItem: string;
    /** When the number has no zero. */
    zerosNone: string;
    /** Beside "Moolank", for the visitor without an analysis: a link to the full free reading. */
    analysisLink: string;
    /** Keeping the number on this device so the report can read it. */
    report: { add: string; added: string; remove: string; privacy: string };
    /** The one verdict shown first: the number suits, is neutral, or is better avoided. */
    overall: {
      verdicts: Readonly<Record<'suits' | 'neutral' | 'avoid', string>>;
      /** One sentence for each verdict: "{number}" is the reduced total. */
      why: Readonly<Record<'suits' | 'neutral' | 'avoid', string>>;
      /** "Totals that would suit you: {totals}". */
      suiting: string;
    };
  };
  /** Ranking several candidate numbers for one person or a family. */
  compare: CompareNumbersTexts;
}

/**
 * The compatibility page (/compatibility): landing text, the tool's labels, the parts of the
 * score by numerology-core's part id, and the share image's words. The pair readings and
 * verdicts are the `compatibility` section, loaded with the tool.
 */
export interface CompatibilityPageTexts {
  meta: ToolPageMeta;
  title: string;
  intro: string;
  /** What it is and what it can and cannot tell you, as headed sections (the method is apart). */
  sections: readonly Section[];
  /** How the score is made: one line per part, "{max}" filled from numerology-core. */
  method: {
    heading: string;
    intro: string;
    parts: Readonly<Record<CompatibilityPartId, string>>;
    /** After the list: how a verdict turns into points, and that the parts add up. */
    after: string;
  };
  form: {
    heading: string;
    /** Says both dates stay in the browser. */
    intro: string;
    /** Legends of the two groups of fields. */
    personA: string;
    personB: string;
    nameLabel: string;
    nameHint: string;
    dobLabel: string;
    genderLabel: string;
    male: string;
    female: string;
    /** Why the gender is asked (the kua in the birth grid). */
    genderHint: string;
    /** When a gender is not chosen. */
    missingGender: string;
    missingName: string;
    submit: string;
    /** Under the first person: "Filled in from your analysis." */
    fromAnalysis: string;
  };
  result: {
    /** "{a} and {b}". */
    heading: string;
    /** "Compatibility of numbers". */
    scoreLabel: string;
    /** "{score} out of 100". */
    score: string;
    partsHeading: string;
    /** Each part's label by id, "{a}" and "{b}" the two first names. */
    parts: Readonly<Record<CompatibilityPartId, string>>;
    /** "{x} and {y}": the two numbers a pair part compares. */
    partNumbers: string;
    /** "{points} of {max}". */
    points: string;
    /** "{sum} = {score}": the parts added up under the bars. */
    total: string;
    verdicts: Readonly<Record<Harmony, string>>;
    /** "Moolank {x} with moolank {y}". */
    pairHeading: string;
    /** "Bhagyank {x} with bhagyank {y}". */
    bhagyankHeading: string;
    complementsHeading: string;
    /** "{name} brings {digits}, missing from {other}'s grid." */
    fills: string;
    /** "{name}'s grid holds none of the numbers missing from {other}'s." */
    fillsNone: string;
    /** "{name}'s grid has every number from 1 to 9." */
    nothingMissing: string;
    /** "Your personal years in {year}". */
    yearsHeading: string;
    /** "{name}: personal year {number}". */
    yearLine: string;
    /** The two years pull together (the same or friendly) or move apart this year. */
    together: string;
    apart: string;
    /** Over the two cross parts: each one's moolank with the other's bhagyank. */
    crossHeading: string;
    /** What a cross pair means, by its verdict: "{name}" acts, "{other}"'s road of life. */
    crossTexts: Readonly<Record<Harmony, string>>;
  };
  share: {
    heading: string;
    /** What the image and the link hold: first names and the score, never a date of birth. */
    intro: string;
    /** The button where the Web Share API can share a file. */
    shareImage: string;
    /** The button elsewhere, and the file name stem. */
    downloadImage: string;
    fileName: string;
    copyLink: string;
    linkCopied: string;
    /** When the image could not be drawn or shared. */
    failed: string;
    /** The message shared with the image and the link: "{a} and {b}", "{score}". */
    message: string;
    /** Words drawn on the image. */
    image: {
      title: string;
      /** "{score}" drawn large, with "out of 100" under it. */
      outOf: string;
      /** "{a} & {b}". */
      names: string;
      /** The call to try it, with the site's address under it. */
      cta: string;
    };
    /** Alt text of the preview of the image on the page: "{a}", "{b}", "{score}". */
    previewAlt: string;
    /** The link that opens WhatsApp with the message and the page's address. */
    whatsApp: string;
  };
  /** A visitor who opened a share link: "{a} and {b} scored {score} out of 100". */
  shared: {
    heading: string;
    text: string;
    cta: string;
  };
}

/**
 * The today's number page (/numerology-today): landing text, the day's words, the personal day
 * form, and the readings: one per universal day and moolank (81), one per personal day (9).
 */
export interface TodayPageTexts {
  meta: ToolPageMeta;
  title: string;
  intro: string;
  /** What the day's number is, how it is counted, and the honest framing, as headed sections. */
  sections: readonly Section[];
  today: {
    /** "Today in India: {date}" (the date written out in the page's language). */
    heading: string;
    /** In the prerendered page, before the browser has worked out today's date in India. */
    pending: string;
    /** "Universal day {number}". */
    universal: string;
    /** Under the number: "The digits of the date: {sum} = {total}, reduced to {number}". */
    working: string;
    /** What the universal day is, in one line. */
    universalNote: string;
    /** Over the nine readings. */
    readingsHeading: string;
    /** How to find one's moolank: the day of the month one was born, added to one digit. */
    readingsIntro: string;
    /** "Moolank {number}". */
    moolank: string;
    /** The same heading for the visitor's own moolank (a kept date of birth): "Moolank {number}, yours". */
    moolankYours: string;
  };
  personal: {
    heading: string;
    /** Says the date of birth is kept in this browser only. */
    intro: string;
    dobLabel: string;
    submit: string;
    /** Removes the kept date of birth. */
    forget: string;
    /** "Your personal day: {number}". */
    result: string;
    /** "Personal year {year} + month {month} → personal month {personalMonth}" etc. */
    yearLine: string;
    monthLine: string;
    dayLine: string;
    /** "Your moolank is {number}: its reading for today is in the list below." */
    moolankLine: string;
  };
  /** readings[universal day][moolank]: what the day may hold for each moolank (81 texts). */
  readings: Readonly<Record<Digit, Readonly<Record<Digit, string>>>>;
  /** What a personal day of each number suits (9 texts). */
  personalDays: Readonly<Record<Digit, string>>;
}

/** What a number's reading names: one line per reduced number 1 to 9. */
type ByNumber<T> = Readonly<Record<Digit, T>>;

/** The words both number tools (vehicle, house) share in their form and result. */
interface NumberToolWords {
  form: {
    heading: string;
    /** Says the number is worked out on this device. */
    intro: string;
    numberLabel: string;
    numberHint: string;
    dobLabel: string;
    submit: string;
    /** "Filled in from your analysis." */
    fromAnalysis: string;
  };
  result: {
    /** "Reading of {number}" (the number as normalised). */
    heading: string;
    workingHeading: string;
    /** "Total {total}". */
    total: string;
    /** "... reduces to {number}". */
    reduced: string;
    /** "Moolank {moolank} · Bhagyank {bhagyank}". */
    birthNumbers: string;
    withMoolank: string;
    withBhagyank: string;
    verdicts: Readonly<Record<Harmony, string>>;
    /** A sentence or two per verdict, shown once for each verdict present. */
    verdictTexts: Readonly<Record<Harmony, string>>;
    /** "What {number} is said to bring" over the number's own text. */
    meaningHeading: string;
    /** The honest framing under every reading. */
    framing: string;
    /** A link to the full free analysis. */
    analysisLink: string;
  };
}

/** The vehicle number page (/vehicle-number-numerology): landing, tool and readings. */
export interface VehiclePageTexts extends NumberToolWords {
  meta: ToolPageMeta;
  title: string;
  intro: string;
  sections: readonly Section[];
  form: NumberToolWords['form'] & {
    /** The choice to count the registration's letters too. */
    lettersLabel: string;
    lettersHint: string;
  };
  result: NumberToolWords['result'] & {
    /** Caption of the row of digits. */
    digitsCaption: string;
    /** "The last four digits, {serial}: {total}, which reduces to {number}". */
    lastFour: string;
    lastFourNote: string;
    lettersHeading: string;
    /** "Letters {letters} + digits {digits} = {total}, which reduces to {number}". */
    withLetters: string;
    /** What each reduced number is said to bring to a vehicle and its journeys. */
    byNumber: ByNumber<string>;
  };
  /** Ranking several candidate registrations for one person or a family. */
  compare: CompareNumbersTexts;
}

/** The house or flat number page (/house-number-numerology): landing, tool and readings. */
export interface HousePageTexts extends NumberToolWords {
  meta: ToolPageMeta;
  title: string;
  intro: string;
  sections: readonly Section[];
  result: NumberToolWords['result'] & {
    /** Caption of the row of characters with their values. */
    partsCaption: string;
    suitsHeading: string;
    asksHeading: string;
    /** For each reduced number: what the home suits, and what it asks of those who live there. */
    byNumber: ByNumber<{ suits: string; asks: string }>;
  };
}

/**
 * The business name page (/business-name-numerology): landing text, the tool's labels and the
 * words around the reading (worked out in the browser by numerology-core).
 */
export interface BusinessPageTexts {
  meta: ToolPageMeta;
  title: string;
  intro: string;
  /** What it is, how the name is counted (digits, & and punctuation), and the honest framing. */
  sections: readonly Section[];
  form: {
    heading: string;
    /** Says everything is worked out on this device. */
    intro: string;
    nameLabel: string;
    nameHint: string;
    dobLabel: string;
    launchLabel: string;
    launchHint: string;
    /** When the launch date is not a calendar day from 1900 to 2100. */
    launchInvalid: string;
    submit: string;
    fromAnalysis: string;
  };
  result: {
    /** "Reading of {name}". */
    heading: string;
    workingHeading: string;
    /** "Compound {label}": the sum of the values, with its reduction. */
    compound: string;
    /** "Name number {number}". */
    nameNumber: string;
    birthNumbers: string;
    /** "{number} with your moolank {moolank}" and with the bhagyank. */
    withMoolank: string;
    withBhagyank: string;
    verdicts: Readonly<Record<Harmony, string>>;
    launchHeading: string;
    /** "{date}: day {day} gives the day number {number}". */
    launchDay: string;
    /** "Day number {day} with the name number {number}". */
    launchWithName: string;
    launchWithMoolank: string;
    launchWithBhagyank: string;
    suggestionsHeading: string;
    suggestionsIntro: string;
    /** When no close spelling sits better. */
    suggestionsNone: string;
    /** Above the list when no spelling is friendly to both birth numbers. */
    fallback: string;
    /** "{name}: {label}, number {number}". */
    suggestion: string;
  };
}

/** A tool page's comparison of candidate numbers (mobile or vehicle) for one person or a family. */
export interface CompareNumbersTexts {
  heading: string;
  intro: string;
  /** The button that opens the form (kept closed so the page leads with the one-number tool). */
  open: string;
  numbersLabel: string;
  /** "One number a line, up to {max}." */
  numbersHint: string;
  noNumbers: string;
  /** "At most {max} numbers at a time." */
  tooMany: string;
  /** "Line {line}: {problem}". */
  badLine: string;
  /** Legend of the dates of birth. */
  dobsLegend: string;
  /** "Date of birth {n}". */
  dobLabel: string;
  addDob: string;
  removeDob: string;
  submit: string;
  resultHeading: string;
  /** Under the heading: how the score is made. */
  method: string;
  /** Column heads of the table. */
  columns: { rank: string; number: string; total: string; score: string; harmony: string };
  /** "{score} of 100". */
  score: string;
  /** "Person {n}: {moolank} with moolank, {bhagyank} with bhagyank" (verdict words). */
  personHarmony: string;
  verdicts: Readonly<Record<Harmony, string>>;
}
