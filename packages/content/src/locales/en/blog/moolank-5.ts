import { moolankArticle } from './moolank-article.js';

export const moolank5 = moolankArticle(5, {
  title: 'Moolank 5: The Mercury Number of Change and Quick Wit',
  keywords: [
    'moolank 5',
    'psychic number 5',
    'born on 5 14 23',
    'moolank 5 career',
    'moolank 5 lucky colour',
  ],
  description:
    'Moolank 5, for people born on the 5th, 14th or 23rd: the Mercury number explained, with its nature, work, relationships, friendly numbers and lucky days.',
  imageAlt: 'The number 5 beside a month with the 5th, 14th and 23rd marked',
  intro:
    'Born on the 5th, 14th or 23rd of any month? Your psychic number, the moolank, is 5, the number of Mercury, the quick messenger among the planets. Here is how it is found, what it says about your restless, curious nature, and how to put that energy to good use.',
  nature: [
    'Moolank 5 is the number of movement, curiosity and communication. People born on these dates usually think fast, talk easily and get bored quickly with the same routine. They are the friend who knows a shortcut through every market, the relative who has tried three new hobbies this year, the colleague who can explain a problem to the accounts team and the sales team in two different ways. Variety keeps a 5 lively, and they often bring fresh air into a tired room.',
    'Mercury rules the number, and it gives a 5 a sharp mind, a talent for language and a knack for trade and bargaining. The same quickness has a shadow: a 5 may start more than they finish, make decisions in a hurry or scatter their energy across too many plans. The lesson of the number is focus within freedom. A 5 who keeps one or two steady anchors, such as a fixed morning routine or a long-term savings habit, can enjoy change without being pulled around by it.',
  ],
  work: 'At work a 5 does best where there is movement, people and a fresh problem each day. Sales, travel, media and any job that calls for talking, persuading or adapting suit them well. A desk job with the same tasks every hour can feel like a cage, though even there a 5 can thrive if they are given variety or a client-facing part of the role. Many 5s are natural traders. With money, they should watch impulsive purchases and quick-return schemes, and keep a little aside before spending.',
  workList: [
    'Sales, marketing and business development',
    'Travel, tourism and transport',
    'Journalism, media, writing and translation',
    'Trade, commerce and running a shop',
    'Communication roles such as public relations or teaching languages',
  ],
  relationships: [
    'In love, a 5 brings fun, surprise and good conversation. They enjoy a partner who is curious too, who will try a new restaurant or take a sudden weekend trip. What a 5 finds hard is feeling tied down, and what their partner may find hard is the 5’s changing plans. Agreeing on a few fixed things, a weekly evening together or a call at the same time each day, gives the relationship a steady centre while leaving room for adventure.',
    'With friends, a 5 is the connector who knows someone in every city and every field. They are easy company and rarely hold a grudge. In the family they may be the one who moved away for work or who keeps everyone up to date on the family group chat. Remember to follow through on promises, even small ones like returning a call, because the people who love a 5 value their reliability as much as their fun.',
  ],
  health:
    'A 5 runs on nervous energy and may forget to eat properly or sleep enough when life is busy. Regular meals, less caffeine late in the day and time away from the phone help a great deal. Many 5s enjoy active exercise with variety, such as cycling, dancing, badminton or a brisk walk on a new route. Simple breathing exercises, a few slow breaths before a big conversation or at bedtime, can calm a mind that rarely stops moving.',
  use: 'Read your moolank as a sketch of your everyday temperament, not as a forecast. Some of the restless, curious 5 may fit you closely, some may not, and your other numbers and choices fill in the rest. Keep the parts that help you understand yourself. These small steps can help a 5 use the number well.',
  steps: [
    'Before starting something new, finish or formally close one thing already begun.',
    'Wait a day before any purchase or commitment above an amount you set in advance.',
    'Keep one fixed habit each day, such as a morning walk, whatever else changes.',
    'Use your way with words to encourage someone each week.',
  ],
});
