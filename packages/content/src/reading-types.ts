import type { Harmony, NameEditKind, PlaneId, PlaneStatus } from '@ankvidya/numerology-core';
import type { ByDigit, MasterNumber } from './types.js';
import type { LifeTexts } from './report-life-types.js';
import type { GridWeaveTexts } from './report-grid-weave-types.js';
import type { OthersWeaveTexts } from './report-others-weave-types.js';

type Three = readonly [string, string, string];

/** A reading for one moolank (psychic number) with one bhagyank (life path number). */
export interface CombinationReading {
  /** A short name for the pairing, 2 to 5 words, e.g. "The steady pioneer". */
  title: string;
  /** Two or three sentences (35 to 70 words): who this person is, drawn from both numbers. */
  portrait: string;
  /** Two or three paragraphs, 150 to 280 words in all, on how the two numbers work together. */
  paragraphs: readonly string[];
  /** Exactly three strongest qualities, each a short phrase of 3 to 9 words. */
  strengths: Three;
  /** Exactly three things to work on, each a short phrase of 3 to 10 words, said kindly. */
  workOn: Three;
}

/** Indexed [moolank][bhagyank]. */
export type CombinationTable = ByDigit<ByDigit<CombinationReading>>;

/** A Chaldean compound number's meaning (10 to 52). */
export interface CompoundMeaning {
  /** A short traditional name, 1 to 5 words, e.g. "The wheel of fortune". */
  title: string;
  /** 35 to 80 words, consistent with the compound's tone in numerology-core. */
  text: string;
}

/** Words for the personal month (personal year + calendar month, reduced). */
export interface PersonalMonthText {
  /** 2 to 6 words, e.g. "Plant new seeds". */
  focus: string;
  /** One or two sentences, 20 to 45 words. */
  advice: string;
}

/** One day of the weekly plan, keyed by the number whose planet rules the day (its colour comes from attributes). */
export interface WeekdayPlan {
  /** A short traditional mantra in Latin letters with a few words on it. */
  mantra: string;
  /** One small, free, concrete act for the day (one sentence). */
  act: string;
}

/** The report's texts that read several numbers together (a section of a locale). */
export interface ReadingTexts {
  /** Keys 10 to 52. */
  compoundMeanings: Readonly<Record<number, CompoundMeaning>>;
  personalMonths: ByDigit<PersonalMonthText>;
  /** A personal month's focus and advice as one text: "{focus}. {advice}" (the sentence end of the language). */
  personalMonthLine: string;
  /** Three concrete actions for each personal year. */
  yearActions: ByDigit<readonly [string, string, string]>;
  /** One sentence: this plane is the person's strongest line. */
  planeStrength: Readonly<Record<PlaneId, string>>;
  masterNotes: Readonly<Record<MasterNumber, string>>;
  /** A master number in the birth day (11th, 29th: 11; 22nd: 22) or month (November: 11). */
  masterBirth: {
    /** "{day}": the day of birth. */
    day: Readonly<Record<11 | 22, string>>;
    month: string;
  };
  /** What a friendly, neutral or challenging naamank means: "{naamank}" and "{targets}" (the numbers it is about). */
  harmony: Readonly<Record<Harmony, string>>;
  /** Printed beside every gemstone mention. */
  gemCaution: string;
  /**
   * "{stone}" (e.g. "Blue sapphire (neelam)"): said beside a gem of `attributes` marked chartOnly,
   * gently, that it is never chosen from a birth number alone.
   */
  gemFromChartOnly: string;
  /** The days of the week, Sunday first, indexed by numerology-core's Weekday. */
  weekdays: readonly [string, string, string, string, string, string, string];
  weeklyPlan: ByDigit<WeekdayPlan>;
  /** A digit three or more times in the grid. */
  repeatedDigits: ByDigit<string>;
}

