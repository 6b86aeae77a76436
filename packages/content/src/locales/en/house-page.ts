import type { HousePageTexts } from '../../tool-pages-types.js';

/** The house or flat number page: what it is, the rule we use, the framing, the tool's words. */
export const housePage: HousePageTexts = {
  meta: {
    title: 'House number numerology: read your house or flat number',
    description:
      'Reduce your house or flat number (12B, A-504, 1/7) to one digit, letters included, and see what the home suits and how it sits with your moolank and bhagyank.',
    keywords: [
      'house number numerology',
      'flat number numerology',
      'home number meaning',
      'house number as per date of birth',
      'apartment number numerology',
    ],
    shareKicker: 'Free, letters and all, every sum shown',
  },
  title: 'House number numerology',
  intro:
    'See what your house or flat number adds up to, what a home of that number is said to suit and what it asks of those who live there, and how it sits with your birth date, with every sum shown.',
  sections: [
    {
      heading: 'What house number numerology is',
      blocks: [
        {
          type: 'p',
          text: 'Before a griha pravesh or when choosing between two flats, many families in India look at the number on the door. In numerology that number, letters included, adds up to a single digit from 1 to 9, and each digit has the tone of its planet: a home of 2 is said to be gentle and caring, a home of 5 lively and full of visitors.',
        },
        {
          type: 'p',
          text: "A home is shared, so its number is read in two ways here: what the number suits and what it asks for, which holds for everyone who lives there, and how it sits with one person's psychic number (moolank), from the day of birth, and life path number (bhagyank), from the whole date.",
        },
      ],
    },
    {
      heading: 'How we read a door number',
      blocks: [
        {
          type: 'ol',
          items: [
            'We take the number as it is written on the door: 12B, A-504, 1/7. Spaces, dashes, slashes and dots are left out; the digits and letters all count.',
            'Each digit counts as itself, and each letter by the Chaldean table the whole site uses: A is 1, B is 2, C is 3 and so on. A-504 is 1 + 5 + 0 + 4 = 10.',
            'We reduce the total to one digit by adding its digits again: 10 becomes 1 + 0 = 1.',
            'We set that digit against your moolank and your bhagyank in the one friend table of the site: friendly, neutral or challenging.',
          ],
        },
        {
          type: 'p',
          text: 'Some practitioners read only the flat number (504 of A-504) and leave out the tower or the street. We follow the more common practice of reading the whole number on the door, and show each step, so you can also add it the other way yourself.',
        },
      ],
    },
    {
      heading: 'A home is more than its number',
      blocks: [
        {
          type: 'p',
          text: "A home is chosen for its light, its neighbours, the journey to work and school, and what the family can afford. Read the number as a gentle note about the home's tone, never as a reason to worry or to move. Every number suits some ways of living, and any home can be made warm by the people in it.",
        },
        {
          type: 'p',
          text: 'We do not read vastu, directions or entrances here: those belong to another tradition and need the house itself. Your number stays on your phone: it is worked out in your browser and never sent to us or stored.',
        },
      ],
    },
  ],
  form: {
    heading: 'Read your house number',
    intro:
      'Type the number on your door and your date of birth. Everything is worked out on this device: checking your number never sends it anywhere.',
    numberLabel: 'House or flat number',
    numberHint: 'As on the door, for example 12B, A-504 or 1/7.',
    dobLabel: 'Your date of birth',
    submit: 'Read my house number',
    fromAnalysis: 'Your date of birth is filled in from your analysis.',
  },
  result: {
    heading: 'Reading of {number}',
    workingHeading: 'How the total was found',
    partsCaption: 'Each digit and letter with its value',
    total: 'Total {total}',
    reduced: 'Your house number reduces to {number}',
    birthNumbers: 'Moolank {moolank} · Bhagyank {bhagyank}',
    withMoolank: '{number} with your moolank {moolank}',
    withBhagyank: '{number} with your bhagyank {bhagyank}',
    verdicts: { friendly: 'Friendly', neutral: 'Neutral', challenging: 'Challenging' },
    verdictTexts: {
      friendly: 'A friendly pair: the tone of the home is said to support your own. Enjoy it.',
      neutral:
        'A neutral pair: the home neither adds nor takes away much; how you live in it counts far more.',
      challenging:
        'A challenging pair: the tone of the home differs from yours, which some read as an invitation to give its "asks" below a little more attention. It is not a reason to move.',
    },
    meaningHeading: 'A home of {number}',
    suitsHeading: 'What it suits',
    asksHeading: 'What it asks for',
    byNumber: {
      1: {
        suits:
          'Independent starts: a first home, someone setting up their own work, a family that likes to lead.',
        asks: 'Room for everyone to be heard, so that one strong voice does not decide everything.',
      },
      2: {
        suits:
          'Couples, young children and elders: a gentle home for care, meals together and quiet talk.',
        asks: 'Clear words when something bothers you, so that small hurts do not stay unspoken.',
      },
      3: {
        suits:
          'Study, teaching and celebrations: a home where children learn and guests are welcome.',
        asks: 'Some order amid the plans and the fun, and time kept for rest.',
      },
      4: {
        suits:
          'Hard work and practical projects: a home office, a workshop, a family building something step by step.',
        asks: 'Regular care of the house itself, bills and repairs kept on time, and some space for fun.',
      },
      5: {
        suits:
          'Busy, social lives: trade from home, frequent visitors, people who travel and come back with stories.',
        asks: 'A few fixed routines, and a quiet corner for when the house is full.',
      },
      6: {
        suits:
          'Family life, beauty and hospitality: a home for growing families, music and a well-laid table.',
        asks: 'Care for yourself as well as for everyone else, and a budget for the comforts it invites.',
      },
      7: {
        suits:
          'Reflection, study and spiritual practice: writers, researchers and those who like a calm home.',
        asks: 'Open doors now and then: friends invited in, so that quiet does not become distance.',
      },
      8: {
        suits:
          'Patient effort and long plans: a home to build savings, a business or a career over years.',
        asks: 'Light, warmth and celebrations on purpose, so that work does not fill every room.',
      },
      9: {
        suits: 'Energy, service and generosity: active families, people who help their community.',
        asks: 'Calm ways of settling disagreements, and time to finish what was started.',
      },
    },
    framing:
      'This is a reading of tone for reflection, not a prediction. It makes no vastu claims, and no house number is harmful to live in.',
    analysisLink: 'See your full free analysis',
  },
};
