import { moolankArticle } from './moolank-article.js';

export const moolank4 = moolankArticle(4, {
  title: 'Moolank 4: The Rahu Number of Hard Work and Fresh Ideas',
  keywords: [
    'moolank 4',
    'psychic number 4',
    'born on 4 13 22 31',
    'moolank 4 career',
    'moolank 4 lucky colour',
  ],
  description:
    'Moolank 4, for people born on the 4th, 13th, 22nd or 31st: the Rahu number explained, with its nature, work, relationships, friendly numbers and lucky days.',
  imageAlt: 'The number 4 beside a month with the 4th, 13th, 22nd and 31st marked',
  intro:
    'If your birthday falls on the 4th, 13th, 22nd or 31st, your psychic number, the moolank, is 4. Some people hear that 4 is a hard number; we see it differently. Here is what this Rahu number really describes, how it is found, and how to use it well.',
  nature: [
    'Moolank 4 is the number of the original thinker and the steady worker. People born on these dates often see a situation from an angle no one else has considered, and they tend to question rules that others accept without thinking. In a meeting where everyone nods along, the 4 is the one who asks "why do we do it this way?" That question can be uncomfortable, but it is how better systems get built, and families and offices often come to value the 4 who asked it.',
    'Rahu, the north node of the Moon in Vedic astrology, is linked with this number, and it brings a taste for the unusual and a dislike of empty show. A 4 trusts effort more than luck and would rather earn something slowly than be handed it. The challenge is that a 4 can feel misunderstood, or that results arrive later than deserved. Patience with the pace of things, and a few friends who truly understand them, make a great difference to a 4’s peace of mind.',
  ],
  work: 'At work a 4 is dependable, methodical and good with systems, numbers and detail. Give them a process that is broken and they will often find a smarter way to run it. They do best where effort is measured fairly and where they can see their work add up over time. Sudden shortcuts and promises of quick money tend not to suit them; steady, skilled work does. A 4 should watch for working too long without a break and for arguing a point long after it has been made.',
  workList: [
    'Engineering, technology and software',
    'Research, data and analysis',
    'Accounts, audit and administration',
    'Building, construction and property work',
    'Any role that improves a system or solves a stubborn problem',
  ],
  relationships: [
    'In love, a 4 is loyal and practical. They show care by being there: the repaired tap, the bills paid on time, the lift to the hospital at an odd hour. They may not say sweet things often, and a partner who wants words may need to ask for them. A 4 in turn needs a partner who accepts their independent opinions without trying to change them. Honest talk about small irritations, before they grow, keeps a relationship with a 4 strong.',
    'A 4 usually has a few close friends rather than a crowd, and those friendships can last a lifetime. In the family they are the one who quietly handles the paperwork, fixes the phone and remembers the due date of the insurance. Let the family know when you are tired, and let others take a turn. A 4 who shares their unusual ideas with people they trust, instead of keeping them inside, often finds more support than they expected.',
  ],
  health:
    'A 4 tends to carry tension in silence and to work late when a problem is unsolved. Fixed hours for sleep and meals, a screen-free half hour before bed and regular physical activity help balance this. Many 4s enjoy exercise with a clear structure, such as a set number of rounds in a park or a yoga routine at the same time each day. When the mind keeps turning a problem over, writing it down and leaving it on paper until morning can bring easier sleep.',
  use: 'Your moolank describes tendencies, not fate, and moolank 4 is no exception: it is not unlucky, and nothing here needs fixing. Read these lines as a mirror, keep what rings true and let the rest go, since your other numbers and choices matter just as much. These small steps can help a 4 use the number well.',
  steps: [
    'Break a big goal into weekly steps, and tick each one off where you can see it.',
    'Share one new idea each month with someone you trust before deciding it will not work.',
    'Stop work at a fixed time at least four evenings a week.',
    'Mark small wins, your own and other people’s, instead of waiting for the big one.',
  ],
});
