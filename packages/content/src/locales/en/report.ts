import type { ReportCopy } from '../../report-types.js';

export const report = {
  title: 'Your personal numerology report',
  preparedFor: 'Prepared for',
  dateOfBirth: 'Date of birth',
  generatedOn: 'Generated on',
  contents: 'Contents',
  sections: {
    numbersAtAGlance: 'Your numbers at a glance',
    grid: 'Your Lo Shu grid',
    impact: 'The numbers in your grid',
    missing: 'Missing numbers and remedies',
    planes: 'Planes of your grid',
    inDepth: 'Name, psychic and life path numbers in depth',
    kua: 'Your kua number and directions',
    prediction: '3 years prediction',
    occupations: 'Suitable occupations and lucky associations',
    disclaimer: 'A note before you go',
  },
} as const satisfies ReportCopy;
