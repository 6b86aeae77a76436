import { moolankArticle } from './moolank-article.js';

export const moolank7 = moolankArticle(7, {
  title: 'Moolank 7: The Ketu Number of Insight and Inner Quiet',
  keywords: [
    'moolank 7',
    'psychic number 7',
    'born on 7 16 25',
    'moolank 7 career',
    'moolank 7 lucky colour',
  ],
  description:
    'Moolank 7, for people born on the 7th, 16th or 25th: the Ketu number explained, with its nature, work, relationships, friendly numbers and lucky days.',
  imageAlt: 'The number 7 beside a month with the 7th, 16th and 25th marked',
  intro:
    'Born on the 7th, 16th or 25th of any month? Your psychic number, the moolank, is 7, the number linked with Ketu. Here is how it is found, what it says about your thoughtful, searching nature, and how to use its depth in everyday life.',
  nature: [
    'Moolank 7 is the number of reflection, intuition and the search for meaning. People born on these dates often need time alone to make sense of things. Where others react at once, a 7 watches, thinks and then answers, and the answer is often worth the wait. They may sense that something is wrong before anyone says a word. An early walk before the city wakes, a long train journey with a window seat or an hour by a river can restore a 7 in a way that busy gatherings rarely do.',
    'Ketu, the south node of the Moon in Vedic astrology, is linked with the number, and it is traditionally associated with detachment and inner knowledge. A 7 may feel a little apart from the crowd, interested in questions that others find too deep for a Sunday lunch. The challenge is that this distance can look like coldness, or turn into too much time alone with worries. Sharing thoughts with a few trusted people, even half-formed ones, keeps a 7 connected and lighter.',
  ],
  work: 'At work a 7 thrives where depth is valued over speed and noise. Research, analysis, writing, technical expertise and any work that rewards careful thought suit them well. They prefer to master a subject rather than skim many, and colleagues often come to them with the problem nobody else could solve. Open-plan noise and constant meetings can drain a 7; a quiet hour protected in the calendar often does more for their work than any tool. With money, a 7 tends to be careful, which serves them well.',
  workList: [
    'Research, science and scholarship',
    'Software, data and technical specialist roles',
    'Writing, editing and philosophy',
    'Spiritual, healing and counselling work',
    'Investigation, auditing and quality checking',
  ],
  relationships: [
    'In love, a 7 is sincere and deep, but slow to open up. They want a partner who can enjoy silence together as much as conversation, and who does not take a quiet evening as a sign of trouble. A 7 shows love by understanding, often noticing what a partner needs before it is said. What helps most is putting that understanding into words now and then, because a partner cannot read the 7’s careful thoughts unless they are shared.',
    'A 7 usually keeps a small circle of close friends and prefers one long talk to a crowded party. In the family they may be seen as the thoughtful one, sometimes as the mystery. That is fine, but let relatives in: join the family dinner even when you would rather read, and tell them what you are working on or thinking about. People feel closer to a 7 when they are given a window into that rich inner world.',
  ],
  health:
    'A 7 lives a great deal in the mind, and may forget the body until it complains. Regular meals, daylight, and gentle movement such as walking, swimming or yoga help keep the balance. Because a 7 can turn worries over for a long time, a simple evening habit, writing thoughts in a notebook or a few minutes of meditation or prayer, often brings calmer sleep. Make time for people too; company in small doses is good for a 7’s wellbeing.',
  use: 'Read your moolank as a reflection of your everyday nature, not as a fixed path. Some of the thoughtful, searching 7 may describe you closely, some may not, and your other numbers and choices shape the rest. Keep what deepens your self-understanding. These small steps can help a 7 use the number well.',
  steps: [
    'Protect one quiet hour each day for thinking, reading or simply sitting still.',
    'Share one thought or feeling each week with someone close, even if it is unfinished.',
    'Step outside into daylight for at least twenty minutes each day.',
    'When a worry keeps returning, write it down with one small step you can take.',
  ],
});
