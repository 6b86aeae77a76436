import type { LifeTexts } from '../../report-life-types.js';

/** The careers, compatibility, combination and glance chapters read from the person's own numbers. */
export const life: LifeTexts = {
  occupations: {
    lead: {
      same: 'Your naamank is {number} too, so the fields of {number} are doubly yours, and {count} of them come first here.',
      friendly:
        'Your naamank {naamank} is a friend of {number}, so in these fields the way people meet you helps your work along; {count} of them are worth weighing first.',
      neutral:
        'Your naamank {naamank} is neutral to {number}: in these fields success rests on your skill alone, so {count} are given here, to weigh against your training and interests.',
      challenging:
        'Your naamank {naamank} pulls against {number}, so these fields may ask you to show people a side of you they do not expect at first; {count} are given here, for when your interests point this way.',
    },
    luckyName: {
      among:
        'Your naamank {naamank} is one of these lucky numbers, so the name you use already works with the days and numbers below.',
      apart:
        'Your naamank {naamank} is not among these lucky numbers; that makes it no less fortunate, it only means the days and numbers here follow your moolank rather than your name.',
    },
    noName:
      'Here are {count} fields from the list of {number}; which of them is right for you is decided by your own skills and interests.',
    nameLead: {
      both: 'Your naamank {naamank} is on good terms with both your moolank {moolank} and your bhagyank {bhagyank}, so its fields sit easily beside the ones above.',
      moolankOnly:
        'Your naamank {naamank} is on good terms with your moolank {moolank} but not with your bhagyank {bhagyank}: its fields suit your temperament, and they go furthest when they also serve the direction your life is taking.',
      bhagyankOnly:
        'Your naamank {naamank} is on good terms with your bhagyank {bhagyank} but not with your moolank {moolank}: its fields serve the direction of your life, though their pace may not be one your temperament would choose by itself.',
      neither:
        'Your naamank {naamank} stands apart from both your moolank {moolank} and your bhagyank {bhagyank}, so its fields are a side of you that others see first; take them up where they match your training, not because the name points there.',
    },
  },
  others: {
    rows: { easy: 'Easy company', mixed: 'Give and take', patience: 'Asks for patience' },
    easy: 'People whose moolank is {digits} sit well with both your moolank {moolank} and your bhagyank {bhagyank}, or with one of them and calmly with the other: with them, everyday plans tend to go smoothly.',
    easyNone:
      'No moolank sits easily with both your moolank {moolank} and your bhagyank {bhagyank}, so every pairing in your life has some give and take: that is ordinary, and it keeps a relationship awake.',
    patience:
      'With moolank {digits}, one of your numbers pulls the other way and neither is a friend, so your rhythms differ: agree early on the small things, such as time, money and plans, and the larger ones go better.',
    patienceNone:
      'None of the nine moolanks pulls against your numbers without also being a friend to one of them, so even your harder pairings have common ground to start from.',
    easyDouble:
      'People whose moolank is {digits} sit well with your {moolank}, which is both your moolank and your bhagyank: with them, everyday plans tend to go smoothly.',
    patienceDouble:
      'With moolank {digits}, your {moolank} pulls the other way, so your rhythms differ: agree early on the small things, such as time, money and plans, and the larger ones go better.',
    name: 'Through your naamank {naamank}, people with moolank {digits} tend to warm to you quickly, before they know you well; the first meeting is where your name helps most.',
    gridFillEasy:
      'Your grid has no {missing}; people whose moolank is one of these bring into your days what your grid leaves empty, and those with moolank {digits} also sit easily with you.',
    gridFillOther:
      'Your grid has no {missing}; people whose moolank is one of these bring into your days what your grid leaves empty, though with them plans need a little give and take.',
    pairHeading: 'With someone whose moolank is {other}',
    pairWhy: {
      gridAndName:
        'This pair is read for you because {other} sits well with {numbers}, is a number your grid leaves empty, and warms to your naamank {naamank}.',
      grid: 'This pair is read for you because {other} sits well with {numbers} and is a number your grid leaves empty, so such a person brings what your own chart does not.',
      name: 'This pair is read for you because {other} sits well with {numbers}, and your naamank {naamank} makes the first meeting with such a person easy.',
      easy: 'This pair is read for you because, of the moolanks that sit well with {numbers}, {other} comes first.',
      self: 'No other moolank sits easily with {numbers}, so the pair read here is your moolank {moolank} with itself.',
    },
    pairNumbers: {
      two: 'your moolank {moolank} and your bhagyank {bhagyank}',
      double: 'your {moolank}, both moolank and bhagyank',
    },
  },
  combination: {
    nameWithPair: {
      same: 'Your naamank {naamank} repeats a number of this pair, so the side of the reading above that belongs to {naamank} is the one people meet in you first.',
      both: 'Your naamank {naamank} is on good terms with both {moolank} and {bhagyank}, so your name works as a bridge: when the two pull apart, the way people know you helps bring them together.',
      moolankOnly:
        'Your naamank {naamank} sides with your moolank {moolank}: people meet your everyday temperament first, so the pull of your bhagyank {bhagyank} has to be given room on purpose, in the plans you make for the longer run.',
      bhagyankOnly:
        'Your naamank {naamank} sides with your bhagyank {bhagyank}: people meet the direction of your life in you before your inner temperament, so give your moolank {moolank} room in private, where it can rest.',
      neither:
        'Your naamank {naamank} stands apart from both {moolank} and {bhagyank}, so people meet a third side of you first; the pair described here shows itself as they come to know you.',
    },
    nameWithDouble: {
      good: 'Your naamank {naamank} is on good terms with {moolank}, so the way people meet you through your name supports this doubled number rather than competing with it.',
      apart:
        'Your naamank {naamank} does not share the nature of {moolank}, so it gives people a second side of you to meet, and softens how strongly this doubled number shows.',
    },
    pairInGrid: {
      moolankStronger:
        'Your grid holds your moolank {moolank} more often than your bhagyank {bhagyank}, so in daily life your temperament tends to lead and the direction of your life catches up later.',
      bhagyankStronger:
        'Your grid holds your bhagyank {bhagyank} more often than your moolank {moolank}, so the direction of your life tends to set the pace, and your temperament learns to keep up with it.',
      even: 'Your grid holds your moolank {moolank} and your bhagyank {bhagyank} equally often, so neither side of this pair drowns out the other.',
    },
  },
  glance: {
    missingNone:
      'No number is missing from your grid, so the work in your chart is balance rather than filling gaps.',
    missingAllSupplied:
      'Your grid leaves out {digits}, and the letters of your name carry all of them, so your name already supplies much of what your date of birth leaves out.',
    missingSomeSupplied:
      'Your grid leaves out {digits}; the letters of your name carry {supplied}, so the skills of {left} are the ones to build by practice.',
    missingNoneSupplied:
      'Your grid leaves out {digits}, and no letter of your name carries them, so these skills are built by practice, one small habit at a time.',
  },
  impact: {
    sources: {
      day: 'the day of your birth',
      month: 'your birth month',
      year: 'your birth year',
      moolank: 'your moolank',
      bhagyank: 'your bhagyank',
      kua: 'your kua number',
    },
    sourceTimes: '{count} times',
  },
  missing: {
    lineHelps:
      'On your {plane} ({line}), the empty {digit} has {present} beside it, so that line still works in part and this gap is softer than it looks.',
    lineEmpty:
      'No other number stands on the lines through {digit} in your grid, so this gap is one to build on purpose rather than one the rest of your chart covers.',
  },
  kua: {
    originWoman:
      'Your kua number {kua} comes from your birth year, {year}, counted as feng shui counts it for a woman; a man born in {year} would have kua {otherKua}, which is why people in one family often face different ways.',
    originMan:
      'Your kua number {kua} comes from your birth year, {year}, counted as feng shui counts it for a man; a woman born in {year} would have kua {otherKua}, which is why people in one family often face different ways.',
    originSame:
      "Your kua number {kua} comes from your birth year, {year}; for {year}, feng shui's count gives men and women the same kua, so others in your family born that year share these directions.",
  },
};
