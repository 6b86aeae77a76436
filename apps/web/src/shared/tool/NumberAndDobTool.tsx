import { localToday, NumerologyInputError } from '@ankvidya/numerology-core';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useContent } from '@/shared/content/content';
import { checkDob, type DobProblem } from '@/shared/lib/dob';
import { usePrefilledDob } from '@/shared/tool/prefilled-dob';
import { problemText } from '@/shared/lib/input-problem';
import { DateOfBirthField, dobPartId } from '@/shared/ui/DateOfBirthField';
import { TextFieldWithHint } from '@/shared/ui/TextFieldWithHint';
import { useFocusAfterRead } from '@/shared/tool/use-focus-after-read';

type Errors = { number?: string; dob?: DobProblem };

/** The words of a number-and-date form, as each tool's texts give them. */
export interface NumberFormTexts {
  heading: string;
  intro: string;
  numberLabel: string;
  numberHint: string;
  dobLabel: string;
  fromAnalysis: string;
  submit: string;
}

/**
 * A number (a vehicle's, a house's) and a date of birth, read with numerology-core in the browser:
 * the number is never sent anywhere. `check` throws core's input error for a number it refuses;
 * `extra` goes above the submit button (the vehicle tool's "count the letters too").
 */
export function NumberAndDobTool<Reading>({
  texts: form,
  name,
  maxLength,
  check,
  read,
  renderReading,
  extra,
  dob: prefillDob,
  onRead,
}: {
  texts: NumberFormTexts;
  /** The input's name, for the browser's form handling. */
  name: string;
  maxLength: number;
  check: (number: string) => unknown;
  read: (number: string, dob: string) => Reading;
  renderReading: (reading: Reading, headingId: string) => ReactNode;
  extra?: ReactNode;
  dob: string | null;
  onRead: () => void;
}) {
  const ui = useContent('ui');
  const id = useId();
  const [number, setNumber] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [reading, setReading] = useState<Reading | null>(null);
  const focusResult = useFocusAfterRead(`${id}-result`);
  const { dob, prefilled, touch, changeDob } = usePrefilledDob(prefillDob);
  const numberRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    touch();
    const found: Errors = {};
    try {
      check(number);
    } catch (error) {
      if (!(error instanceof NumerologyInputError)) throw error;
      found.number = problemText(error, ui.inputErrors);
    }
    const date = checkDob(dob, localToday(), ui.dateOfBirth);
    if (date.problem) found.dob = date.problem;
    setErrors(found);
    if (found.number !== undefined) {
      numberRef.current?.focus();
      return;
    }
    if (date.problem) {
      document.getElementById(dobPartId(`${id}-dob`, date.problem.parts[0] ?? 'day'))?.focus();
      return;
    }
    setReading(read(number, date.dob));
    focusResult();
    onRead();
  };

  const numberError = errors.number;
  return (
    <>
      <section className="panel tool-form" aria-labelledby={`${id}-form`}>
        <h2 id={`${id}-form`}>{form.heading}</h2>
        <p>{form.intro}</p>
        <form className="form" noValidate onSubmit={submit}>
          <TextFieldWithHint
            ref={numberRef}
            id={`${id}-number`}
            label={form.numberLabel}
            hint={form.numberHint}
            error={numberError}
            name={name}
            type="text"
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            required
            maxLength={maxLength}
            className="tool-form__number"
            value={number}
            onChange={(event) => {
              touch();
              setNumber(event.target.value);
              setErrors(({ number: _dropped, ...rest }) => rest);
            }}
          />
          <DateOfBirthField
            id={`${id}-dob`}
            legend={form.dobLabel}
            texts={ui.dateOfBirth}
            value={dob}
            error={errors.dob ?? null}
            announce={!numberError}
            onChange={(next) => {
              changeDob(next);
              setErrors(({ dob: _dropped, ...rest }) => rest);
            }}
          />
          {prefilled ? <p className="field__hint">{form.fromAnalysis}</p> : null}
          {extra}
          <button type="submit" className="button button--large">
            {form.submit}
          </button>
        </form>
      </section>
      {reading ? renderReading(reading, `${id}-result`) : null}
    </>
  );
}
