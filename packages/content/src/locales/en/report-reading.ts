import type { ReportReadingCopy } from '../../reading-types.js';

/** Wording of the report's reading chapters (the texts themselves live in reading.ts). */
export const reportReading: ReportReadingCopy = {
  chapters: {
    howToRead: 'How to read this report',
    glance: 'Your reading at a glance',
    combination: 'Your moolank and bhagyank together',
    harmony: 'Your name: naamank, harmony and compound',
    remedies: 'Your remedies',
    yearAhead: 'Your year, month by month',
    others: 'Your numbers with other people',
  },
  intros: {
    glance:
      'Before the detail, the whole picture: who your numbers describe when they are read together, what you can lean on, what deserves patience, and three things worth doing in the months ahead.',
    combination:
      'Your moolank comes from the day you were born and colours how you meet each day; your bhagyank comes from the whole date and points to where your life keeps leading you. This chapter reads the two as a pair.',
    harmony:
      'Your naamank is the number your name carries. Numerologists look at how it sits with your moolank and bhagyank, and at the compound total before it is reduced, which the Chaldean tradition reads as well.',
    remedies:
      'Remedies help most when they fit the person. Here are the planets that matter for you, with what you may do for each, on which day and why, and then small everyday steps for any missing number their remedies do not already cover. A practitioner does not give everyone the same remedies, and each one is an option, not a duty: take up the one or two that fit your days and leave the rest.',
    yearAhead:
      'Within each personal year, every month has a number of its own. Use this calendar to choose when to push forward and when to rest, and to pick dates that sit well with your moolank and bhagyank.',
    others:
      'Every moolank meets some others easily and some with a little more effort. This is about rhythm, at home and at work, never about whom you may love or work with: people of any two numbers get along well when they understand each other.',
  },
  howToRead: [
    'This report is built from three things you gave us: the name you use, your date of birth and your gender. Every number in it is worked out in the open, so you can check each step with a pen and paper, and every reading is chosen for your numbers, not copied for everyone.',
    'Begin with the reading at a glance and the chapter on your psychic number (moolank) and life path number (bhagyank): together they are the heart of the report. The chapters after them go into your name and its name number (naamank), your grid, your remedies, your kua directions and the year ahead. Read one chapter at a sitting, mark what rings true, and come back to the calendar each month.',
    'Numerology is a mirror for reflection, not a verdict. Where a reading speaks of a challenge, it names something you can work with; where it speaks of luck, it means a good moment for effort, never a promise. Your own judgement, your family and qualified advisers always come first.',
  ],
  glance: {
    portrait: 'Who your numbers describe',
    yearLine: 'This year, {year}, is your personal year {number}: {theme}.',
    comingYearLine: 'The coming year, {year}, is your personal year {number}: {theme}.',
    strengths: 'Your three strongest qualities',
    workOn: 'Three things to work on',
    actions: 'Three things to do this year',
  },
  combinationHeading: 'Moolank {moolank} with bhagyank {bhagyank}: {title}',
  harmony: {
    against: 'With your {term} {number}',
    target: 'your {term} {number}',
    and: ' and ',
    meanings: {
      friendly:
        'Your naamank {naamank} is friendly to {targets} in our friend table, which follows the natural friendships of the planets. The two support each other, so the name you use every day tends to reinforce what your birth numbers already give you.',
      neutral:
        'Your naamank {naamank} sits neutral to {targets}: in the traditional friendships of the planets, their rulers are neither allies nor at odds. The name neither pushes strongly nor holds back, leaving your own effort and choices to set the tone.',
      challenging:
        'The planets behind your naamank {naamank} and {targets} are not natural friends, so their energies can pull in different directions. Treat this as a note of care, not a problem: leaning on the strengths of both numbers helps.',
    },
    spellingsAhead:
      'If you would like your name to sit more easily with your numbers, the spellings further on are options to consider, with their working. Your name as you write it today remains yours to keep.',
    verdicts: { friendly: 'Friendly', neutral: 'Neutral', challenging: 'Asks for care' },
    compound: 'Compound number',
    compoundLine: '{label}: {title}',
    noCompound:
      'Your name adds up to less than 10 before reduction, so there is no compound number to read; the single number says it all.',
    compoundBeyond:
      'Your name adds up to {total}. The Chaldean tradition reads compounds from 10 to 52; beyond them a total is read through its digits, and those of {total} come to a single number, {root}: here your naamank {root} says it all.',
    compoundUnread:
      '{label}: beyond the compounds the tradition reads (10 to 52), so only its naamank {root} is read',
    suggestionsHeading: 'Spellings that sit better with your numbers',
    suggestionsIntro:
      'The way you spell your name today is not friendly to both your moolank and your bhagyank. A small change in how it is written can move its numbers while it still sounds like you. These spellings, the most natural first, each have a naamank friendly to both numbers and a compound of good meaning.',
    suggestionsFallback:
      'Few or no spellings can be friendly to both your moolank {moolank} and your bhagyank {bhagyank}, so the spellings below come closest: none is challenging to either number, none has a compound that asks for care, and each shows its own verdicts.',
    suggestionsNone:
      'No spelling within two small changes gives a naamank that suits both your numbers and a compound of good meaning, so we suggest none. Your name as you write it can serve you well: the readings in this report show how to work with its number.',
    spellingCaution:
      'A new spelling is a choice about how you write your name day to day, not a legal change. Your documents, your bank and your family matter more than any number: talk it over with them first, and if you adopt one, use it the same way everywhere.',
    changesLabel: 'What changed',
    editLine: '{from} becomes {to}: {what}',
    dropLine: '{from} is left out: {what}',
    edits: {
      'double-consonant': 'a consonant written twice',
      'double-vowel': 'an a written twice',
      'lengthen-vowel': 'a vowel lengthened',
      'add-h': 'an h added after t or d',
      'drop-h': 'the h after t or d left out',
      'y-for-i': 'y in place of the final i',
      'drop-final-a': 'the final a left out',
      'add-final-a': 'a final a added',
      'add-initial': 'a middle name shortened to its initial',
      'drop-initial': 'an initial dropped',
      'drop-vowel': 'a silent a left out',
      'shorten-vowel': 'a long vowel written short',
      'swap-vowel': 'e written as a, or a as e',
      'y-glide': 'the y between i and a written or left out',
      'prefix-initial': 'an initial put in front',
    },
    strengthenHeading: 'Spellings that strengthen the compound',
    suggestionsStrengthen:
      'Your name already fits: naamank {naamank} is friendly to your moolank {moolank} and your bhagyank {bhagyank}, and its compound {label} is favourable. Nothing here is a correction. The spellings below keep that harmony and are offered only to strengthen the compound, the most natural first.',
    suggestionsCompound:
      'Your naamank {naamank} is friendly to both your numbers, but the compound {label} is not among the favourable ones. These spellings keep a friendly naamank and give a compound of good meaning, the most natural first.',
    strengthenAhead:
      'Your name as you write it already fits your numbers, with the compound {label}. The spellings further on are offered only if you would like to strengthen the compound; yours needs no change.',
    editDirections: {
      eToA: 'e written as a',
      aToE: 'a written as e',
      yLeftOut: 'the y between i and a left out',
      yAdded: 'a y written between i and a',
    },
    compoundHeading: 'Spellings with a more favourable compound',
    compoundAhead:
      'Your naamank already sits well with both your numbers; only the compound {label} is not among the favourable ones. The spellings further on keep the friendly naamank and give a compound of better meaning, as options with their working. Your name as you write it today remains yours to keep.',
    newbornAhead:
      'This report also carries the names you shortlisted for the child: the next chapter reads each of them against these same numbers, so no other spellings of this name are suggested here.',
    preferredHeading: 'The spelling you starred: {name}',
    preferredIntro:
      'Among the spellings you tried on our name correction page, you marked this one as your favourite. Here it is worked out against the same moolank and bhagyank.',
    preferredSuggested:
      'Among the spellings you tried on our name correction page, you marked this one as your favourite. It is also one of the spellings suggested above, where its working is shown.',
  },
  masterHeading: 'Bhagyank {label}',
  repeatedHeading: 'Number {digit} appears {count} times ({repeated})',
  planes: {
    present: 'Present: {digits}',
    missing: 'Missing: {digits}',
    none: 'none',
  },
  remedies: {
    firstHeading: 'Everyday steps for your other missing numbers',
    remedyHeading: 'Missing number {digit}',
    weeklyHeading: 'A week that keeps your remedies in mind',
    weeklyIntro:
      'Each day of the week belongs to a planet, and so to a number. On the days of your remedies, try the colour, the mantra and the small act beside them; the other days are there if you enjoy the rhythm.',
    focusDay: '{day} *',
    focusLegend: '* The day of one of your remedies above.',
    columns: { day: 'Day', colour: 'Colour', mantra: 'Mantra', act: 'One small act' },
    days: {
      1: 'Sunday',
      2: 'Monday',
      3: 'Thursday',
      4: 'Saturday evening',
      5: 'Wednesday',
      6: 'Friday',
      7: 'Tuesday evening',
      8: 'Saturday',
      9: 'Tuesday',
    },
    later:
      'Still missing from your grid: {digits}. Leave them for later, once these steps are part of your week; the chapter on missing numbers reads what each one asks of you.',
  },
  yearAhead: {
    monthsHeading: '{year}: personal year {number}, month by month',
    columns: {
      month: 'Month',
      personalMonth: 'Personal month',
      focus: 'Focus',
      bestDates: 'Best dates',
      careDates: 'Go gently on',
    },
    restHeading: '{year}, the months still ahead: personal year {number}',
    monthReading: '{focus}. {advice}',
    cuspLine: 'The coming year is already felt: {year} is your personal year {number}, {theme}.',
    noCareDates: 'None this month',
    luckyRule:
      'Each date has a personal day number: your personal year, plus the month, plus the date, added down to one digit. The best dates are those whose personal day, in the friend table, is friendly to at least one of your moolank and bhagyank and at odds with neither, at most five, spread over the month; from October the coming year is counted too, as it already makes itself felt. The dates to go gently on are the opposite: their personal day is at odds with at least one of the two and friendly to neither, at most three. Use the best dates for first steps you can choose the date of, such as an interview, a purchase or a visit. On a gentle date, simply check details twice and leave big decisions for another day; good preparation matters on every day.',
    nextYearsHeading: 'The two years after',
  },
  others: {
    rows: {
      friendly: 'Moolanks that sit easily with yours',
      neutral: 'Moolanks that meet yours halfway',
      challenging: 'Moolanks that ask for patience',
    },
    samePair: 'With someone who shares your moolank {moolank}',
    sameVerdict: 'In the friend table',
    tool: 'To look at one person in particular, partner, friend or colleague, the free compatibility tool on our site reads both your numbers side by side.',
    mobileHeading: 'Your mobile number {number}',
    mobileIntro:
      'You checked this number with our mobile number tool and asked for its reading here. It is printed in this copy only: we did not store it, and a download without it leaves this page out.',
    mobileRows: {
      working: 'The digits added',
      supplies: 'Missing numbers it carries',
    },
    mobileInvite:
      'The number you call from can be read beside these too. Check it with the free mobile number tool on our site, choose to add it to your report, and download the report again: its reading then appears on this page.',
  },
  kua: {
    rankedUnfavourable: 'Directions to use less, the one to avoid most first',
    working: 'Face this way while you work',
    workingHow: 'Turn your desk so that you look this way as you sit.',
    sleeping: 'Sleep with your head this way',
    sleepingHow: 'Place your bed so that your pillow lies on this side.',
    purposeDirection: 'Your {purpose} direction',
    northHealth:
      'Your health direction is north, but in India sleeping with the head to the north is widely avoided, so for sleep the drawing uses {direction}, your {purpose} direction.',
    lichunNote:
      'You were born before 4 February. Feng shui counts each year from the solar new year, Lichun, which falls around 4 February, so a feng shui practitioner would read your birth year as {year} and your kua as {kua}. This report keeps the calendar year, as our calculator does; if you follow a practitioner who uses the solar year, their directions for kua {kua} apply.',
  },
};
