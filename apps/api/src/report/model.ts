/** Everything one report prints, worked out before any drawing: numbers, texts and dates. */
import {
  analyze,
  birthMasters,
  chooseRemedies,
  compoundKey,
  compoundLabel,
  compoundTone,
  explain,
  firstPlannedYear,
  firstRemedies,
  kuaDirectionsFrom as coreKuaDirectionsFrom,
  lifePathLabel,
  missingNumbers,
  mobileNumberReading,
  nameCompound,
  numberHarmony,
  kuaDirections,
  kuaGroup,
  personalYear,
  monthsPlan,
  calendarMonths,
  plannedMonths,
  planes,
  presentDigits,
  readName,
  repeatedDigits,
  solarYearKua,
  spellingWords,
  strongestPlane,
  suggestNames,
  timing,
  DIGITS,
  NumerologyInputError,
  type Analysis,
  type BirthMasters,
  type CompoundTone,
  type Digit,
  type Explanation,
  type Gender,
  type Harmony,
  type RemedyChoice,
  type KuaDirections,
  type KuaGroup,
  type MobileReading,
  type MonthPlan,
  type NameReading as SpellingReading,
  type NameSuggestion,
  type PlaneReading,
  type Timing,
} from '@ankvidya/numerology-core';
import {
  DEFAULT_LOCALE,
  getContent,
  type CombinationReading,
  type ContentBundle,
  type KuaText,
  type Locale,
} from '@ankvidya/content';
import { calendarDate, formatDate, isoDate } from './format.js';
import type { NewbornNames } from './newborn-types.js';

export interface ReportRequest {
  name: string;
  /** YYYY-MM-DD. */
  dob: string;
  gender: Gender;
  /** The name in Latin letters, read for the name number; the name is printed as written. */
  latinName?: string;
  /** The spelling the visitor starred on /name-correction, read in the name chapter. */
  preferredSpelling?: string;
  /** Ten digits of a mobile number to read in the "others" chapter; never stored. */
  mobileNumber?: string;
  /** A newborn's report: ids of the shortlisted baby names (read by newborn.ts). */
  babyNames?: string[];
  /** The newborn's time of birth, HH:MM in India, for the birth star's syllables. */
  birthTime?: string;
  generatedAt: Date;
  /** This year where the reader is; the 3 years start with it, or from October with the next. */
  currentYear: number;
  locale?: Locale;
}

/** At most this many suggested spellings in the name chapter (the engine gives at least 3). */
export const REPORT_SPELLINGS = 5;

/** Dates in the report are the dates in India, where most readers live. */
export const REPORT_TIME_ZONE = 'Asia/Kolkata';

export interface YearReading {
  year: number;
  personalYear: Digit;
}

export interface KuaReading {
  number: Digit;
  text: KuaText;
  /** The kua whose directions apply: the kua itself, or 2 or 8 for kua 5. */
  directionsFrom: Digit;
  /** The directions of directionsFrom (numerology-core's table); never null, kua 5 borrows. */
  directions: KuaDirections;
  /** The kua's own group; null for kua 5, which takes that of its directions. */
  group: KuaGroup | null;
}

export interface NameReading {
  /** 0 when the name has no letter of the table. */
  naamank: number;
  /** Sum of the letter values before reduction. */
  compound: number;
  /** "28/1". */
  compoundLabel: string;
  /** The compound whose meaning applies (10 to 52), or null. */
  compoundKey: number | null;
  tone: CompoundTone | null;
  /** Null when there is no name number to judge. */
  withMoolank: Harmony | null;
  withBhagyank: Harmony | null;
}

