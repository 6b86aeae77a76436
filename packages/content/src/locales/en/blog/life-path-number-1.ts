import type { BlogEntry } from '../../../types.js';
import { associationLines } from '../associations.js';

export const lifePath1: BlogEntry = {
  path: '/blog/life-path-number-1',
  title: 'Life Path Number 1: Meaning, Strengths and Career',
  keywords: [
    'life path number 1',
    'life path 1 meaning',
    'life path 1 career',
    'life path 1 relationships',
    'number 1 sun numerology',
    'life path 1 calculation',
  ],
  description:
    "Life path number 1 meaning: the Sun's independent spirit, its strengths and challenges, work and love patterns, and a worked example of the calculation.",
  image: 'life-path-1',
  imageAlt: 'Illustration of the number 1 in a rising sun',
  intro:
    'Life path number 1 belongs to the starters, the people who would rather light the lamp than wait for someone else to do it. Here is what this Sun-ruled number can mean for your work, relationships and growth, with a worked example of the calculation. In Indian numerology the life path number is called the bhagyank.',
  sections: [
    {
      heading: 'The meaning of life path 1',
      blocks: [
        {
          type: 'p',
          text: 'The number 1 is the first step in every count, and numerology reads it as the number of beginnings, individuality and will. If your life path is 1, the broad theme of your life is learning to stand on your own feet and to trust your own direction. You may notice that you feel most alive when you are starting something, whether that is a new course, a fitness routine or a small venture run from the spare room.',
        },
        {
          type: 'p',
          text: 'In the Vedic tradition, 1 is linked with the Sun, the source of light and the centre around which the other planets move. The Sun gives warmth without asking permission, and many 1s have a similar quiet confidence. The lesson that runs alongside it matters just as much: real leadership includes others. A 1 who learns to share the light usually finds that people are glad to follow.',
        },
      ],
    },
    {
      heading: 'Strengths of a life path 1',
      blocks: [
        {
          type: 'p',
          text: 'These qualities tend to come naturally to you. You may not even notice them, because from the inside they feel ordinary.',
        },
        {
          type: 'ul',
          items: [
            'Initiative: you are often the first to suggest a plan and the first to act on it.',
            'Self-reliance: you can work without constant supervision and you enjoy owning your results.',
            'Determination: once you have settled on a goal, small setbacks rarely stop you.',
            "Original thinking: you would rather find your own way than copy someone else's.",
            'Courage in decisions: when a group cannot make up its mind, you are willing to choose.',
          ],
        },
      ],
    },
    {
      heading: 'Challenges for life path 1, and what helps',
      blocks: [
        {
          type: 'p',
          text: 'Every strength has a shadow side, and for a 1 it usually comes from doing too much alone. None of these is a flaw to feel bad about; each is simply an area where a little awareness goes a long way.',
        },
        {
          type: 'ul',
          items: [
            'Impatience with slower people: count to ten before correcting someone, and ask how they see the task before you step in.',
            'Difficulty asking for help: practise with small requests, such as asking a colleague to look over a draft, so that it stops feeling like weakness.',
            "Stubbornness: when you feel sure you are right, write down the other person's strongest point first. It often softens the argument.",
            'Loneliness at the top: keep a regular time for friends or family that has nothing to do with your goals, like a Sunday phone call with a sibling.',
          ],
        },
      ],
    },
    {
      heading: 'Work, career and money for a 1',
      blocks: [
        {
          type: 'p',
          text: 'Life path 1 often does well in roles that offer some independence and a chance to lead or shape decisions. That can mean running your own business, but it can equally mean being the person in a team who takes ownership of a project from start to finish.',
        },
        {
          type: 'ul',
          items: [
            'Entrepreneurship and small business',
            'Management and team leadership',
            'Independent professions such as consulting, design or law',
            'Sales and business development, where initiative is valued',
            'Any role where you can build something new',
          ],
        },
        {
          type: 'p',
          text: 'With money, many 1s like to be in control of their own earnings and decisions. That wish for independence can encourage good habits, such as a separate savings jar or account for a future plan, though it can also lead to bold moves made alone. Numerology cannot promise success or wealth; it can only point to tendencies. Before any large financial step, talk it through with someone you trust and, where needed, a qualified adviser.',
        },
      ],
    },
    {
      heading: 'Love, marriage and family for a 1',
      blocks: [
        {
          type: 'p',
          text: "In relationships, a 1 is loyal, protective and often generous, and likes to make things happen for the people they love, from planning a surprise outing to sorting out a family problem. The difficulty can be that partners or relatives feel their opinions are not asked for. A simple habit, such as asking for your partner's view before you announce a plan, makes a real difference.",
        },
        {
          type: 'p',
          text: 'You may be drawn to a partner with a strong personality of their own, someone who respects your independence and does not need you to be in charge of everything. Within the wider family, 1s are often the ones relatives turn to when decisions have to be made. Accept that role with warmth, but let others carry some of the load too; it helps them grow, and it gives you rest.',
        },
      ],
    },
    {
      heading: 'How to calculate a life path number of 1',
      blocks: [
        {
          type: 'p',
          text: 'To find your life path number, total your birth day, month and year, then keep summing the digits of that total until only one digit remains. Take someone born on 21 November 1994 as an example.',
        },
        {
          type: 'ol',
          items: [
            'Day 21 + month 11 = 32.',
            '32 + year 1994 = 2026.',
            'Digits of 2026: 2 + 0 + 2 + 6 = 10.',
            'Digits of 10: 1 + 0 = 1.',
          ],
        },
        {
          type: 'p',
          text: "The life path number is 1. Notice that this person's psychic number, which comes from the day alone, is different: 21 gives 2 + 1 = 3. For a longer chain, try 27 March 1969: 27 + 3 = 30, 30 + 1969 = 1999, then 1 + 9 + 9 + 9 = 28, 2 + 8 = 10 and 1 + 0 = 1. Two very different dates lead to the same life path.",
        },
      ],
    },
    {
      heading: 'Lucky associations for life path 1',
      blocks: [
        {
          type: 'p',
          text: 'Over the centuries, each number has gathered a planet, an element, favourite colours and a day of the week. These associations come from different traditions, so read them as cultural symbols and gentle reminders rather than rules.',
        },
        {
          type: 'ul',
          items: [
            'Planet: the Sun, the giver of light and vitality in Vedic astrology.',
            'Element: Water, in the Lo Shu tradition. It may seem surprising next to the fiery Sun, but the two come from different systems, and Water adds the idea of flow and adaptability to the drive of a 1.',
            ...associationLines(1),
          ],
        },
        {
          type: 'p',
          text: 'Traditionally, people connected with the Sun offer water to the rising sun in the morning, a practice known as Surya Arghya, or simply spend a few minutes in early sunlight. Many find it a calm way to start the day and set an intention. Whichever of these customs you keep, treat it as a personal and cultural choice, not a fix for any problem.',
        },
      ],
    },
    {
      heading: 'Living your life path 1 well',
      blocks: [
        {
          type: 'p',
          text: 'Being a 1 is not about being first at everything. It is about having the courage to begin and the wisdom to bring people with you. A few small practices can help you use this energy well.',
        },
        {
          type: 'ol',
          items: [
            'Keep a notebook of ideas, and pick one each month to actually start.',
            'Before a big decision, ask at least one person for their view and listen to the end.',
            'Celebrate the wins of people around you as warmly as your own.',
            'Protect some rest each week, because starters burn out when they never stop.',
          ],
        },
        {
          type: 'p',
          text: 'Your life path describes tendencies, not a fixed fate. Use what resonates, set aside what does not, and let the number be a mirror that helps you know yourself a little better.',
        },
      ],
    },
  ],
};
