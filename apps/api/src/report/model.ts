/** Everything one report prints, worked out before any drawing: numbers, texts and dates. */
import {
  analyze,
  explain,
  missingNumbers,
  personalYear,
  planes,
  DIGITS,
  type Analysis,
  type Digit,
  type Explanation,
  type Gender,
  type PlaneReading,
} from '@ankvidya/numerology-core';
import { getContent, type ContentBundle, type KuaText, type Locale } from '@ankvidya/content';
import { calendarDate, formatDate, isoDate } from './format.js';

export interface ReportRequest {
  name: string;
  /** YYYY-MM-DD. */
  dob: string;
  gender: Gender;
  generatedAt: Date;
  /** The year the 3 years prediction starts with. */
  currentYear: number;
  locale?: Locale;
}

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
  directions: KuaText;
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
  /** This year and the next two. */
  years: [YearReading, YearReading, YearReading];
  kua: KuaReading;
}

export function asDigit(n: number): Digit {
  if (!DIGITS.includes(n as Digit)) throw new RangeError(`${n} is not a digit from 1 to 9`);
  return n as Digit;
}

/** Kua 5 has no directions of its own: men use those of kua 2, women those of kua 8. */
export function kuaDirectionsFrom(kua: Digit, gender: Gender): Digit {
  if (kua !== 5) return kua;
  return gender === 'Male' ? 2 : 8;
}

export function buildModel(request: ReportRequest): ReportModel {
  const locale = request.locale ?? 'en';
  const content = getContent(locale);
  const generated = calendarDate(request.generatedAt, REPORT_TIME_ZONE);
  const input = { name: request.name, dob: request.dob, gender: request.gender };
  const options = { currentYear: request.currentYear, today: isoDate(generated) };
  const analysis = analyze(input, options);
  const explanation = explain(input, options);
  const missing = missingNumbers(analysis.loshuGrid);
  const kuaNumber = asDigit(analysis.kuaNumber);
  const directionsFrom = kuaDirectionsFrom(kuaNumber, request.gender);
  const year = (offset: number): YearReading => ({
    year: request.currentYear + offset,
    personalYear: asDigit(personalYear(analysis.day, analysis.month, request.currentYear + offset)),
  });
  return {
    locale,
    content,
    name: analysis.name,
    gender: request.gender,
    dobText: formatDate(content.report, analysis),
    generatedText: formatDate(content.report, generated),
    analysis,
    explanation,
    present: DIGITS.filter((d) => analysis.loshuGrid[d] > 0),
    missing,
    planes: planes(analysis.loshuGrid),
    years: [year(0), year(1), year(2)],
    kua: {
      number: kuaNumber,
      text: content.kua[kuaNumber],
      directionsFrom,
      directions: content.kua[directionsFrom],
    },
  };
}
