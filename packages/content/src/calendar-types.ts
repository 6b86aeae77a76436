import type { ByDigit } from './types.js';

/** How a number sits with moolank or bhagyank in the friend table. */
type Three = readonly [string, string, string];
type Two = readonly [string, string];
type Four = readonly [string, string, string, string];

export type CalendarHarmony = 'friendly' | 'neutral' | 'challenging';

/**
 * The report's dated calendar pages, the calendar file (.ics) and My account's calendar buttons.
 * Placeholders in {braces}.
 */
export interface CalendarTexts {
  report: {
    /** "{month} {year}: personal month {number}". */
    monthHeading: string;
    /** Short weekday names, Sunday first (the week the grid draws). */
    weekdays: readonly [string, string, string, string, string, string, string];
    legend: { best: string; care: string; personalDay: string };
    /** How the month's number sits with one of the person's numbers ("sits easily with"). */
    harmony: Readonly<Record<CalendarHarmony, string>>;
    /**
     * The month's own line: "Personal month {number} {withMoolank} your moolank {moolank} and
     * {withBhagyank} your bhagyank {bhagyank}."
     */
    monthFit: string;
    /** The same when moolank and bhagyank are one number: "… your moolank and bhagyank, both {moolank}". */
    monthFitSame: string;
    /**
     * Advice by how the month sits with both on balance (above 0, 0, below 0), three wordings
     * each, picked by the personal month, so a report does not repeat one line month after month.
     */
    balance: { good: Three; even: Three; careful: Three };
    /** "Best dates: {best}. Go gently on: {care}." */
    datesLine: string;
    /** "Best dates: {best}.", when no personal day asks for care (said once, in the introduction). */
    datesLineNoCare: string;
    noCareDates: string;
    /** Under the chapter heading: which months, and how to read a grid. */
    about: string;
    /**
     * A month read from the person's own dates (issue 23 item 15): its personal month against
     * moolank and bhagyank with the month's theme, the best dates named in the advice, the best
     * date on a lucky weekday and the one whose personal day is the name number, and the care dates.
     */
    weave: {
      /** "In {month}, personal month {number} {withMoolank} your moolank {moolank} and … ; its theme: {focus}." */
      fit: string;
      fitSame: string;
      /**
       * As fit, when the personal month comes round again in the same report (its second and
       * third time), so its reading does not open as before.
       */
      fitAgain: Two;
      fitSameAgain: Two;
      /**
       * The advice, by how the month sits with both on balance: "{lead}: {advice}", a lead ("A
       * steady month") and an advice with the month's best dates in {dates} ("3, 12 and 21
       * March"). The months of one kind in a report take the three leads and four advices in
       * turn, so no two of twelve months read alike.
       */
      lead: { good: Three; even: Three; careful: Three };
      advice: { good: Four; even: Four; careful: Four };
      /** "{lead}: {advice}" */
      leadAdvice: string;
      /**
       * "{date} is a {weekday}, a lucky day for your moolank {moolank}: …"; three wordings, taken
       * month by month, so twelve months do not repeat one line (nameDay the same).
       */
      luckyDay: Three;
      /** "On {date} your personal day is {naamank}, the same as your naamank: …". */
      nameDay: Three;
      /**
       * A best date on a lucky weekday of the name number (a weekday whose planet is its friend),
       * read in every other month in place of the moolank's when the two numbers differ:
       * "{date}", "{weekday}", "{naamank}"; taken month by month as luckyDay is.
       */
      nameLuckyDay: Three;
      /**
       * The care dates: "{lead}: {advice}" with a lead naming {dates} and {numbers} and an advice,
       * taken in turn as lead and advice are.
       */
      careLead: Three;
      careAdvice: Four;
      /** A date: "{date} {month}" ("12 March"). */
      date: string;
      /**
       * How a number sits with both ("{withMoolank} your moolank {moolank} and {withBhagyank} your
       * bhagyank {bhagyank}"), and when moolank and bhagyank are one number; {numbers} ("your
       * moolank 9 and bhagyank 4", "your moolank and bhagyank, both 5") names them alone.
       */
      fitPhrase: string;
      fitPhraseSame: string;
      numbers: string;
      numbersSame: string;
      /**
       * Under the rule, which personal days that means for this person: "{best}" the personal days
       * above zero on balance, "{care}" those below it; careNone when no personal day is.
       */
      personalDays: string;
      personalDaysNoCare: string;
    };
  };
  ics: {
    /** "{name}: numerology dates". */
    calendarName: string;
    /** "Best date · personal day {number}". */
    bestSummary: string;
    careSummary: string;
    /** One line: "Personal day {number} {withMoolank} your moolank {moolank} and …". */
    dayFit: string;
    dayFitSame: string;
    /**
     * The event's own reading, by its personal day: what a best date with that number suits,
     * or what to watch on a date to go gently on (issue 23 item 12: one reading per date, not
     * one line for every event).
     */
    bestDay: ByDigit<string>;
    careDay: ByDigit<string>;
    /** "Personal month {month}: {focus}." (the focus of reading.personalMonths). */
    monthLine: string;
  };
  account: {
    heading: string;
    intro: string;
    download: string;
    subscribe: string;
    /** The address is shown only once: it is stored in a form that cannot be read back. */
    shownOnce: string;
    webcalLink: string;
    copyLabel: string;
    copy: string;
    copied: string;
    /** "A subscription address is active since {date}." */
    active: string;
    reset: string;
    resetDone: string;
    failed: string;
    locked: string;
  };
}
