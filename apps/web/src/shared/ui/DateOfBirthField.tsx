import { localToday } from '@ankvidya/numerology-core';
import { fill } from '@/shared/content/content';
import { monthNames, useLocale } from '@/shared/i18n/locale';
import { checkDob, dobInWords, type DobPart, type DobParts, type DobTexts } from '@/shared/lib/dob';

export const dobPartId = (id: string, part: DobPart) => `${id}-${part}`;

export interface DateOfBirthFieldProps {
  /** Prefix of the ids of the three inputs and of the message. */
  id: string;
  legend: string;
  texts: DobTexts;
  value: DobParts;
  onChange: (value: DobParts) => void;
  /** The message shown by the field, and the parts it concerns (all three when not given). */
  error?: { message: string; parts?: readonly DobPart[] } | null;
  /** Announce the message at once (when it is the only one; a summary is announced otherwise). */
  announce?: boolean;
}

/**
 * Day, month and year as three labelled parts: day and year take digits (a numeric keypad on a
 * phone), the month is chosen by name, so the order can never be misread. The date is read back
 * in words as soon as it is a real one.
 */
export function DateOfBirthField({
  id,
  legend,
  texts,
  value,
  onChange,
  error,
  announce = true,
}: DateOfBirthFieldProps) {
  const locale = useLocale();
  const errorId = `${id}-error`;
  // Once all three parts are there (a four-digit year), the date is checked as it is typed: a
  // message on leaving the field would push the next field away from under the pointer.
  const complete = value.day.trim() !== '' && value.month !== '' && value.year.trim().length === 4;
  const checked = error || !complete ? null : checkDob(value, localToday(), texts, locale);
  const shown = error ?? checked?.problem ?? null;
  const readBack =
    checked?.dob !== undefined
      ? fill(texts.readBack, {
          date: dobInWords(Number(value.day), Number(value.month), Number(value.year), locale),
        })
      : '';

  const invalid = (part: DobPart) =>
    shown && (shown.parts?.includes(part) ?? true) ? true : undefined;
  const common = (part: DobPart) => ({
    id: dobPartId(id, part),
    name: `dob-${part}`,
    required: true,
    'aria-invalid': invalid(part),
    'aria-describedby': invalid(part) ? errorId : undefined,
  });
  return (
    <fieldset className="field dob">
      <legend>{legend}</legend>
      <div className="dob__parts">
        <div className="dob__part">
          <label htmlFor={dobPartId(id, 'day')}>{texts.dayLabel}</label>
          <input
            {...common('day')}
            type="text"
            inputMode="numeric"
            autoComplete="bday-day"
            maxLength={2}
            value={value.day}
            onChange={(event) => onChange({ ...value, day: event.target.value })}
          />
        </div>
        <div className="dob__part">
          <label htmlFor={dobPartId(id, 'month')}>{texts.monthLabel}</label>
          <select
            {...common('month')}
            autoComplete="bday-month"
            value={value.month}
            onChange={(event) => onChange({ ...value, month: event.target.value })}
          >
            <option value="">{texts.monthPlaceholder}</option>
            {monthNames(locale).map((name, index) => (
              <option key={name} value={String(index + 1)}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="dob__part">
          <label htmlFor={dobPartId(id, 'year')}>{texts.yearLabel}</label>
          <input
            {...common('year')}
            type="text"
            inputMode="numeric"
            autoComplete="bday-year"
            maxLength={4}
            value={value.year}
            onChange={(event) => onChange({ ...value, year: event.target.value })}
          />
        </div>
      </div>
      {shown ? (
        <p id={errorId} className="field__error" role={announce ? 'alert' : undefined}>
          {shown.message}
        </p>
      ) : null}
      <p className="dob__read-back" aria-live="polite">
        {readBack}
      </p>
    </fieldset>
  );
}
