import type { CompatibilityPageTexts } from '../../tool-pages-types.js';

/** The compatibility page: what it is, how the score is made, the framing, and the tool's words. */
export const compatibilityPage: CompatibilityPageTexts = {
  meta: {
    title: 'Numerology compatibility: two birth dates, one score with its working',
    description:
      'Compare the moolank, bhagyank and Lo Shu grids of two people. A score out of 100 whose parts are all shown, with a reading for your pair. Free, no sign-in.',
    keywords: [
      'numerology compatibility',
      'love compatibility by date of birth',
      'moolank compatibility',
      'marriage numerology',
      'partner compatibility calculator',
    ],
    shareKicker: 'Two birth dates, one score, every part shown',
  },
  title: 'Compatibility of numbers',
  intro:
    "Put two birth dates side by side: see how your moolanks and bhagyanks sit together, how each grid fills the other's gaps, and a score whose every point is shown.",
  sections: [
    {
      heading: 'What compatibility of numbers is',
      blocks: [
        {
          type: 'p',
          text: 'In Indian numerology each of us carries a few numbers from the date of birth: the psychic number (moolank), from the day, shows how we act from day to day, and the life path number (bhagyank), from the whole date, the road we travel. The planets behind these numbers have old friendships and rivalries, and two people whose numbers are friends are said to fall into step more easily.',
        },
        {
          type: 'p',
          text: 'Families have long looked at such things before a marriage, and friends and business partners are curious about them too. This page puts the numbers of two people together, by the same friend table the whole site uses, and shows every step.',
        },
      ],
    },
    {
      heading: 'What it can and cannot tell you',
      blocks: [
        {
          type: 'p',
          text: 'Numbers can describe rhythms: who tends to lead, who needs quiet, where two paces differ. They cannot measure love, trust or the work two people put into a life together, and a score here is never a verdict on a relationship. A challenging pair only marks a place where patience helps.',
        },
        {
          type: 'p',
          text: 'Both dates of birth stay on your device: the score is worked out in your browser and nothing is sent to us. The image and the link you can share hold only the two first names and the score.',
        },
      ],
    },
  ],
  method: {
    heading: 'How the score is made',
    intro:
      'The score out of 100 is the sum of six parts, each with its own maximum, and the page shows all six:',
    parts: {
      moolank: 'Moolank with moolank, up to {max} points: how you each act from day to day.',
      bhagyank: 'Bhagyank with bhagyank, up to {max} points: the roads your lives take.',
      moolankAWithBhagyankB:
        "The first person's moolank with the second person's bhagyank, up to {max} points.",
      moolankBWithBhagyankA:
        "The second person's moolank with the first person's bhagyank, up to {max} points.",
      complements:
        "How each Lo Shu grid fills the other's missing numbers, up to {max} points: a share for every missing number the other person has.",
      personalYears:
        'Your personal years this year, up to {max} points: they change every January, so this part moves too.',
    },
    after:
      'A pair of numbers earns its whole part when friendly in the table, half when neutral and a quarter when challenging. No part takes points away from another, so the parts always add up to the score you see.',
  },
  form: {
    heading: 'Compare two people',
    intro:
      'Enter a name, date of birth and gender for each of you. The dates stay on this device: the score is worked out in your browser.',
    personA: 'First person',
    personB: 'Second person',
    nameLabel: 'Name',
    nameHint: 'The first name is the only part that can appear on a shared image.',
    dobLabel: 'Date of birth',
    genderLabel: 'Gender',
    male: 'Male',
    female: 'Female',
    genderHint: 'Used for the kua number in the birth grid.',
    missingGender: 'Please choose a gender: it places the kua number in the grid.',
    missingName: 'Please enter a name.',
    submit: 'Show our compatibility',
    fromAnalysis: 'Filled in from your analysis.',
  },
  result: {
    heading: '{a} and {b}',
    scoreLabel: 'Compatibility of numbers',
    score: '{score} out of 100',
    partsHeading: 'How the score adds up',
    parts: {
      moolank: 'Moolank with moolank',
      bhagyank: 'Bhagyank with bhagyank',
      moolankAWithBhagyankB: "{a}'s moolank with {b}'s bhagyank",
      moolankBWithBhagyankA: "{b}'s moolank with {a}'s bhagyank",
      complements: "How your grids fill each other's gaps",
      personalYears: 'Personal years this year',
    },
    partNumbers: '{x} and {y}',
    points: '{points} of {max}',
    total: '{sum} = {score}',
    verdicts: { friendly: 'Friendly', neutral: 'Neutral', challenging: 'Challenging' },
    pairHeading: 'Moolank {x} with moolank {y}',
    bhagyankHeading: 'Bhagyank {x} with bhagyank {y}',
    complementsHeading: "How your grids fill each other's gaps",
    fills: "{name} brings {digits}, missing from {other}'s grid.",
    fillsNone: "{name}'s grid holds none of the numbers missing from {other}'s.",
    nothingMissing: "{name}'s grid has every number from 1 to 9.",
    yearsHeading: 'Your personal years in {year}',
    yearLine: '{name}: personal year {number}',
    together:
      'Your personal years pull together this year: the themes each of you is living through support each other, a good time for plans you make as a pair.',
    apart:
      "Your personal years ask different things of each of you this year. Knowing the theme of the other person's year makes it easier to give each other room; the years move on every January.",
    crossHeading: "Each one's moolank with the other's bhagyank",
    crossTexts: {
      friendly:
        "How {name} goes about each day helps the road {other}'s life is taking: a quiet, natural support.",
      neutral:
        "{name}'s everyday ways neither push nor pull on the road {other}'s life is taking: what you build here is your own choice.",
      challenging:
        "{name}'s everyday ways can pull against the road {other}'s life is taking. Share plans early and ask before helping, so support is felt as support.",
    },
  },
  share: {
    heading: 'Share your result',
    intro:
      'The image and the link hold only your two first names and the score, never a date of birth.',
    shareImage: 'Share image',
    downloadImage: 'Download image',
    fileName: 'ankvidya-compatibility',
    copyLink: 'Copy link',
    linkCopied: 'Link copied.',
    failed: 'The image could not be made on this device. The link still works.',
    message: '{a} and {b}: {score} out of 100 in compatibility of numbers. Try yours:',
    image: {
      title: 'Compatibility of numbers',
      outOf: 'out of 100',
      names: '{a} & {b}',
      cta: 'Compare your birth dates, free',
    },
    previewAlt: 'Share image: {a} and {b}, {score} out of 100',
    whatsApp: 'Share on WhatsApp',
  },
  shared: {
    heading: '{a} and {b} scored {score} out of 100',
    text: 'Someone shared their compatibility of numbers with you. Enter two birth dates below to see your own score, with every part of it shown.',
    cta: 'Try it with your own dates',
  },
};
