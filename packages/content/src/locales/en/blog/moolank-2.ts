import { moolankArticle } from './moolank-article.js';

export const moolank2 = moolankArticle(2, {
  title: 'Moolank 2: The Moon Number of Feeling and Partnership',
  keywords: [
    'moolank 2',
    'psychic number 2',
    'born on 2 11 20 29',
    'moolank 2 career',
    'moolank 2 lucky colour',
  ],
  description:
    'Moolank 2, for people born on the 2nd, 11th, 20th or 29th: the Moon number explained, with its nature, work, relationships, friendly numbers and lucky days.',
  imageAlt: 'The number 2 beside a month with the 2nd, 11th, 20th and 29th marked',
  intro:
    'If you were born on the 2nd, 11th, 20th or 29th of any month, your psychic number, the moolank, is 2. This article looks at the Moon number: how it is found, how it tends to feel and work, and how to lean on its gentle strengths.',
  nature: [
    'Moolank 2 is the number of feeling, cooperation and quiet understanding. People born on these dates often sense the mood of a room before anyone speaks: the tired look of a parent after work, the tension between two cousins at a wedding, the colleague who says "fine" and does not mean it. This sensitivity is a real form of intelligence. It helps a 2 make peace, bring people together and notice needs that others miss.',
    'The Moon rules the number, and the Moon waxes and wanes. A 2’s energy tends to move in a similar rhythm: bright, social weeks followed by quieter ones that ask for rest. Rather than fighting the quiet weeks, a 2 does well to expect them, keeping lighter plans for those days and bigger ones for the bright stretches. The other lesson of the number is self-worth. A 2 gives a great deal of care and may never ask for any back, yet the people around them are usually glad to be asked.',
  ],
  work: 'At work a 2 is at their best as part of a pair or a close team. They notice when a customer is unsure, calm a heated discussion before it turns sour and keep track of the small courtesies that make people want to work together. Harsh competition and shouting drain them, while steady, friendly teamwork brings out their patience and tact. Many 2s do well as the trusted second in command, the person a leader relies on to know how everyone is really doing.',
  workList: [
    'Counselling, teaching and caring professions',
    'Human resources, customer care and client relations',
    'Nursing, hospitality and roles that look after people',
    'Music, art, writing and design that need a fine ear or eye',
    'Partnership businesses where a steady, tactful partner is valued',
  ],
  relationships: [
    'In love, a 2 wants closeness, reassurance and small signs of care: a cup of tea brought without asking, a call when they are travelling, a hand held in a crowded place. They give the same attention in return, often more. Because they dislike conflict, they may agree to things they do not want and feel hurt about it later. A patient partner who asks what they really think, and waits for the answer, brings out the best in a 2.',
    'Among friends and family, the 2 is the peacemaker, the one who calls the aunt nobody else phones and patches up the quarrel between siblings. This is a lovely role, but it should not become a burden. Keep some time each week that belongs only to you, and let others sort out their own disagreements now and then. People respect a 2 more, not less, when they see that the 2 has limits.',
  ],
  health:
    'A 2 feels the day in the body: worry can show up as a tight stomach or a restless night. Regular meals, enough water, and an evening routine that winds down slowly tend to help. Many 2s find that a walk by water, a lake, the sea or even a garden tap and a few plants, settles the mind. Keep a little space after emotionally heavy days, and talk worries through with someone you trust rather than carrying them alone.',
  use: 'Treat the moolank as a gentle description of your everyday self, not as a label. Some of what is written here may fit you closely and some may not fit at all, because your other numbers and your own choices shape you too. Keep what helps. These small steps can help a 2 use the number with confidence.',
  steps: [
    'Begin each day with one small fixed ritual, such as tea at the same window, as an anchor.',
    'Practise saying no once a week to something you do not want to do.',
    'Plan quiet time after busy social days, and do not apologise for it.',
    'Tell one person each week, plainly, what you need from them.',
  ],
});
