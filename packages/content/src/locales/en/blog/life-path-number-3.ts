import type { BlogEntry } from '../../../types.js';
import { associationLines } from '../associations.js';

export const lifePath3: BlogEntry = {
  path: '/blog/life-path-number-3',
  title: 'Life Path Number 3: Creativity, Wisdom and Joy',
  keywords: [
    'life path number 3',
    'life path 3 meaning',
    'life path 3 traits',
    'life path 3 jobs',
    'life path 3 love life',
    'number 3 jupiter numerology',
  ],
  description:
    "What life path number 3 means: Jupiter's creative, expressive energy, key strengths and challenges, work, love and family, and a worked calculation.",
  image: 'life-path-3',
  imageAlt: 'Illustration of the number 3 surrounded by open books under a glowing yellow planet',
  intro:
    "Life path number 3 is the storyteller, the learner and the encourager of the numerology family. Read on to see how Jupiter's expansive energy can shape your character, your work and your relationships, and how to confirm that 3 is your number. In Indian numerology the life path number is called the bhagyank.",
  sections: [
    {
      heading: 'What life path 3 means',
      blocks: [
        {
          type: 'p',
          text: 'Three is the number that comes after the pair, and numerology often reads it as what a partnership creates: something new, lively and expressive. People with life path 3 tend to think in words, images and ideas. Perhaps you keep the conversation flowing at a wedding, cannot resist doodling in the margins of a notebook, or explain a tricky topic so clearly that everyone finally understands it.',
        },
        {
          type: 'p',
          text: 'Vedic tradition connects 3 with Jupiter, called Guru, the planet of wisdom, learning, teachers and blessings. Jupiter expands whatever it touches, and 3s often carry that expansive spirit: optimism, generosity and a love of knowledge. The main lesson on this path is depth. With so much enthusiasm on hand, the challenge is to stay with one thing long enough to make it truly good.',
        },
      ],
    },
    {
      heading: 'Strengths that come naturally to a 3',
      blocks: [
        {
          type: 'p',
          text: 'Many of these strengths show up when you are among people. They are worth recognising, because they are real gifts and not just charm.',
        },
        {
          type: 'ul',
          items: [
            'Expression: you put feelings and ideas into words, pictures or music with ease.',
            'Optimism: you can find something hopeful in most situations and lift others with it.',
            'Love of learning: books, courses and new subjects keep you energised.',
            'Teaching ability: you explain things clearly and patiently, in the manner of a good guru.',
            'Sociability: you make friends quickly and help strangers feel welcome.',
          ],
        },
        {
          type: 'p',
          text: "If you are unsure whether these describe you, ask a close friend which of them they see in you. Threes are often surprised to hear how much their encouragement has meant to someone, perhaps a word of praise for a younger colleague's presentation or a cheerful message sent on a difficult day.",
        },
      ],
    },
    {
      heading: 'Challenges of life path 3, with practical tips',
      blocks: [
        {
          type: 'p',
          text: 'The same lively energy that makes a 3 so likeable can sometimes spread itself too thin. Here are some common patterns, each with a small step you can take.',
        },
        {
          type: 'ul',
          items: [
            'Scattered focus: keep a notebook of ideas, but choose only one or two projects to finish each season.',
            'Unfinished tasks: break work into short steps and tick them off, so that your progress is visible.',
            'Overspending on pleasures: enjoy your treats, but set a monthly limit and keep a separate savings jar for bigger plans.',
            'Hiding worries behind humour: tell one trusted friend how you really feel when something is bothering you.',
            'Taking criticism of your work to heart: remember that feedback on a draft is a chance to improve it, not a judgement on you.',
          ],
        },
      ],
    },
    {
      heading: 'Career and money attitudes for life path 3',
      blocks: [
        {
          type: 'p',
          text: 'Work that lets you communicate, create or teach tends to suit a 3. You may feel restless in a job that asks for silence and repetition all day, and far more alive where your ideas and voice are welcome.',
        },
        {
          type: 'ul',
          items: [
            'Teaching, training and coaching',
            'Writing, journalism and content creation',
            'Design, performing arts and media',
            'Marketing, public relations and events',
            'Counselling and other roles built on conversation',
          ],
        },
        {
          type: 'p',
          text: 'Jupiter is linked with prosperity in tradition, but numerology offers no promise of wealth. What a 3 can work on is the habit side of money: tracking spending, saving steadily and resisting impulse buys when a sale catches your eye. Generosity is one of your best qualities; just make sure it leaves enough for your own needs and future plans.',
        },
      ],
    },
    {
      heading: 'Love, friendship and family for a 3',
      blocks: [
        {
          type: 'p',
          text: 'A 3 brings laughter and warmth into a relationship. You like to celebrate, to plan outings and to share what you are reading or learning with your partner. Festivals and family gatherings often show you at your best, whether you are decorating the house for Diwali, leading the antakshari or helping younger cousins with their homework.',
        },
        {
          type: 'p',
          text: 'Because you enjoy variety and company, a partner who values quiet evenings may sometimes feel left out. Make room for one-to-one time, and listen as fully as you talk. A partner who enjoys conversation and gives you space to express yourself tends to suit this number, and within the family your encouragement can mean more to children and younger relatives than you realise.',
        },
      ],
    },
    {
      heading: 'How to calculate a life path number of 3',
      blocks: [
        {
          type: 'p',
          text: 'Add the whole day, month and year of birth, then keep adding digits until one digit remains. Here is the working for someone born on 26 January 2001.',
        },
        {
          type: 'ol',
          items: [
            'Day 26 + month 1 = 27.',
            '27 + year 2001 = 2028.',
            'Digits of 2028: 2 + 0 + 2 + 8 = 12.',
            'Digits of 12: 1 + 2 = 3.',
          ],
        },
        {
          type: 'p',
          text: 'This date gives life path 3. The psychic number is separate: the day 26 reduces to 2 + 6 = 8. A second date to try for yourself is 20 May 1958, where 20 + 5 = 25, 25 + 1958 = 1983, 1 + 9 + 8 + 3 = 21 and 2 + 1 = 3. Checking each line slowly, digit by digit, is the best way to avoid small mistakes.',
        },
      ],
    },
    {
      heading: 'Lucky associations for life path 3',
      blocks: [
        {
          type: 'p',
          text: "In Indian numerology, each number has traditional links that many people find meaningful. They are best seen as cultural symbols that call your number's qualities to mind.",
        },
        {
          type: 'ul',
          items: [
            'Planet: Jupiter, known as Guru or Brihaspati, linked with wisdom, teachers and growth.',
            'Element: Wood, in the Lo Shu tradition, which suits a number about growth and the new shoots of ideas.',
            ...associationLines(3),
          ],
        },
        {
          type: 'p',
          text: 'Traditionally, people honour Jupiter on Thursdays by wearing something yellow, offering chana dal or turmeric at a temple, or showing respect to teachers and elders. A simple modern version is to spend Thursday evening learning something new or thanking someone who once taught you.',
        },
      ],
    },
    {
      heading: 'Making the most of life path 3',
      blocks: [
        {
          type: 'p',
          text: 'A 3 is happiest when joy and discipline walk together. Your enthusiasm opens doors; steady effort lets you walk through them.',
        },
        {
          type: 'ol',
          items: [
            'Choose one creative project and give it a fixed time every week.',
            'Share your knowledge by teaching a skill to a friend, a child or a colleague.',
            'Balance social plans with a few quiet evenings to recharge.',
            'Read back through your old notebooks now and then to see how far your ideas have come.',
          ],
        },
        {
          type: 'p',
          text: 'Take what feels true from this description and leave the rest. Your life path number is a starting point for reflection, and the way you live it is always your own.',
        },
      ],
    },
  ],
};
