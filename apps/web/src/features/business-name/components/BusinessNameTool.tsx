import {
  businessNameReading,
  localToday,
  NumerologyInputError,
  parseLaunchDate,
  spellingWords,
  LAUNCH_YEAR_MAX,
  LAUNCH_YEAR_MIN,
  type BusinessNameReading,
} from '@ankvidya/numerology-core';
import { useId, useState, type FormEvent } from 'react';
import { useContent } from '@/shared/content/content';
import { checkDob, type DobProblem } from '@/shared/lib/dob';
import { usePrefilledDob } from '@/shared/tool/prefilled-dob';
import { problemText } from '@/shared/lib/input-problem';
import { DateOfBirthField, dobPartId } from '@/shared/ui/DateOfBirthField';
import { TextFieldWithHint } from '@/shared/ui/TextFieldWithHint';
import { BusinessReadingView } from './BusinessReadingView';
import { useFocusAfterRead } from '@/shared/tool/use-focus-after-read';

type Errors = { name?: string; dob?: DobProblem; launch?: string };

/**
 * The tool: a business name, the owner's date of birth and an optional launch date, read with
 * numerology-core in the browser (nothing is sent). The launch date is a native date field: it
 * may lie in the future, which the date-of-birth field refuses.
 */
export function BusinessNameTool({
  prefillDob,
  onRead,
}: {
  prefillDob: string | null;
  onRead: () => void;
}) {
  const ui = useContent('ui');
  const texts = useContent('businessPage');
  const form = texts.form;
  const id = useId();
  const [name, setName] = useState('');
  const [launch, setLaunch] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [reading, setReading] = useState<BusinessNameReading | null>(null);
  const focusResult = useFocusAfterRead(`${id}-result`);
  const { dob, prefilled, touch, changeDob } = usePrefilledDob(prefillDob);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    touch();
    const found: Errors = {};
    try {
      spellingWords(name);
    } catch (error) {
      if (!(error instanceof NumerologyInputError)) throw error;
      found.name = problemText(error, ui.inputErrors);
    }
    const date = checkDob(dob, localToday(), ui.dateOfBirth);
    if (date.problem) found.dob = date.problem;
    if (launch !== '' && 'problem' in parseLaunchDate(launch)) found.launch = form.launchInvalid;
    setErrors(found);
    if (found.name) return document.getElementById(`${id}-name`)?.focus();
    if (date.problem)
      return document
        .getElementById(dobPartId(`${id}-dob`, date.problem.parts[0] ?? 'day'))
        ?.focus();
    if (found.launch) return document.getElementById(`${id}-launch`)?.focus();
    setReading(businessNameReading(name, { dob: date.dob, ...(launch !== '' ? { launch } : {}) }));
    focusResult();
    onRead();
  };

  return (
    <>
      <section className="panel tool-form" aria-labelledby={`${id}-form`}>
        <h2 id={`${id}-form`}>{form.heading}</h2>
        <p>{form.intro}</p>
        <form className="form" noValidate onSubmit={submit}>
          <TextFieldWithHint
            id={`${id}-name`}
            label={form.nameLabel}
            hint={form.nameHint}
            error={errors.name}
            name="business-name"
            type="text"
            autoComplete="organization"
            required
            maxLength={200}
            value={name}
            onChange={(event) => {
              touch();
              setName(event.target.value);
              setErrors(({ name: _dropped, ...rest }) => rest);
            }}
          />
          <DateOfBirthField
            id={`${id}-dob`}
            legend={form.dobLabel}
            texts={ui.dateOfBirth}
            value={dob}
            error={errors.dob ?? null}
            announce={!errors.name}
            onChange={(next) => {
              changeDob(next);
              setErrors(({ dob: _dropped, ...rest }) => rest);
            }}
          />
          {prefilled ? <p className="field__hint">{form.fromAnalysis}</p> : null}
          <div className="field">
            <label htmlFor={`${id}-launch`}>{form.launchLabel}</label>
            <input
              id={`${id}-launch`}
              name="launch"
              type="date"
              min={`${LAUNCH_YEAR_MIN}-01-01`}
              max={`${LAUNCH_YEAR_MAX}-12-31`}
              value={launch}
              aria-invalid={errors.launch ? true : undefined}
              aria-describedby={errors.launch ? `${id}-launch-error` : `${id}-launch-hint`}
              onChange={(event) => {
                touch();
                setLaunch(event.target.value);
                setErrors(({ launch: _dropped, ...rest }) => rest);
              }}
            />
            {errors.launch ? (
              <p id={`${id}-launch-error`} className="field__error" role="alert">
                {errors.launch}
              </p>
            ) : (
              <p id={`${id}-launch-hint`} className="field__hint">
                {form.launchHint}
              </p>
            )}
          </div>
          <button type="submit" className="button button--large">
            {form.submit}
          </button>
        </form>
      </section>
      {reading ? <BusinessReadingView reading={reading} headingId={`${id}-result`} /> : null}
    </>
  );
}
