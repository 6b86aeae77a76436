import type { OthersWeaveTexts } from '../../report-others-weave-types.js';

/**
 * The compatibility and remedies chapters read from the person's own numbers: which mobile totals
 * and digits suit them, and which numbers left for later their name already carries.
 */
export const othersWeave: OthersWeaveTexts = {
  mobileInvite: {
    easyAndMissing:
      'A mobile number whose digits add up, reduced to one digit, to {easy} sits well with {numbers}, and one holding {missing} brings in what your grid leaves empty: check yours with the free mobile number tool on our site, add it to your report and download the report again, and its reading appears on this page.',
    easyOnly:
      'A mobile number whose digits add up, reduced to one digit, to {easy} sits well with {numbers}: check yours with the free mobile number tool on our site, add it to your report and download the report again, and its reading appears on this page.',
    missingOnly:
      'A mobile number holding {missing} brings in what your grid leaves empty: check yours with the free mobile number tool on our site, add it to your report and download the report again, and its reading appears on this page.',
  },
  later: {
    none: 'Still missing from your grid, and carried by no letter of your name: {digits}. These can wait until the steps above are part of your week; the chapter on missing numbers reads what each one asks of you.',
    some: 'Still missing from your grid: {digits}, though the letters of your name already carry {carried}, which people meet in you through your name; the rest can wait until the steps above are part of your week, and the chapter on missing numbers reads what each one asks of you.',
    all: 'Still missing from your grid: {digits}, though the letters of your name carry each of them, so people already meet these qualities in you through your name; practise them once the steps above are part of your week, and the chapter on missing numbers reads what each one asks of you.',
  },
  patienceWithName: {
    own: 'With moolank {digits}, one of your numbers pulls the other way and neither is a friend, yet {digits} is your own naamank: people with it recognise something of themselves in you, so first meetings go easily, and agreeing early on time, money and plans keeps them easy.',
    good: 'With moolank {digits}, one of your numbers pulls the other way and neither is a friend, yet your naamank {naamank} is on good terms with {digits}: first meetings go easily, and agreeing early on time, money and plans keeps it that way.',
    neutral:
      'With moolank {digits}, one of your numbers pulls the other way, neither is a friend and your naamank {naamank} stays neutral, so your rhythms differ: agree early on the small things, such as time, money and plans, and the larger ones go better.',
    against:
      'With moolank {digits}, one of your numbers pulls the other way, neither is a friend and your naamank {naamank} pulls away too, so your rhythms differ more than most: agree early on time, money and plans, and say plainly what you need.',
  },
  luckyRule: {
    all: 'The lucky numbers are the ones the friend table calls friendly to {number}, and a day counts as lucky when the planet that rules it is one of them, so the days, the numbers and the dates in your calendar all agree; your grid already has every one of them.',
    some: 'The lucky numbers are the ones the friend table calls friendly to {number}, and a day counts as lucky when the planet that rules it is one of them, so the days, the numbers and the dates in your calendar all agree; your grid already has {held} among them, and the lucky dates bring in {absent}, which it lacks.',
  },
};
