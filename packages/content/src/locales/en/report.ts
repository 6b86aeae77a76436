import type { ReportCopy } from '../../report-types.js';
import { reportReading } from './report-reading.js';
import { timing } from './report-timing.js';
import { planetRemedies } from './planet-remedies.js';

export const report = {
  title: 'Your personal numerology report',
  preparedFor: 'Prepared for',
  dateOfBirth: 'Date of birth',
  generatedOn: 'Generated on',
  yearsRead: 'Years read',
  yearsReadValue: '{first} to {last}',
  comingYearNote:
    'As {year} is nearly over, your three years and your months ahead begin with {next}; the rest of {year} is shown first, month by month.',
  contents: 'Contents',
  sections: {
    numbersAtAGlance: 'Your five numbers',
    grid: 'Your Lo Shu grid',
    impact: 'The numbers in your grid',
    missing: 'Missing numbers: what they ask of you',
    planes: 'Planes of your grid',
    inDepth: 'Naamank, moolank and bhagyank in depth',
    kua: 'Your kua number and directions',
    prediction: '3 years prediction',
    occupations: 'Suitable occupations and lucky associations',
    disclaimer: 'A note before you go',
    newborn: 'Names for the newborn',
  },
  sectionIntros: {
    numbersAtAGlance:
      'These five numbers come from your name, your date of birth and your gender. Each one is shown with its working, so you can check every step with a pen and paper.',
    grid: 'Your grid holds the digits of your date of birth, your bhagyank and your kua number, and your moolank too when your day of birth has two digits. A digit that occurs more than once is written as many times as it occurs.',
    impact:
      'Each number present in your grid adds its own colour to your character. The reading changes with how many times the number occurs, so yours is chosen by its count.',
    missing:
      'An empty box in the grid points to a quality you can build with practice, never to a flaw. Here is what each missing number asks you to build; the next chapter says where to begin.',
    planes:
      'The three rows, three columns and two diagonals of the grid are called planes. For each one you will see which of its numbers you have and which are missing, and advice where a plane is complete or empty.',
    inDepth:
      'Your naamank describes how others meet you, your moolank how you see yourself, and your bhagyank the direction your life tends to take.',
    kua: "Your kua number comes from feng shui's Eight Mansions school (Ba Zhai). It links you with an element and with four favourable compass directions, which you can use when you arrange a desk, a bed or a favourite chair.",
    prediction:
      'Personal years run in cycles of nine, from a year of beginnings to a year of completion. Here is where you stand in your cycle, with this year and the next two, quarter by quarter.',
    occupations:
      'Work that matches your numbers often feels lighter. These suggestions are starting points to weigh against your own interests, training and circumstances.',
    newborn:
      "The names you kept on our baby names page, read against this child's numbers, the best fit first.",
  },
  coverNote:
    'Your numbers, your Lo Shu grid and the three years ahead, with every step of the working shown.',
  pageOf: 'Page {page} of {pages}',
  numbers: {
    kuaNumber: 'Kua number',
    personalYear: 'Personal year {year}',
  },
  working: {
    steps: {
      name: 'Letters of your name',
      day: 'Day of birth',
      month: 'Month of birth',
      year: 'Year of birth',
      lifePath: 'Day + month + year',
      kua: 'Kua',
      currentYear: 'Year read',
      personalYear: 'Day + month + year read',
    },
  },
  grid: {
    missingCell: 'missing',
    present: 'Present',
    missing: 'Missing',
    noneMissing: 'Nothing is missing: every number from 1 to 9 is present.',
    sourcesHeading: 'What went into your grid',
    sources: {
      dob: 'Digits of your date of birth',
      kua: 'Kua number',
    },
  },
  impact: {
    heading: 'Number {digit}',
    once: 'Appears once',
    times: 'Appears {count} times ({repeated})',
    planet: 'Planet',
    fengShuiElement: 'Feng shui element',
  },
  missing: {
    heading: 'Missing number {digit}',
    remedies: 'Traditional remedies to try',
    none: 'Every number from 1 to 9 appears in your grid, so there is no missing number to work on. Keep using the strengths the grid describes, and give a little extra attention to any number that appears many times, since too much of one quality can also ask for balance.',
  },
  planes: {
    statuses: { complete: 'Complete', partial: 'Partly filled', empty: 'Empty' },
    kinds: { row: 'Row', column: 'Column', diagonal: 'Diagonal' },
  },
  inDepth: {
    heading: '{label} {number}: {title}',
    strengths: 'Strengths',
    challenges: 'Challenges, kindly named',
    noNameNumber:
      'Your name as entered has no letters from the A to Z table that numerology uses, so it adds up to 0 and there is no naamank to read. If you write your name in English letters as well, for example on your PAN card or passport, the calculator can work out a naamank from that spelling.',
  },
  kua: {
    element: 'Element',
    group: 'Group',
    borrowedGroup: '{group}, using the directions of kua {kua}',
    compassCaption: 'Your favourable directions, with north at the top',
    favourable: 'Favourable directions',
    directionsShort: { N: 'N', NE: 'NE', E: 'E', SE: 'SE', S: 'S', SW: 'SW', W: 'W', NW: 'NW' },
  },
  prediction: {
    yearHeading: '{year}: personal year {number}',
    cycleCaption: 'Your nine-year cycle',
    thisYear: 'This year',
    comingYear: 'The coming year',
    nextYears: 'The next two years',
    quarters: ['First quarter', 'Second quarter', 'Third quarter', 'Fourth quarter'],
    opportunities: 'Opportunities',
    cautions: 'Go gently with',
  },
  occupations: {
    basis: '{label} {number}',
    lucky: 'Lucky colours, days and more',
    luckyBasis:
      'Traditionally these follow your moolank, {number}, which is ruled by {planet}. The lucky numbers are the ones the friend table calls friendly to {number}, and a day counts as lucky when the planet that rules it is one of them, so the days, the numbers and the dates in your calendar all agree.',
    planet: 'Planet',
    colours: 'Lucky colours',
    days: 'Lucky days',
    luckyNumbers: 'Lucky numbers',
    metal: 'Metal',
    gem: 'Gemstone',
  },
  closing:
    'Thank you for reading your report. Come back to it now and then, perhaps at the start of each quarter or on your birthday, and notice which parts ring true as the year unfolds. Keep what helps you, set aside what does not, and let your own good sense have the last word.',
  reading: reportReading,
  timing,
  planetRemedies,
} as const satisfies ReportCopy;
