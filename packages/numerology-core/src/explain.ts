import { validateInput, resolveCurrentYear, type AnalyzeOptions } from './input.js';
import { nameLetterValues } from './name-number.js';
import { reduceNumber, reductionChain } from './reduce.js';

/**
 * What a step works on. Ids, not words: the API and the web look the words up in content
 * (report.working.steps, ui.analysis.workingLabels), in every locale.
 */
export type WorkingStepId =
  'name' | 'day' | 'month' | 'year' | 'lifePath' | 'kua' | 'currentYear' | 'personalYear';
export const WORKING_STEP_IDS: readonly WorkingStepId[] = [
  'name',
  'day',
  'month',
  'year',
  'lifePath',
  'kua',
  'currentYear',
  'personalYear',
];

/** A part of the date a term stands for. */
export type WorkingPart = 'day' | 'month' | 'year';

/** One number of a step: a letter of the name, a part of the date, or a plain digit or number. */
export interface WorkingTerm {
  value: number;
  /** Letters of the name only: the letter, in capitals. */
  letter?: string;
  /** The part of the date the value stands for (after its own reduction where there was one). */
  part?: WorkingPart;
  /** Letters of the name only: which word of the name (from 0) the letter is in, for showing
   * the letters word by word. Words without any letter from the table are skipped. */
  word?: number;
}

/** One line of working: terms added up (or a subtraction), then each digit sum until one digit. */
export interface WorkingStep {
  id: WorkingStepId;
  terms: WorkingTerm[];
  operator: '+' | '-';
  total: number;
  reductions: Array<{ digits: number[]; total: number }>;
  result: number;
}

export interface Working {
  result: number;
  steps: WorkingStep[];
  /** The steps as one line, e.g. "1+9+9+0 = 19 -> 1+9 = 10 -> 1"; letters and parts of the date
   * are written by their ids, e.g. "day(5)": a compact notation for the CLI and the API. */
  text: string;
}

export interface Explanation {
  nameNumber: Working;
  psychicNumber: Working;
  lifePathNumber: Working;
  kuaNumber: Working;
  personalYear: Working;
}

// These run for every analysis the API answers, so they loop rather than chain array helpers.
function step(
  id: WorkingStepId,
  terms: WorkingStep['terms'],
  operator: '+' | '-' = '+',
): WorkingStep {
  let total = operator === '+' ? 0 : (terms[0]?.value ?? 0);
  for (let i = operator === '+' ? 0 : 1; i < terms.length; i++) {
    total = operator === '+' ? total + terms[i]!.value : total - terms[i]!.value;
  }
  return {
    id,
    terms,
    operator,
    total,
    reductions: reductionChain(total),
    result: reduceNumber(total),
  };
}

/** Reduce a number given as its own digits, e.g. the year 1990 as 1+9+9+0. */
function digitStep(id: WorkingStepId, n: number): WorkingStep {
  const text = String(n);
  const terms: WorkingStep['terms'] = [];
  for (let i = 0; i < text.length; i++) terms.push({ value: text.charCodeAt(i) - 48 });
  return step(id, terms);
}

export function stepText(s: WorkingStep): string {
  let head = '';
  for (let i = 0; i < s.terms.length; i++) {
    const term = s.terms[i]!;
    const name = term.letter ?? term.part;
    if (i > 0) head += s.operator;
    head += name === undefined ? String(term.value) : `${name}(${term.value})`;
  }
  if (s.terms.length !== 1) head += ` = ${s.total}`;
  let text = head;
  for (const r of s.reductions) text += ` -> ${r.digits.join('+')} = ${r.total}`;
  return text;
}

function working(steps: WorkingStep[]): Working {
  const last = steps[steps.length - 1];
  let text = '';
  for (let i = 0; i < steps.length; i++) text += (i > 0 ? '; ' : '') + stepText(steps[i]!);
  return { result: last?.result ?? 0, steps, text };
}

/** The working behind every number of analyze(), as data a page or the PDF can show. */
export function explain(input: unknown, options: AnalyzeOptions = {}): Explanation {
  const { name, day, month, year, gender } = validateInput(input, options);
  const currentYear = resolveCurrentYear(options);
  const letters: WorkingStep['terms'] = [];
  let wordIndex = 0;
  for (const word of name.split(/\s+/)) {
    const values = nameLetterValues(word);
    for (const entry of values) {
      letters.push({ letter: entry.letter, value: entry.value, word: wordIndex });
    }
    if (values.length > 0) wordIndex++;
  }
  const nameStep = letters.length > 0 ? step('name', letters) : step('name', [{ value: 0 }]);

  const yearStep = digitStep('year', year);
  const kuaSteps =
    gender === 'Male'
      ? [yearStep, step('kua', [{ value: 11 }, { part: 'year', value: yearStep.result }], '-')]
      : [step('kua', [{ part: 'year', value: year }, { value: 4 }])];

  const dayStep = digitStep('day', day);
  const monthStep = digitStep('month', month);
  const currentYearStep = digitStep('currentYear', currentYear);

  return {
    nameNumber: working([nameStep]),
    psychicNumber: working([dayStep]),
    lifePathNumber: working([
      step('lifePath', [
        { part: 'day', value: day },
        { part: 'month', value: month },
        { part: 'year', value: year },
      ]),
    ]),
    kuaNumber: working(kuaSteps),
    personalYear: working([
      dayStep,
      monthStep,
      currentYearStep,
      step('personalYear', [
        { part: 'day', value: dayStep.result },
        { part: 'month', value: monthStep.result },
        { part: 'year', value: currentYearStep.result },
      ]),
    ]),
  };
}
