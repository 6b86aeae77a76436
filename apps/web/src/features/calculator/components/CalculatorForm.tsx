import { analyze, localToday, NumerologyInputError, type Gender } from '@ankvidya/numerology-core';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useContent } from '@/shared/content/content';
import { checkDob, EMPTY_DOB, type DobPart, type DobParts } from '@/shared/lib/dob';
import type { AnalysisState } from '@/shared/state/store';
import { DateOfBirthField, dobPartId } from '@/shared/ui/DateOfBirthField';
import { problemText } from '@/shared/lib/input-problem';
import type { SignInOutcome, SignInProblem } from '@/shared/lib/sign-in-outcome';
import { useReportOfferWords } from '@/shared/ui/ReportPrice';

type Field = 'name' | 'dob' | 'gender';
type FieldError = { message: string; parts?: readonly DobPart[] };
type Errors = Partial<Record<Field, FieldError>>;

export interface CalculatorFormProps {
  signedIn: boolean;
  /** Signs the visitor in; the outcome says why when they are not (the form says so). */
  signIn: () => Promise<SignInOutcome>;
  /** Warms up sign-in while the visitor is still typing. */
  onPrepare?: () => void;
  /** Called with the finished analysis of valid input, after sign-in. */
  onAnalysed: (analysis: AnalysisState) => void;
}

/**
 * Name, date of birth and gender, all required. An empty field shows "Please fill all details
 * first" as an inline summary (role="alert", not window.alert) and each empty field says what it
 * needs beside it; input numerology-core refuses gets its own message by the field. The form
 * validates itself (noValidate) so these messages show instead of the browser's.
 *
 * Signed out, the button says why sign-in comes first before Google's window opens; a sign-in
 * that does not finish is explained above the button and nothing typed is lost.
 */
