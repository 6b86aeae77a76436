import type { OthersWeaveTexts } from '../../report-others-weave-types.js';

/**
 * The compatibility and remedies chapters read from the person's own numbers: which mobile totals
 * and digits suit them, and which numbers left for later their name already carries.
 */
export const othersWeave: OthersWeaveTexts = {
  mobileInvite: {
    easyAndMissing:
      'A mobile number whose digits add up, reduced to one digit, to {easy} suits {numbers}, and one holding {missing} fills gaps in your grid: check yours with our free mobile number tool, add it to your report and download it again to read it here.',
    easyOnly:
      'A mobile number whose digits add up, reduced to one digit, to {easy} suits {numbers}: check yours with our free mobile number tool, add it to your report and download it again to read it here.',
    missingOnly:
      'A mobile number holding {missing} fills gaps in your grid: check yours with our free mobile number tool, add it to your report and download it again to read it here.',
  },
  later: {
    none: 'Still missing from your grid, and carried by no letter of your name: {digits}. These can wait until the steps above are part of your week; the chapter on missing numbers reads what each one asks of you.',
    some: 'Still missing from your grid: {digits}, though the letters of your name already carry {carried}, which people meet in you through your name. {rest} can wait until the steps above are part of your week; the chapter on missing numbers reads what each one asks of you.',
    all: 'Still missing from your grid: {digits}, though the letters of your name carry each of them, so people already meet these qualities in you. Practise them once the steps above are part of your week; the chapter on missing numbers reads what each one asks of you.',
  },
  patienceWithName: {
    own: 'With moolank {digits}, one of your numbers pulls the other way and neither is a friend, yet {digits} is your own naamank: such people see themselves in you, so first meetings go easily, and agreeing early on time, money and plans keeps them easy.',
    good: 'With moolank {digits}, one of your numbers pulls the other way and neither is a friend, yet your naamank {naamank} is on good terms with {digits}: first meetings go easily, and agreeing early on time, money and plans keeps it that way.',
    neutral:
      'With moolank {digits}, one of your numbers pulls the other way, neither is a friend and your naamank {naamank} stays neutral, so your rhythms differ: agree early on the small things, such as time, money and plans, and the larger ones go better.',
    against:
      'With moolank {digits}, one of your numbers pulls the other way, neither is a friend and your naamank {naamank} pulls away too, so your rhythms differ more than most: agree early on time, money and plans, and say plainly what you need.',
  },
  luckyRule: {
    all: 'These follow your moolank {number} and its planet, {planet}: the lucky numbers are those the friend table calls friendly to it, and a lucky day is one whose planet is among them; your grid already has every one of these numbers.',
    some: 'These follow your moolank {number} and its planet, {planet}: the lucky numbers are those the friend table calls friendly to it, and a lucky day is one whose planet is among them; your grid has {held} among them, and the lucky dates bring in {absent}.',
  },
};
