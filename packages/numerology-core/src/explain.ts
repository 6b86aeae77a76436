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

function step(label: string, terms: WorkingStep['terms'], operator: '+' | '-' = '+'): WorkingStep {
  const [first, ...rest] = terms.map((term) => term.value);
  const total =
    operator === '+'
      ? terms.reduce((sum, term) => sum + term.value, 0)
      : rest.reduce((difference, value) => difference - value, first ?? 0);
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
  return step(
    label,
    String(n)
      .split('')
      .map((digit) => ({ label: digit, value: Number(digit) })),
  );
}

export function stepText(s: WorkingStep): string {
  const sum = s.terms.map((term) =>
    term.label === String(term.value) ? term.label : `${term.label}(${term.value})`,
  );
  const chain = s.reductions.map((r) => `${r.digits.join('+')} = ${r.total}`);
  const head = s.terms.length === 1 ? (sum[0] ?? '0') : `${sum.join(s.operator)} = ${s.total}`;
  return [head, ...chain].join(' -> ');
}

function working(steps: WorkingStep[]): Working {
  const last = steps[steps.length - 1];
  return { result: last?.result ?? 0, steps, text: steps.map(stepText).join('; ') };
}

/** The working behind every number of analyze(), as data a page or the PDF can show. */
export function explain(input: unknown, options: AnalyzeOptions = {}): Explanation {
  const { name, day, month, year, gender } = validateInput(input, options);
  const currentYear = resolveCurrentYear(options);
  const letters = name
    .split(/\s+/)
    .map((word) => nameLetterValues(word))
    .filter((word) => word.length > 0)
    .flatMap((word, index) =>
      word.map((entry) => ({ label: entry.letter, value: entry.value, word: index })),
    );
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