/** Report-only texts that go deeper than the free analysis page, in other words. */
export interface DepthTexts {
  /** For a digit present in the grid (once or more): how to use it, 80 to 130 words. */
  gridDepth: ByDigit<string>;
  /** For a missing digit: what it asks of you, 60 to 100 words. */
  missingDepth: ByDigit<string>;
  /** For each plane: one or two sentences of advice (25 to 50 words) for each status. */
  planeAdvice: Readonly<Record<PlaneId, Readonly<Record<PlaneStatus, string>>>>;
  /** Sentences that read one of the person's numbers against another (issue 23 item 15). */
  woven: WovenTexts;
  /** The careers, compatibility, combination and glance chapters read from the person's numbers. */
  life: LifeTexts;
  /** The grid and remedies chapters read from the person's numbers (report-grid-weave-types). */
  gridWeave: GridWeaveTexts;
  /** The compatibility and remedies chapters' woven lines (report-others-weave-types). */
  othersWeave: OthersWeaveTexts;
}

/** How one number's planet regards another's in the friend table, or the same number. */
export type WovenRelation = 'same' | 'friendly' | 'neutral' | 'challenging';

/**
 * Readings of a pair of the person's own numbers, chosen by the friend table, so that two people
 * with the same moolank read different sentences where their grids, names and years differ.
 * Templates use {digit}, {planet}, {moolank}, {moolankPlanet}, {naamank}, {bhagyank}, {number},
 * {year} slots.
 */
export interface WovenTexts {
  /** A digit present in the grid read against the moolank. */
  gridWithMoolank: Readonly<Record<WovenRelation, string>>;
  /** A digit missing from the grid read against the moolank. */
  missingWithMoolank: Readonly<Record<Exclude<WovenRelation, 'same'>, string>>;
  /** A personal year read against the bhagyank. */
  yearWithBhagyank: Readonly<Record<WovenRelation, string>>;
  /**
   * The letters of the name that carry a digit of the grid ({letters}, {digit}): one letter, more,
   * or none. Under a digit present in the grid, and under a missing one, which the name may supply.
   */
  lettersForPresent: Readonly<Record<'one' | 'many' | 'none', string>>;
  lettersForMissing: Readonly<Record<'one' | 'many' | 'none', string>>;
  /** A personal year read against the name number ({year}, {number}, {naamank}). */
  yearWithName: Readonly<Record<WovenRelation, string>>;
  /** A personal year's number as the grid holds it ({number}, {count}). */
  yearInGrid: Readonly<Record<'missing' | 'present' | 'repeated', string>>;
  /** The name number read against the moolank, at the head of the name's meaning. */
  nameWithMoolank: Readonly<Record<WovenRelation, string>>;
  /**
   * A quarter of a personal year read through the person's own months: the month whose personal
   * month sits best with moolank and bhagyank ({month} {year}, {number}, and {fit}, the
   * calendar's fitPhrase: "sits easily with your moolank 9 and is neutral to your bhagyank 4"); best when it sits well on balance, even when no month
   * does; and the month that asks for most patience, when one does. Three wordings each, taken
   * quarter by quarter, so twelve quarters do not read as one template.
   */
  quarterBest: readonly [string, string, string];
  quarterEven: readonly [string, string, string];
  quarterCare: readonly [string, string, string];
}

