import type { BlogEntry } from '../../../types.js';
import { associationLines } from '../associations.js';

export const lifePath6: BlogEntry = {
  path: '/blog/life-path-number-6',
  title: 'Life Path Number 6: Meaning of the Caring Nurturer',
  keywords: [
    'life path number 6',
    'life path 6 meaning',
    'numerology 6 personality traits',
    'life path 6 career options',
    'life path 6 relationships',
    'venus number in numerology',
    'shukra numerology 6',
  ],
  description:
    'What life path number 6 says about you: a caring, responsible nature guided by Venus, with strengths, challenges, career, family life and how to calculate it.',
  image: 'life-path-6',
  imageAlt: 'Illustration of the number 6 shaped like a warm, lamp-lit home',
  intro:
    'A life path of 6 is often called the path of care. Read on to see how this Venus-ruled number shapes your sense of duty, your love of beauty and the way you look after the people around you. In Indian numerology the life path number is called the bhagyank.',
  sections: [
    {
      heading: 'The meaning of life path 6',
      blocks: [
        {
          type: 'p',
          text: 'Number 6 is the number of home, responsibility and love in its most practical form. If this is your life path, you probably feel most at peace when the people around you are comfortable, fed and getting along. You notice when a friend has gone quiet, you remember birthdays, and you may be the one who packs an extra tiffin for a colleague who skipped breakfast.',
        },
        {
          type: 'p',
          text: 'In many traditions 6 is linked with balance and harmony. Its planet, Venus, is associated with beauty, art, comfort and affection, so 6s often have a good eye for colour, music, decoration and food. A 6 will tidy a cluttered shelf, set a bowl of flowers near the entrance or choose curtains with real thought, because surroundings matter deeply to them.',
        },
        {
          type: 'p',
          text: 'As with every number, read this as a reflection to think about, not a fixed label. Your choices, upbringing and effort shape your life far more than any single digit.',
        },
      ],
    },
    {
      heading: 'Strengths that come naturally to a 6',
      blocks: [
        {
          type: 'ul',
          items: [
            'A caring heart: you offer help before being asked, whether that means a lift to the station or sitting beside an unwell relative.',
            'Reliability: when you say you will do something, people trust that it will be done.',
            'A sense of fairness: you want everyone at the table to be heard, and you are often the peacemaker when the family disagrees.',
            'An eye for beauty: from the rangoli at Diwali to a small balcony garden, you make spaces feel welcoming.',
            'Patience with people: children, elders and nervous beginners tend to feel safe with you.',
          ],
        },
        {
          type: 'p',
          text: 'These gifts make 6 a natural anchor in families, teams and neighbourhoods. Others lean on you, and often you quietly enjoy being the person they lean on.',
        },
      ],
    },
    {
      heading: 'Challenges to understand with kindness',
      blocks: [
        {
          type: 'p',
          text: 'The same care that makes you special can sometimes become heavy to carry. Here are the patterns many 6s recognise, along with small steps that can help.',
        },
        {
          type: 'ul',
          items: [
            "Taking on too much: you may say yes to every request and then feel tired and unappreciated. Practise one polite 'not this time' each week, and notice that your relationships survive it.",
            'Worrying about others: concern can slide into anxiety about things you cannot control. A short evening habit of writing down what went well today helps balance the worry list.',
            'Wanting things just so: high standards at home or at work can make others feel judged. Try letting someone else finish a task their own way, even if it is not how you would do it.',
            'Forgetting yourself: your own rest, hobbies and health can slip to the bottom of the list. Blocking a fixed hour for yourself, as firmly as you would for a guest, is a kind form of self-respect.',
          ],
        },
        {
          type: 'p',
          text: 'None of these make you a lesser person. They simply show where your generous nature needs a boundary, so that it can keep flowing for many years.',
        },
      ],
    },
    {
      heading: 'Work, career and attitudes to money',
      blocks: [
        {
          type: 'p',
          text: 'Life path 6 often feels drawn to work that helps, heals, teaches or beautifies. Many 6s find meaning in teaching, nursing and caregiving, counselling, social work, human resources, hospitality, interior design, fashion, cooking and the arts. You may also shine in any role where you look after a team, since people tend to trust your fairness.',
        },
        {
          type: 'p',
          text: 'The key question for a 6 at work is often: does this job let me care for someone or something? When the answer is yes, you can put in long hours with real commitment. When the work feels cold or is purely about targets, your motivation may fade, even if the salary is good.',
        },
        {
          type: 'p',
          text: 'With money, 6s are often sensible about household budgets and generous with family. You may be the person who lends to a cousin or quietly pays for a family function. That generosity is beautiful, but it works best with clear limits. Deciding in advance how much you can comfortably give or lend each year protects both your savings and your relationships. Numerology does not predict income, and no number promises prosperity; it only highlights habits you can strengthen.',
        },
      ],
    },
    {
      heading: 'Love, marriage and family',
      blocks: [
        {
          type: 'p',
          text: 'For many 6s, love and family sit at the centre of life. You take commitment seriously, enjoy creating traditions, and put real effort into making a home warm, whether it is a large joint-family house or a small rented flat. Festivals, family dinners and small rituals, like Sunday morning chai together, often mean a great deal to you.',
        },
        {
          type: 'p',
          text: 'Because you give so much, it is important that you also receive. Tell your partner and family what you need instead of hoping they will guess. A 6 who only gives may slowly grow resentful; a 6 who gently asks for support builds a more equal and lasting bond.',
        },
        {
          type: 'p',
          text: 'Traditional numerology often pairs 6 happily with 3 and 9, numbers that share its warmth and sociable nature, and with 2, which values tenderness as much as you do. These are general ideas, not rules about whom you should marry. Shared values, respect and patience matter far more than matching numbers.',
        },
      ],
    },
    {
      heading: 'Working out your life path number: an example',
      blocks: [
        {
          type: 'p',
          text: 'The life path number uses the whole birth date. The method is simple: add the day, the month and the full year as ordinary numbers, then reduce the total by adding its digits until one digit is left. Let us take 12 April 1988 as an example.',
        },
        {
          type: 'ol',
          items: [
            'Note the three parts of the date: day 12, month 4 (April), year 1988.',
            'Add day and month: 12 + 4 = 16.',
            'Add this to the year: 16 + 1988 = 2004.',
            'Reduce 2004 by adding its digits: 2 + 0 + 0 + 4 = 6.',
            'Six is a single digit, so the life path is 6.',
          ],
        },
        {
          type: 'p',
          text: 'It is easy to make a small mistake with a four-digit year, so go through the sum once more, one digit at a time. Some books reduce the day, month and year separately before adding them; for a single-digit result like this one, both methods arrive at the same number.',
        },
      ],
    },
    {
      heading: 'Lucky associations for life path 6',
      blocks: [
        {
          type: 'ul',
          items: [
            'Planet: Venus (Shukra), connected with love, art, comfort and harmony.',
            'Element: Metal, in the Lo Shu tradition, where 6 sits in the bottom right corner of the grid.',
            ...associationLines(6),
          ],
        },
        {
          type: 'p',
          text: 'Traditionally, some people with a strong 6 keep fresh flowers at home on Fridays, light a diya in the evening, or wear white and soft pastel shades for important family occasions. Follow these customs if they bring you comfort; they are reminders of calm intention, not guarantees of any outcome.',
        },
      ],
    },
    {
      heading: 'Closing thoughts for the caring 6',
      blocks: [
        {
          type: 'p',
          text: 'Life path 6 asks you to love well, and that includes loving yourself. Your care keeps homes running, friendships alive and workplaces humane. When you balance giving with rest, and responsibility with joy, you become the steady, warm presence that people remember for years.',
        },
        {
          type: 'p',
          text: 'If this number is yours, try one small step this week: say yes to something that nourishes you, not only others. A quiet cup of tea on the balcony, a music class you have been postponing, or simply an early night is not selfish. It is how a caring heart stays full.',
        },
      ],
    },
  ],
};
