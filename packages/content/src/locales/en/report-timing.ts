import type { TimingCopy } from '../../report-timing-types.js';

/** The report's timing chapter: the next nine personal years and the relationship years. */
export const timing = {
  title: 'Timing: your next nine years',
  intro:
    'The next nine years, one full turn of the personal year cycle: what each year favours for work, study, home and rest, and which years suit marriage and partnership. A year for rest is a year to consolidate; every year has its use.',
  startsNextYear:
    'Made in the last months of the year, this reading starts with {first}, a year whose pull is already felt.',
  figureTitle: 'What each year favours',
  aims: {
    start: 'Start work or business',
    change: 'Change jobs',
    marriage: 'Marriage, partnership',
    study: 'Study',
    consolidate: 'Rest, consolidate',
    move: 'Move, travel',
  },
  aimPhrases: {
    start: 'starting work or a business',
    change: 'changing jobs',
    marriage: 'marriage and partnership',
    study: 'study',
    consolidate: 'rest and consolidating what you have',
    move: 'a move or travel',
  },
  and: ' and ',
  legend: {
    strong: 'Strengthened: friendly to your moolank or bhagyank, at odds with neither',
    steady: 'Favoured',
    gentle: 'Favoured, step by step',
    relationship: 'Relationship year',
    personalYear: 'In the circle: your personal year',
  },
  yearsTitle: 'Year by year',
  yearHeading: '{year} · personal year {number}',
  relationshipTag: 'Relationship year',
  focus: {
    1: 'a year of fresh beginnings',
    2: 'a year of partnership and patience',
    3: 'a year of learning and expression',
    4: 'a year of building steadily',
    5: 'a year of change and movement',
    6: 'a year of love, home and family',
    7: 'a year of study and reflection',
    8: 'a year of work, money and results',
    9: 'a year of completing and letting go',
  },
  favours: '{year} is personal year {number} for you, {focus}: it favours {aims}.',
  favoursWithName:
    '{year} is personal year {number} for you, {focus}, one that {withName} your naamank {naamank}; it favours {aims}.',
  moolankAngle: {
    1: 'your drive to lead and begin',
    2: 'your gift for understanding people',
    3: 'your optimism and love of learning',
    4: 'your method and persistence',
    5: 'your quick, adaptable mind',
    6: 'your care for home and family',
    7: 'your depth and intuition',
    8: 'your patience and ambition',
    9: 'your courage and generosity',
  },
  bhagyankAngle: {
    1: 'your path of independence',
    2: 'your path of partnership and peace-making',
    3: 'your path of knowledge and guidance',
    4: 'your path of steady building',
    5: 'your path of change and communication',
    6: 'your path of love and responsibility',
    7: 'your path of inner wisdom',
    8: 'your path of hard-won achievement',
    9: 'your path of compassion and service',
  },
  withMoolank: {
    friendly: [
      'Personal year {number} is a friend of your moolank {moolank}, so {angle} has the wind behind it in {year}.',
      'Your moolank {moolank} welcomes personal year {number}: in {year}, put {angle} to work on {aim}.',
    ],
    neutral: [
      'With your moolank {moolank}, {year} as personal year {number} is even ground: {angle} does best at a measured pace.',
      'Personal year {number} neither pulls nor pushes your moolank {moolank}; in {year}, {angle} serves {aim} best through steady effort.',
    ],
    challenging: [
      'Personal year {number} asks something different of your moolank {moolank}; let {angle} wait for the right moment and take {year} one step at a time.',
      'Your moolank {moolank} may find the pace of personal year {number} unfamiliar, so in {year} let {angle} move by small, sure steps towards {aim}.',
    ],
  },
  sameAsMoolank:
    'In {year} your personal year is {number}, the number of your moolank itself, so {angle} feels at home, not least for {aim}.',

  withBhagyank: {
    friendly: [
      'It also sits well with your bhagyank {bhagyank}, so every step along {angle} counts for more in {year}.',
      'Your bhagyank {bhagyank} agrees with the year too: {year} is a good time to move further along {angle}.',
    ],
    neutral: [
      'For your bhagyank {bhagyank}, {year} neither pushes nor holds back: keep {angle} in view with small, regular steps.',
      'Your bhagyank {bhagyank} is at ease with the year: small, regular steps along {angle} add up by the end of {year}.',
    ],
    challenging: [
      'Your bhagyank {bhagyank} takes this year more slowly: patient work on {angle} in {year} pays back in the years after.',
      'For your bhagyank {bhagyank}, {year} is a year to prepare rather than push: what you build along {angle} now carries into the years after.',
    ],
  },
  sameAsBhagyank:
    'The year’s number is also your bhagyank {bhagyank}, which makes {year} a milestone on {angle}.',

  relationshipTitle: 'Your relationship years',
  relationshipIntro:
    'In these nine years, the years that favour marriage and partnership are {years}. Why each one:',
  relationshipReasons: {
    personalYear: {
      2: '{year} is personal year 2, the year of partnership, when bonds deepen through patience.',
      6: '{year} is personal year 6, the year of love, home and family, the one numerologists most often name for marriage.',
    },
    universalYear:
      'In {year}, the year’s own number {universal} and your personal year {number} both sit well with your moolank {moolank} and bhagyank {bhagyank}.',
  },
  relationshipNote:
    'These years suit a proposal, an engagement or fixing a wedding date, and bringing fresh warmth to a bond you already have. A marriage in another year is read from the couple’s own numbers, not from this list.',
} as const satisfies TimingCopy;
