import type { WovenTexts } from '../../reading-types.js';

/**
 * Sentences that read one of the reader's numbers against another through the friend table:
 * a grid digit or a missing digit against the moolank, a personal year against the bhagyank,
 * the naamank against the moolank. Two people with the same moolank read different ones
 * wherever their grids, names and years differ.
 */
export const woven: WovenTexts = {
  gridWithMoolank: {
    same: 'This {digit} is also your moolank, so its planet, {planet}, is no side note here: it is the way you see yourself, written a second time into your grid.',
    friendly:
      'In the friend table your {digit} ({planet}) is a friend of your moolank {moolank} ({moolankPlanet}), so this quality sits comfortably with your nature; use it freely and it will rarely tire you.',
    neutral:
      'In the friend table your {digit} ({planet}) stands neutral to your moolank {moolank} ({moolankPlanet}), so this quality neither helps nor hinders your nature: it grows exactly as far as you practise it.',
    challenging:
      'In the friend table your {digit} ({planet}) pulls against your moolank {moolank} ({moolankPlanet}), so this is the quality you are most likely to overdo when you are tired or hurried.',
  },
  missingWithMoolank: {
    friendly:
      'Your missing {digit} ({planet}) is a friend of your moolank {moolank} ({moolankPlanet}), so this skill tends to come quickly once you start: your nature already leans its way.',
    neutral:
      'Your missing {digit} ({planet}) stands neutral to your moolank {moolank} ({moolankPlanet}): nothing in your nature resists this skill, and steady, ordinary practice is all it asks.',
    challenging:
      'Your missing {digit} ({planet}) pulls against your moolank {moolank} ({moolankPlanet}), so this skill may feel unnatural at first; small steps kept up for a season work better than one big effort.',
  },
  yearWithBhagyank: {
    same: 'In {year} the year carries the number of your bhagyank itself, {number}: the call of the year and the direction of your life point the same way, so steps you take now tend to hold for a long time.',
    friendly:
      'Personal year {number} is a friend of your bhagyank {bhagyank}: what {year} asks of you runs with the direction your life is already taking, so its openings are worth saying yes to.',
    neutral:
      'Personal year {number} is neutral to your bhagyank {bhagyank}: {year} brings work of its own that your bhagyank neither speeds nor slows, so choose its tasks deliberately rather than drift into them.',
    challenging:
      'Personal year {number} runs across your bhagyank {bhagyank}: what {year} asks may feel unlike the road you usually take, so move a little slower, and let the year teach you what your own path would not.',
  },
  lettersForPresent: {
    one: 'The letter {letters} in your name also carries {digit}, so each time your name is spoken this quality is called on a little more.',
    many: 'The letters {letters} in your name also carry {digit}, so each time your name is spoken this quality is called on again: it is part of how people meet you, not only of who you are.',
    none: 'No letter of your name carries {digit}, so this quality lives in your date of birth alone: it shows in what you do more than in the first impression you make.',
  },
  lettersForMissing: {
    one: 'The letter {letters} in your name carries {digit}, so your name already supplies a little of what your date of birth leaves out; introducing yourself by your full name keeps that support close.',
    many: 'The letters {letters} in your name carry {digit}, so your name already supplies part of what your date of birth leaves out, and this skill may come more easily than the empty box suggests.',
    none: 'No letter of your name carries {digit} either, so this skill is built through practice rather than borrowed from your name.',
  },
  yearWithName: {
    same: '{number} is also the number of your name, so what {year} asks of you matches the way people already know you: a year to be seen doing what you are known for.',
    friendly:
      'With your naamank {naamank} the year is on friendly terms, so in {year} the way people know you works in your favour: introductions, applications and requests made in your own name tend to go well.',
    neutral:
      'With your naamank {naamank} the year stands neutral: in {year} your name opens no special doors and closes none, and what you achieve rests on the work itself.',
    challenging:
      'With your naamank {naamank} the year pulls the other way: in {year} people may expect the familiar you while the year asks for something new, so explain your changes plainly to those around you.',
  },
  yearInGrid: {
    missing:
      'The {number} of this year is missing from your grid, so the year brings you the very quality your chart lacks: treat it as a year-long lesson in it, and what you practise now stays with you.',
    present:
      'The {number} of this year already stands in your grid, so the year calls on a quality you own, and you can meet its demands from strength rather than from scratch.',
    repeated:
      'Your grid holds the {number} of this year {count} times, so a quality already strong in you is turned up further: enjoy the ease, and keep it from running to excess.',
  },
  nameWithMoolank: {
    same: 'Your naamank and your moolank are both {naamank}: the person others meet through your name is the person you feel yourself to be, so first impressions of you are usually true ones.',
    friendly:
      'Your naamank {naamank} is a friend of your moolank {moolank}: the way people meet you through your name supports the way you see yourself, and the qualities described below blend easily with your own.',
    neutral:
      'Your naamank {naamank} is neutral to your moolank {moolank}: people meet one side of you through your name and discover the other, deeper side of your moolank only with time.',
    challenging:
      'Your naamank {naamank} and your moolank {moolank} pull in different directions: people may first meet the qualities below in you, not quite the person you feel inside, so letting them see your own nature early saves misunderstandings.',
  },
  quarterBest: [
    'For you the strongest month of the quarter is {month} {year}: its personal month {number} {fit}, so give it the step you most want to go well.',
    '{month} {year} leads this quarter for you: personal month {number} {fit}, which makes it the month for the step that matters most.',
    'Of these three months, {month} {year} works best with your numbers, as personal month {number} {fit}: plan your main step for it.',
  ],
  quarterEven: [
    'No month of this quarter pulls strongly for your numbers; {month} {year} is the steadiest, as its personal month {number} {fit}.',
    'This quarter has no month that pushes for you; the steadiest is {month} {year}, whose personal month {number} {fit}.',
    'Nothing in this quarter leans strongly your way; rely on {month} {year}, where personal month {number} {fit}.',
  ],
  quarterCare: [
    'In {month} {year} personal month {number} {fit}: use that month to prepare and review rather than to begin.',
    'Personal month {number} in {month} {year} {fit}: let that month go to preparation, and begin new things before or after it.',
    'Go more slowly in {month} {year}: its personal month {number} {fit}, so review and prepare then rather than start.',
  ],
};
