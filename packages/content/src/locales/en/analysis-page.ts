import type { AnalysisPageTexts } from '../../analysis-page-types.js';
import { attributes, weekdays } from './attributes.js';

// In a list, so "dark blue, black and dark grey": the page capitalises the list's first letter.
const colours = (digit: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9) =>
  attributes[digit].luckyColours.map((name) => name.charAt(0).toLowerCase() + name.slice(1));

/** The free analysis page's direct answers, in English. */
export const analysisPage: AnalysisPageTexts = {
  answersHeading: 'Your answers at a glance',
  nameFit: {
    heading: 'Does your name suit your birth numbers?',
    withMoolank: 'Naamank {name} with your moolank {moolank}',
    withBhagyank: 'Naamank {name} with your bhagyank {bhagyank}',
    verdicts: { friendly: 'Friendly', neutral: 'Neutral', challenging: 'Challenging' },
    summary: {
      fits: 'Your naamank is friendly to both your moolank and your bhagyank: the name you use already supports you, and nothing needs to change.',
      mixed:
        'Your naamank sits well with one of your birth numbers and calmly with the other. The name works for you; a small change of spelling could make it friendly to both.',
      care: 'Your naamank is friendly to neither or pulls against one of your birth numbers. This is common and nothing to worry about: many people add or drop a letter in their spelling so the name supports them better.',
    },
    none: 'Your name has no letters from A to Z, so it gives no naamank to compare.',
    link: {
      fits: 'See spellings that would strengthen it further',
      mixed: 'See spellings friendly to both numbers',
      care: 'See spellings that would suit you',
    },
  },
  lucky: {
    heading: 'Your lucky numbers, days and colours',
    numbers: 'Lucky numbers',
    days: 'Lucky days',
    colours: 'Lucky colours',
    dates: 'Lucky dates of any month',
    note: 'Read from your moolank {moolank}: the numbers the friend table of the planets calls friendly to it, the days those planets rule, and their dates. Your report uses the same rule for its month-by-month dates.',
  },
  luckyColours: {
    1: colours(1),
    2: colours(2),
    3: colours(3),
    4: colours(4),
    5: colours(5),
    6: colours(6),
    7: colours(7),
    8: colours(8),
    9: colours(9),
  },
  weekdays,
  gridSources: {
    heading: 'What went into your grid',
    intro: 'Your grid counts these numbers, each one in its own box:',
    dobDigits: 'Every digit of your date of birth ({dob}), zeros left out: {digits}',
    psychic: 'Your moolank {number}, because your birth day {day} has two digits',
    lifePath: 'Your bhagyank {number}',
    kua: 'Your kua number {number}',
    repeats:
      'A digit counted more than once shows that many times in its box: that is why your grid shows {shown} in the box of {digit}.',
    extra:
      'Your bhagyank and kua number are counted too, so a box can be filled by a number your date does not hold, such as {digit} here.',
  },
  offer: {
    sampleAlt: 'A page from a sample report, for a made-up person',
  },
};
