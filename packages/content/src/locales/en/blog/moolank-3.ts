import { moolankArticle } from './moolank-article.js';

export const moolank3 = moolankArticle(3, {
  title: 'Moolank 3: The Jupiter Number of Learning and Good Counsel',
  keywords: [
    'moolank 3',
    'psychic number 3',
    'born on 3 12 21 30',
    'moolank 3 career',
    'moolank 3 lucky colour',
  ],
  description:
    'Moolank 3, for people born on the 3rd, 12th, 21st or 30th: the Jupiter number explained, with its nature, work, relationships, friendly numbers and lucky days.',
  imageAlt: 'The number 3 beside a month with the 3rd, 12th, 21st and 30th marked',
  intro:
    'Born on the 3rd, 12th, 21st or 30th of a month? Your psychic number, the moolank, is 3, the number of Jupiter, the guru among the planets. Here is how it is worked out, what it says about your temperament, and how to make good use of it.',
  nature: [
    'Moolank 3 is the number of growth, learning and hope. People born on these dates tend to believe that tomorrow can be better than today, and they are usually willing to work to make it so. They collect knowledge the way some people collect stamps, from a new recipe to a chapter of the Gita, and they love to pass it on. At a wedding or a festival they are often found in the middle of a group, telling the story everyone has asked to hear again, or settling a friendly argument about facts.',
    'Jupiter, called Guru in the Vedic tradition, rules the number, and a 3 often has something of a teacher about them, even without a classroom. They care about doing the right thing and like to be known for it. The shadow side is a touch of pride and a tendency to believe their way is the best way. A 3 grows wiser still by offering views lightly and letting others choose, since people learn most from the lessons they find for themselves.',
  ],
  work: 'At work a 3 does well wherever knowledge, speech and judgement count. They are good at making a complicated subject simple, at mentoring younger colleagues and at presenting a team’s work with confidence. Work that is silent and repetitive can dull their spark, so a 3 is happiest with some variety, people and a sense of purpose. Their generous nature can lead them to say yes to too many requests; checking commitments against a calendar before agreeing keeps their word as good as they want it to be.',
  workList: [
    'Teaching, training and coaching at any level',
    'Law, advisory work and roles that need sound judgement',
    'Writing, publishing, media and public speaking',
    'Finance and banking, where trust and steady counsel matter',
    'Religious, charitable and community work',
  ],
  relationships: [
    'In love, a 3 looks for a partner who is also a companion of the mind, someone to grow with, learn with and laugh with. They are warm, loyal and often generous with time and money. A 3 can feel hurt when they are not taken seriously, and may hide it behind a joke. Saying what stung, simply and kindly, and making room for the partner to lead sometimes, keeps a relationship with a 3 easy and affectionate for years.',
    'Friends come to a 3 for counsel and for laughter, and they give both freely. In the family they are often the respected elder in spirit, even when young: the one asked to speak at a function or to settle a question of right and wrong. Enjoy that trust, and let younger relatives make some of their own decisions too. The respect a 3 values grows fastest when others feel free to disagree with them.',
  ],
  health:
    'Jupiter is linked with expansion, and for a 3 that can mean a love of good food and long sittings at the desk or on the sofa. Simple habits balance this well: a daily walk, meals with plenty of vegetables, and not eating late at night. Many 3s find that reading something uplifting before sleep, or a few minutes of prayer or quiet reflection, settles a busy mind. Keep an eye on taking on too much for others; rest is part of being generous.',
  use: 'Use your moolank as a friendly description of how you tend to think and react, not as a prediction. A 3 may recognise the teacher and the optimist in these lines, or only some of them; your other numbers and your own effort shape the rest. Take what is useful. These small steps can help a 3 use the number well.',
  steps: [
    'Each week, learn one new thing and share it with someone who will enjoy it.',
    'When someone shares a problem, listen fully first and ask before suggesting a solution.',
    'Check your calendar before every new promise, and say no to what will not fit.',
    'Set aside a little time or money each month for someone who needs a helping hand.',
  ],
});
