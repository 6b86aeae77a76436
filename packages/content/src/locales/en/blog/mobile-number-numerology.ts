import type { BlogEntry } from '../../../types.js';

export const mobileNumberArticle: BlogEntry = {
  path: '/blog/mobile-number-numerology',
  title: 'Mobile Number Numerology: Reading Your Ten Digits Calmly',
  keywords: [
    'mobile number numerology',
    'lucky mobile number',
    'mobile number total',
    'mobile number as per date of birth',
    'mobile numerology calculator',
  ],
  description:
    'How the ten digits of an Indian mobile number are added and read against your moolank and bhagyank, what the repeats and zeros mean, and why no number is harmful.',
  image: 'topic-mobile-number',
  imageAlt: 'A mobile phone whose screen shows a keypad with the digits 1 to 9',
  intro:
    'Your mobile number is the one set of digits you share every day, so it is natural to wonder what numerology makes of it. Here is how the total is worked out, how it is read with your date of birth, and why the answer is a thought to reflect on, not a reason to change SIMs.',
  sections: [
    {
      heading: 'Why a mobile number is read at all',
      blocks: [
        {
          type: 'p',
          text: 'Numerology reads any set of numbers you live with: a house number, a vehicle number, the date of a wedding. A mobile number has become the most personal of these. It is on your bank account, your UPI, your school and office groups and your relatives’ contact lists, and you type or say it more often than almost any other number. That daily use is why many Indian numerologists look at it, and why many people are curious.',
        },
        {
          type: 'p',
          text: 'The same reason also keeps the reading modest. A mobile number is a practical thing first. Changing one has real costs: bank records to update, people who lose touch, OTPs that go to an old SIM. Nothing in a reading is worth that trouble unless you are changing your number anyway.',
        },
      ],
    },
    {
      heading: 'Adding the ten digits',
      blocks: [
        {
          type: 'p',
          text: 'Only the ten digits of the number count. A +91, a 91 or a 0 in front, spaces and dashes are left out, because the number is the same however it is written. Ankvidya reads Indian mobile numbers, which begin with 6, 7, 8 or 9.',
        },
        {
          type: 'ol',
          items: [
            'Write the ten digits in a row.',
            'Add all ten of them.',
            'Add the digits of the total until one digit is left.',
          ],
        },
        {
          type: 'p',
          text: 'Take 98765 43210. The working is 9 + 8 + 7 + 6 + 5 + 4 + 3 + 2 + 1 + 0 = 45, and then 4 + 5 = 9. The number reduces to 9. For 70420 15586 the digits add up to 38, then 3 + 8 = 11, and 1 + 1 = 2.',
        },
        {
          type: 'p',
          text: 'Some practitioners also read pairs of neighbouring digits, the last four digits alone, or the position of each digit. Schools disagree about those rules, and they cannot be shown as a plain sum that you can check by hand, so our tool leaves them out.',
        },
      ],
    },
    {
      heading: 'Setting the total against your birth numbers',
      blocks: [
        {
          type: 'p',
          text: 'A total means little on its own. The same 9 may sit well with one person and less well with another, so it is always read with a date of birth. The two numbers it is set against are your moolank, from the day you were born, and your bhagyank, from your whole date of birth.',
        },
        {
          type: 'p',
          text: 'The comparison uses the one friend table the whole site uses, which follows the traditional friendships of the planets. For someone born on 23 November 1988, the moolank is 5 and the bhagyank is 6. A number that reduces to 9 is challenging with the 5 and neutral with the 6. A number reducing to 2 is neutral with the 5 and challenging with the 6. Totals that reduce to 4, 5, 6 or 8 would be friendly with both of this person’s numbers.',
        },
        {
          type: 'p',
          text: 'A challenging verdict is not a warning. It is read as a difference of tone, the way a fast talker and a careful listener have different rhythms. Many people have used such a number for years and done perfectly well with it.',
        },
      ],
    },
    {
      heading: 'What the number lends to your grid',
      blocks: [
        {
          type: 'p',
          text: 'Your birth Lo Shu grid usually has a few empty cells, numbers that do not appear in your date of birth or among the numbers added to it. The same person born on 23 November 1988 has no 4 and no 7 in the grid. A number you use every day is traditionally said to lend a little of the qualities of the digits it carries, so the tool lists which of your missing numbers the mobile number contains. Both 98765 43210 and 70420 15586 contain a 4 and a 7, so each supplies both of this person’s missing numbers.',
        },
        {
          type: 'p',
          text: 'This is the gentlest part of the reading and often the most pleasant: many numbers carry at least one of the missing numbers, and it costs nothing to notice.',
        },
      ],
    },
    {
      heading: 'Repeated digits and zeros',
      blocks: [
        {
          type: 'p',
          text: 'The tool also notes any digit from 1 to 9 that appears more than once, and how many zeros the number has. In 70420 15586 the 5 appears twice and there are two zeros. A repeated digit is read as that number’s quality turned up a little, much as a repeated number in the Lo Shu grid is. Zeros are counted apart, because zero carries no number of its own in this system; it neither adds to nor takes away from the total.',
        },
        {
          type: 'ul',
          items: [
            'A number with no repeats is read as balanced, with no single tone standing out.',
            'A digit that repeats three or four times is read as a strong emphasis, worth knowing about if it is also strong in your grid.',
            'Zeros are simply noted; several zeros are common in business numbers and mean nothing to fear.',
          ],
        },
      ],
    },
    {
      heading: 'If you are choosing a new number anyway',
      blocks: [
        {
          type: 'p',
          text: 'Sometimes you really are picking a number: a new connection for a shop, a second SIM for work, a number for a child’s first phone. Then it can be fun to look at a few options. Add up each one, see which totals are friendly with your moolank and bhagyank, and notice which of your missing numbers they carry. If two options look equally good, choose the one that is easier to remember and say aloud.',
        },
        {
          type: 'p',
          text: 'Please do not pay extra for a so-called lucky number on the strength of numerology alone, and be careful with anyone who tells you that your present number is harming you. No total is harmful to own. The steady things, like answering your calls, keeping your word and looking after your savings, matter far more than a digit.',
        },
      ],
    },
    {
      heading: 'Your number stays with you',
      blocks: [
        {
          type: 'p',
          text: 'Our mobile number tool works in your browser. Checking a number never sends it to us, and we do not log or store it. If you choose to add the number to your paid report, it travels only with that download so that it can be printed in your PDF.',
        },
      ],
    },
  ],
  tool: {
    heading: 'Read your own mobile number',
    text: 'The free mobile number tool adds your ten digits, sets the total against your moolank and bhagyank, and shows which of your missing numbers it carries.',
    link: 'Open the mobile number tool',
    to: '/mobile-number-numerology',
  },
};
