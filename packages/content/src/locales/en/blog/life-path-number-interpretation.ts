import type { BlogEntry } from '../../../types.js';

export const lifePathOverview: BlogEntry = {
  path: '/blog/life-path-number-interpretation',
  title: 'Life Path Numbers 1 to 9, 11, 22 and 33 Explained',
  keywords: [
    'life path number meaning',
    'how to calculate life path number',
    'life path numbers 1 to 9',
    'master numbers 11 22 33',
    'life path vs psychic number',
    'numerology by date of birth',
  ],
  description:
    'Meanings of life path numbers 1 to 9 and master numbers 11, 22 and 33, a step-by-step way to work out yours, and how it differs from other numbers.',
  image: 'life-path-number',
  imageAlt:
    'Illustration of a winding path marked with the numbers 1 to 9 and the master numbers 11, 22 and 33',
  intro:
    'Your life path number is drawn from your full date of birth and is often read as the broad theme running through your life. This guide walks through every life path from 1 to 9, the master numbers 11, 22 and 33, and the simple sum that gives you yours. In Indian numerology the life path number is called the bhagyank.',
  sections: [
    {
      heading: 'What a life path number tells you',
      blocks: [
        {
          type: 'p',
          text: 'In numerology, each person carries a handful of core numbers, and the life path number is the one most people ask about first. It comes from the day, month and year you were born, all added together, so it reflects the whole date rather than any single part of it. Readers usually treat it as the road you walk over many years: the kind of lessons that keep returning, the way you tend to grow, and the work that feels meaningful to you.',
        },
        {
          type: 'p',
          text: 'Think of it as a mirror for self-reflection, not a verdict. Two people with the same life path can live very different lives, because upbringing, choices, effort and the other numbers in a chart all add their own colour. What the number offers is a useful question to sit with: does this description ring true for me, and what would I like to do with it?',
        },
      ],
    },
    {
      heading: 'Calculating your life path number step by step',
      blocks: [
        {
          type: 'p',
          text: "You need only your date of birth and a pen. Ankvidya's method is to total the day, month and year exactly as written, then keep adding the digits of that total until a single digit remains. On this blog, if the working reaches 11, 22 or 33 at any stage, we keep that master number instead of reducing it further.",
        },
        {
          type: 'ol',
          items: [
            'Write your date of birth as three numbers: the day, the month (January is 1, December is 12) and the four-digit year.',
            'Add the three numbers together just as they are.',
            'Add up the digits of the total.',
            'If the answer still has two digits, add them again, and repeat until one digit is left. Stop early if you land on 11, 22 or 33.',
          ],
        },
        {
          type: 'p',
          text: 'Here is a worked example for 5 August 1990. The day is 5, the month is 8 and the year is 1990.',
        },
        {
          type: 'ol',
          items: ['5 + 8 = 13', '13 + 1990 = 2003', '2 + 0 + 0 + 3 = 5'],
        },
        {
          type: 'p',
          text: 'Only one digit is left, so a person born on 5 August 1990 has life path number 5. It is worth checking each step twice, because a single slip in the addition changes the whole answer.',
        },
      ],
    },
    {
      heading: 'Worked examples that give a master number',
      blocks: [
        {
          type: 'p',
          text: 'Take 14 March 1992. The day is 14 and the month is 3, so 14 + 3 = 17. Adding the year gives 17 + 1992 = 2009. The digits of 2009 add up to 2 + 0 + 0 + 9 = 11. Because 11 is a master number, this blog keeps it as life path 11. A calculator that always reduces to one digit would take one more step, 1 + 1 = 2, which is why you may see both numbers for the same date.',
        },
        {
          type: 'p',
          text: 'Now take 10 June 1977. Here 10 + 6 = 16, and 16 + 1977 = 1993. The digits give 1 + 9 + 9 + 3 = 22, so the life path is the master number 22, which becomes 4 if you carry on reducing.',
        },
        {
          type: 'p',
          text: 'What about 33? With the method used on this blog, adding day, month and year as whole numbers, no birth date in the 1900s or 2000s produces 33: the largest digit total you can reach is 28, from a sum of 1999. Some numerologists add the digits in other ways, for example one by one across the whole date, and those methods can reach 33. We describe it below so that you can still read about it if another system gives it to you.',
        },
      ],
    },
    {
      heading: 'Life path 1: the pioneer',
      blocks: [
        {
          type: 'p',
          text: "Life path 1 is linked with the Sun, and it carries the Sun's wish to stand on its own and shine. People on this path often feel happiest at the start of something, be it a project at work, a small business from home or a fresh life in a new city. They grow by taking charge of their own direction, and part of the journey is learning that leading well also means listening.",
        },
        {
          type: 'ul',
          items: [
            'Independent and self-motivated',
            'Quick to take the first step',
            'Clear about what they want',
            'Can grow impatient when others move slowly',
          ],
        },
      ],
    },
    {
      heading: 'Life path 2: the peacemaker',
      blocks: [
        {
          type: 'p',
          text: "Ruled by the Moon, life path 2 is the number of partnership, tact and quiet understanding. You may be the person everyone calls when there is a misunderstanding in the family WhatsApp group, because you can see both sides. This path asks you to value your own feelings as much as everyone else's, and to speak up gently instead of keeping the peace at your own cost.",
        },
        {
          type: 'ul',
          items: [
            'Cooperative and diplomatic',
            'Sensitive to moods and atmosphere',
            'Patient with detail',
            'May avoid difficult conversations',
          ],
        },
      ],
    },
    {
      heading: 'Life path 3: the communicator',
      blocks: [
        {
          type: 'p',
          text: 'Jupiter, the planet of wisdom and growth in Vedic tradition, is linked with life path 3. This number loves ideas, words, learning and sharing joy. Many 3s enjoy teaching younger cousins, telling stories at family dinners or filling a notebook with plans. The lesson is focus: so many interests can pull at you that finishing one good thing becomes the real achievement.',
        },
        {
          type: 'ul',
          items: [
            'Expressive and cheerful',
            'Eager to learn and to teach',
            'Encouraging towards others',
            'Can scatter energy across too many plans',
          ],
        },
      ],
    },
    {
      heading: 'Life path 4: the builder',
      blocks: [
        {
          type: 'p',
          text: 'Life path 4 is associated with Rahu, and it blends steady, practical effort with a streak of original thinking. People on this path often like order: a clear budget, a planned week, a home where everything has its place. They build things that last, one step at a time. The growth area is flexibility, because life does not always follow the plan, and an unexpected change can open a better door.',
        },
        {
          type: 'ul',
          items: [
            'Hard-working and dependable',
            'Practical and methodical',
            'Willing to question old ways of doing things',
            'May hold on too tightly to routine',
          ],
        },
      ],
    },
    {
      heading: 'Life path 5: the explorer',
      blocks: [
        {
          type: 'p',
          text: 'Mercury, the planet of speech, trade and quick thinking, guides life path 5. This is the number of change, travel, variety and communication. A 5 often picks up languages easily, enjoys meeting new people and finds a fixed routine tiring. The path invites you to use freedom wisely, so that curiosity leads to real experience and not just constant movement.',
        },
        {
          type: 'ul',
          items: [
            'Adaptable and curious',
            'Persuasive with words',
            'Comfortable with change',
            'Can become restless or impulsive',
          ],
        },
      ],
    },
    {
      heading: 'Life path 6: the nurturer',
      blocks: [
        {
          type: 'p',
          text: 'Life path 6 is linked with Venus and with love, beauty, home and responsibility. People on this path are often the ones who remember birthdays, pack an extra tiffin for a colleague or make sure an elderly relative has what they need. They care deeply about harmony. The lesson is balance: caring for others works best when you also care for yourself.',
        },
        {
          type: 'ul',
          items: [
            'Caring and responsible',
            'An eye for beauty and comfort',
            'Loyal to family and friends',
            'May give so much that they feel drained',
          ],
        },
      ],
    },
    {
      heading: 'Life path 7: the seeker',
      blocks: [
        {
          type: 'p',
          text: 'Ketu, the planet of detachment and inner knowing, is linked with life path 7. This number is thoughtful, private and drawn to deeper questions, whether through study, research, meditation or long quiet walks. Many 7s need time alone to recharge. The path asks you to share what you discover, and to let trusted people into your inner world rather than keeping every thought to yourself.',
        },
        {
          type: 'ul',
          items: [
            'Analytical and observant',
            'Spiritual or philosophical',
            'Values quality over quantity',
            'Can seem distant or hard to reach',
          ],
        },
      ],
    },
    {
      heading: 'Life path 8: the steady achiever',
      blocks: [
        {
          type: 'p',
          text: 'Life path 8 is associated with Saturn, the planet of discipline, patience and fairness. People on this path often take on responsibility early and work towards goals that take years, not weeks. Results may come slowly, and that is part of the teaching: consistent effort, honest dealings and care for the people around you are what build lasting respect.',
        },
        {
          type: 'ul',
          items: [
            'Disciplined and patient',
            'Organised with time and resources',
            'Strong sense of duty',
            'May be very hard on themselves',
          ],
        },
      ],
    },
    {
      heading: 'Life path 9: the humanitarian',
      blocks: [
        {
          type: 'p',
          text: "Mars, the planet of energy and courage, is linked with life path 9. This number combines a warrior's drive with a wide, generous heart. Many 9s feel pulled towards service, whether that means volunteering, standing up for someone who is treated unfairly or simply helping a neighbour. The lesson is to let go gracefully, both of old hurts and of battles that are not yours to fight.",
        },
        {
          type: 'ul',
          items: [
            'Courageous and energetic',
            'Compassionate and generous',
            'Sees the bigger picture',
            'Quick temper when tired or hurt',
          ],
        },
      ],
    },
    {
      heading: 'Master number 11: the intuitive guide',
      blocks: [
        {
          type: 'p',
          text: 'Eleven carries the sensitivity of 2 at a higher pitch. People with this life path often have strong intuition, a sense of purpose and a gift for inspiring others through words or example. They can also feel nervous energy and pressure to live up to big ideals. Grounding habits, such as a morning walk or a few minutes of quiet prayer, help 11s turn inspiration into steady action.',
        },
        {
          type: 'ul',
          items: [
            'Intuitive and idealistic',
            'Inspiring to others',
            'Highly sensitive',
            'Can feel anxious or overwhelmed',
          ],
        },
      ],
    },
    {
      heading: 'Master number 22: the master builder',
      blocks: [
        {
          type: 'p',
          text: 'Twenty-two takes the practical strength of 4 and widens its reach. People on this path may dream of building something that serves many people: an institution, a well-run organisation, a project for their community. The vision is large, so the path asks for patience and good planning. Breaking a big dream into small daily tasks keeps it from feeling like a weight.',
        },
        {
          type: 'ul',
          items: [
            'Visionary but practical',
            'Strong organising ability',
            'Thinks in terms of long-term impact',
            'May feel the pressure of high expectations',
          ],
        },
      ],
    },
    {
      heading: 'Master number 33: the compassionate teacher',
      blocks: [
        {
          type: 'p',
          text: 'Thirty-three is seen as the most caring of the master numbers, carrying the nurturing nature of 6 into service and teaching. Where it appears, it points to a life centred on healing, guiding and uplifting others. As explained above, the method on this blog does not produce 33 for birth dates in the 1900s or 2000s, so you will usually meet it only in systems that add the digits differently.',
        },
        {
          type: 'ul',
          items: [
            'Devoted to helping others',
            'A patient and wise guide',
            'Warm and forgiving',
            'Needs to guard against self-sacrifice',
          ],
        },
      ],
    },
    {
      heading: 'Life path, psychic and name numbers: what is the difference?',
      blocks: [
        {
          type: 'p',
          text: 'Three of the numbers in an Ankvidya reading are often confused with one another, yet each answers a slightly different question. They are worked out in different ways, so they are often not the same even for one person.',
        },
        {
          type: 'ul',
          items: [
            'Life path number: the reduced total of your day, month and year of birth. It describes the broad direction and lessons of your life, and on this blog we keep 11, 22 and 33 as they are.',
            'Psychic number: the reduced day of birth alone. Someone born on the 14th has psychic number 1 + 4 = 5. It reflects how you see yourself, your instincts and your everyday personality.',
            'Name number: the reduced total of the letter values in your name, using A1 B2 C3 D4 E5 F8 G3 H5 I1 J1 K2 L3 M4 N5 O7 P8 Q1 R2 S3 T4 U6 V6 W6 X5 Y1 Z7. It reflects how others meet you and how you come across in the world.',
          ],
        },
        {
          type: 'p',
          text: 'As a short example, the name MEERA gives M4 + E5 + E5 + R2 + A1 = 17, and 1 + 7 = 8, so its name number is 8. Suppose someone called Meera was born on 14 March 1992: her psychic number would be 5 and her life path 11. Reading all three together gives a rounder picture than any one number alone, with the psychic number showing your instincts, the life path your journey, and the name number the impression you leave.',
        },
      ],
    },
    {
      heading: 'Making use of your life path number',
      blocks: [
        {
          type: 'p',
          text: 'Once you know your number, read its description slowly and notice which lines feel true and which do not. Many people find it useful to write two or three observations in a notebook and look at them again after a few months. The aim is not to fit yourself into a box, but to understand your natural tendencies so that you can lean on your strengths and work kindly with your challenges.',
        },
        {
          type: 'p',
          text: 'If you would like more detail, our other articles go deeper into individual life paths, with notes on work, relationships and traditional associations for each number. Numerology is one lens among many; use it alongside your own judgement, the advice of people who know you well, and qualified professionals for any health, money or legal decision.',
        },
      ],
    },
  ],
};
