import type { GridWeaveTexts } from '../../report-grid-weave-types.js';

/**
 * The grid and remedies chapters read from the person's own numbers: a grid digit against the
 * moolank and the name number together, a remedy's why opened from the grid.
 */
export const gridWeave: GridWeaveTexts = {
  gridWithPair: {
    ownGood:
      'This {digit} is also your moolank, and your naamank {naamank} ({namePlanet}) is on good terms with it: the person you feel yourself to be and the person people meet through your name agree here, so this quality shows readily.',
    ownApart:
      'This {digit} is also your moolank, while your naamank {naamank} ({namePlanet}) is not a natural friend of it: people may meet another side of you first, so this quality shows best through what you do over time.',
    nameGood:
      'This {digit} is also your naamank, and your moolank {moolank} ({moolankPlanet}) is on good terms with it: the quality people meet first through your name sits easily with your nature.',
    nameApart:
      'This {digit} is also your naamank, while your moolank {moolank} ({moolankPlanet}) is not a natural friend of it: people meet this quality in you first, through your name, and it takes some practice to feel like your own.',
    both: 'In the friend table your {digit} ({planet}) is on good terms with both your moolank {moolank} ({moolankPlanet}) and your naamank {naamank} ({namePlanet}), so this quality sits easily in your nature and in the way people meet you; use it freely.',
    moolankOnly:
      'Your {digit} ({planet}) is a friend of your moolank {moolank} ({moolankPlanet}) but not of your naamank {naamank} ({namePlanet}), so this quality comes naturally to you in private and shows most once people know you well.',
    nameOnly:
      'Your {digit} ({planet}) is on good terms with your naamank {naamank} ({namePlanet}) rather than with your moolank {moolank} ({moolankPlanet}), so others may see this quality in you before you notice it yourself; take the compliment and build on it.',
    neither:
      'Your {digit} ({planet}) is not a natural friend of your moolank {moolank} ({moolankPlanet}) or of your naamank {naamank} ({namePlanet}), so this quality does not run on its own: it grows as far as you practise it, and the practice repays you.',
  },
  missingWithPair: {
    nameIs:
      'Your missing {digit} ({planet}) is the number of your name itself, so people meet this quality in you through your name even where your date of birth leaves it out; living up to it is easier than the empty square suggests.',
    both: 'Your missing {digit} ({planet}) is a friend of both your moolank {moolank} ({moolankPlanet}) and your naamank {naamank} ({namePlanet}), so this skill tends to come quickly once you start: your nature and your name already lean its way.',
    moolankOnly:
      'Your missing {digit} ({planet}) is a friend of your moolank {moolank} ({moolankPlanet}), though not of your naamank {naamank} ({namePlanet}), so this skill grows most easily in private, before you show it to others.',
    nameOnly:
      'Your missing {digit} ({planet}) is on good terms with your naamank {naamank} ({namePlanet}) rather than with your moolank {moolank} ({moolankPlanet}), so the people you meet through your name can help you practise it; let them.',
    neither:
      'Your missing {digit} ({planet}) is not a natural friend of your moolank {moolank} ({moolankPlanet}) or of your naamank {naamank} ({namePlanet}), so this skill may feel unfamiliar at first; small steps kept up for a season work better than one big effort.',
  },
  sourcesNoLetter: {
    once: 'Your {digit} stands once in your grid, from {sources} alone, and no letter of your name carries it, so this quality shows in what you do more than in the first impression you make.',
    many: 'Your {digit} stands {count} times in your grid, from {sources}, though no letter of your name carries it: this quality lives in your date of birth, and shows in what you do more than in the first impression you make.',
  },
  whatWithSources: {
    once: '{what}; your {digit} stands once in your grid, from {sources}.',
    many: '{what}; your {digit} stands {count} times in your grid, from {sources}.',
  },
  remedies: {
    modes: {
      strengthen: '{item}, strengthened with its colour, its mantra and one small act',
      invite: '{item}, invited in with giving, its yantra and one small act',
      calm: '{item}, calmed with giving, a simple fast and its mantra',
    },
    summary: 'Your remedies come from your own numbers, three planets at most: {items}.',
    colourOnce:
      'Your moolank {moolank} stands only once in your grid, from {sources}, so wearing the colour of {planet} on {day} gives that single square more presence through your week.',
    colourDerived:
      'Your moolank {moolank} stands in your grid only because the day you were born on adds up to it, not among the digits of your date, so wearing the colour of {planet} on {day} gives it more presence through your week.',
    colourMany:
      'Your moolank {moolank} stands {count} times in your grid, from {sources}, so the colour of {planet} on {day} is less about adding strength than about wearing a strong side of you calmly and evenly.',
    daanLine:
      'Your grid has no {digit}, and tradition invites an absent planet by giving what it stands for: on {day}, {planet} is welcomed onto your {plane} ({line}), where your {present} already wait for it.',
    daanNoLine:
      'Your grid has no {digit}, and no other number stands on the lines through its square, so giving on {day}, the traditional way of inviting {planet}, is the first step of a quality you build from the ground up.',
    stepsLead:
      'Of the numbers missing from your grid ({all}), the steps below start with {first}, chosen because they would complete or strengthen the most lines of your grid, and kept few because a small start you keep up does more than a long list you abandon.',
  },
};
