import { moolankArticle } from './moolank-article.js';

export const moolank1 = moolankArticle(1, {
  title: 'Moolank 1: The Sun Number of the Day You Were Born',
  keywords: [
    'moolank 1',
    'psychic number 1',
    'born on 1 10 19 28',
    'moolank 1 career',
    'moolank 1 lucky colour',
  ],
  description:
    'Moolank 1, for people born on the 1st, 10th, 19th or 28th: the Sun number explained, with its nature, work, relationships, friendly numbers and lucky days.',
  imageAlt: 'The number 1 with a rising sun over a calendar',
  intro:
    'Born on the 1st, 10th, 19th or 28th of any month? Then your psychic number, the moolank, is 1. Here is what this Sun number says about how you see yourself and meet each day, how it is worked out, and how to use it sensibly.',
  nature: [
    'Moolank 1 is the number of the self that starts things. People born on these dates often carry a clear picture of who they are and where they want to go, and they would rather set the direction than follow one set by someone else. In a family that cannot decide where to go for the holidays, the 1 is usually the person who finally says "this place, this week" and books the tickets. That readiness to decide is a real gift, and the people around a 1 often rely on it more than they say.',
    "The Sun rules the number, and the Sun's image fits: warmth, pride, a need to shine and a wish to be respected. A 1 gives generously but wants to be acknowledged, and a careless word from someone close can hurt more than it shows. The lesson the number keeps offering is that strength includes listening. A 1 who asks others for their view before acting finds that people follow more willingly, and that the load feels lighter too.",
  ],
  work: 'At work a moolank 1 does best with ownership. Give a 1 a project with a clear goal and room to decide, and they will often finish it ahead of time; put them under close supervision with no say, and they may grow restless. Many 1s are happy in their own business, but a salaried 1 can be just as content as the person who leads a team, opens a new branch or launches a product. The thing to watch is impatience with slower colleagues and a habit of doing everything alone.',
  workList: [
    'Running a business or a shop of your own',
    'Team leadership and management roles',
    'Government service and administration, where decisions carry weight',
    'Independent professions such as law, consulting or architecture',
    'Starting new projects, branches or products inside a company',
  ],
  relationships: [
    'In love, a 1 is loyal, protective and proud of the partner. The care often shows as action rather than words: fixing the problem, planning the trip, standing up for the family. A partner with a mind of their own, who is not afraid to disagree, often suits a 1 better than one who always gives way. One habit helps a great deal: when a plan involves you both, bring two options to talk over instead of one finished decision. It turns a choice made for someone into a choice made with them.',
    'With friends and family, a 1 is the person others call in a crisis. Relatives may bring every problem to the 1, and that can be tiring. Share the role: let a sibling handle the next wedding arrangement, or let a friend choose the restaurant. Accepting help is not weakness for a 1; it is how the number learns to trust, and it gives the people around them a chance to give back.',
  ],
  health:
    "The Sun's energy runs strong in a 1, and so does the habit of pushing on without rest. A regular sleep time, a short walk in the morning light and meals at fixed hours suit the number well. Many 1s find that a few quiet minutes at sunrise, with a glass of water or simply standing in the open air, set a calm tone for a busy day. Watch for tension that builds when things do not go your way, and let it out through exercise or a talk with a friend rather than holding it in.",
  use: 'Read your moolank as a mirror for your everyday habits, not as a verdict on your life. The qualities of 1 are tendencies: you may recognise some strongly and others hardly at all. Take what helps you understand yourself, and leave the rest. A few small practices can help a 1 use the number well.',
  steps: [
    'Pick one idea each month and actually start it, however small.',
    'Before a big decision, ask one trusted person for their view and hear it out.',
    'Thank the people who helped you, by name, when a task is done.',
    'Keep one day a week with no goals in it, only rest and family.',
  ],
});