export interface ReportModel {
  locale: Locale;
  content: ContentBundle;
  name: string;
  gender: Gender;
  dobText: string;
  generatedText: string;
  analysis: Analysis;
  explanation: Explanation;
  present: Digit[];
  missing: Digit[];
  planes: PlaneReading[];
  /** This year and the next two; from October, the coming year and the two after it. */
  years: [YearReading, YearReading, YearReading];
  /** Whether the years (and the numbers' personal year) start with the coming year. */
  startsNextYear: boolean;
  /** The year the report is made in, in India. */
  madeInYear: number;
  kua: KuaReading;
  moolank: Digit;
  bhagyank: Digit;
  /** "11/2" where the life path passes a master number, else the digit. */
  lifePath: ReturnType<typeof lifePathLabel>;
  combination: CombinationReading;
  nameReading: NameReading;
  /**
   * Three to five spellings, with their working (issue 23): to bring the name closer to the
   * numbers, or, when it already fits (alreadyHarmonious), to strengthen the compound. Null for a
   * name the spelling search does not take (no Latin letter, or past its word and letter limits):
   * the analysis reads longer names than the search.
   */
  spellings: {
    fallback: boolean;
    suggestions: NameSuggestion[];
    alreadyHarmonious: boolean;
  } | null;
  /** The visitor's starred spelling, unless none or the spelling the numbers are read from. */
  preferredSpelling: SpellingReading | null;
  /** The plane whose digits are most present (count of digits, then how often they occur). */
  strongestPlane: PlaneReading;
  /** Digits that occur three or more times. */
  repeated: Digit[];
  /** At most three missing digits to begin with (numerology-core's firstRemedies). */
  firstRemedies: Digit[];
  /**
   * The months planned, by calendar year: this year's twelve; from October, the rest of this year
   * (rest: true) and then the coming year's twelve.
   */
  monthPlans: { year: number; personalYear: Digit; rest: boolean; months: MonthPlan[] }[];
  /**
   * The dated calendar: the twelve months from the month the report is made in (India's time),
   * each with its personal days and its best and care dates (numerology-core's calendarMonths).
   */
  calendar: MonthPlan[];
  /** Master numbers passed in the day and month of birth (11th, 22nd, 29th; November). */
  birthMasters: BirthMasters;
  solarYear: ReturnType<typeof solarYearKua>;
  /** The reading of the mobile number sent with the download, if one was. */
  mobile: MobileReading | null;
  /** The next nine personal years and the relationship years (from October, from next year). */
  timing: Timing;
  /** A newborn's report: its shortlisted names, read (newborn.ts's withNewbornNames). */
  newborn?: NewbornNames;
  /** The planets whose remedies the report offers, with why (numerology-core's chooseRemedies). */
  remedies: RemedyChoice[];
}

export function asDigit(n: number): Digit {
  if (!DIGITS.includes(n as Digit)) throw new RangeError(`${n} is not a digit from 1 to 9`);
  return n as Digit;
}

/** Whether the spelling search takes the name (a Latin letter, within its limits). */
function searchable(name: string): boolean {
  try {
    spellingWords(name);
    return true;
  } catch (error) {
    if (error instanceof NumerologyInputError) return false;
    throw error;
  }
}

/** Kua 5 has no directions of its own: men use those of kua 2, women those of kua 8. */
export function kuaDirectionsFrom(kua: Digit, gender: Gender): Digit {
  return asDigit(coreKuaDirectionsFrom(kua, gender));
}

/** The directions of a kua that has its own (never 5: pass kuaDirectionsFrom's answer). */
function directionsOf(kua: Digit): KuaDirections {
  const directions = kuaDirections(kua);
  if (directions === null) throw new RangeError(`Kua ${kua} has no directions of its own`);
  return directions;
}

