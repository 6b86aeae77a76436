import type { BlogEntry } from '../../../types.js';
import { associationLines } from '../associations.js';

export const lifePath2: BlogEntry = {
  path: '/blog/life-path-number-2',
  title: "Life Path Number 2: The Moon's Gift of Harmony",
  keywords: [
    'life path number 2',
    'life path 2 meaning',
    'life path 2 personality',
    'life path 2 career options',
    'life path 2 marriage',
    'number 2 moon numerology',
  ],
  description:
    "Life path number 2 explained: the Moon's gentle, cooperative nature, its strengths and challenges, work and love patterns, and how to work it out.",
  image: 'life-path-2',
  imageAlt: 'Illustration of the number 2 beside a crescent moon over calm water',
  intro:
    'If your life path number is 2, you probably understand people more quickly than they understand themselves. This guide looks at the Moon-ruled 2 in everyday life, from friendships and family to work, with a step-by-step example of the calculation. In Indian numerology the life path number is called the bhagyank.',
  sections: [
    {
      heading: 'What life path 2 means',
      blocks: [
        {
          type: 'p',
          text: 'Where 1 stands alone, 2 reaches out. It is the number of pairs, partnership and balance, and a 2 life path is often a journey of learning how to work with others without losing yourself. You may notice that you sense the mood of a room as soon as you walk in, or that friends bring you their worries because you listen without judging.',
        },
        {
          type: 'p',
          text: 'In Vedic numerology, 2 belongs to the Moon, which governs the mind, the emotions and the gentle rhythms of life. Just as the Moon waxes and wanes, people on this path can feel their moods rise and fall more than others do. That sensitivity is not a weakness. It is the source of your kindness, your intuition and your gift for bringing people together.',
        },
      ],
    },
    {
      heading: 'Natural strengths of life path 2',
      blocks: [
        {
          type: 'p',
          text: 'The qualities below often show up quietly, in the background, which is why others may notice them before you do.',
        },
        {
          type: 'ul',
          items: [
            'Diplomacy: you can find words that calm an argument instead of feeding it.',
            'Empathy: you pick up on what people feel, even when they do not say it.',
            'Patience: you are willing to let things develop in their own time.',
            'Attention to detail: you notice the small things others miss, from a typo in a document to a friend who seems a little low.',
            'Team spirit: you tend to bring out the best in a group rather than compete with it.',
          ],
        },
      ],
    },
    {
      heading: 'Challenges, and gentle ways through them',
      blocks: [
        {
          type: 'p',
          text: 'Because you feel so much, it is easy to carry more than your share. These tendencies are common for 2s, and each one has a practical way forward.',
        },
        {
          type: 'ul',
          items: [
            'Over-sensitivity to criticism: pause before you respond, and ask yourself whether the comment is about the work or about you. Usually it is only about the work.',
            'Avoiding conflict: a problem left unspoken tends to grow. Try raising it early, calmly and in private, perhaps over a cup of chai.',
            'Indecision: when every option seems to affect someone, write down what you want first, and only then think about everyone else.',
            "Depending on approval: keep a small list of things you did well each week, so that your sense of worth does not rest only on other people's praise.",
          ],
        },
      ],
    },
    {
      heading: 'Career paths and money habits of a 2',
      blocks: [
        {
          type: 'p',
          text: 'Life path 2 tends to shine in roles where cooperation, care and careful work matter more than loud self-promotion. You may be the steady person who keeps a team running smoothly, and that contribution is valuable even when nobody sees it.',
        },
        {
          type: 'ul',
          items: [
            'Counselling, teaching and social work',
            'Human resources and mediation',
            'Nursing, caregiving and other helping professions',
            'Administration, accounts and roles that reward accuracy',
            'Music, design and other arts that depend on sensitivity',
          ],
        },
        {
          type: 'p',
          text: "With money, 2s are often careful and prefer security to risk. A monthly budget shared with your partner, or a savings jar for a festival or family event, can suit this number's steady nature. At the same time, no number can tell you what you will earn, so let practical planning and sound advice guide your financial choices.",
        },
      ],
    },
    {
      heading: 'Love, marriage and family life of a 2',
      blocks: [
        {
          type: 'p',
          text: 'Relationships sit at the heart of life path 2. You are usually a devoted partner who remembers anniversaries, notices when your spouse is tired and quietly takes care of small things. Family life matters deeply to you, and it is often you who keeps relatives in touch, sending good-morning messages or arranging the next get-together.',
        },
        {
          type: 'p',
          text: 'The growth area is voicing your own needs. Partners cannot always guess what you want, however close you are. Saying clearly, and kindly, what would make you happy is not selfish; it is part of a healthy bond. You may get on well with a partner who is warm and reliable and who values your gentleness instead of taking it for granted.',
        },
      ],
    },
    {
      heading: 'How to calculate a life path number of 2',
      blocks: [
        {
          type: 'p',
          text: 'The method never changes from number to number: sum the birth day, month and year as complete numbers, then reduce the total digit by digit. Here is the working for 12 April 1975.',
        },
        {
          type: 'ol',
          items: [
            'Day 12 + month 4 = 16.',
            '16 + year 1975 = 1991.',
            'Digits of 1991: 1 + 9 + 9 + 1 = 20.',
            'Digits of 20: 2 + 0 = 2.',
          ],
        },
        {
          type: 'p',
          text: 'So this date gives life path 2. Its psychic number, taken from the day alone, is 1 + 2 = 3, which shows how the two numbers can differ for the same person.',
        },
        {
          type: 'p',
          text: 'One more case is worth knowing. For 8 January 2000, the working is 8 + 1 = 9, then 9 + 2000 = 2009, and 2 + 0 + 0 + 9 = 11. On this blog, 11 is a master number and is kept as it is, so that person reads about life path 11. Calculators that always reduce to a single digit go one step further, 1 + 1 = 2. If that is your date, both descriptions may feel familiar, since 11 is often seen as a heightened form of 2.',
        },
      ],
    },
    {
      heading: 'Lucky associations for life path 2',
      blocks: [
        {
          type: 'p',
          text: "These links come from Vedic numerology and the Lo Shu tradition. Many families enjoy them as part of culture and ritual; treat them as symbols that remind you of your number's qualities.",
        },
        {
          type: 'ul',
          items: [
            'Planet: the Moon, connected with the mind, feelings and nurturing.',
            "Element: Earth, in the Lo Shu tradition, which adds steadiness and a sense of home to the Moon's changing moods.",
            ...associationLines(2),
          ],
        },
        {
          type: 'p',
          text: 'Traditionally, some people keep a small silver item at home, drink water from a silver glass, or sit quietly for a few minutes under the full moon on Purnima. Others simply treat Monday as a day for calm, with a slower evening, a phone call with their mother or a short walk after dinner. Use whatever feels meaningful to you.',
        },
      ],
    },
    {
      heading: 'Growing into your life path 2',
      blocks: [
        {
          type: 'p',
          text: 'Life path 2 asks you to hold two things at once: your care for others and your respect for yourself. When both are present, your gentleness becomes a real strength that people lean on and trust.',
        },
        {
          type: 'ol',
          items: [
            'Each week, turn down one request you truly do not have time for, honestly and kindly.',
            'Keep a journal to sort out your feelings before big conversations.',
            'Spend time with people who return the warmth you offer.',
            'Remind yourself that keeping the peace should never mean keeping quiet about what matters.',
          ],
        },
        {
          type: 'p',
          text: 'Read this description as an invitation to reflect, not as a prediction. Keep what helps, let go of what does not, and trust your own experience as the final guide.',
        },
      ],
    },
  ],
};
