import { loshuGrid, type LoshuGrid } from './grid.js';
import { validateInput, resolveCurrentYear, type AnalyzeOptions } from './input.js';
import { kuaNumber } from './kua.js';
import { nameNumber } from './name-number.js';
import { personalYear } from './personal-year.js';
import { reduceNumber } from './reduce.js';

export interface Analysis {
  name: string;
  day: number;
  month: number;
  year: number;
  psychicNumber: number;
  lifePathNumber: number;
  kuaNumber: number;
  nameNumber: number;
  personalYear: number;
  loshuGrid: LoshuGrid;
}

/** The whole free reading for one person; throws NumerologyInputError for bad input. */
export function analyze(input: unknown, options: AnalyzeOptions = {}): Analysis {
  const { name, day, month, year, gender } = validateInput(input, options);
  const currentYear = resolveCurrentYear(options);
  const psychicNumber = reduceNumber(day);
  const lifePathNumber = reduceNumber(day + month + year);
  const kua = kuaNumber(year, gender);
  return {
    name,
    day,
    month,
    year,
    psychicNumber,
    lifePathNumber,
    kuaNumber: kua,
    nameNumber: nameNumber(name),
    personalYear: personalYear(day, month, currentYear),
    loshuGrid: loshuGrid({ day, month, year, psychicNumber, lifePathNumber, kuaNumber: kua }),
  };
}
