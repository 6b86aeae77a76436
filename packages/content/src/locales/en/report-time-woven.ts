import type { TimeWovenTexts } from '../../report-time-woven-types.js';
import { yearWithPath, yearWithPathMonth } from './report-year-path.js';

/**
 * A personal year or month read against the reader's own grid and name: the number the grid
 * lacks is the one the year or month gives practice in; a number the grid repeats is one to keep
 * from excess; the letters of the name show whether people already meet it in the reader.
 */
export const timeWoven: TimeWovenTexts = {
  yearInGridAndName: {
    missing: {
      one: 'The {number} of this year is missing from your grid, though the letter {letters} of your name carries it: the year gives you a full season to practise {skill}, and your name is a small head start on it.',
      many: 'The {number} of this year is missing from your grid, yet the letters {letters} of your name carry it: people already glimpse this side of you, and the year is the time to practise {skill} until it is truly your own.',
      none: 'The {number} of this year is missing from your grid and from the letters of your name alike, so the year is your clearest chance in the cycle to practise {skill}; begin small, and what you learn now stays with you.',
    },
    present: {
      one: 'The {number} of this year already stands in your grid, and the letter {letters} of your name carries it too, so the year calls on a quality both your date and your name give you: meet its demands from strength.',
      many: 'The {number} of this year stands in your grid and in the letters {letters} of your name, so what the year asks is already how people know you; your task is to use it for the year’s own aims, not only for habit.',
      none: 'The {number} of this year stands in your grid though no letter of your name carries it, so the year calls on a quality you own that people may not yet see in you: let this be the year it shows.',
    },
    repeated: {
      one: 'Your grid holds the {number} of this year {count} times, and the letter {letters} of your name adds to it, so a quality already strong in you is turned up further: enjoy the ease, and pause when it starts to run to excess.',
      many: 'Your grid holds the {number} of this year {count} times and the letters {letters} of your name carry it again, so this year amplifies what is already your loudest quality; give it one clear aim, or it spreads into everything.',
      none: 'Your grid holds the {number} of this year {count} times, though your name does not carry it, so the year turns up a quality of your birth date that others may meet only now: use its strength, and keep it from excess.',
    },
  },
  skill: {
    1: 'stating your own position plainly',
    2: 'tuning in to the feelings behind people’s words',
    3: 'hopeful imagination, shared in words that lift others',
    4: 'building structure and routine on purpose',
    5: 'staying balanced when plans change',
    6: 'showing care in ways others can see',
    7: 'stopping to reflect on what an experience taught you',
    8: 'patience with slow results and care with the small print',
    9: 'pressing on after the first enthusiasm fades',
  },
  monthInGrid: {
    missing: '{month} brings the {number} your grid lacks: a month to practise {skill}.',
    repeated:
      '{month} brings the {number} your grid holds {count} times: aim {planet}’s strength at one goal.',
  },
  yearWithMoolank: {
    same: 'Your moolank is {moolank} too, and {moolankPlanet} rules both it and the year: {year} feels like home ground, and your natural way of working is exactly what it rewards.',
    friendly:
      'The year’s planet, {planet}, is a friend of {moolankPlanet}, the planet of your moolank {moolank}, so in {year} you can be fully yourself and still meet what the year asks; your everyday habits carry you further than usual.',
    neutral:
      'The year’s planet, {planet}, stands neutral to {moolankPlanet}, the planet of your moolank {moolank}: in {year} your nature neither speeds the year’s work nor slows it, so plan its tasks rather than waiting for the mood.',
    challenging:
      'The year’s planet, {planet}, and {moolankPlanet}, the planet of your moolank {moolank}, pull in different directions, so in {year} the year may ask you to act against your first instinct; rest well, and allow yourself time to adjust.',
  },
  workedDay: {
    reduced:
      'Your first best date, {date} {monthName}, shows the working: personal year {py}, plus {month} for {monthName}, plus {day}, makes {sum}, which adds down to personal day {pd}, and {pd} {fit}.',
    direct:
      'Your first best date, {date} {monthName}, shows the working: personal year {py}, plus {month} for {monthName}, plus {day}, gives personal day {pd} directly, and {pd} {fit}.',
  },
  timingInGrid: {
    missing: [
      'Your grid lacks {number}, so {year} is a natural year to practise {skill}.',
      '{year} brings the {number} missing from your grid: a year-long chance to practise {skill}.',
      'With no {number} in your grid, let {year} be the year you practise {skill}, a little each week.',
    ],
    repeated: [
      'Your grid already holds {number} {count} times, so in {year} the strength of {planet} runs high: give it one clear aim.',
      'With {count} of this number in your grid, {year} turns up {planet}’s strength in you; pause before it runs to excess.',
    ],
  },
  quarterMeet: {
    name: [
      '{month} {year} brings {number}, your naamank: people take readily to how you present yourself then, so give it this quarter’s applications and requests.',
      'In {month} {year} the month’s number is {number}, your name’s own, so people meet you at your most recognisable: a month for interviews and first meetings.',
      '{month} {year} carries {number}, your naamank: the quarter’s month to apply, ask, or put your name forward.',
    ],
    missing: [
      '{month} {year} brings the {number} your grid lacks: this quarter’s month to practise {skill}, in small, regular tries.',
      'This quarter’s practice falls in {month} {year}, which brings the {number} missing from your grid: work on {skill}, a little each week.',
      'In {month} {year} comes the {number} your grid does not hold: time given that month to {skill} stays with you.',
    ],
    strong: [
      '{month} {year} brings the {number} your grid holds {count} times, a strength to lean on: aim it at this quarter’s main task.',
      'In {month} {year} comes the {number}, held {count} times in your grid: the quarter’s easiest month for work that needs it, kept from excess.',
    ],
  },
  yearWithPath,
  yearWithPathMonth,
};
