import { moolankArticle } from './moolank-article.js';

export const moolank8 = moolankArticle(8, {
  title: 'Moolank 8: The Saturn Number of Patience and Lasting Work',
  keywords: [
    'moolank 8',
    'psychic number 8',
    'born on 8 17 26',
    'moolank 8 career',
    'moolank 8 lucky colour',
  ],
  description:
    'Moolank 8, for people born on the 8th, 17th or 26th: the Saturn number explained, with its nature, work, relationships, friendly numbers and lucky days.',
  imageAlt: 'The number 8 beside a month with the 8th, 17th and 26th marked',
  intro:
    'If you were born on the 8th, 17th or 26th of a month, your psychic number, the moolank, is 8, the number of Saturn. Saturn has a stern reputation, but its number is really about patience, duty and work that lasts. Here is how it is found and how to use it well.',
  nature: [
    'Moolank 8 is the number of the long view. People born on these dates often feel older than their years when young and grow lighter as they age. They take responsibility seriously, keep their word and prefer solid progress to quick applause. An 8 is frequently the student who studies steadily through the year instead of cramming, or the young employee who quietly becomes the one everyone depends on. Their strength is endurance: they keep going after others have given up.',
    'Saturn, called Shani in the Vedic tradition, rules the number. In Indian homes Saturn is often spoken of with caution, but the tradition also calls it the fair judge who rewards honest effort. That is a useful way to read an 8: results may come slowly, yet they tend to stay. The challenge is a serious streak that can turn into worry, or a habit of carrying burdens silently. An 8 who allows themselves rest, laughter and help finds the road far easier.',
  ],
  work: 'At work an 8 is organised, disciplined and trusted with things that matter. They often rise through steady performance rather than self-promotion and do well in structured fields with clear rules and long horizons. Many 8s have a good head for money, property and management. The pitfalls are overwork and a reluctance to delegate. An 8 who builds a team they trust, and lets it carry part of the load, usually achieves more and enjoys it more.',
  workList: [
    'Management, administration and operations',
    'Banking, finance and accounts',
    'Law, the judiciary and government service',
    'Real estate, mining, construction and heavy industry',
    'Long-term projects where steady effort is rewarded',
  ],
  relationships: [
    'In love, an 8 is faithful and protective, though not always quick to show feelings. They express love through reliability: being there every time, planning for the family’s future, keeping promises made years ago. A partner may sometimes wish for more warmth in words. An 8 can meet that wish with small, regular gestures, a message during the day or an evening out without talk of work, which mean a great deal coming from someone so steady.',
    'An 8 often becomes the pillar of the family, the one who handles money matters, looks after parents and helps younger relatives with their studies or jobs. It is a role of honour, and it can be heavy. Let the family share decisions and costs, and say openly when you need support. Friends of an 8 are usually few and long-lasting, and spending unhurried time with them is one of the best ways for an 8 to lighten up.',
  ],
  health:
    'An 8 tends to push through tiredness and to put duty before rest. A fixed bedtime, regular stretching or yoga to ease stiffness, and meals that are not skipped on busy days all help. Many 8s benefit from a steady, unhurried form of exercise, such as a long evening walk, done at the same time each day. When worry about the future builds up, talking it through with someone trusted, and making one practical plan, often eases the mind more than turning it over alone.',
  use: 'Your moolank is a description of tendencies, not a sentence passed on your life, and this is especially worth saying for 8: it is not an unlucky number, and it needs no remedy. Read these lines as a mirror, keep what helps and set aside the rest; your other numbers and choices count as much. These small steps can help an 8 use the number well.',
  steps: [
    'Hand over one task each week to someone you trust, and let them do it their way.',
    'Plan one enjoyable thing each week that has nothing to do with duty.',
    'Write down three things that went well at the end of each day.',
    'Tell the people who rely on you when you need their help, plainly and early.',
  ],
});
