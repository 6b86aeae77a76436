import {
  localToday,
  mobileDigits,
  mobileNumberReading,
  NumerologyInputError,
  type Gender,
  type MobileReading,
} from '@ankvidya/numerology-core';
import { Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { loadContent, useContent } from '@/shared/content/content';
import { checkDob, type DobProblem } from '@/shared/lib/dob';
import { usePrefilledDob } from '@/shared/tool/prefilled-dob';
import { DateOfBirthField, dobPartId } from '@/shared/ui/DateOfBirthField';
import { problemText } from '@/shared/lib/input-problem';
import { MobileReadingView } from './MobileReadingView';
import { OptionalGenderField } from '@/shared/ui/OptionalGenderField';
import { TextFieldWithHint } from '@/shared/ui/TextFieldWithHint';
import { useFocusAfterRead } from '@/shared/tool/use-focus-after-read';

type Errors = { number?: string; dob?: DobProblem };

/** The date of birth (and gender) to fill the untouched form with, e.g. from the analysis. */
export interface MobilePrefill {
  dob: string;
  gender?: Gender;
}

/**
 * The tool: a mobile number, a date of birth and (optionally) a gender, read with numerology-core
 * in the browser. The number is never sent anywhere and not kept unless the visitor asks for it
 * to be read in their report (then on this device only, see shared/state/report-draft.ts).
 */
export function MobileNumberTool({
  prefill,
  onRead,
}: {
  prefill: MobilePrefill | null;
  onRead: () => void;
}) {
  const ui = useContent('ui');
  const texts = useContent('mobilePage');
  const form = texts.form;
  const id = useId();
  const [number, setNumber] = useState('');
  const [gender, setGender] = useState<Gender | ''>('');
  const [errors, setErrors] = useState<Errors>({});
  const [reading, setReading] = useState<{ reading: MobileReading; dob: string } | null>(null);
  const focusResult = useFocusAfterRead(`${id}-result`);
  const numberRef = useRef<HTMLInputElement>(null);
  const { dob, prefilled, touch, changeDob } = usePrefilledDob(prefill?.dob ?? null, () =>
    setGender(prefill?.gender ?? ''),
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    touch();
    const found: Errors = {};
    try {
      mobileDigits(number);
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
    setReading({
      reading: mobileNumberReading(number, { dob: date.dob, ...(gender ? { gender } : {}) }),
      dob: date.dob,
    });
    focusResult();
    onRead();
  };

  const numberError = errors.number;
  return (
    <>
      <section className="panel tool-form" aria-labelledby={`${id}-form`}>
        <h2 id={`${id}-form`}>{form.heading}</h2>
        <p>{form.intro}</p>
        <form
          className="form"
          noValidate
          onSubmit={submit}
          // The readings are fetched while the visitor types, so the result shows at once.
          onFocus={() => void loadContent('mobile')}
        >
          <TextFieldWithHint
            ref={numberRef}
            id={`${id}-number`}
            label={form.numberLabel}
            hint={form.numberHint}
            error={numberError}
            name="mobile"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            maxLength={40}
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
          <OptionalGenderField
            id={id}
            texts={form}
            value={gender}
            onChange={(value) => {
              touch();
              setGender(value);
            }}
          />
          <button type="submit" className="button button--large">
            {form.submit}
          </button>
        </form>
      </section>
      {reading ? (
        <Suspense
          fallback={
            <p className="loading" role="status">
              {ui.loading}
            </p>
          }
        >
          <MobileReadingView {...reading} headingId={`${id}-result`} />
        </Suspense>
      ) : null}
    </>
  );
}
