import type { BlogEntry } from '../../../types.js';

export const compatibilityArticle: BlogEntry = {
  path: '/blog/numerology-compatibility',
  title: 'Numerology Compatibility: The Friend Table, Not a Verdict',
  keywords: [
    'numerology compatibility',
    'moolank compatibility',
    'bhagyank compatibility',
    'friendly numbers numerology',
    'compatibility by date of birth',
  ],
  description:
    'How two birth dates are read together with the friend table of numbers, how our compatibility score is built part by part, and why it never judges a marriage.',
  image: 'topic-compatibility',
  imageAlt: 'Two overlapping circles, one holding the number 3 and the other the number 9',
  intro:
    'Families in India have long compared two horoscopes before a wedding, and many people are simply curious how their numbers sit with a partner’s, a friend’s or a business partner’s. This article shows the friend table behind such readings, how our score is made, and what no score can tell you.',
  sections: [
    {
      heading: 'What numerology compatibility looks at',
      blocks: [
        {
          type: 'p',
          text: 'Numerology compares the numbers of two dates of birth. The two that matter most are each person’s moolank, from the day of the month they were born, and bhagyank, from the whole date. Some readings also look at how the two Lo Shu grids fill each other’s gaps, and at the personal year each person is in right now.',
        },
        {
          type: 'p',
          text: 'This is not the same as matching kundlis in Vedic astrology, which uses the moon’s birth star and a different system of points. Numerology compatibility is lighter: it describes rhythms and styles, such as who tends to lead, who needs quiet and where two paces differ. It is a conversation starter, not a decision.',
        },
      ],
    },
    {
      heading: 'The friend table',
      blocks: [
        {
          type: 'p',
          text: 'Every reading of two numbers on Ankvidya uses one friend table. It follows the natural friendships of the planets in Vedic astrology, with each number standing for its planet: 1 the Sun, 2 the Moon, 3 Jupiter, 4 Rahu, 5 Mercury, 6 Venus, 7 Ketu, 8 Saturn and 9 Mars. Each planet counts some others as friends, some as enemies and the rest as neutral. We read each pair both ways and add the two views, so a pair is friendly, neutral or challenging, and the answer is the same whichever number comes first. A number is always friendly with itself.',
        },
        {
          type: 'ul',
          items: [
            '1 is friendly with 1, 2, 3, 5 and 9, and challenging with 4, 6, 7 and 8.',
            '3 is friendly with 1, 2, 3 and 9, neutral with 4, 7 and 8, and challenging with 5 and 6.',
            '5 is friendly with 1, 4, 5, 6 and 8, neutral with 2 and 7, and challenging with 3 and 9.',
            '6 is friendly with 4, 5, 6, 7 and 8, neutral with 9, and challenging with 1, 2 and 3.',
            '8 is friendly with 4, 5, 6 and 8, neutral with 3 and 7, and challenging with 1, 2 and 9.',
          ],
        },
        {
          type: 'p',
          text: 'The same table reads a name against your birth numbers and a mobile number against them, so a verdict never changes from one page of the site to another.',
        },
      ],
    },
    {
      heading: 'How our score is built',
      blocks: [
        {
          type: 'p',
          text: 'Our compatibility tool gives a score from 0 to 100, and it is exactly the sum of six parts, all shown to you:',
        },
        {
          type: 'ul',
          items: [
            'Moolank with moolank, up to 32 points, because the day-to-day style weighs most in daily life together.',
            'Bhagyank with bhagyank, up to 24 points, for the longer road each person walks.',
            'The first person’s moolank with the second person’s bhagyank, up to 12 points.',
            'The second person’s moolank with the first person’s bhagyank, up to 12 points.',
            'How each Lo Shu grid holds the numbers missing from the other, up to 12 points.',
            'The two personal years of the current year, up to 8 points, since these change every year.',
          ],
        },
        {
          type: 'p',
          text: 'For each pair, a friendly verdict earns all of its points, a neutral one half and a challenging one a quarter. No part ever takes points away from another. A challenging pair is read as one that asks for more understanding, not less closeness, which is why it still earns something.',
        },
      ],
    },
    {
      heading: 'A worked example',
      blocks: [
        {
          type: 'p',
          text: 'Take Amit, born on 23 November 1988, and Priya, born on 12 March 1991. Amit’s moolank is 5 and his bhagyank is 6. Priya’s moolank is 1 + 2 = 3, and her bhagyank comes from 12 + 3 = 15 and 15 + 1991 = 2006, which reduces to 8.',
        },
        {
          type: 'ol',
          items: [
            'Moolank 5 with moolank 3 is challenging: 8 of 32 points.',
            'Bhagyank 6 with bhagyank 8 is friendly: 24 of 24.',
            'Amit’s moolank 5 with Priya’s bhagyank 8 is friendly: 12 of 12.',
            'Priya’s moolank 3 with Amit’s bhagyank 6 is challenging: 3 of 12.',
            'Grids: Amit lacks 4 and 7, Priya lacks 4, 5 and 7. Amit’s grid holds Priya’s missing 5, and that is 1 of the 5 gaps filled: 2 of 12.',
            'Personal years in 2026: Amit is in year 8 and Priya in year 7, a neutral pair: 4 of 8.',
          ],
        },
        {
          type: 'p',
          text: 'Added up, 8 + 24 + 12 + 3 + 2 + 4 = 53. What matters more than the number is the pattern: their long-term roads agree warmly, while their everyday styles differ. In practice that might mean shared goals come easily, and daily habits, such as how quickly decisions are made, are worth talking through.',
        },
      ],
    },
    {
      heading: 'What the score can never tell you',
      blocks: [
        {
          type: 'p',
          text: 'Numbers cannot measure love, trust, respect, shared values or the work two people put into a life together. A score here is never a verdict on a relationship or a marriage, and it should never be the reason to go ahead with one or to call one off. A low score does not describe an unhappy couple, and a high score promises nothing.',
        },
        {
          type: 'p',
          text: 'If you are thinking about marriage, the conversations that matter are about values, family expectations, money, work and how you handle disagreements. If a family elder is worried by a number, it may help to show them the working: a challenging pair simply names a difference in rhythm, and every couple has some.',
        },
      ],
    },
    {
      heading: 'Using a reading well',
      blocks: [
        {
          type: 'p',
          text: 'Treat the parts as prompts. A challenging moolank pair suggests agreeing on how day-to-day choices get made. A friendly bhagyank pair suggests building on shared long-term plans. A grid where one person holds the other’s missing numbers is often read as two people who balance each other. And because personal years change every year, a neutral or challenging year pair is a passing season, not a fixed fact.',
        },
        {
          type: 'p',
          text: 'The same reading works for friends, siblings and business partners. Two founders with a challenging moolank pair might simply split the work so that each leads where their style fits.',
        },
      ],
    },
  ],
  tool: {
    heading: 'Compare two dates of birth',
    text: 'The free compatibility tool reads two people’s moolank, bhagyank, grids and personal years by the friend table, and shows how every point of the score was earned.',
    link: 'Open the compatibility tool',
    to: '/compatibility',
  },
};
