import { validateInput, resolveCurrentYear, type AnalyzeOptions } from './input.js';
import { nameLetterValues } from './name-number.js';
import { reduceNumber, reductionChain } from './reduce.js';

/** One number of a step: a letter of the name, a digit, or a named part such as "day". */
export interface WorkingTerm {
  label: string;
  value: number;
  /** Letters of the name only: which word of the name (from 0) the letter is in, for showing
   * the letters word by word. Words without any letter from the table are skipped. */
  word?: number;
}

/** One line of working: terms added up (or a subtraction), then each digit sum until one digit. */
export interface WorkingStep {
  /** What the step works on, e.g. "day", "year", "name". */
  label: string;
  terms: WorkingTerm[];
  operator: '+' | '-';
  total: number;
  reductions: Array<{ digits: number[]; total: number }>;
  result: number;
}

export interface Working {
  result: number;
  steps: WorkingStep[];
  /** The steps as one line, e.g. "1+9+9+0 = 19 -> 1+9 = 10 -> 1". */
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
function step(label: string, terms: WorkingStep['terms'], operator: '+' | '-' = '+'): WorkingStep {
  let total = operator === '+' ? 0 : (terms[0]?.value ?? 0);
  for (let i = operator === '+' ? 0 : 1; i < terms.length; i++) {
    total = operator === '+' ? total + terms[i]!.value : total - terms[i]!.value;
  }
  return {
    label,
    terms,
    operator,
    total,
    reductions: reductionChain(total),
    result: reduceNumber(total),
  };
}

/** Reduce a number given as its own digits, e.g. the year 1990 as 1+9+9+0. */
function digitStep(label: string, n: number): WorkingStep {
  const text = String(n);
  const terms: WorkingTerm[] = [];
  for (let i = 0; i < text.length; i++) {
    terms.push({ label: text.charAt(i), value: text.charCodeAt(i) - 48 });
  }
  return step(label, terms);
}

export function stepText(s: WorkingStep): string {
  let head = '';
  for (let i = 0; i < s.terms.length; i++) {
    const term = s.terms[i]!;
    const value = String(term.value);
    if (i > 0) head += s.operator;
    head += term.label === value ? term.label : `${term.label}(${value})`;
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
  const letters: WorkingTerm[] = [];
  let wordIndex = 0;
  for (const word of name.split(/\s+/)) {
    const values = nameLetterValues(word);
    for (const entry of values) {
      letters.push({ label: entry.letter, value: entry.value, word: wordIndex });
    }
    if (values.length > 0) wordIndex++;
  }
  const nameStep =
    letters.length > 0 ? step('name', letters) : step('name', [{ label: '0', value: 0 }]);

  const yearStep = digitStep('year', year);
  const kuaSteps =
    gender === 'Male'
      ? [
          yearStep,
          step(
            'kua',
            [
              { label: '11', value: 11 },
              { label: 'year', value: yearStep.result },
            ],
            '-',
          ),
        ]
      : [
          step('kua', [
            { label: 'year', value: year },
            { label: '4', value: 4 },
          ]),
        ];

  const dayStep = digitStep('day', day);
  const monthStep = digitStep('month', month);
  const currentYearStep = digitStep('current year', currentYear);

  return {
    nameNumber: working([nameStep]),
    psychicNumber: working([dayStep]),
    lifePathNumber: working([
      step('life path', [
        { label: 'day', value: day },
        { label: 'month', value: month },
        { label: 'year', value: year },
      ]),
    ]),
    kuaNumber: working(kuaSteps),
    personalYear: working([
      dayStep,
      monthStep,
      currentYearStep,
      step('personal year', [
        { label: 'day', value: dayStep.result },
        { label: 'month', value: monthStep.result },
        { label: 'year', value: currentYearStep.result },
      ]),
    ]),
  };
}
