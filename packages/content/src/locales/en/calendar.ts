import type { CalendarTexts } from '../../calendar-types.js';

/** The report's dated calendar, the calendar file and My account's calendar buttons. */
export const calendar: CalendarTexts = {
  report: {
    monthHeading: '{month} {year}: personal month {number}',
    weekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    legend: {
      best: 'Best date',
      care: 'Go gently',
      personalDay: 'Small figure: the personal day of that date',
    },
    harmony: {
      friendly: 'sits easily with',
      neutral: 'is neutral to',
      challenging: 'asks for patience with',
    },
    monthFit:
      'Personal month {number} {withMoolank} your moolank {moolank} and {withBhagyank} your bhagyank {bhagyank}.',
    monthFitSame:
      'Personal month {number} {withMoolank} your moolank and bhagyank, both {moolank}.',
    balance: {
      good: [
        'A month to use: put the steps you can time on its best dates.',
        'A month that works with you: a start, a request or a visit goes well on its best dates.',
        'A month with the wind behind it: give its best dates to what you most want moving.',
      ],
      even: [
        'A steady month: let its best dates carry what matters most, and keep the rest steady.',
        'A month of steady work: no push either way, so its best dates are worth planning around.',
        'A balanced month: hold your usual pace, and keep the one step that counts for a best date.',
      ],
      careful: [
        'A month for care more than speed: finish and prepare, and save new starts for its best dates.',
        'A month to go at your own pace: tidy what is open, and keep firm commitments for its best dates.',
        'A quieter month for your numbers: prepare well now, and give its best dates the decisions.',
      ],
    },
    datesLine: 'Best dates: {best}. Go gently on: {care}.',
    datesLineNoCare: 'Best dates: {best}.',
    noCareDates: 'no date this month',
    about:
      'The twelve months ahead, from the month of this report (from the next month when the report is made after the 15th), each as a calendar with weeks from Sunday. The small figure in each box is that date’s personal day number; best dates are filled, dates to go gently on are outlined. The same dates can go into your phone’s calendar from My account on the website.',
    weave: {
      fit: 'In {month}, personal month {number} {withMoolank} your moolank {moolank} and {withBhagyank} your bhagyank {bhagyank}; its theme: {focus}.',
      fitSame:
        'In {month}, personal month {number} {withMoolank} your moolank and bhagyank, both {moolank}; its theme: {focus}.',
      fitAgain: [
        '{month} brings personal month {number} round again, with its theme, {focus}; as before, it {withMoolank} your moolank {moolank} and {withBhagyank} your bhagyank {bhagyank}.',
        'Personal month {number} comes a third time in {month}: {focus} once more, and as before it {withMoolank} your moolank {moolank} and {withBhagyank} your bhagyank {bhagyank}.',
      ],
      fitSameAgain: [
        '{month} brings personal month {number} round again, with its theme, {focus}; as before, it {withMoolank} your moolank and bhagyank, both {moolank}.',
        'Personal month {number} comes a third time in {month}: {focus} once more, and as before it {withMoolank} your moolank and bhagyank, both {moolank}.',
      ],
      lead: {
        good: ['A month to use', 'A month that works with you', 'A month with the wind behind it'],
        even: [
          'A steady month',
          'A month of steady work, with no push either way',
          'A balanced month',
        ],
        careful: [
          'A month for care more than speed',
          'A month to go at your own pace',
          'A quieter month for your numbers',
        ],
      },
      advice: {
        good: [
          'put the steps you can time on {dates}.',
          'a start, a request or a visit goes well on {dates}.',
          'give {dates} to what you most want moving.',
          'ask, apply or begin on {dates}, and let the month carry it.',
        ],
        even: [
          'let {dates} carry what matters most, and keep the rest steady.',
          'plan the month around {dates}.',
          'hold your usual pace, and keep the one step that counts for {dates}.',
          'give {dates} the meeting or decision whose day you can choose.',
        ],
        careful: [
          'finish and prepare, and save new starts for {dates}.',
          'tidy what is open, and keep firm commitments for {dates}.',
          'prepare well now, and give {dates} the decisions.',
          'keep new plans small, and if one cannot wait, begin it on {dates}.',
        ],
      },
      leadAdvice: '{lead}: {advice}',
      luckyDay: [
        '{date} is a {weekday}, a lucky day for your moolank {moolank}: of all your dates this month, the one for a step you most want to go well.',
        'Of these, {date} falls on a {weekday}, one of the lucky days of your moolank {moolank}, which makes it the month’s first choice for something important.',
        'Your moolank {moolank} counts {weekday} among its lucky days, and {date} is one: keep it for the step that matters most this month.',
      ],
      nameDay: [
        'On {date} your personal day is {naamank}, the same as your naamank: a good date to sign in your own name, apply or introduce yourself.',
        '{date} brings personal day {naamank}, the number of your name: a date for forms, applications and anything that carries your name.',
        'Your naamank {naamank} is also the personal day of {date}, a good date to put your name forward, sign or make an introduction.',
      ],
      nameLuckyDay: [
        '{date} is a {weekday}, a lucky day for your naamank {naamank}: people meet your best side easily then, so keep it for a meeting, a visit or a conversation that matters.',
        'Of these, {date} falls on a {weekday}, one of the lucky days of your naamank {naamank}: a good day to be seen and heard, for a presentation, a call or a family visit.',
        'Your naamank {naamank} counts {weekday} among its lucky days, and {date} is one: the month’s day for a step that depends on how others receive you.',
      ],
      careLead: [
        'Go gently on {dates}, whose personal day sits least well with {numbers}',
        'On {dates} the personal day pulls against {numbers}',
        'Keep {dates} for routine work, as their personal day sits uneasily with {numbers}',
      ],
      careAdvice: [
        'check details twice and leave big decisions for another day.',
        'read before you sign, and let a big decision wait a day or two.',
        'keep to plans already made rather than starting something new.',
        'a second look at the figures and a calm word serve you best.',
      ],
      personalDays:
        'For you, with {numbers}, that means looking for the small figures {best} in the calendar, and going gently on {care}.',
      personalDaysNoCare:
        'For you, with {numbers}, that means looking for the small figures {best} in the calendar. No personal day leans against your numbers, so none of the twelve months below has a date to go gently on.',
      fitPhrase: '{withMoolank} your moolank {moolank} and {withBhagyank} your bhagyank {bhagyank}',
      fitPhraseSame: '{withMoolank} your moolank and bhagyank, both {moolank}',
      numbers: 'your moolank {moolank} and bhagyank {bhagyank}',
      numbersSame: 'your moolank and bhagyank, both {moolank}',
      date: '{date} {month}',
    },
  },
  ics: {
    calendarName: '{name}: numerology dates',
    bestSummary: 'Best date · personal day {number}',
    careSummary: 'Go gently · personal day {number}',
    dayFit:
      'Personal day {number} {withMoolank} your moolank {moolank} and {withBhagyank} your bhagyank {bhagyank}.',
    dayFitSame: 'Personal day {number} {withMoolank} your moolank and bhagyank, both {moolank}.',
    bestDay: {
      1: 'A day to begin: make the first call, send the proposal, take the first step.',
      2: 'A day for partnership: ask for help, agree terms, mend a bond.',
      3: 'A day for words: speak up, present, write, meet people.',
      4: 'A day for solid work: plan, build, put papers in order.',
      5: 'A day for movement: travel, try something new, reach new people.',
      6: 'A day for home and care: family matters, a gift, a home made beautiful.',
      7: 'A day for study and thought: read, research, decide calmly.',
      8: 'A day for money and work: a deal, a saving, a step towards a long goal.',
      9: 'A day to complete and give: finish what is pending, help someone, close a chapter.',
    },
    careDay: {
      1: 'Let others go first today and keep new beginnings for a best date.',
      2: 'Listen more and decide less today; a hurt feeling passes by evening.',
      3: 'Think before you speak or post today, and keep spending light.',
      4: 'Keep to routine today and allow extra time for travel and paperwork.',
      5: 'Avoid hasty changes today and read the fine print twice.',
      6: 'Help where you can today, but make no promise you cannot keep.',
      7: 'Keep a quiet day: put off arguments and sign nothing you have not understood.',
      8: 'Give money matters a second look today: no lending, borrowing or big buying in haste.',
      9: 'Finish old tasks rather than start new ones today, and stay patient.',
    },
    monthLine: 'Personal month {month}: {focus}.',
  },
  account: {
    heading: 'Your dates in your calendar',
    intro:
      'The best dates and the dates to go gently on, for the next 12 months, as events in your phone or computer calendar.',
    download: 'Add to my calendar',
    subscribe: 'Subscribe',
    shownOnce:
      'Your private address is shown only now: keep it, or subscribe straight away. Anyone with it can see these dates, so share it with no one.',
    webcalLink: 'Open in my calendar app',
    copyLabel: 'Private calendar address',
    copy: 'Copy address',
    copied: 'Copied',
    active: 'A subscription address is active since {date}.',
    reset: 'Reset address',
    resetDone: 'The old address has stopped working. Your new address:',
    failed: 'That did not work. Please try again in a little while.',
    locked: 'The calendar comes with the report once it is bought.',
  },
};
