import type { NewbornParentsTexts } from '../../newborn-parents-types.js';

/** A newborn's report, written to the parents: its cover, opening chapter and glance. */
export const newbornParents: NewbornParentsTexts = {
  title: 'A numerology report for your newborn',
  preparedFor: 'Prepared for the parents of',
  coverNote:
    "Your child's numbers, Lo Shu grid and name, read for you as parents, with every step of the working shown.",
  howToRead: [
    "This report is written for you, the parents. It is built from three things you gave us: your child's name (or the name you have in mind), date of birth and gender. Every number in it is worked out in the open, so you can check each step with a pen and paper.",
    "Where a chapter says 'you', read it as your child: the readings describe the qualities your child's numbers point to, which show little by little as your child grows, not all at once. Chapters that make sense only for a grown-up, such as work, marriage years, remedies and the month-by-month calendar, are left out; your child can have a report of their own when older.",
    'Numerology is a mirror for reflection, not a verdict. Every child is their own person: watch your child, trust what you see, and let your family, your doctor and later the teachers always come first.',
  ],
  glance: {
    title: 'Your child at a glance',
    intro:
      "Before the detail, the whole picture: what your child's numbers describe, qualities you may notice early, what to nurture gently, and what tends to help your child settle and learn.",
    portrait: "What your child's numbers describe",
    strengths: 'Qualities you may notice early',
    workOn: 'What to nurture gently',
    helps: 'What helps your child settle and learn',
  },
  settle: {
    1: 'With moolank 1, small choices of their own (which of two toys, which shirt) settle your child better than being hurried.',
    2: 'With moolank 2, your child feels the mood of the house: a calm voice, a familiar lap and the same song at bedtime help them settle.',
    3: 'With moolank 3, your child enjoys faces, sounds and company: talking and singing to them settle them best.',
    4: 'With moolank 4, your child likes things to happen in the same order: a steady routine of feeding, bath and sleep helps them feel safe.',
    5: 'With moolank 5, your child is quick and easily restless: a change of room, a short walk outside or something new to look at often calms them.',
    6: 'With moolank 6, your child loves closeness and a pleasant, tidy home: being held, soft music and a calm room help them settle.',
    7: 'With moolank 7, your child may be quiet and watchful: a calm corner and time away from a crowd help them settle.',
    8: 'With moolank 8, your child may take time to warm to new people and places: patience, and the same few faces at first, help them settle.',
    9: 'With moolank 9, your child has energy and strong feelings: plenty of movement in the day and a warm hug when upset help them settle.',
  },
  learn: {
    1: 'Bhagyank 1 points to learning by trying alone first: let your child try before you help, and praise the effort.',
    2: 'Bhagyank 2 points to learning best beside someone trusted: learning together, gently and without comparison, works better than pressure.',
    3: 'Bhagyank 3 points to learning through stories, songs and play: rhymes, picture books and plenty of talk feed it.',
    4: 'Bhagyank 4 points to learning step by step: simple routines, building blocks and finishing one thing before the next suit your child.',
    5: 'Bhagyank 5 points to learning by exploring: short, varied games and safe room to move and touch work better than long lessons.',
    6: 'Bhagyank 6 points to learning through care and beauty: music, colours and helping at home draw your child in.',
    7: 'Bhagyank 7 points to learning by watching and wondering: quiet time, nature and patient answers to many questions help.',
    8: 'Bhagyank 8 points to learning slowly and thoroughly: give time, repeat without hurry, and what is learnt will stay.',
    9: 'Bhagyank 9 points to learning with feeling: stories of kindness and courage, and active play, keep your child interested.',
  },
  play: {
    mental:
      "The grid's strongest line is the mental plane of 4, 9 and 2: as your child grows, offer puzzles, counting games and questions to think about.",
    emotional:
      "The grid's strongest line is the emotional plane of 3, 5 and 7: music, stories and time to talk about feelings will mean a lot to your child.",
    practical:
      "The grid's strongest line is the practical plane of 8, 1 and 6: things to hold, build and help with (stacking cups, clay, small tasks at home) suit your child.",
    thought:
      "The grid's strongest line is the thought plane of 4, 3 and 8: games with an order to them, sorting, and simple plans ('first this, then that') suit your child.",
    will: "The grid's strongest line is the will plane of 9, 5 and 1: your child may be determined early, so offer real choices and let them finish what they start.",
    action:
      "The grid's strongest line is the action plane of 2, 7 and 6: your child learns by doing, so give safe room to crawl, climb and move.",
    golden:
      "The grid's strongest line is the golden plane of 4, 5 and 6: steady habits, and small responsibilities as your child grows, build good judgement.",
    silver:
      "The grid's strongest line is the silver plane of 2, 5 and 8: a stable home and familiar places give your child a firm base.",
  },
};