/** Headings and fixed wording of the report's reading chapters (templates use `{name}` slots). */
export interface ReportReadingCopy {
  chapters: {
    howToRead: string;
    glance: string;
    combination: string;
    harmony: string;
    remedies: string;
    yearAhead: string;
    others: string;
  };
  intros: {
    glance: string;
    combination: string;
    harmony: string;
    remedies: string;
    yearAhead: string;
    others: string;
  };
  /** Two or three short paragraphs: how the report is built and how to use it. */
  howToRead: readonly string[];
  glance: {
    portrait: string;
    /** "{year}", "{number}" and "{theme}" (the personal year's theme, in lower case). */
    yearLine: string;
    /** As yearLine, when the report starts with the coming year (made from October). */
    comingYearLine: string;
    strengths: string;
    workOn: string;
    actions: string;
  };
  /** "{moolank}", "{bhagyank}", "{title}". */
  combinationHeading: string;
  harmony: {
    /** "{term}" and "{number}", e.g. "With your moolank 5". */
    against: string;
    /** "{term}" and "{number}": one number a verdict is about, e.g. "your moolank 5". */
    target: string;
    /** Joins two targets that share a verdict: " and ". */
    and: string;
    /** Each verdict's meaning, naming the numbers: "{naamank}" and "{targets}". */
    meanings: Readonly<Record<Harmony, string>>;
    /** After the meanings, when spellings follow: they are options, the name is not wrong. */
    spellingsAhead: string;
    verdicts: Readonly<Record<Harmony, string>>;
    compound: string;
    /** "{label}" ("28/1") and "{title}". */
    compoundLine: string;
    /** For a total under 10 or one that reads as no compound. */
    noCompound: string;
    /**
     * "{total}", "{root}": a total above 52 whose digits come to one digit (53, 60, 62): no
     * compound the tradition reads, though the total is not under 10 as noCompound says.
     */
    compoundBeyond: string;
    /**
     * A suggested or starred spelling whose total has no reading (62/8: above 52, digits under
     * 10): "{label}", "{root}". Never called favourable, only its naamank is read.
     */
    compoundUnread: string;
    /** Over up to five spellings, when the spelling today is not friendly to both numbers. */
    suggestionsHeading: string;
    suggestionsIntro: string;
    /** When no spelling is friendly to both: these are friendly to one and neutral with the other. */
    suggestionsFallback: string;
    /** When no spelling within the edits fits at all. */
    suggestionsNone: string;
    /** A new spelling is a choice of how to write one's name, not a legal change. */
    spellingCaution: string;
    /** Row label of each spelling's edits. */
    changesLabel: string;
    /** "{from}", "{to}" (the word before and after) and "{what}" (one of `edits`). */
    editLine: string;
    /** An initial left out: "{from}" and "{what}". */
    dropLine: string;
    /** What each kind of edit does, as a short phrase. */
    edits: Readonly<Record<NameEditKind, string>>;
    /** Over the spellings when the name already fits: they strengthen the compound. */
    strengthenHeading: string;
    /** "{naamank}", "{moolank}", "{bhagyank}", "{label}": the name fits; options to strengthen. */
    suggestionsStrengthen: string;
    /** "{naamank}", "{label}": naamank friendly to both, but a compound that is not favourable. */
    suggestionsCompound: string;
    /** After the meanings, when the name fits and spellings follow: "{label}". */
    strengthenAhead: string;
    /**
     * The edits a kind alone does not say the direction of ("e written as a, or a as e"), worded
     * one way each, so a spelling's working says what happened to it.
     */
    editDirections: { eToA: string; aToE: string; yLeftOut: string; yAdded: string };
    /** Over the spellings when the naamank fits both numbers and only the compound does not. */
    compoundHeading: string;
    /** After the meanings in that case, instead of spellingsAhead: "{label}". */
    compoundAhead: string;
    /**
     * In a newborn's report, instead of spellings of the name given: the shortlisted names are
     * read in their own chapter.
     */
    newbornAhead: string;
    /** "{name}": the spelling the visitor starred among their trials. */
    preferredHeading: string;
    preferredIntro: string;
    /** Instead of the intro, when the starred spelling is one of the suggestions. */
    preferredSuggested: string;
  };
  /** "{label}", e.g. "Life path 11/2". */
  masterHeading: string;
  /** "{digit}", "{count}", "{repeated}". */
  repeatedHeading: string;
  planes: { present: string; missing: string; none: string };
  remedies: {
    firstHeading: string;
    /** "{digit}". */
    remedyHeading: string;
    weeklyHeading: string;
    weeklyIntro: string;
    /** Marks the days of the first remedies in the plan, e.g. "{day} *" with the legend below. */
    focusDay: string;
    focusLegend: string;
    columns: { day: string; colour: string; mantra: string; act: string };
    /** The weekday of each number's planet (4 and 7 share a day in the evening). */
    days: ByDigit<string>;
    /** After the everyday steps: the missing numbers left for later, "{digits}" ("3, 8"). */
    later: string;
  };
  yearAhead: {
    /** "{year}" and "{number}". */
    monthsHeading: string;
    /** "{year}" and "{number}": the rest of this year, from the month the report is made in. */
    restHeading: string;
    columns: {
      month: string;
      personalMonth: string;
      focus: string;
      bestDates: string;
      careDates: string;
    };
    /** "{focus}" and "{advice}" of the personal month, as one short reading. */
    monthReading: string;
    /** October to December: "{year}", "{number}" and "{theme}" (lower case) of the coming year. */
    cuspLine: string;
    /** In the care column of a month without such dates. */
    noCareDates: string;
    /** The rule that chooses the dates, in words. */
    luckyRule: string;
    nextYearsHeading: string;
  };
  /** The chapter on which moolanks sit well with the reader's, as partners and colleagues. */
  others: {
    /** Row labels of the table of moolanks, by verdict. */
    rows: Readonly<Record<Harmony, string>>;
    /** "{moolank}": the reader's own moolank with itself. */
    samePair: string;
    /** Label of the one verdict printed under samePair: how the table reads the pair. */
    sameVerdict: string;
    /** Points the reader to the free compatibility tool. */
    tool: string;
    /** "{number}": the heading over the reading of the mobile number sent with the download. */
    mobileHeading: string;
    /** Why the number is here and that it is kept nowhere but in this file. */
    mobileIntro: string;
    /** Row labels of the mobile number's table. */
    mobileRows: { working: string; supplies: string };
    /** When no number was sent: how to have one read in the next download. */
    mobileInvite: string;
  };
  kua: {
    rankedUnfavourable: string;
    /** Beside the drawings of where to face at work and where the head points in bed. */
    working: string;
    workingHow: string;
    sleeping: string;
    sleepingHow: string;
    /** "{purpose}" (lower case): under the direction in each drawing. */
    purposeDirection: string;
    /** Where the health direction is north: "{direction}" and "{purpose}" used instead, and why. */
    northHealth: string;
    /** "{kua}" and "{year}". */
    lichunNote: string;
  };
}

