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
    'Moolank 3 is the number of growth, learning and hope. People born on these dates tend to look for the lesson in what happens to them, and when a plan goes wrong their first question is often "what can we learn from this?" rather than "whose fault is it?" They enjoy words, stories and a good laugh, and at family gatherings they are often the one explaining the rules of a game to the children or telling the story everyone asks to hear again.',
    'Jupiter, called Guru in the Vedic tradition, rules the number, and a 3 carries some of that teacher’s dignity. Fairness matters deeply to them, and so does being respected. The shadow side is a touch of pride and a habit of giving advice before it is asked for. A 3 grows wiser still by remembering that guidance is a gift, not an order, and that people sometimes need to find their own way, even the long way round.',
  ],
  work: 'At work a 3 likes responsibility that comes with respect and room to explain, teach or plan. They are often the person who trains new joiners, writes the clear email everyone forwards, or keeps spirits up when a deadline drags on. Long stretches of dull routine done alone can drain them, so it helps to mix routine tasks with ones that use their voice. Jupiter’s generosity can also lead a 3 to promise more than a week can hold; a simple weekly list keeps good intentions realistic.',
  workList: [
    'Teaching, training and coaching at any level',
    'Law, advisory work and roles that need sound judgement',
    'Writing, publishing, media and public speaking',
    'Finance and banking, where trust and steady counsel matter',
    'Religious, charitable and community work',
  ],
  relationships: [
    'In love, a 3 wants a partner they can talk to about ideas, books, faith and plans for the future; shallow chatter soon bores them. They are warm, loyal and often generous with time and money. It can sting a 3 when someone close ignores their well-meant suggestions, and they may go quiet rather than say so. Naming the hurt gently, and listening as much as advising, keeps a relationship with a 3 easy and affectionate for years.',
    'Friends come to a 3 for counsel and for laughter, and they give both freely. In the family they are often the respected elder in spirit, even when young: the one asked to speak at a function or to settle a question of right and wrong. Enjoy that trust, and let younger relatives make some of their own decisions too. The respect a 3 values grows fastest when others feel free to disagree with them.',
  ],
  health:
    'Jupiter is linked with expansion, and for a 3 that can mean a love of good food and long sittings at the desk or on the sofa. Simple habits balance this well: a daily walk, meals with plenty of vegetables, and not eating late at night. Many 3s find that reading something uplifting before sleep, or a few minutes of prayer or quiet reflection, settles a busy mind. Keep an eye on taking on too much for others; rest is part of being generous.',
  use: 'Use your moolank as a friendly description of how you tend to think and react, not as a prediction. A 3 may recognise the teacher and the optimist in these lines, or only some of them; your other numbers and your own effort shape the rest. Take what is useful. These small steps can help a 3 use the number well.',
  steps: [
    'Each week, learn one new thing and share it with someone who will enjoy it.',
    'Before giving advice, ask "would you like my view?" and respect the answer.',
    'Keep a Monday list and promise only what fits in it.',
    'Set aside a little time or money each month for someone who needs a helping hand.',
  ],
});
