import type { BlogEntry } from '../../../types.js';

export const loShuGridArticle: BlogEntry = {
  path: '/blog/lo-shu-grid-planes',
  title: 'The Lo Shu Grid and Its Eight Planes, Step by Step',
  keywords: [
    'lo shu grid',
    'lo shu grid planes',
    'lo shu grid missing numbers',
    'golden plane silver plane numerology',
    'lo shu grid calculator',
  ],
  description:
    'How a Lo Shu grid is filled from your date of birth, what goes into it, how its three rows, three columns and two diagonals are read, and what empty cells mean.',
  image: 'topic-lo-shu-grid',
  imageAlt:
    'A three by three Lo Shu grid with the numbers 4 9 2, 3 5 7 and 8 1 6, the diagonal 4, 5, 6 highlighted',
  intro:
    'The Lo Shu grid turns your date of birth into a small square picture. This guide shows how the square is filled, which numbers Ankvidya adds to it, and how its eight lines, called planes, are read when they are full, partly full or empty.',
  sections: [
    {
      heading: 'The square itself',
      blocks: [
        {
          type: 'p',
          text: 'The Lo Shu is an old magic square from China, said in legend to have appeared on the shell of a turtle rising from the river Lo. The numbers 1 to 9 sit in three rows so that every row, every column and both diagonals add up to 15. Indian numerology has used it for a long time, and today it is one of the most popular ways to read a date of birth in India.',
        },
        {
          type: 'p',
          text: 'The square is always drawn the same way. The top row is 4, 9, 2. The middle row is 3, 5, 7. The bottom row is 8, 1, 6. In your own grid, each cell shows its number as many times as it occurs in your chart, and a cell stays empty when its number does not occur at all.',
        },
      ],
    },
    {
      heading: 'What goes into your grid',
      blocks: [
        {
          type: 'p',
          text: 'Practitioners differ on what to include. Ankvidya follows one rule everywhere, on the free analysis, in the tools and in the report:',
        },
        {
          type: 'ul',
          items: [
            'Every digit of your day, month and year of birth, except zeros, which have no cell.',
            'Your moolank, but only when your birth day has two digits, because a one-digit day is already in the grid as itself.',
            'Your bhagyank, the single digit of your whole date of birth.',
            'Your kua number, from your year of birth and gender.',
          ],
        },
        {
          type: 'p',
          text: 'Take a man born on 23 November 1988. The date gives the digits 2, 3, 1, 1, 1, 9, 8 and 8. The day has two digits, so the moolank 2 + 3 = 5 is added. The bhagyank comes from 23 + 11 = 34 and 34 + 1988 = 2022, which reduces to 6. His kua number is 3: the year 1988 reduces to 8, and 11 minus 8 leaves 3. (For a woman the kua is the year plus 4 reduced, which for 1988 also gives 3.)',
        },
        {
          type: 'p',
          text: 'Counting everything, his grid holds 1 three times, 2 once, 3 twice, 5 once, 6 once, 8 twice and 9 once. The cells for 4 and 7 are empty.',
        },
      ],
    },
    {
      heading: 'Reading single cells',
      blocks: [
        {
          type: 'p',
          text: 'Each number carries its traditional planet and element: 1 the Sun is listed with Water in the Lo Shu tradition, 2 the Moon with Earth, 3 Jupiter with Wood, 4 Rahu with Wood, 5 Mercury with Earth, 6 Venus with Metal, 7 Ketu with Metal, 8 Saturn with Earth and 9 Mars with Fire. A number present once is read as a quality you can draw on. A number present two or three times is read as that quality turned up, sometimes helpful, sometimes a little too much. A missing number is read as a quality that may take conscious practice.',
        },
        {
          type: 'p',
          text: 'So in the example, the three 1s suggest someone who has a lot to say and may need to pause before saying it, and the empty 4 and 7 point to routine and quiet reflection as areas to grow. These are invitations, not faults. Almost every grid has empty cells, since a date of birth and three added numbers rarely cover all nine.',
        },
      ],
    },
    {
      heading: 'The eight planes',
      blocks: [
        {
          type: 'p',
          text: 'A plane is one straight line of three cells. The names come from the arrows of Pythagorean-style grid reading, which Indian practice commonly applies to the Lo Shu square. There are eight:',
        },
        {
          type: 'ul',
          items: [
            'Mental plane, the top row 4, 9, 2: thinking, memory and planning in the head.',
            'Emotional plane, the middle row 3, 5, 7: feeling, sensitivity and inner life.',
            'Practical plane, the bottom row 8, 1, 6: hands-on skill, money and daily routines.',
            'Thought plane, the left column 4, 3, 8: forethought and the ability to plan ahead.',
            'Will plane, the middle column 9, 5, 1: determination and staying power.',
            'Action plane, the right column 2, 7, 6: turning intentions into deeds.',
            'Golden plane, the diagonal 4, 5, 6: popularly called the golden yog, read as steady material progress and good judgement with money and property.',
            'Silver plane, the diagonal 2, 5, 8: the silver yog, read as good relations with people, sound practical sense and progress earned step by step.',
          ],
        },
        {
          type: 'p',
          text: 'Each plane is read as complete when all three of its numbers are present, partial when one or two are, and empty when none is. A complete plane is a strength the tradition names clearly. A partial plane is the most common case and simply means a mix. An empty plane is read as a side of life that grows with deliberate practice, never as a lack.',
        },
      ],
    },
    {
      heading: 'The planes in the example',
      blocks: [
        {
          type: 'p',
          text: 'For the man born on 23 November 1988 three planes are complete: the practical plane (8, 1 and 6 all present), the will plane (9, 5 and 1) and the silver plane (2, 5 and 8). The other five are partial, because 4 or 7 is missing from each of them: the mental, emotional, thought and action planes and the golden plane. None is empty.',
        },
        {
          type: 'p',
          text: 'Read together, this describes a person who is practical and persistent, at ease with people, and who may need to make room for quiet thinking and regular planning. A notebook for the week’s plans would address the missing 4; a few minutes of reflection each evening would address the missing 7. The tradition offers such small habits, not purchases.',
        },
      ],
    },
    {
      heading: 'Common questions about the grid',
      blocks: [
        {
          type: 'p',
          text: 'Why does my grid differ from another website’s? Some grids use only the digits of the date; others add the moolank, bhagyank or kua in different ways. We show which numbers went in and where each came from, so you can compare.',
        },
        {
          type: 'p',
          text: 'Does the 5 in the centre matter more? It sits on four planes at once, the emotional and will planes and both diagonals, so its presence or absence touches many lines. That is why the centre is often discussed first.',
        },
        {
          type: 'p',
          text: 'Can I fill an empty cell? The grid comes from your date of birth and does not change. Traditionally, people use colours, habits or a mobile number that carries the missing digit as gentle reminders of its quality. Nothing needs to be bought, and none of it replaces practical effort.',
        },
      ],
    },
  ],
  tool: {
    heading: 'Draw your own Lo Shu grid',
    text: 'The free calculator fills your Lo Shu grid from your name, date of birth and gender, and reads all eight planes and every missing number for you.',
    link: 'Open the free calculator',
    to: '/numerology-calculator',
  },
};
