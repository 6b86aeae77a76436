import { localToday } from '@ankvidya/numerology-core';
import { fill } from '@/shared/content/content';
import type { ClipboardEvent } from 'react';
import { monthNames, useLocale } from '@/shared/i18n/locale';
import {
  checkDob,
  DOB_PARTS,
  dobInWords,
  readWholeDate,
  type DobPart,
  type DobParts,
  type DobTexts,
} from '@/shared/lib/dob';

export const dobPartId = (id: string, part: DobPart) => `${id}-${part}`;

/** Room in the day part for a whole date typed there ("14 September 1992"), to be split up. */
const DAY_TEXT_MAX = 24;

/** The form control after `element` that a Tab would reach (a group's checked radio, if any). */
function focusAfter(element: HTMLElement) {
  const form = element.closest('form');
  if (!form) return;
  const controls = Array.from(form.elements).filter(
    (control): control is HTMLElement =>
      control instanceof HTMLElement &&
      !(control instanceof HTMLFieldSetElement) &&
      !(control as HTMLInputElement).disabled &&
      (control as HTMLInputElement).type !== 'hidden',
  );
  const next = controls[controls.indexOf(element) + 1];
  if (next instanceof HTMLInputElement && next.type === 'radio' && !next.checked) {
    const checked = controls.find(
      (control) =>
        control instanceof HTMLInputElement &&
        control.type === 'radio' &&
        control.name === next.name &&
        control.checked,
    );
    (checked ?? next).focus();
    return;
  }
  next?.focus();
}

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

  const partElement = (part: DobPart) => document.getElementById(dobPartId(id, part));
  // A whole date typed or pasted into one part goes to all three; the visitor carries on at the
  // first part still empty, or past the field when none is.
  const placeWholeDate = (parts: DobParts, moveFocus: boolean) => {
    onChange(parts);
    if (!moveFocus) return;
    const empty = DOB_PARTS.find((part) => parts[part].trim() === '');
    if (empty) partElement(empty)?.focus();
    else {
      const year = partElement('year');
      if (year) focusAfter(year);
    }
  };
  const onPaste = (event: ClipboardEvent<HTMLElement>) => {
    const parts = readWholeDate(event.clipboardData.getData('text'), monthNames(locale));
    if (!parts) return; // a single part: the browser pastes it as usual
    event.preventDefault();
    placeWholeDate(parts, true);
  };

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
      <div className="dob__parts" onPaste={onPaste}>
        <div className="dob__part">
          <label htmlFor={dobPartId(id, 'day')}>{texts.dayLabel}</label>
          <input
            {...common('day')}
            type="text"
            inputMode="numeric"
            autoComplete="bday-day"
            maxLength={DAY_TEXT_MAX}
            value={value.day}
            onChange={(event) => {
              const typed = event.target.value;
              const whole = readWholeDate(typed, monthNames(locale), { whileTyping: true });
              if (whole) placeWholeDate(whole, true);
              else onChange({ ...value, day: typed });
            }}
            onBlur={(event) => {
              // A date left part-typed here ("14/8/92") is split when the visitor moves on. The
              // element's own text: a split made just now has not re-rendered `value` yet.
              const typed = event.currentTarget.value;
              if (/^\d*$/.test(typed.trim())) return;
              const whole = readWholeDate(typed, monthNames(locale));
              if (whole) placeWholeDate(whole, false);
            }}
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