/** Texts of the partner compatibility tool (and the report's compatibility section). */
export interface CompatibilityTexts {
  /** Keyed "a-b" with a <= b (45 unordered moolank pairs, 1-1 to 9-9): 90 to 150 words each. */
  pairs: Readonly<Record<string, string>>;
  /** What a friendly, neutral or challenging pair of numbers means between two people. */
  verdicts: Readonly<Record<Harmony, string>>;
  /** The honest framing shown with every result: rhythms to understand, not a verdict. */
  framing: string;
  /** Keyed like `pairs` (45 unordered bhagyank pairs): the roads two lives take, 40 to 70 words. */
  bhagyankPairs: Readonly<Record<string, string>>;
}

/** Texts of the mobile number tool. */
export interface MobileTexts {
  /** For the reduced total of the ten digits, 1 to 9: 60 to 100 words each. */
  byNumber: ByDigit<string>;
  /** A number's total friendly, neutral or challenging to moolank or bhagyank: 30 to 60 words. */
  verdicts: Readonly<Record<Harmony, string>>;
  /** One or two sentences each, with "{digits}" or "{count}" slots where they say so. */
  supplies: string;
  repeated: string;
  zeros: string;
  /** The honest framing: a number to reflect with, never a reason to fear or to change it. */
  framing: string;
}
