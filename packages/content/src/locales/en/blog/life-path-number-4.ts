import type { BlogEntry } from '../../../types.js';
import { associationLines } from '../associations.js';

export const lifePath4: BlogEntry = {
  path: '/blog/life-path-number-4',
  title: "Life Path Number 4: The Builder's Path Explained",
  keywords: [
    'life path number 4',
    'life path 4 meaning',
    'life path 4 characteristics',
    'life path 4 profession',
    'life path 4 love and family',
    'number 4 rahu numerology',
  ],
  description:
    "Life path number 4 meaning: Rahu's practical, hard-working and original nature, its strengths and challenges, career, family and a worked calculation.",
  image: 'life-path-4',
  imageAlt: 'Illustration of the number 4 built from neat stone blocks on a firm foundation',
  intro:
    'Life path number 4 is the number of foundations: careful plans, honest effort and work that lasts. This article explores how the Rahu-linked 4 shows up in your character, career and relationships, and walks through the calculation with a real date. In Indian numerology the life path number is called the bhagyank.',
  sections: [
    {
      heading: 'What life path 4 means',
      blocks: [
        {
          type: 'p',
          text: "Picture the four walls of a house or the four legs of a sturdy table. Numerology reads 4 as the number of structure, stability and order. If your life path is 4, the thread running through your years is building something dependable, step by step, whether that is a career, a home, a savings habit or a family's sense of security. You may be the person who reads the instructions before assembling furniture, and who actually finishes the job.",
        },
        {
          type: 'p',
          text: 'In Indian numerology, 4 is linked with Rahu, the north node of the Moon, a shadow planet associated with the unexpected, with new ideas and with breaking from convention. That makes 4 more interesting than it first appears. Alongside the love of order, many 4s have an original, even rebellious streak, questioning old habits and finding better systems. The lesson of this path is to blend both sides: steady enough to build, open enough to adapt.',
        },
      ],
    },
    {
      heading: 'Strengths of a life path 4',
      blocks: [
        {
          type: 'p',
          text: 'People often rely on a 4 long before they say so. These are the qualities that earn that trust.',
        },
        {
          type: 'ul',
          items: [
            'Reliability: when you promise to do something, it gets done.',
            'Practical skill: you are good at turning a vague idea into a clear plan with steps and dates.',
            'Persistence: you are willing to put in long, patient effort when others lose interest.',
            'Honesty: you prefer straight dealings and clear agreements.',
            'Fresh thinking: in keeping with Rahu, you can spot where an old method no longer works and suggest a better one.',
          ],
        },
      ],
    },
    {
      heading: 'Challenges for life path 4, and how to ease them',
      blocks: [
        {
          type: 'p',
          text: 'The love of solid ground that defines a 4 can sometimes turn into holding on too tightly. Here are some common patterns and small, practical responses.',
        },
        {
          type: 'ul',
          items: [
            'Rigidity: when plans change, give yourself an hour before reacting. Often the new plan has something useful in it.',
            'Overwork: schedule rest the same way you schedule tasks, for example a fixed evening each week with no office messages.',
            'Worry about money or security: a written budget and an emergency fund can calm the mind more than constant checking.',
            'Sudden restlessness: the Rahu side of 4 can bring spells of wanting to change everything at once. Channel that urge into one well-planned change rather than many sudden ones.',
            'Being too serious: make room for play, music or a hobby that has no goal except enjoyment.',
          ],
        },
      ],
    },
    {
      heading: 'Career and money attitudes for life path 4',
      blocks: [
        {
          type: 'p',
          text: 'A 4 usually does well in work with clear structure, measurable results and room to improve systems. You may not enjoy roles where the rules keep shifting without reason, but you can be excellent at bringing order to chaos.',
        },
        {
          type: 'ul',
          items: [
            'Engineering, architecture and construction',
            'Accounting, auditing and banking operations',
            'Project management and operations',
            'Information technology and data work',
            'Skilled trades and manufacturing',
            'Research and other roles that reward careful method',
          ],
        },
        {
          type: 'p',
          text: 'With money, 4s often lean towards saving, planning and avoiding unnecessary risk. That is a helpful instinct, and simple tools can support it: a monthly spreadsheet, a recurring deposit or a savings jar for the next home repair. Your life path describes how you tend to handle money, not how much of it you will have, so let sound information and, where needed, a professional adviser guide the bigger decisions.',
        },
      ],
    },
    {
      heading: 'Love, marriage and family for life path 4',
      blocks: [
        {
          type: 'p',
          text: "In love, a 4 is steady and sincere. You may not be the most dramatic romantic, but you show care through actions: fixing the leaking tap, planning a holiday months ahead, or making sure your parents' medicines never run out. Partners and family members usually know they can count on you, and that sense of safety is a gift in itself.",
        },
        {
          type: 'p',
          text: 'The growth area is putting feelings into words and allowing some spontaneity. A surprise evening out, a handwritten note or simply saying what you appreciate about someone can mean a great deal. A partner who values loyalty and commitment, and who gently encourages you to relax, often complements a 4 well. At home, your vastu-minded sense of order can make a house feel calm, as long as there is also room for a little mess and laughter.',
        },
      ],
    },
    {
      heading: 'How to calculate a life path number of 4',
      blocks: [
        {
          type: 'p',
          text: 'Sum the day, the month and the four-digit year, then reduce the answer digit by digit until a single figure is left. Here is an example for 24 June 1999.',
        },
        {
          type: 'ol',
          items: [
            'Day 24 + month 6 = 30.',
            '30 + year 1999 = 2029.',
            'Digits of 2029: 2 + 0 + 2 + 9 = 13.',
            'Digits of 13: 1 + 3 = 4.',
          ],
        },
        {
          type: 'p',
          text: 'The life path number is 4, while the psychic number from the day is 2 + 4 = 6. There is also a master-number route to 4. For 2 March 1970, the working is 2 + 3 = 5, then 5 + 1970 = 1975, and 1 + 9 + 7 + 5 = 22. This blog keeps 22 as a master number, often called the master builder, so that person would read about life path 22. In single-digit readings, 2 + 2 = 4, and much of what this article says about steady building applies to 22 as well.',
        },
      ],
    },
    {
      heading: 'Lucky associations for life path 4',
      blocks: [
        {
          type: 'p',
          text: "The associations below draw on Indian numerology as well as the Lo Shu grid of Chinese tradition. Plenty of families enjoy them as part of their culture; they work best as reminders of your number's qualities rather than as rules.",
        },
        {
          type: 'ul',
          items: [
            'Planet: Rahu, the shadow planet linked with innovation, ambition and the unexpected.',
            'Element: Wood, in the Lo Shu tradition, a fitting symbol for slow, steady growth from strong roots.',
            ...associationLines(4),
          ],
        },
        {
          type: 'p',
          text: 'Traditionally, some people connected with Rahu feed birds, give to those in need on Saturdays or keep their workspace especially tidy and uncluttered. There is no need for fear around Rahu; in this tradition it simply stands for ambition and change. A practical way to honour it is to try one new method or idea in your work each month, so that your love of order stays fresh.',
        },
      ],
    },
    {
      heading: 'Living your life path 4 with ease',
      blocks: [
        {
          type: 'p',
          text: 'A 4 builds the foundations that other people stand on. The key to a happy life on this path is remembering that foundations exist to hold up a home full of life, not just to be solid for their own sake.',
        },
        {
          type: 'ol',
          items: [
            'Set long-term goals, then review them every few months and adjust without guilt.',
            'Keep one day a week lighter than the others.',
            'Say thank you out loud to the people who support your plans.',
            'Welcome one small change each week, such as a new route for your morning walk.',
          ],
        },
        {
          type: 'p',
          text: 'Treat this article as something to think about, not a mould you must squeeze yourself into. Your life path number shows tendencies; how you build on them is entirely in your hands.',
        },
      ],
    },
  ],
};
