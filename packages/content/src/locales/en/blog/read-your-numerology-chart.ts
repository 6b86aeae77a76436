import type { BlogEntry } from '../../../types.js';

export const wholeChartArticle: BlogEntry = {
  path: '/blog/read-your-numerology-chart',
  title: 'How to Read Your Whole Numerology Chart Together',
  keywords: [
    'how to read numerology chart',
    'numerology chart reading',
    'moolank bhagyank naamank together',
    'lo shu grid reading',
    'personal year numerology',
  ],
  description:
    'A calm order for reading a numerology chart as one picture: bhagyank and moolank, the naamank, the Lo Shu grid and its planes, the kua and the personal year.',
  image: 'topic-whole-chart',
  imageAlt:
    'A Lo Shu grid beside three round badges standing for the moolank, the bhagyank and the naamank',
  intro:
    'A numerology chart can feel like a pile of separate numbers. Read in a sensible order, it becomes one picture with a few clear themes. This guide walks through a real chart from start to finish and shows how the parts speak to each other.',
  sections: [
    {
      heading: 'Start with the whole, not one number',
      blocks: [
        {
          type: 'p',
          text: 'Most people look up one number, read its description and either nod or shrug. The trouble is that each number on its own is broad. A chart becomes personal only when its parts are read together: a quality that turns up in three places is worth more attention than one that appears once, and a number that is missing from the grid may be supplied by your name. The order below keeps the big picture first and the details after.',
        },
        {
          type: 'p',
          text: 'We will use one example throughout: Amit Joshi, a man born on 23 November 1988. Every number below is worked out exactly as the free calculator does it, so you can follow along with your own details.',
        },
      ],
    },
    {
      heading: 'Step 1: bhagyank and moolank, the road and the daily style',
      blocks: [
        {
          type: 'p',
          text: 'Begin with the two numbers of the date. The bhagyank comes from the whole date: 23 + 11 = 34, 34 + 1988 = 2022, and 2 + 0 + 2 + 2 = 6. The moolank comes from the day alone: 2 + 3 = 5. So Amit has bhagyank 6, traditionally linked with Venus, and moolank 5, linked with Mercury.',
        },
        {
          type: 'p',
          text: 'Read the bhagyank as the long road and the moolank as the daily style. A 6 road is often described as one of care, home and making things beautiful; a 5 style as quick, curious and fond of variety. Then check the pair in the friend table. 5 and 6 are friendly, so the everyday restlessness of the 5 is read as serving the longer purpose of the 6 rather than fighting it. If your pair is neutral or challenging, note it as a tension to understand, not a flaw.',
        },
      ],
    },
    {
      heading: 'Step 2: the naamank against both',
      blocks: [
        {
          type: 'p',
          text: 'Next, the name. With the site’s letter table, Amit gives 10 and Joshi gives 17, so the compound is 27 and the naamank 2 + 7 = 9. The compound 27 is read as a favourable one. The naamank 9 is challenging with the moolank 5 and neutral with the bhagyank 6.',
        },
        {
          type: 'p',
          text: 'How to hold this? The name is how the world meets you, so a naamank that sits a little apart from the birth numbers can describe a public image that differs from the private person: here, perhaps, someone who comes across as more intense or idealistic than he feels inside. That is an observation, not a problem. A different spelling is one option some people explore, and our article on name correction explains it honestly; keeping the name as it is is just as valid.',
        },
      ],
    },
    {
      heading: 'Step 3: the Lo Shu grid, repeats and gaps',
      blocks: [
        {
          type: 'p',
          text: 'The grid gathers the date’s digits with the moolank (because the day has two digits), the bhagyank and the kua. For Amit that gives 1 three times, 3 and 8 twice each, 2, 5, 6 and 9 once each, and no 4 or 7. Look first for repeats and gaps, because they are the grid’s loudest signals.',
        },
        {
          type: 'ul',
          items: [
            'Three 1s: a lot to express, and a reminder to pause before speaking in a heated moment.',
            'Two 8s: patience and a practical streak with money, which supports the 6 road.',
            'No 4: routine and order may take conscious effort, such as a weekly checklist.',
            'No 7: quiet reflection may need to be made room for, such as a few minutes alone each evening.',
          ],
        },
        {
          type: 'p',
          text: 'Now cross-check with step 2. The naamank 9 adds nothing to the gaps, since neither 4 nor 7 is supplied by the name. If his mobile number carries a 4 and a 7, as many do, tradition would say it lends a little of both. Notice how one theme, the need for routine and quiet, is now visible from two angles.',
        },
      ],
    },
    {
      heading: 'Step 4: the planes, the patterns in the grid',
      blocks: [
        {
          type: 'p',
          text: 'The eight planes show which lines of the grid are full. Amit’s practical plane (8, 1, 6), will plane (9, 5, 1) and silver plane (2, 5, 8) are complete; the other five are partial, each missing a 4 or a 7. Together these describe someone practical, persistent and at ease with people. That agrees with the friendly 5 and 6 of step 1 and with the two 8s of step 3, so it is a theme worth trusting more than any single sentence.',
        },
      ],
    },
    {
      heading: 'Step 5: the kua, a practical note',
      blocks: [
        {
          type: 'p',
          text: 'The kua number adds a practical layer rather than a character trait. For a man born in 1988 it is 3: the year reduces to 8, and 11 minus 8 leaves 3. Kua 3 is in the East group, and its favourable directions are south for wealth, north for health, south-east for relationships and east for personal growth. Take these as suggestions for where to face a desk or which side of a table to sit on, never as a reason to rebuild a room.',
        },
      ],
    },
    {
      heading: 'Step 6: the personal year, the timing',
      blocks: [
        {
          type: 'p',
          text: 'Last comes timing. The personal year adds the moolank, the reduced month and the reduced current year. For Amit in 2026: the day gives 5, November (11) gives 2, and 2026 gives 1, so 5 + 2 + 1 = 8. A personal year 8 is traditionally read as a year of effort and results, of money matters and responsibility. Read it against the chart: with two 8s already in the grid, this is a year when his patient, practical side is especially called on. Next year the number moves on, as it does for everyone.',
        },
      ],
    },
    {
      heading: 'Putting it together, kindly',
      blocks: [
        {
          type: 'p',
          text: 'A good reading ends with two or three themes, not a list of twenty facts. For Amit they might be: a practical, caring road with a lively daily style that supports it; a name that presents him as more intense than he feels; and a steady invitation to build routine and quiet into the week. Each theme has something simple to do with it.',
        },
        {
          type: 'ul',
          items: [
            'Look for themes that appear in two or more places, and give them the most weight.',
            'When parts disagree, read the disagreement as a tension between two sides of you, not a mistake.',
            'Choose one small habit per theme rather than a long list of remedies.',
            'Nothing in a chart needs to be bought, and none of it replaces medical, legal or financial advice.',
          ],
        },
        {
          type: 'p',
          text: 'Above all, read your chart as a mirror. If a line rings true, use it. If it does not, let it go. You know your life better than any number does.',
        },
      ],
    },
  ],
  tool: {
    heading: 'See your whole chart at once',
    text: 'The free calculator puts your moolank, bhagyank, naamank, kua, Lo Shu grid, planes and personal year on one page, with every step of the working shown.',
    link: 'Open the free calculator',
    to: '/numerology-calculator',
  },
};
