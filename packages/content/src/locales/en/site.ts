import type { SiteCopy } from '../../types.js';

export const site = {
  brand: {
    name: 'Ankvidya',
    tagline: 'Numerology for reflection, with every step shown',
  },

  hero: {
    title: 'Discover the numbers in your name and birth date',
    subtitle:
      'Enter your name, date of birth and gender to see your name number (naamank), psychic number (moolank), life path number (bhagyank), kua number, personal year and Lo Shu grid, with the working behind every number. Free: sign in with Google to see it.',
    cta: 'Generate Analysis',
    imageAlt:
      'Illustration of the Lo Shu square: the numbers 4, 9, 2 on top, 3, 5, 7 in the middle and 8, 1, 6 below, in a three-by-three grid',
  },

  introduction: {
    heading: 'What is numerology?',
    paragraphs: [
      'Numerology is the old practice of finding meaning in numbers. On Ankvidya, each letter of your name takes a value from a Chaldean-style table, in which A is 1, B is 2, F is 8 and O is 7. No letter carries 9, which this tradition keeps apart as a sacred number. Your date of birth supplies the other numbers. Digits are added again and again until one is left, and Indian tradition links each digit with a planet, from the Sun for 1 and the Moon for 2 to Mars for 9.',
      'The Lo Shu square comes from Chinese tradition. The story goes that in the time of Yu the Great, while the Luo river kept flooding, a turtle rose from the water with dots on its shell arranged in nine boxes, so that every row, column and diagonal added up to 15. The square became a foundation of feng shui. Numerologists in India took it up too: they place the digits of your birth date in its boxes and read the full and empty ones alongside the planets of Vedic tradition.',
      'We offer numerology honestly, as a tool for reflection. It is not a science and cannot tell you what will happen. Think of it as a mirror, or a thoughtful conversation with an elder at the dining table: it gives you questions worth asking about yourself, and the answers and choices stay with you.',
    ],
  },

  benefits: {
    heading: 'How numerology can help you reflect',
    intro:
      'A number does not decide anything for you. What it can do is start a useful line of thought. Here are six everyday ways people use their numbers.',
    cards: [
      {
        title: 'Know yourself a little better',
        text: 'Your moolank speaks of how you meet each day; your bhagyank, of the longer road. Read side by side, they often put words to things you half knew already, such as why you plan the Sunday menu on Thursday or why a quiet morning walk settles your mind.',
        image: 'topic-self-discovery',
        imageAlt:
          'Illustration of a person looking into a round hand mirror that reflects a small Lo Shu grid',
      },
      {
        title: 'Think through career choices',
        text: 'Tradition links each number with kinds of work that suit its nature, from teaching and counselling to engineering and trade. Choosing a college stream, weighing a job offer or dreaming of a business of your own? These links give you fresh questions to ask, not a ready-made answer.',
        image: 'topic-career-choices',
        imageAlt:
          'Illustration of a young graduate at a crossroads, with signposts marked by numbers',
      },
      {
        title: 'Understand the people close to you',
        text: 'Comparing numbers with your spouse, parents or a close friend can open gentle conversations. Perhaps one of you needs quiet after a busy day while the other wants to talk it through. Seeing such differences named kindly can make family life, and even the family WhatsApp group, a little easier.',
        image: 'topic-relationships',
        imageAlt:
          'Illustration of a family sharing chai around a table, with numbers above each cup',
      },
      {
        title: 'Pause before big decisions',
        text: 'About to move house, change jobs or make a large purchase? Your personal year offers a simple frame: is this a season for starting, for building or for finishing? Treat it as one more voice at the table, alongside the facts, advice from people you trust and your own judgement.',
        image: 'topic-decision-making',
        imageAlt:
          'Illustration of a person holding two envelopes and thinking, with a calendar on the wall behind',
      },
      {
        title: 'Enjoy your favourable days and colours',
        text: 'Each number is traditionally paired with favourable days, colours and numbers, and your kua number with favourable directions. Many people like to wear a chosen colour to an interview or face a good direction at their desk. Small rituals like these can lift your confidence; the effort and preparation remain yours.',
        image: 'topic-luck-and-success',
        imageAlt:
          'Illustration of a shirt in a bright colour, a wall calendar with one day circled and a small compass',
      },
      {
        title: 'Plan the year ahead',
        text: 'Your personal year changes every January and moves through a cycle of nine. Knowing the theme of the coming months helps you plan calmly: a year of building may be the moment to start a savings jar, while a year of completion may suit clearing old files and finishing pending work.',
        image: 'topic-preparation',
        imageAlt:
          'Illustration of an open planner with the months marked, next to a savings jar and a pen',
      },
    ],
  },

  features: {
    heading: 'What your analysis covers',
    intro:
      'Everything below is worked out from your name, date of birth and gender, using rules we publish. The free analysis gives you the numbers and your grid; the PDF report goes deeper into each.',
    cards: [
      {
        title: 'Name Number Analysis',
        text: 'Each letter of your name carries a value from the Chaldean-style table: K is 2, A is 1, V is 6 and Y is 1. We add the values and reduce the total to one digit, showing every step. Tradition reads this number, your naamank, as the impression you make and how the world responds to you.',
        image: 'number-1',
        imageAlt:
          'Illustration of letter tiles spelling a name, each with a small number beneath it',
      },
      {
        title: 'Loshu Grid Analysis for Personality',
        text: 'The digits of your birth date go into the Lo Shu square, laid out as 4 9 2, 3 5 7 and 8 1 6, together with your bhagyank and kua number, and your moolank when your birthday has two digits. Each digit present gets its own impact text, and repeats are read differently from single digits.',
        image: 'number-2',
        imageAlt:
          'Illustration of a three-by-three Lo Shu grid with some boxes filled with repeated digits',
      },
      {
        title: 'Destiny Number',
        text: 'Your bhagyank, the number of your destiny, comes from your full date of birth: day, month and year added and reduced to one digit. Where your moolank describes your everyday nature, the bhagyank is read as the direction your life tends to take over the years.',
        image: 'number-3',
        imageAlt:
          'Illustration of a winding path leading towards a rising sun, with a number on a milestone',
      },
      {
        title: 'Grid Rows and Diagonals',
        text: 'The eight lines of the square are read as planes. The rows stand for the mind, the emotions and practical life; the columns for thought, will and action; and the diagonals 4-5-6 and 2-5-8 are traditionally called the golden and silver planes. We show which lines in your grid are complete, partly filled or empty.',
        image: 'number-4',
        imageAlt:
          'Illustration of a Lo Shu grid with one row, one column and one diagonal highlighted in different colours',
      },
      {
        title: 'Missing Number in the Grid',
        text: 'Most grids have a few empty boxes. A missing digit is read as a quality you can build with practice, never as a flaw or a bad omen. Your grid shows at a glance which digits are absent, and the report explains each one with simple traditional remedies, such as a habit to keep or a colour to wear.',
        image: 'number-5',
        imageAlt: 'Illustration of a Lo Shu grid with two empty boxes outlined by a dotted line',
      },
      {
        title: 'Personal Year Analysis (current year and next two years)',
        text: 'Your personal year adds the reduced day and month of your birth to the reduced calendar year, giving a number from 1 to 9 that sets the theme of the year. We show the year you are in now and the two that follow, so you can see where this year leads.',
        image: 'number-6',
        imageAlt:
          'Illustration of three calendar pages side by side, each marked with a single number',
      },
    ],
    tools: [
      {
        title: 'Free tool: name correction',
        text: 'Curious whether another spelling of your name would sit better with your birth numbers? See spellings that keep the sound of your name, with the working for each, and compare your own ideas side by side.',
        link: 'Try name correction',
        to: '/name-correction',
      },
      {
        title: 'Free tool: mobile number numerology',
        text: 'Add up the ten digits of your mobile number and see how the total sits with your moolank and bhagyank, every sum shown. The number is read on your phone and never sent anywhere.',
        link: 'Read your mobile number',
        to: '/mobile-number-numerology',
      },
      {
        title: 'Free tool: compatibility of numbers',
        text: "Put two birth dates side by side: a score out of 100 whose six parts are all shown, a reading for your pair of moolanks, and how each grid fills the other's gaps.",
        link: 'Check compatibility',
        to: '/compatibility',
      },
      {
        title: 'Free tool: vehicle number numerology',
        text: 'Add up the digits of your car or bike registration, see the last four on their own, and how the total sits with your moolank and bhagyank, every sum shown.',
        link: 'Read your vehicle number',
        to: '/vehicle-number-numerology',
      },
      {
        title: 'Free tool: house number numerology',
        text: 'Reduce the number on your door, letters included, and see what a home of that number suits, what it asks for, and how it sits with your birth numbers.',
        link: 'Read your house number',
        to: '/house-number-numerology',
      },
    ],
  },

  reportPromo: {
    heading: 'Your personalised numerology report',
    summary:
      '3 years prediction, missing numbers impact, remedies for missing numbers, suitable occupations, and more',
    points: [
      'Every one of your numbers (naamank, moolank, bhagyank, kua number and personal year) with its working, step by step',
      'Your Lo Shu grid drawn out, with the impact of each digit present and of any repeats',
      'Each missing number explained, with traditional remedies you can try at home',
      'The planes of your grid: every row, column and diagonal read as complete, partial or empty',
      'Your naamank, moolank and bhagyank in depth, with strengths and kindly named challenges',
      'Your kua number and its favourable directions drawn on a compass, for arranging your home and workspace',
      'Three years ahead, quarter by quarter, plus suitable occupations and your lucky colours, days and numbers',
    ],
    cta: 'See the full report',
    imageAlt:
      'Illustration of the Ankvidya PDF report open on a phone, showing a Lo Shu grid and a compass',
    length: 'A {pages}-page personal reading in English or Hindi.',
    samplesHeading: 'Three pages from a sample report',
    samplesNote:
      'From the report of Asha Verma, a made-up person born on 5 August 1990. The number of pages of yours depends on your numbers.',
    sampleAlt: 'Page {page} of the sample report',
  },

  disclaimer:
    'Numerology on Ankvidya is offered for self-reflection and entertainment. It does not predict facts and is not medical, legal, financial or psychological advice.',

  testimonials: [],
} as const satisfies SiteCopy;