export function buildModel(request: ReportRequest): ReportModel {
  const locale = request.locale ?? DEFAULT_LOCALE;
  // Hindi sentences to the reader in the forms of their gender ("आप जोशीली हैं" to a woman).
  const content = getContent(locale, request.gender);
  const generated = calendarDate(request.generatedAt, REPORT_TIME_ZONE);
  // Numbers are read from the Latin spelling when there is one; the name is printed as written.
  const input = {
    name: request.latinName ?? request.name,
    dob: request.dob,
    gender: request.gender,
  };
  const thisMonth = generated.month;
  // From October the reading starts with the coming year: its personal year is the one shown.
  const firstYear = firstPlannedYear(request.currentYear, thisMonth);
  const options = { currentYear: firstYear, today: isoDate(generated) };
  const analysis = analyze(input, options);
  const explanation = explain(input, options);
  const missing = missingNumbers(analysis.loshuGrid);
  const kuaNumber = asDigit(analysis.kuaNumber);
  const directionsFrom = kuaDirectionsFrom(kuaNumber, request.gender);
  const moolank = asDigit(analysis.psychicNumber);
  const bhagyank = asDigit(analysis.lifePathNumber);
  const compound = nameCompound(analysis.name);
  const naamank = analysis.nameNumber;
  const judge = (other: Digit) => (naamank === 0 ? null : numberHarmony(naamank, other));
  const planeReadings = planes(analysis.loshuGrid);
  const spellingOptions = { dob: request.dob, gender: request.gender, today: options.today };
  const withMoolank = judge(moolank);
  const withBhagyank = judge(bhagyank);
  const preferred = request.preferredSpelling?.trim();
  const year = (offset: number): YearReading => ({
    year: firstYear + offset,
    personalYear: asDigit(personalYear(analysis.day, analysis.month, firstYear + offset)),
  });
  const planned = plannedMonths(request.currentYear, thisMonth);
  const months = monthsPlan(
    { day: analysis.day, month: analysis.month },
    { moolank, bhagyank },
    planned.from,
    planned.count,
  );
  return {
    locale,
    content,
    name: request.name.trim(),
    gender: request.gender,
    dobText: formatDate(locale, analysis),
    generatedText: formatDate(locale, generated),
    analysis,
    explanation,
    present: presentDigits(analysis.loshuGrid),
    missing,
    planes: planeReadings,
    years: [year(0), year(1), year(2)],
    startsNextYear: firstYear !== request.currentYear,
    madeInYear: request.currentYear,
    kua: {
      number: kuaNumber,
      text: content.kua[kuaNumber],
      directionsFrom,
      directions: directionsOf(directionsFrom),
      group: kuaGroup(kuaNumber),
    },
    moolank,
    bhagyank,
    lifePath: lifePathLabel(analysis.day, analysis.month, analysis.year),
    combination: content.combinations[moolank][bhagyank],
    nameReading: {
      naamank,
      compound,
      compoundLabel: compoundLabel(compound),
      compoundKey: compoundKey(compound),
      tone: compoundTone(compound),
      withMoolank,
      withBhagyank,
    },
    spellings: !searchable(analysis.name)
      ? null
      : (({ fallback, suggestions, alreadyHarmonious }) => ({
          fallback,
          suggestions,
          alreadyHarmonious,
        }))(suggestNames(analysis.name, { ...spellingOptions, max: REPORT_SPELLINGS })),
    preferredSpelling:
      preferred && preferred.toLowerCase() !== analysis.name.replace(/\s+/g, ' ').toLowerCase()
        ? readName(preferred, request.dob, spellingOptions)
        : null,
    strongestPlane: strongestPlane(analysis.loshuGrid, planeReadings),
    repeated: repeatedDigits(analysis.loshuGrid),
    firstRemedies: firstRemedies(analysis.loshuGrid),
    monthPlans: [...new Set(months.map((m) => m.year))].map((calendarYear) => {
      const ofYear = months.filter((m) => m.year === calendarYear);
      return {
        year: calendarYear,
        personalYear: asDigit(personalYear(analysis.day, analysis.month, calendarYear)),
        rest: ofYear[0]!.month > 1,
        months: ofYear,
      };
    }),
    birthMasters: birthMasters(analysis.day, analysis.month),
    calendar: calendarMonths(
      { day: analysis.day, month: analysis.month },
      { moolank, bhagyank },
      { year: generated.year, month: generated.month, day: generated.day },
    ),
    solarYear: solarYearKua(analysis.day, analysis.month, analysis.year, request.gender),
    mobile: request.mobileNumber
      ? mobileNumberReading(request.mobileNumber, {
          dob: request.dob,
          gender: request.gender,
          today: options.today,
        })
      : null,
    timing: timing(
      { day: analysis.day, month: analysis.month },
      { moolank, bhagyank },
      { year: request.currentYear, month: thisMonth },
    ),
    remedies: chooseRemedies({
      moolank,
      bhagyank,
      nameNumber: naamank,
      grid: analysis.loshuGrid,
    }),
  };
}
