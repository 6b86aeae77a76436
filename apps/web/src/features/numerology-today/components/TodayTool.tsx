import {
  DIGITS,
  digitsOf,
  indiaToday,
  localToday,
  personalDayNumbers,
  reduceNumber,
  universalDay,
  type CalendarDate,
  type Digit,
} from '@ankvidya/numerology-core';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { fill, useContent } from '@/shared/content/content';
import { formatCalendarDate, useLocale } from '@/shared/i18n/locale';
import { checkDob, EMPTY_DOB, type DobParts, type DobProblem } from '@/shared/lib/dob';
import { DateOfBirthField, dobPartId } from '@/shared/ui/DateOfBirthField';
import { todayDob as defaultStore, useTodayDob, type TodayDobStore } from '../today-dob';

const asDate = (iso: string): CalendarDate => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};

/**
 * Today's date in India, worked out in the browser: the prerendered page cannot know it, so it is
 * null until hydration, then checked each minute so an open page turns over at midnight IST.
 */
function useIndiaToday(now: () => Date): string | null {
  const [today, setToday] = useState<string | null>(null);
  useEffect(() => {
    const update = () => setToday(indiaToday(now()));
    update();
    const timer = window.setInterval(update, 60_000);
    return () => window.clearInterval(timer);
  }, [now]);
  return today;
}

const systemNow = () => new Date();

/**
 * The tool: today's universal day with its working, the day's line for each moolank, and the
 * visitor's personal day from a date of birth kept in this browser only.
 */
export function TodayTool({
  onRead,
  now = systemNow,
  store = defaultStore,
}: {
  onRead: () => void;
  /** The clock (tests set it). */
  now?: () => Date;
  store?: TodayDobStore;
}) {
  const texts = useContent('todayPage');
  const locale = useLocale();
  const id = useId();
  const today = useIndiaToday(now);
  const dob = useTodayDob(store);

  if (today === null) {
    return (
      <section className="panel tool-result" aria-labelledby={`${id}-day`}>
        <h2 id={`${id}-day`}>{texts.today.pending}</h2>
        <p>{texts.today.universalNote}</p>
      </section>
    );
  }

  const date = asDate(today);
  const day = universalDay(date);
  const digits = [...digitsOf(date.day), ...digitsOf(date.month), ...digitsOf(date.year)];
  const total = digits.reduce((sum, digit) => sum + digit, 0);
  const birth = dob ? asDate(dob) : null;
  const moolank = birth ? (reduceNumber(birth.day) as Digit) : null;

  return (
    <>
      <section className="panel tool-result" aria-labelledby={`${id}-day`}>
        <h2 id={`${id}-day`}>
          {fill(texts.today.heading, { date: formatCalendarDate(locale, date) })}
        </h2>
        <p className="tool-result__reduced">{fill(texts.today.universal, { number: day })}</p>
        <p>{fill(texts.today.working, { sum: digits.join(' + '), total, number: day })}</p>
        <p>{texts.today.universalNote}</p>
      </section>
      {birth ? (
        <PersonalDay date={date} birth={birth} moolank={moolank!} onForget={() => store.clear()} />
      ) : (
        <PersonalDayForm
          onKeep={(value) => {
            store.keep(value);
            onRead();
          }}
        />
      )}
      <section className="panel tool-result" aria-labelledby={`${id}-readings`}>
        <h2 id={`${id}-readings`}>{texts.today.readingsHeading}</h2>
        <p>{texts.today.readingsIntro}</p>
        {DIGITS.map((number) => (
          <div key={number} aria-current={number === moolank ? 'true' : undefined}>
            {/* The visitor's own moolank stands out in the same colour as on the other tools. */}
            <h3 className={number === moolank ? 'tool-result__birth' : undefined}>
              {fill(number === moolank ? texts.today.moolankYours : texts.today.moolank, {
                number,
              })}
            </h3>
            <p>{texts.readings[day][number]}</p>
          </div>
        ))}
      </section>
    </>
  );
}

function PersonalDay({
  date,
  birth,
  moolank,
  onForget,
}: {
  date: CalendarDate;
  birth: CalendarDate;
  moolank: Digit;
  onForget: () => void;
}) {
  const texts = useContent('todayPage').personal;
  const readings = useContent('todayPage').personalDays;
  const id = useId();
  const numbers = personalDayNumbers(birth, date);
  return (
    <section className="panel tool-result" aria-labelledby={`${id}-personal`}>
      <h2 id={`${id}-personal`}>{texts.heading}</h2>
      <p className="tool-result__reduced">{fill(texts.result, { number: numbers.day })}</p>
      <p>{readings[numbers.day]}</p>
      {/* Whole sentences, so a list that wraps (the analysis's one-line sums would not fit 375 px). */}
      <ol className="harmony-lines">
        <li>{fill(texts.yearLine, { year: numbers.year, calendarYear: date.year })}</li>
        <li>
          {fill(texts.monthLine, {
            month: numbers.month,
            year: numbers.year,
            calendarMonth: date.month,
          })}
        </li>
        <li>{fill(texts.dayLine, { day: numbers.day, month: numbers.month, date: date.day })}</li>
      </ol>
      <p className="tool-result__birth">{fill(texts.moolankLine, { number: moolank })}</p>
      <p>
        <button type="button" className="button button--secondary" onClick={onForget}>
          {texts.forget}
        </button>
      </p>
    </section>
  );
}

function PersonalDayForm({ onKeep }: { onKeep: (dob: string) => void }) {
  const ui = useContent('ui');
  const texts = useContent('todayPage').personal;
  const id = useId();
  const [parts, setParts] = useState<DobParts>(EMPTY_DOB);
  const [problem, setProblem] = useState<DobProblem | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkDob(parts, localToday(), ui.dateOfBirth);
    if (checked.problem) {
      setProblem(checked.problem);
      document.getElementById(dobPartId(`${id}-dob`, checked.problem.parts[0] ?? 'day'))?.focus();
      return;
    }
    onKeep(checked.dob);
  };

  return (
    <section className="panel tool-form" aria-labelledby={`${id}-form`}>
      <h2 id={`${id}-form`}>{texts.heading}</h2>
      <p>{texts.intro}</p>
      <form className="form" noValidate onSubmit={submit}>
        <DateOfBirthField
          id={`${id}-dob`}
          legend={texts.dobLabel}
          texts={ui.dateOfBirth}
          value={parts}
          error={problem}
          onChange={(next) => {
            setParts(next);
            setProblem(null);
          }}
        />
        <button type="submit" className="button button--large">
          {texts.submit}
        </button>
      </form>
    </section>
  );
}