export function CalculatorForm({ signedIn, signIn, onPrepare, onAnalysed }: CalculatorFormProps) {
  const ui = useContent('ui');
  const texts = ui.calculator;
  const id = useId();
  const [name, setName] = useState('');
  const [dob, setDob] = useState<DobParts>(EMPTY_DOB);
  const [gender, setGender] = useState<Gender | ''>('');
  const [errors, setErrors] = useState<Errors>({});
  // The summary shows while some field is still marked empty.
  const [missing, setMissing] = useState(false);
  const [signingIn, setSigningIn] = useState(false);
  const [signInProblem, setSignInProblem] = useState<SignInProblem | null>(null);
  const offer = useReportOfferWords();
  const nameRef = useRef<HTMLInputElement>(null);
  const genderRef = useRef<HTMLInputElement>(null);

  const focus = (field: Field, error: FieldError) => {
    if (field === 'name') nameRef.current?.focus();
    else if (field === 'gender') genderRef.current?.focus();
    else document.getElementById(dobPartId(`${id}-dob`, error.parts?.[0] ?? 'day'))?.focus();
  };
  const clearError = (field: Field) =>
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  const checkDate = () => checkDob(dob, localToday(), ui.dateOfBirth);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signingIn) return;
    const date = checkDate();
    const empty: Errors = {};
    if (name.trim() === '') empty.name = { message: texts.fieldMissing.name };
    if (date.problem?.missing) empty.dob = date.problem;
    if (gender === '') empty.gender = { message: texts.fieldMissing.gender };
    const first = (Object.keys(empty) as Field[])[0];
    if (first) {
      setErrors(empty);
      setMissing(true);
      focus(first, empty[first]!);
      return;
    }
    setMissing(false);
    if (date.problem || gender === '') {
      if (date.problem) {
        setErrors({ dob: date.problem });
        focus('dob', date.problem);
      }
      return;
    }
    const input = { name: name.trim(), dob: date.dob, gender };
    let result;
    try {
      result = analyze(input, { today: localToday() });
    } catch (error) {
      if (!(error instanceof NumerologyInputError)) throw error;
      // analyze() names only these three fields (and currentYear, a date matter here).
      const field: Field = error.field === 'name' || error.field === 'gender' ? error.field : 'dob';
      const problem = { message: problemText(error, ui.inputErrors) };
      setErrors({ [field]: problem });
      focus(field, problem);
      return;
    }
    setErrors({});
    setSignInProblem(null);
    if (!signedIn) {
      setSigningIn(true);
      let outcome: SignInOutcome;
      try {
        outcome = await signIn();
      } catch (error) {
        // The sign-in code itself could not load (a lost connection, a new deploy).
        console.error(error);
        outcome = { user: null, problem: 'offline' };
      } finally {
        setSigningIn(false);
      }
      if (!outcome.user) {
        setSignInProblem(outcome.problem);
        return;
      }
    }
    onAnalysed({ input, result, createdAt: new Date().toISOString() });
  };

  const showSummary = missing && Object.keys(errors).length > 0;
  const errorId = (field: Field) => `${id}-${field}-error`;
  const describedBy = (field: Field) => (errors[field] ? errorId(field) : undefined);
  // One announcement at a time: the summary when details are missing, else the field's message.
  const fieldError = (field: Field) => {
    const error = errors[field];
    return error ? (
      <p id={errorId(field)} className="field__error" role={showSummary ? undefined : 'alert'}>
        {error.message}
      </p>
    ) : null;
  };

  return (
    <form className="form calculator-form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="field">
        <label htmlFor={`${id}-name`}>{texts.nameLabel}</label>
        <input
          ref={nameRef}
          id={`${id}-name`}
          name="name"
          type="text"
          autoComplete="name"
          required
          value={name}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy('name')}
          onFocus={signedIn ? undefined : onPrepare}
          onChange={(event) => {
            setName(event.target.value);
            clearError('name');
          }}
        />
        {fieldError('name')}
      </div>
      <DateOfBirthField
        id={`${id}-dob`}
        legend={texts.dobLabel}
        texts={ui.dateOfBirth}
        value={dob}
        error={errors.dob}
        announce={!showSummary}
        onChange={(next) => {
          setDob(next);
          clearError('dob');
        }}
      />
      <fieldset
        className="field"
        aria-describedby={[describedBy('gender'), `${id}-gender-note`].filter(Boolean).join(' ')}
      >
        <legend>{texts.genderLabel}</legend>
        <div className="radios">
          {(['Male', 'Female'] as const).map((value, index) => (
            <label key={value} className="radio">
              <input
                ref={index === 0 ? genderRef : undefined}
                type="radio"
                name="gender"
                value={value}
                required
                checked={gender === value}
                aria-invalid={errors.gender ? true : undefined}
                onChange={() => {
                  setGender(value);
                  clearError('gender');
                }}
              />
              {value === 'Male' ? texts.male : texts.female}
            </label>
          ))}
        </div>
        {fieldError('gender')}
        <p id={`${id}-gender-note`} className="field__hint">
          {texts.genderNote}
        </p>
      </fieldset>
      {showSummary ? (
        <p className="form__error" role="alert">
          {texts.missingDetails}
        </p>
      ) : null}
      {signInProblem && !signedIn ? (
        // Closing the window is the visitor's own choice: a calm status, not an error.
        <p
          className={signInProblem === 'cancelled' ? 'notice' : 'form__error'}
          role={signInProblem === 'cancelled' ? 'status' : 'alert'}
        >
          {ui.calculatorSignIn[signInProblem]}
        </p>
      ) : null}
      <button
        type="submit"
        className="button button--large"
        disabled={signingIn}
        aria-describedby={signedIn ? undefined : `${id}-sign-in-why`}
      >
        {signingIn ? texts.signingIn : signedIn ? texts.submitSignedIn : texts.submitSignedOut}
      </button>
      {signedIn ? null : (
        <p id={`${id}-sign-in-why`} className="field__hint">
          {ui.calculatorSignIn.why}{' '}
          {offer.kind === 'first-free' ? offer.offer : `${offer.costs} ${offer.offer}`}
        </p>
      )}
    </form>
  );
}
