import { moolankArticle } from './moolank-article.js';

export const moolank6 = moolankArticle(6, {
  title: 'Moolank 6: The Venus Number of Love, Beauty and Home',
  keywords: [
    'moolank 6',
    'psychic number 6',
    'born on 6 15 24',
    'moolank 6 career',
    'moolank 6 lucky colour',
  ],
  description:
    'Moolank 6, for people born on the 6th, 15th or 24th: the Venus number explained, with its nature, work, relationships, friendly numbers and lucky days.',
  imageAlt: 'The number 6 beside a month with the 6th, 15th and 24th marked',
  intro:
    'If you were born on the 6th, 15th or 24th of a month, your psychic number, the moolank, is 6, the number of Venus. This article explains how it is worked out, what it says about your warm, home-loving nature, and how to care for others without forgetting yourself.',
  nature: [
    'Moolank 6 is the number of love, beauty and responsibility. People born on these dates usually care a great deal about harmony, at home, at work and in the way things look. They notice when a room needs a plant, when a friend needs a meal, when a family celebration needs someone to organise it. Guests tend to feel welcome in a 6’s home, and friends often remember the small kindnesses a 6 did without being asked.',
    'Venus, called Shukra in the Vedic tradition, rules the number, and it brings charm, a feel for art and comfort, and a wish to be loved. The shadow side comes from caring too much: a 6 may take on everyone’s problems, find it hard to say no, or feel hurt when their effort goes unnoticed. The lesson is balance. Care given freely is a gift; care given until you are empty helps no one for long, and a 6 who looks after themselves has more to give.',
  ],
  work: 'At work a 6 is the colleague who makes the place feel human. They do well in roles that serve people, create beauty or bring comfort, and they are often trusted with clients who need patience. An ugly, chaotic or unfriendly workplace can wear them down, so even small touches, a tidy desk, a plant, a kind word, matter to them. With money, a 6 may spend generously on family, gifts and a pleasant home; a simple budget keeps that generosity sustainable.',
  workList: [
    'Design, fashion, interiors and the arts',
    'Hospitality, food and event planning',
    'Healthcare support, counselling and social work',
    'Teaching, especially of young children',
    'Beauty, wellness and customer-facing service',
  ],
  relationships: [
    'In love, a 6 is devoted, affectionate and romantic. They remember anniversaries, cook a favourite dish after a hard day and want the home to feel like a safe place. What a 6 needs in return is appreciation, said out loud. They may also need to watch a tendency to manage their partner’s life out of love. Asking "how can I help?" rather than simply stepping in keeps the relationship equal and easy.',
    'In the family, the 6 is often the heart of the household, the one who keeps traditions, hosts festivals and checks on elderly relatives. Friends lean on them for comfort. This is precious work, and it deserves to be shared: ask siblings to take turns with the festival cooking, and let friends look after you sometimes. A 6 who accepts care as easily as they give it builds the balanced relationships their number is really about.',
  ],
  health:
    'A 6 enjoys comfort, good food and sweet things, and may put everyone else’s needs before their own rest. Regular exercise they find pleasant, such as dancing, gardening or walking with a friend, suits them better than harsh routines. Keeping sweets for occasions rather than every day, drinking enough water and protecting a full night’s sleep are simple supports. Music, art and time in beautiful places are real refreshment for a 6, not luxuries.',
  use: 'Think of your moolank as a description of how you tend to love and look after things, not as a rule about your life. Parts of the caring 6 may describe you well and parts may not, because your other numbers and your own decisions play a role too. Keep what helps. These small steps can help a 6 use the number well.',
  steps: [
    'Say no kindly to one request each week that would leave you too tired.',
    'Tell the people you love, in words, what you appreciate about them, and let them tell you.',
    'Keep one hour each week for something beautiful that is only for you.',
    'Share household and festival duties instead of carrying them alone.',
  ],
});
