import type { MobilePageTexts } from '../../tool-pages-types.js';

/** The mobile number page: what it is, how we read a number, the framing, and the tool's words. */
export const mobilePage: MobilePageTexts = {
  meta: {
    title: 'Mobile number numerology: read your number with your birth date',
    description:
      'Add up the ten digits of your mobile number and see how the total sits with your moolank and bhagyank. Free, every step shown, worked out on your phone.',
    keywords: [
      'mobile number numerology',
      'lucky mobile number',
      'mobile number total',
      'phone number numerology calculator',
      'mobile number as per date of birth',
    ],
    shareKicker: 'Free, every sum shown, read on your phone',
  },
  title: 'Mobile number numerology',
  intro:
    'See what your mobile number adds up to, how that total sits with the numbers of your birth date, and which of your missing grid numbers it carries, with every sum shown.',
  sections: [
    {
      heading: 'What mobile number numerology is',
      blocks: [
        {
          type: 'p',
          text: 'Many Indian families already think about numbers when they pick a flat, a car registration or a wedding date, and the mobile number has joined that list: it is the number we give out most often and the one that rings for every piece of news. In numerology, the digits of a number add up to a single total from 1 to 9, and each total carries the tone of its planet.',
        },
        {
          type: 'p',
          text: 'The same total can sit well with one person and less well with another, so a number is always read together with a date of birth. Your psychic number (moolank), from the day you were born, and your life path number (bhagyank), from the whole date, are the two numbers it is set against.',
        },
      ],
    },
    {
      heading: 'How we read a number',
      blocks: [
        {
          type: 'ol',
          items: [
            'We take the ten digits of the number. A +91, 91 or 0 in front, spaces and dashes are left out, because the number itself is the same however it is written.',
            'We add the ten digits and reduce the total to one digit by adding its digits again: a total of 47 becomes 4 + 7 = 11, then 1 + 1 = 2.',
            'We set that digit against your moolank and your bhagyank in the one friend table the whole site uses, which follows the natural friendships of the planets. Each pair reads as friendly, neutral or challenging.',
            'We look at your birth Lo Shu grid and list the numbers missing from it that your mobile number carries, since a number you use every day is said to lend a little of those qualities.',
            'We note the digits that appear more than once and how many zeros the number has.',
          ],
        },
        {
          type: 'p',
          text: 'Some practitioners also read pairs of digits, the position of each digit or the last four digits on their own. Schools disagree about those rules and they cannot be shown as plain sums, so we leave them out.',
        },
      ],
    },
    {
      heading: 'A number to reflect with',
      blocks: [
        {
          type: 'p',
          text: 'A mobile number is a practical thing first: the one your bank, your school group and your relatives already have. Read the result as a small observation about tone, something to think about, never as a reason to worry. There is no need to change a number you are happy with, and no total is harmful to own.',
        },
        {
          type: 'p',
          text: 'Your number stays on your phone. The reading is worked out in your browser, so checking a number never sends it to us: it is never logged and never stored. Only if you add it to your paid report does it travel with that download, to be printed in your PDF, and even then we keep no copy.',
        },
      ],
    },
  ],
  form: {
    heading: 'Read your mobile number',
    intro:
      'Type the number and your date of birth. Everything is worked out on this device: checking your number never sends it anywhere.',
    numberLabel: 'Mobile number',
    numberHint: 'Ten digits, for example 98765 43210. A +91 or 0 in front is fine.',
    dobLabel: 'Your date of birth',
    genderLabel: 'Gender (optional)',
    genderUnsaid: 'Prefer not to say',
    male: 'Male',
    female: 'Female',
    genderHint:
      'With it, your birth grid includes your kua number, as on the analysis page; without it the grid is read from the date alone.',
    submit: 'Read my number',
    fromAnalysis: 'Your date of birth is filled in from your analysis.',
  },
  result: {
    heading: 'Reading of {number}',
    workingHeading: 'How the total was found',
    digitsCaption: 'The ten digits',
    total: 'Total {total}',
    reduced: 'Your number reduces to {number}',
    birthNumbers: 'Moolank {moolank} · Bhagyank {bhagyank}',
    withMoolank: '{number} with your moolank {moolank}',
    withBhagyank: '{number} with your bhagyank {bhagyank}',
    verdicts: { friendly: 'Friendly', neutral: 'Neutral', challenging: 'Challenging' },
    meaningHeading: 'What a total of {number} is said to bring',
    digitsHeading: 'The digits and your birth grid',
    birthMissing: 'Missing from your birth grid: {digits}.',
    noneMissing:
      'Your birth grid already holds every number from 1 to 9, so there is nothing for the number to supply.',
    suppliesNone: 'This number carries none of the numbers missing from your birth grid.',
    repeatedNone: 'No digit from 1 to 9 appears more than once.',
    repeatedItem: '{digit} appears {count} times',
    zerosNone: 'Your number has no zeros.',
    analysisLink: 'See your full free analysis',
    report: {
      add: 'Add this number to my report',
      added:
        'This number will be read in your numerology report, in the chapter on your numbers with other people.',
      remove: 'Remove it from my report',
      privacy:
        'It stays on this device and is sent only when you download your report for this date of birth. We never store it.',
    },
    overall: {
      verdicts: { suits: 'Suits you', neutral: 'Neutral', avoid: 'Better avoided' },
      why: {
        suits:
          'A total of {number} is friendly to your birth numbers and pulls against neither: this number suits you.',
        neutral:
          'A total of {number} neither helps nor holds back your birth numbers much: a neutral number you can keep with an easy mind.',
        avoid:
          'A total of {number} sits against your birth numbers and is friendly to neither. Nothing bad follows from it; if you ever choose a new number, one of the totals below would suit you better.',
      },
      suiting: 'Totals that would suit you: {totals}',
    },
  },
  compare: {
    heading: 'Compare numbers',
    intro:
      'Choosing a new number? Paste up to {max} candidates and see them ranked for you, or for the whole family with up to {owners} dates of birth. Worked out on this device.',
    open: 'Compare several numbers',
    numbersLabel: 'Candidate numbers',
    numbersHint: 'One number a line, up to {max}.',
    noNumbers: 'Please paste at least one number.',
    tooMany: 'Please compare at most {max} numbers at a time.',
    badLine: 'Line {line}: {problem}',
    dobsLegend: 'Dates of birth',
    dobLabel: 'Date of birth {n}',
    addDob: 'Add another date of birth',
    removeDob: 'Remove this date',
    submit: 'Compare',
    resultHeading: 'The numbers, best first',
    method:
      "Each number's total is reduced to one digit and set against every moolank and bhagyank: friendly counts 2, neutral 1, challenging 0, out of 100. Everyone counts the same.",
    columns: {
      rank: 'Rank',
      number: 'Number',
      total: 'Total',
      score: 'Score',
      harmony: 'With each person',
    },
    score: '{score} of 100',
    personHarmony: 'Person {n}: moolank {moolank}, bhagyank {bhagyank}',
    verdicts: { friendly: 'friendly', neutral: 'neutral', challenging: 'challenging' },
  },
};
