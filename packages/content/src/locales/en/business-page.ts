import type { BusinessPageTexts } from '../../tool-pages-types.js';

/** The business name page: what it is, how a brand name is counted, the framing, the tool's words. */
export const businessPage: BusinessPageTexts = {
  meta: {
    title: 'Business name numerology: check a brand name with your birth date',
    description:
      "Add up the letters of a business or brand name, see how its number sits with the owner's moolank and bhagyank and a launch date, and find close spellings.",
    keywords: [
      'business name numerology',
      'brand name numerology calculator',
      'lucky business name',
      'company name numerology',
      'shop name as per numerology',
    ],
    shareKicker: 'Free, every letter counted, read on your phone',
  },
  title: 'Business name numerology',
  intro:
    "See what a business or brand name adds up to, how that number sits with the owner's birth numbers and a launch date, and which close spellings sit better, with every sum shown.",
  sections: [
    {
      heading: 'What business name numerology is',
      blocks: [
        {
          type: 'p',
          text: 'Many owners in India think about numbers before they paint a signboard or register a firm: the shop opens on a chosen day, and the name on the board is checked the way a child’s name often is. Numerology gives each letter a value, adds them into a compound number and reduces it to one digit: the name number (naamank).',
        },
        {
          type: 'p',
          text: "That number is read against the owner's psychic number (moolank), from the day of birth, and life path number (bhagyank), from the whole date, in the same friend table the whole site uses. A launch date is read by its day of the month, the way a moolank is read from a birthday.",
        },
      ],
    },
    {
      heading: 'How a brand name is counted',
      blocks: [
        {
          type: 'ol',
          items: [
            'Each letter A to Z takes its value from the one letter table of this site, the same table as for a person’s name.',
            'Digits 1 to 9 count at their face value, because brands write them (24x7, 7 Seas). A 0 counts nothing.',
            'The sign &, full stops, hyphens and apostrophes count nothing: the name is read as it is written. If the name is said with "and", type "and" and see the difference.',
            'The values are added into the compound, which is reduced to one digit by adding its digits again: 31 becomes 3 + 1 = 4.',
            'Close spellings come from the same engine as our name correction: a doubled letter, an h added or dropped, a vowel lengthened. Digits and signs are never changed, and at most two edits are made.',
          ],
        },
      ],
    },
    {
      heading: 'A name to reflect with',
      blocks: [
        {
          type: 'p',
          text: 'A business does well through its work, its people and its customers. Read the number as a small note on tone, one thing to weigh with how the name sounds, whether it is free to register and whether customers will remember it. No name is harmful to keep, and no spelling can promise sales.',
        },
        {
          type: 'p',
          text: 'Everything is worked out in your browser: the name and dates you type are never sent to us.',
        },
      ],
    },
  ],
  form: {
    heading: 'Check a business name',
    intro:
      "Type the name, the owner's date of birth and, if you have one, the launch date. Everything is worked out on this device.",
    nameLabel: 'Business or brand name',
    nameHint: 'As it will be written, for example Shanti Sweets or 24x7 Mart.',
    dobLabel: "Owner's date of birth",
    launchLabel: 'Launch date (optional)',
    launchHint: 'The day the business opened or will open.',
    launchInvalid: 'Please choose a launch date from 1900 to 2100.',
    submit: 'Check the name',
    fromAnalysis: 'The date of birth is filled in from your analysis.',
  },
  result: {
    heading: 'Reading of {name}',
    workingHeading: 'How the number was found',
    compound: 'Compound {label}',
    nameNumber: 'Naamank {number}',
    birthNumbers: 'Moolank {moolank} · Bhagyank {bhagyank}',
    withMoolank: 'Naamank {number} with moolank {moolank}',
    withBhagyank: 'Naamank {number} with bhagyank {bhagyank}',
    verdicts: { friendly: 'Friendly', neutral: 'Neutral', challenging: 'Challenging' },
    launchHeading: 'The launch date',
    launchDay: '{date}: day {day} gives the day number {number}.',
    launchWithName: 'Day number {day} with the naamank {number}',
    launchWithMoolank: 'Day number {day} with moolank {number}',
    launchWithBhagyank: 'Day number {day} with bhagyank {number}',
    suggestionsHeading: 'Close spellings that sit better',
    suggestionsIntro:
      'Each keeps the sound of the name and changes at most two letters. Weigh them with how the name reads on a signboard.',
    suggestionsNone:
      'No spelling within two small edits sits better with these birth numbers. The name as it is can be kept with an easy mind.',
    fallback:
      'These birth numbers share no friendly number, so these spellings are friendly with one and neutral with the other.',
    suggestion: '{name}: compound {label}, naamank {number}',
  },
};
