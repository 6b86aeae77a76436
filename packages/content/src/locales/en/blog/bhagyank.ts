import type { BlogEntry } from '../../../types.js';

export const bhagyankArticle: BlogEntry = {
  path: '/blog/bhagyank',
  title: 'Bhagyank: Your Destiny Number and How It Differs from Moolank',
  keywords: [
    'bhagyank',
    'bhagyank kaise nikale',
    'bhagyank and moolank difference',
    'destiny number numerology',
    'bhagyank calculator',
  ],
  description:
    'What the bhagyank is, how to work it out from your full date of birth, and why it reads differently from the moolank of your birth day.',
  image: 'topic-bhagyank',
  imageAlt:
    'Three boxes with the day 5, the month 8 and the year 1990, added into one number shown in a circle',
  intro:
    'Indian numerologists call the number of your whole date of birth the bhagyank, and the number of your birth day the moolank. Here is how each is worked out, what each is read for, and how the two sit together in one chart.',
  sections: [
    {
      heading: 'Two numbers from one date',
      blocks: [
        {
          type: 'p',
          text: 'Ask a numerologist in India about your numbers and the first two you hear are usually the moolank and the bhagyank. Both come from the same date of birth, yet they answer different questions. The moolank uses only the day of the month you were born. The bhagyank uses the day, the month and the year together. In English books the bhagyank is often called the life path number or the destiny number, and the moolank the psychic number or birth number. On Ankvidya we use the Indian names throughout, so that a number has one name wherever you meet it.',
        },
        {
          type: 'p',
          text: 'A simple way to hold the difference: the moolank describes how you tend to act on an ordinary day, the habits and reactions people notice quickly. The bhagyank describes the longer road, the themes that return over many years and the kind of work that feels worth doing. Neither is a verdict. They are two lenses for looking at yourself, and most readers find that one of them rings truer at twenty and the other at forty.',
        },
      ],
    },
    {
      heading: 'Working out your bhagyank',
      blocks: [
        {
          type: 'p',
          text: 'You need your full date of birth and a few minutes. The method Ankvidya uses everywhere on the site is to add the day, the month and the year as whole numbers, and then add the digits of the total again and again until one digit is left.',
        },
        {
          type: 'ol',
          items: [
            'Write the day (1 to 31), the month (January is 1, December is 12) and the four-digit year.',
            'Add the three numbers as they are.',
            'Add the digits of the total, and repeat until a single digit remains.',
          ],
        },
        {
          type: 'p',
          text: 'Take 23 November 1988. The day is 23 and the month is 11, so 23 + 11 = 34. Adding the year gives 34 + 1988 = 2022. The digits of 2022 add up to 2 + 0 + 2 + 2 = 6, so the bhagyank is 6.',
        },
        {
          type: 'p',
          text: 'Some totals pass through 11, 22 or 33 on their way to one digit. Our blog articles on the life path write such a number as 11/2 or 22/4, because many numerologists keep these master numbers in view. Every calculation on the site, from the Lo Shu grid to the report, still uses the single digit, so 11/2 counts as 2 in the grid and in the friend table.',
        },
      ],
    },
    {
      heading: 'Working out your moolank',
      blocks: [
        {
          type: 'p',
          text: 'The moolank is quicker: add the digits of your birth day until one digit is left. Anyone born on the 1st, 10th, 19th or 28th has moolank 1; the 5th, 14th and 23rd give moolank 5; the 9th, 18th and 27th give moolank 9. For the person born on 23 November 1988 the working is 2 + 3 = 5, so the moolank is 5 while the bhagyank is 6.',
        },
        {
          type: 'p',
          text: 'Because the moolank depends only on the day, everyone born on the 23rd of any month, in any year, shares it. The bhagyank changes with the month and year, so two people born on the same day of the month usually have different bhagyanks. That is one reason numerologists read the bhagyank as the more personal of the two over a lifetime.',
        },
      ],
    },
    {
      heading: 'What the bhagyank is read for',
      blocks: [
        {
          type: 'p',
          text: 'Traditionally, the bhagyank is linked to the planet of its number: 1 the Sun, 2 the Moon, 3 Jupiter, 4 Rahu, 5 Mercury, 6 Venus, 7 Ketu, 8 Saturn and 9 Mars. Readers use it to talk about direction rather than daily mood. A bhagyank 3, for example, is often read as a road of learning and teaching; a bhagyank 8 as a road of steady effort that pays off slowly; a bhagyank 6 as a road that keeps returning to home, care and beauty.',
        },
        {
          type: 'ul',
          items: [
            'Work: the kind of role that feels meaningful over years, not only the job you hold today.',
            'Lessons: the situations that seem to come back until you handle them differently.',
            'Timing: your personal year, which starts from your birth day and month, is often read against the bhagyank to see whether a year pulls with it or asks for patience.',
          ],
        },
        {
          type: 'p',
          text: 'None of this decides anything for you. A bhagyank 8 can choose a light, quick career and be happy in it; a bhagyank 3 can prefer quiet work with numbers. The description is a starting point for reflection, and the choices are yours.',
        },
      ],
    },
    {
      heading: 'When moolank and bhagyank agree, and when they pull apart',
      blocks: [
        {
          type: 'p',
          text: 'Ankvidya reads any two numbers with one friend table, built from the traditional friendships of the planets. Each pair is friendly, neutral or challenging, and the same table is used for the moolank with the bhagyank, for a name, for a mobile number and for two partners. For 23 November 1988 the moolank 5 and bhagyank 6 are a friendly pair: Mercury and Venus get along, and the day-to-day style supports the longer road.',
        },
        {
          type: 'p',
          text: 'Now take a moolank 1 with a bhagyank 8, for someone born on the 19th whose full date adds to 8. The table calls this pair challenging. In plain words, the quick, independent way of acting that the moolank 1 describes may feel at odds with the slow, patient road of the 8. The usual advice is practical rather than alarming: let the 1 start things and let the 8 finish them, and give big decisions a day more than your first instinct wants.',
        },
        {
          type: 'p',
          text: 'A neutral pair, such as moolank 3 with bhagyank 7, simply means the two numbers neither help nor hinder each other much. Many people live with a neutral or challenging pair and never notice it; it becomes useful only as a way to name a tension you already feel.',
        },
      ],
    },
    {
      heading: 'A few questions readers ask',
      blocks: [
        {
          type: 'p',
          text: 'Which number matters more? Most Indian numerologists look at both, with the moolank weighed a little more for daily life and the bhagyank for long plans. Our compatibility tool, for example, gives the moolank pair the largest share of its score and the bhagyank pair the next largest.',
        },
        {
          type: 'p',
          text: 'Can the bhagyank be changed? No. It comes from your date of birth, which stays as it is. What people sometimes adjust is the spelling of a name, whose number is read against both the moolank and the bhagyank. That is a separate question, and documents come first there.',
        },
        {
          type: 'p',
          text: 'Why does another website give a different number? Some methods add every digit of the date one by one, or reduce the day, month and year separately before adding. The final single digit is usually the same, because repeated digit sums keep the same remainder after dividing by 9, but the master numbers met on the way can differ. We state our method so you can check it by hand.',
        },
      ],
    },
    {
      heading: 'Where the bhagyank sits in your chart',
      blocks: [
        {
          type: 'p',
          text: 'The bhagyank is also one of the numbers that fill your Lo Shu grid. Alongside the digits of your date of birth, the grid counts your bhagyank and your kua number, and your moolank too when your birth day has two digits. So a bhagyank can fill a cell that your date left empty, and it can strengthen a plane of the grid. The free calculator shows each of these steps, so you can see exactly where every number came from.',
        },
      ],
    },
  ],
  tool: {
    heading: 'See your bhagyank and moolank together',
    text: 'The free calculator works out your moolank, bhagyank, naamank and kua number from your name and date of birth, and shows every step of the sum.',
    link: 'Open the free calculator',
    to: '/numerology-calculator',
  },
};
