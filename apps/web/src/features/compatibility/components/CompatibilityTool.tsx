import {
  compatibility,
  localToday,
  NumerologyInputError,
  validateName,
  type CompatibilityReading,
  type Gender,
} from '@ankvidya/numerology-core';
import { Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { loadContent, useContent } from '@/shared/content/content';
import { checkDob, EMPTY_DOB, partsOfDob, type DobParts, type DobProblem } from '@/shared/lib/dob';
import { DateOfBirthField, dobPartId } from '@/shared/ui/DateOfBirthField';
import { problemText } from '@/shared/lib/input-problem';
import { firstName } from '../lib/share-link';
import { CompatibilityResult } from './CompatibilityResult';

type Who = 'a' | 'b';
interface Person {
  name: string;
  dob: DobParts;
  gender: Gender | '';
}
interface PersonErrors {
  name?: string;
  dob?: DobProblem;
  gender?: string;
}

const EMPTY: Person = { name: '', dob: EMPTY_DOB, gender: '' };

/** The first person's details to fill the untouched form with (the analysis in this browser). */
export interface PersonPrefill {
  name: string;
  dob: string;
  gender: Gender;
}

/**
 * The tool: name, date of birth and gender for two people, read together with numerology-core
 * in the browser. Nothing is sent or kept: both people live in this component's state only.
 */
export function CompatibilityTool({
  prefill,
  path,
  formId,
  onRead,
  onShared,
}: {
  prefill: PersonPrefill | null;
  path: string;
  /** The id of the form's heading, for links to the form ("try it with your own dates"). */
  formId: string;
  onRead: () => void;
  onShared: () => void;
}) {
  const ui = useContent('ui');
  const texts = useContent('compatibilityPage');
  const form = texts.form;
  const id = useId();
  const [people, setPeople] = useState<Record<Who, Person>>({ a: EMPTY, b: EMPTY });
  const [errors, setErrors] = useState<Record<Who, PersonErrors>>({ a: {}, b: {} });
  const [result, setResult] = useState<{
    reading: CompatibilityReading;
    names: { a: string; b: string };
  } | null>(null);
  const [prefilled, setPrefilled] = useState(false);
  const [focusKey, setFocusKey] = useState(0);
  const touched = useRef(false);

  // The prerendered form is empty; after hydration, an analysis here fills the first person.
  useEffect(() => {
    if (touched.current || !prefill) return;
    setPeople((current) => ({
      ...current,
      a: { name: prefill.name, dob: partsOfDob(prefill.dob), gender: prefill.gender },
    }));
    setPrefilled(true);
  }, [prefill]);

  const update = (who: Who, change: Partial<Person>, clears: keyof PersonErrors) => {
    touched.current = true;
    if (who === 'a') setPrefilled(false);
    setPeople((current) => ({ ...current, [who]: { ...current[who], ...change } }));
    setErrors((current) => {
      const { [clears]: _dropped, ...rest } = current[who];
      return { ...current, [who]: rest };
    });
  };

  /** Checks one person; returns their errors and, when there are none, the core's input. */
  const check = (person: Person) => {
    const found: PersonErrors = {};
    let name = '';
    try {
      name = validateName(person.name);
    } catch (error) {
      if (!(error instanceof NumerologyInputError)) throw error;
      found.name =
        person.name.trim() === '' ? form.missingName : problemText(error, ui.inputErrors);
    }
    const date = checkDob(person.dob, localToday(), ui.dateOfBirth);
    if (date.problem) found.dob = date.problem;
    if (person.gender === '') found.gender = form.missingGender;
    const input =
      date.dob !== undefined && person.gender !== ''
        ? { name, dob: date.dob, gender: person.gender }
        : null;
    return { found, input };
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    touched.current = true;
    const a = check(people.a);
    const b = check(people.b);
    setErrors({ a: a.found, b: b.found });
    // Focus the first field that needs attention, in the order of the form.
    for (const [who, found] of [
      ['a', a.found],
      ['b', b.found],
    ] as const) {
      const target = found.name
        ? `${id}-${who}-name`
        : found.dob
          ? dobPartId(`${id}-${who}-dob`, found.dob.parts[0] ?? 'day')
          : found.gender
            ? `${id}-${who}-gender-Male`
            : null;
      if (target) {
        document.getElementById(target)?.focus();
        return;
      }
    }
    if (!a.input || !b.input) return;
    setResult({
      reading: compatibility(a.input, b.input),
      names: { a: firstName(a.input.name, form.personA), b: firstName(b.input.name, form.personB) },
    });
    setFocusKey((key) => key + 1);
    onRead();
  };

  const anyError = (who: Who) => Object.keys(errors[who]).length > 0;
  const person = (who: Who) => {
    const value = people[who];
    const error = errors[who];
    const base = `${id}-${who}`;
    // One alert at a time: a person's date announces itself only when nothing before it does.
    const earlierError = who === 'b' ? anyError('a') : false;
    return (
      <fieldset className="compat-person" key={who}>
        <legend>{who === 'a' ? form.personA : form.personB}</legend>
        <div className="field">
          <label htmlFor={`${base}-name`}>{form.nameLabel}</label>
          <input
            id={`${base}-name`}
            name={`${who}-name`}
            type="text"
            autoComplete={who === 'a' ? 'name' : 'off'}
            required
            value={value.name}
            aria-invalid={error.name ? true : undefined}
            aria-describedby={error.name ? `${base}-name-error` : `${base}-name-hint`}
            onChange={(event) => update(who, { name: event.target.value }, 'name')}
          />
          {error.name ? (
            <p
              id={`${base}-name-error`}
              className="field__error"
              role={earlierError ? undefined : 'alert'}
            >
              {error.name}
            </p>
          ) : (
            <p id={`${base}-name-hint`} className="field__hint">
              {form.nameHint}
            </p>
          )}
        </div>
        <DateOfBirthField
          id={`${base}-dob`}
          legend={form.dobLabel}
          texts={ui.dateOfBirth}
          value={value.dob}
          error={error.dob ?? null}
          announce={!error.name && !earlierError}
          onChange={(dob) => update(who, { dob }, 'dob')}
        />
        <fieldset
          className="field"
          aria-describedby={error.gender ? `${base}-gender-error` : `${base}-gender-hint`}
        >
          <legend>{form.genderLabel}</legend>
          <div className="radios">
            {(
              [
                ['Male', form.male],
                ['Female', form.female],
              ] as const
            ).map(([gender, label]) => (
              <label key={gender} className="radio">
                <input
                  id={`${base}-gender-${gender}`}
                  type="radio"
                  name={`${who}-gender`}
                  value={gender}
                  required
                  checked={value.gender === gender}
                  aria-invalid={error.gender ? true : undefined}
                  onChange={() => update(who, { gender }, 'gender')}
                />
                {label}
              </label>
            ))}
          </div>
          {error.gender ? (
            <p
              id={`${base}-gender-error`}
              className="field__error"
              role={error.name || error.dob || earlierError ? undefined : 'alert'}
            >
              {error.gender}
            </p>
          ) : (
            <p id={`${base}-gender-hint`} className="field__hint">
              {form.genderHint}
            </p>
          )}
        </fieldset>
        {who === 'a' && prefilled ? <p className="field__hint">{form.fromAnalysis}</p> : null}
      </fieldset>
    );
  };

  return (
    <>
      <section className="panel tool-form" aria-labelledby={formId}>
        <h2 id={formId} tabIndex={-1}>
          {form.heading}
        </h2>
        <p>{form.intro}</p>
        <form
          className="form"
          noValidate
          onSubmit={submit}
          // The pair readings are fetched while the visitor types.
          onFocus={() => void loadContent('compatibility')}
        >
          <div className="compat-people">
            {person('a')}
            {person('b')}
          </div>
          <button type="submit" className="button button--large">
            {form.submit}
          </button>
        </form>
      </section>
      {result ? (
        <Suspense
          fallback={
            <p className="loading" role="status">
              {ui.loading}
            </p>
          }
        >
          <CompatibilityResult
            reading={result.reading}
            names={result.names}
            headingId={`${id}-result`}
            revealKey={focusKey}
            path={path}
            onShared={onShared}
          />
        </Suspense>
      ) : null}
    </>
  );
}
