import { analyze, localToday, NumerologyInputError, type Gender } from '@ankvidya/numerology-core';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useContent } from '@/shared/content/content';
import type { AnalysisState } from '@/shared/state/store';

type Field = 'name' | 'dob' | 'gender';

export interface CalculatorFormProps {
  signedIn: boolean;
  /** Signs the visitor in; resolves to null when they did not (cancelled or failed). */
  signIn: () => Promise<unknown>;
  /** Warms up sign-in while the visitor is still typing. */
  onPrepare?: () => void;
  /** Called with the finished analysis of valid input, after sign-in. */
  onAnalysed: (analysis: AnalysisState) => void;
}

/**
 * Name, date of birth and gender, all required. An empty field shows "Please fill all details
 * first" and submits nothing; input numerology-core refuses gets its own message by the field.
 * The form validates itself (noValidate) so these messages show instead of the browser's.
 */
export function CalculatorForm({ signedIn, signIn, onPrepare, onAnalysed }: CalculatorFormProps) {
  const ui = useContent('ui');
  const texts = ui.calculator;
  const id = useId();
  const [name, setName] = useState('');
  const [dob, setDob] = useState('');
  const [gender, setGender] = useState<Gender | ''>('');
  const [missing, setMissing] = useState(false);
  const [invalid, setInvalid] = useState<{ field: Field; message: string } | null>(null);
  const [signingIn, setSigningIn] = useState(false);
  const fields = {
    name: useRef<HTMLInputElement>(null),
    dob: useRef<HTMLInputElement>(null),
    gender: useRef<HTMLInputElement>(null),
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signingIn) return;
    if (name.trim() === '' || dob.trim() === '' || gender === '') {
      setInvalid(null);
      setMissing(true);
      return;
    }
    setMissing(false);
    const input = { name: name.trim(), dob: dob.trim(), gender };
    let result;
    try {
      result = analyze(input, { today: localToday() });
    } catch (error) {
      if (!(error instanceof NumerologyInputError)) throw error;
      const field: Field = error.field === 'currentYear' ? 'dob' : error.field;
      setInvalid({ field, message: error.message });
      fields[field].current?.focus();
      return;
    }
    setInvalid(null);
    if (!signedIn) {
      setSigningIn(true);
      try {
        const user = await signIn();
        if (!user) return;
      } finally {
        setSigningIn(false);
      }
    }
    onAnalysed({ input, result, createdAt: new Date().toISOString() });
  };

  const describedBy = (field: Field) =>
    invalid?.field === field ? `${id}-${field}-error` : undefined;
  const fieldError = (field: Field) =>
    invalid?.field === field ? (
      <p id={`${id}-${field}-error`} className="field__error" role="alert">
        {invalid.message}
      </p>
    ) : null;

  return (
    <form className="form calculator-form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="field">
        <label htmlFor={`${id}-name`}>{texts.nameLabel}</label>
        <input
          ref={fields.name}
          id={`${id}-name`}
          name="name"
          type="text"
          autoComplete="name"
          required
          value={name}
          aria-invalid={invalid?.field === 'name' || undefined}
          aria-describedby={describedBy('name')}
          onFocus={signedIn ? undefined : onPrepare}
          onChange={(event) => setName(event.target.value)}
        />
        {fieldError('name')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-dob`}>{texts.dobLabel}</label>
        <input
          ref={fields.dob}
          id={`${id}-dob`}
          name="dob"
          type="date"
          required
          value={dob}
          aria-invalid={invalid?.field === 'dob' || undefined}
          aria-describedby={describedBy('dob')}
          onChange={(event) => setDob(event.target.value)}
        />
        {fieldError('dob')}
      </div>
      <fieldset className="field" aria-describedby={describedBy('gender') ?? `${id}-gender-note`}>
        <legend>{texts.genderLabel}</legend>
        <div className="radios">
          {(['Male', 'Female'] as const).map((value, index) => (
            <label key={value} className="radio">
              <input
                ref={index === 0 ? fields.gender : undefined}
                type="radio"
                name="gender"
                value={value}
                required
                checked={gender === value}
                onChange={() => setGender(value)}
              />
              {value === 'Male' ? texts.male : texts.female}
            </label>
          ))}
        </div>
        <p id={`${id}-gender-note`} className="field__hint">
          {texts.genderNote}
        </p>
        {fieldError('gender')}
      </fieldset>
      {missing ? (
        <p className="form__error" role="alert">
          {texts.missingDetails}
        </p>
      ) : null}
      <button type="submit" className="button button--large" disabled={signingIn}>
        {signingIn ? texts.signingIn : signedIn ? texts.submitSignedIn : texts.submitSignedOut}
      </button>
    </form>
  );
}
