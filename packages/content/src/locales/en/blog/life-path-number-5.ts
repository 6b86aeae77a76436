import type { BlogEntry } from '../../../types.js';
import { associationLines } from '../associations.js';

export const lifePath5: BlogEntry = {
  path: '/blog/life-path-number-5',
  title: 'Life Path Number 5: Meaning of the Curious Free Spirit',
  keywords: [
    'life path number 5',
    'life path 5 meaning',
    'numerology number 5 personality',
    'life path 5 career',
    'life path 5 love and marriage',
    'mercury number in numerology',
    'budh numerology 5',
  ],
  description:
    'Life path number 5 in numerology: curiosity, change and freedom, with its strengths, challenges, career, love and a worked example to calculate your own.',
  image: 'life-path-5',
  imageAlt: 'Illustration of the number 5 as a winding road through green fields',
  intro:
    'If your birth date adds up to 5, life tends to feel like a journey with many turns. Here is what this restless, curious number says about your nature, your work and your relationships, and how to check that 5 is really yours. In Indian numerology the life path number is called the bhagyank.',
  sections: [
    {
      heading: 'What life path number 5 means',
      blocks: [
        {
          type: 'p',
          text: 'In numerology, your life path number is drawn from your full date of birth, and it describes the broad road you walk rather than the mood of a single day. The number 5 is the road with the most bends. People on this path are drawn to movement, new faces, fresh ideas and the sense that tomorrow could look quite different from today. Routine is not your enemy, but it has to earn its place.',
        },
        {
          type: 'p',
          text: 'Five sits exactly in the centre of the Lo Shu grid, with the other eight numbers arranged around it. Many numerologists read this as a sign that 5 connects things: it touches every other number, the way a busy crossroads touches every lane of a town. You may notice that you are often the one who links people, passes on news, or knows which cousin has a spare room in Pune when someone needs a place to stay.',
        },
        {
          type: 'p',
          text: 'Think of numerology here as a mirror, not a verdict. The qualities below are tendencies that many 5s recognise in themselves. Take what rings true, question what does not, and use the rest as a prompt for honest reflection.',
        },
      ],
    },
    {
      heading: 'Strengths of the life path 5 personality',
      blocks: [
        {
          type: 'ul',
          items: [
            'Adaptability: when plans change at the last minute, such as a cancelled train or a shifted wedding date, you are usually the first to find another way.',
            'Curiosity: you ask questions, read widely and enjoy picking up a new skill, whether it is a language app on your phone or a recipe from a neighbour who grew up in another state.',
            'Easy communication: you can chat with a shopkeeper, a senior manager and a small child in the same hour and make each of them feel at ease.',
            'Courage to try: you would rather attempt something and learn from it than wonder for years what might have happened.',
          ],
        },
        {
          type: 'p',
          text: 'These strengths make 5 a natural explorer. The real work of this path is to give that energy a direction, so that every new start adds to the last one instead of replacing it.',
        },
      ],
    },
    {
      heading: 'Challenges, and what you can do about them',
      blocks: [
        {
          type: 'p',
          text: 'Every number has a shadow side, and for 5 it usually comes from having plenty of energy and too few anchors. None of this is a flaw in who you are. It simply points to habits worth building.',
        },
        {
          type: 'ul',
          items: [
            'Restlessness: you may lose interest once the exciting first phase is over. Try finishing one small project fully, such as turning a notebook of scattered ideas into one clear plan, before starting the next.',
            'Scattered attention: many open tabs, many half-read books. A short written list each morning, with no more than three main tasks, can bring your focus back.',
            'Impulsive spending or decisions: a sudden trip or a shiny gadget can feel irresistible. A simple rule, such as waiting two days before any large purchase, gives your calmer side a vote.',
            'Dislike of being tied down: commitments can feel like a cage. It helps to see a promise as a road you chose, not a wall someone built around you.',
          ],
        },
        {
          type: 'p',
          text: 'When 5s learn to pause before leaping, their love of freedom becomes a real strength: they can change course wisely rather than simply often.',
        },
      ],
    },
    {
      heading: 'Career and money attitudes',
      blocks: [
        {
          type: 'p',
          text: 'People with life path 5 tend to enjoy work that has variety, movement and plenty of conversation. Sitting at the same desk doing the same task for years can drain you, while a role that sends you to meet clients, solve fresh problems or learn new tools keeps you alert. Fields that many 5s like include sales and marketing, travel and hospitality, journalism and media, teaching, event planning, trade and business, and any job where you explain ideas to others.',
        },
        {
          type: 'p',
          text: 'Mercury, the planet linked with 5, is traditionally connected with trade, speech and quick thinking, and this matches the way many 5s approach work.',
        },
        {
          type: 'p',
          text: 'With money, the pattern is often easy come, easy go. You may earn in bursts and spend on experiences rather than things. Numerology cannot tell you what you will earn, and no number guarantees wealth. What it can do is name a habit. A practical step for many 5s is a separate savings jar or account that stays untouched by travel plans and treats, so that your sense of adventure and your need for security can live side by side.',
        },
      ],
    },
    {
      heading: 'Love, friendship and family life',
      blocks: [
        {
          type: 'p',
          text: 'In relationships, 5 brings fun, warmth and a willingness to try new things together, from a weekend trip to a new restaurant in the old part of town. Partners often find that life with a 5 is never dull. At the same time, you need breathing space. A partner who understands that an evening out with friends or a solo walk is not a rejection will find you loyal and affectionate.',
        },
        {
          type: 'p',
          text: 'Within a joint family or a close circle of relatives, you may be the one who plans the outings and keeps the family WhatsApp group alive with photos and jokes. Elders may sometimes worry that you change jobs or cities too easily. Sharing your reasons calmly, and showing up for festivals and important days, goes a long way towards building their trust.',
        },
        {
          type: 'p',
          text: 'Numerology books often describe 5 as getting along well with 1, whose independence matches yours, and with 6, whose warmth helps you feel grounded. Treat such pairings as conversation starters rather than rules. Any two people who talk honestly and keep their promises can build a happy home.',
        },
      ],
    },
    {
      heading: 'How to calculate your life path number',
      blocks: [
        {
          type: 'p',
          text: 'Your life path number comes from the complete date of birth: day, month and year. Add them together as whole numbers, then keep adding the digits of the answer until only one digit remains. Here is a worked example for someone born on 23 June 1992.',
        },
        {
          type: 'ol',
          items: [
            'Write the date as numbers: day 23, month 6, year 1992.',
            'Add the day and the month: 23 + 6 = 29.',
            'Add the year: 29 + 1992 = 2021.',
            'Add the digits of 2021: 2 + 0 + 2 + 1 = 5.',
            'The answer is a single digit, so the life path number for this date is 5.',
          ],
        },
        {
          type: 'p',
          text: 'Go over each step slowly, digit by digit, because one slip in the year changes the whole answer. If your total ever reduces to 11, 22 or 33, our blog keeps these master numbers as they are instead of reducing them further, since they are read with a meaning of their own.',
        },
      ],
    },
    {
      heading: 'Lucky associations for number 5',
      blocks: [
        {
          type: 'p',
          text: 'Traditional numerology links each number with a planet, an element and a set of favourable colours and days. These are cultural associations handed down through books and families; use them in whatever way feels meaningful.',
        },
        {
          type: 'ul',
          items: [
            'Planet: Mercury (Budh), linked with speech, learning, trade and quick thinking.',
            'Element: Earth, in the Lo Shu tradition, a steadying partner for the restless side of 5.',
            ...associationLines(5),
          ],
        },
        {
          type: 'p',
          text: 'Some 5s like to begin an important task on a Wednesday, keep a green plant on their work desk, or wear a green kurta or dupatta to an interview. These are gentle reminders of intention, not magic. Their value lies in helping you pause and focus.',
        },
      ],
    },
    {
      heading: 'Living your life path 5 well',
      blocks: [
        {
          type: 'p',
          text: 'The heart of life path 5 is freedom used wisely. You are here to explore, to learn from many sources and to carry ideas from one place to another. When you add a little structure, such as a steady morning walk, a monthly budget or one long-term goal written on the first page of your diary, your restless energy starts to build something lasting.',
        },
        {
          type: 'p',
          text: 'If you are a 5, be kind to yourself on the days you feel pulled in ten directions. Pick one direction for now, move, and trust that you can adjust later. Change is your teacher, and you are one of its quickest students.',
        },
      ],
    },
  ],
};
