import {
  localToday,
  hasDevanagari,
  NumerologyInputError,
  spellingWords,
  suggestNames,
  type Gender,
  type NameSuggestions,
} from '@ankvidya/numerology-core';
import { Suspense, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { loadContent, useContent } from '@/shared/content/content';
import { checkDob, EMPTY_DOB, type DobParts, type DobProblem } from '@/shared/lib/dob';
import { nameKey, nameTrials, useNameTrials, type NameToolInput } from '@/shared/state/name-trials';
import { DateOfBirthField, dobPartId } from '@/shared/ui/DateOfBirthField';
import { problemText } from '@/shared/lib/input-problem';
import { CurrentReading } from './NameReadingView';
import { Suggestions } from './Suggestions';
import { Trials } from './Trials';
import { OptionalGenderField } from '@/shared/ui/OptionalGenderField';
import { TextFieldWithHint } from '@/shared/ui/TextFieldWithHint';

const LATIN_LETTER = /[A-Za-z]/;

/** "1990-08-05" as the three parts the date of birth field shows. */
function dobParts(dob: string): DobParts {
  const [year = '', month = '', day = ''] = dob.split('-');
  return { day: String(Number(day)), month: String(Number(month)), year };
}

/** The suggestions for a stored input; null when it no longer reads (e.g. edited storage). */
function compute(input: NameToolInput): NameSuggestions | null {
  try {
    return suggestNames(input.name, {
      dob: input.dob,
      ...(input.gender ? { gender: input.gender } : {}),
    });
  } catch {
    return null;
  }
}

/** The reading, the suggestions and the trials for the input last submitted. */
function Results({
  input,
  focusKey,
  cautionsHref,
}: {
  input: NameToolInput;
  focusKey: number;
  cautionsHref: string;
}) {
  const texts = useContent('nameCorrection');
  const reading = useContent('reading');
  const { names } = useNameTrials();
  const id = useId();
  const { name, dob, gender } = input;
  const result = useMemo(() => compute({ name, dob, gender }), [name, dob, gender]);

  // After a submit, focus (and so scroll to) the reading, which a screen reader then reads.
  useEffect(() => {
    if (focusKey > 0) document.getElementById(`${id}-current`)?.focus();
  }, [focusKey, id]);

  if (!result) return null;
  const { current, moolank, bhagyank, suggestions, fallback, alreadyHarmonious } = result;
  const list = names[nameKey(current.name)];
  const isTrial = (spelling: string) =>
    list?.spellings.some((s) => nameKey(s) === nameKey(spelling)) ?? false;

  return (
    <div className="name-results">
      <section className="panel name-current" aria-labelledby={`${id}-current`}>
        <CurrentReading
          current={current}
          moolank={moolank}
          bhagyank={bhagyank}
          headingId={`${id}-current`}
          texts={texts.reading}
          reading={reading}
        />
        {alreadyHarmonious ? (
          <p className="notice notice--success">{texts.reading.alreadyHarmonious}</p>
        ) : null}
      </section>

      <section aria-labelledby={`${id}-suggestions`}>
        <h2 id={`${id}-suggestions`}>{texts.suggestions.heading}</h2>
        {/* A name that already fits is offered spellings to strengthen its compound, never told
            it needs a change. */}
        <p>{alreadyHarmonious ? texts.suggestions.strengthenIntro : texts.suggestions.intro}</p>
        <p className="notice">
          {texts.suggestions.cautionNote} <a href={cautionsHref}>{texts.suggestions.cautionLink}</a>
          .
        </p>
        {suggestions.length === 0 ? (
          <p>{texts.suggestions.none}</p>
        ) : (
          <>
            {fallback ? <p>{texts.suggestions.fallback}</p> : null}
            <Suggestions
              key={`${current.name}|${dob}|${gender ?? ''}`}
              suggestions={suggestions}
              moolank={moolank}
              bhagyank={bhagyank}
              isTrial={isTrial}
              onAdd={(spelling) => nameTrials.add(current.name, spelling)}
              texts={texts}
              reading={reading}
            />
          </>
        )}
      </section>

      <section aria-labelledby={`${id}-trials`}>
        <h2 id={`${id}-trials`}>{texts.trials.heading}</h2>
        <p>{texts.trials.intro}</p>
        <Trials
          input={input}
          current={current}
          moolank={moolank}
          bhagyank={bhagyank}
          list={list}
          onAdd={(spelling) => nameTrials.add(current.name, spelling)}
          onRemove={(spelling) => nameTrials.remove(current.name, spelling)}
          onStar={(spelling) => nameTrials.star(current.name, spelling)}
          texts={texts}
        />
      </section>
    </div>
  );
}

type Errors = { name?: { message: string }; dob?: DobProblem };

/**
 * The tool: name, date of birth and (optionally) gender; then the reading of the spelling in use,
 * the suggested spellings and the visitor's own trials. Everything is worked out in the browser
 * with numerology-core. The last input is kept with the trials, so a reload shows the same page;
 * a visitor who has an analysis finds its name and date filled in.
 */
export function NameCorrectionTool({
  analysisInput,
  cautionsHref,
  onUsed,
}: {
  /** The analysis in this browser, if any: its name and date fill the empty form. */
  analysisInput: NameToolInput | null;
  cautionsHref: string;
  onUsed: () => void;
}) {
  const ui = useContent('ui');
  const texts = useContent('nameCorrection');
  const form = texts.form;
  const id = useId();
  const stored = useNameTrials().input;
  const [name, setName] = useState('');
  const [dob, setDob] = useState<DobParts>(EMPTY_DOB);
  const [gender, setGender] = useState<Gender | ''>('');
  const [errors, setErrors] = useState<Errors>({});
  const [prefilled, setPrefilled] = useState(false);
  const [focusKey, setFocusKey] = useState(0);
  // A refused submit takes the last reading away: it belongs to the input before, and under the
  // new error it reads as the new person's. The next good submit (or a reload) shows one again.
  const [resultsShown, setResultsShown] = useState(true);
  const touched = useRef(false);
  const nameRef = useRef<HTMLInputElement>(null);

  // Fill the untouched form after hydration (the prerendered page has it empty): from the last
  // input, else from the analysis.
  useEffect(() => {
    if (touched.current) return;
    const source = stored ?? analysisInput;
    if (!source) return;
    setName(source.name);
    setDob(dobParts(source.dob));
    setGender(source.gender ?? '');
    setPrefilled(!stored);
  }, [stored, analysisInput]);

  const touch = () => {
    touched.current = true;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    touch();
    const found: Errors = {};
    const typed = name.trim().replace(/\s+/g, ' ');
    if (typed === '') found.name = { message: form.missingName };
    // Devanagari is read in its usual Latin spelling (सुनीता -> Sunita), as in the calculator.
    else if (!LATIN_LETTER.test(typed) && !hasDevanagari(typed))
      found.name = { message: form.latinNeeded };
    else {
      try {
        // The name's own checks and the search's limits (words, letters), said before searching.
        spellingWords(typed);
      } catch (error) {
        if (!(error instanceof NumerologyInputError)) throw error;
        found.name = { message: problemText(error, ui.inputErrors) };
      }
    }
    const date = checkDob(dob, localToday(), ui.dateOfBirth);
    if (date.problem) found.dob = date.problem;
    setErrors(found);
    setResultsShown(!found.name && !date.problem);
    if (found.name) {
      nameRef.current?.focus();
      return;
    }
    if (date.problem) {
      document.getElementById(dobPartId(`${id}-dob`, date.problem.parts[0] ?? 'day'))?.focus();
      return;
    }
    nameTrials.setInput({ name: typed, dob: date.dob, ...(gender ? { gender } : {}) });
    setFocusKey((key) => key + 1);
    onUsed();
  };

  const nameError = errors.name;
  return (
    <>
      <section className="panel name-form" aria-labelledby={`${id}-form`}>
        <h2 id={`${id}-form`}>{form.heading}</h2>
        <p>{form.intro}</p>
        {prefilled ? <p className="field__hint">{form.fromAnalysis}</p> : null}
        <form
          className="form"
          noValidate
          onSubmit={submit}
          // The compound meanings and harmony texts are fetched while the visitor types.
          onFocus={() => void loadContent('reading')}
        >
          <TextFieldWithHint
            ref={nameRef}
            id={`${id}-name`}
            label={form.nameLabel}
            hint={form.nameHint}
            error={nameError?.message}
            name="name"
            type="text"
            autoComplete="name"
            required
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
            announce={!nameError}
            onChange={(next) => {
              touch();
              setDob(next);
              setErrors(({ dob: _dropped, ...rest }) => rest);
            }}
          />
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
      {stored && resultsShown ? (
        <Suspense
          fallback={
            <p className="loading" role="status">
              {ui.loading}
            </p>
          }
        >
          <Results input={stored} focusKey={focusKey} cautionsHref={cautionsHref} />
        </Suspense>
      ) : null}
    </>
  );
}

/** The starred spelling for the name last read, if any (the report includes it). */
export function useStarredSpelling(): { name: string; spelling: string } | null {
  const { input, names } = useNameTrials();
  if (!input) return null;
  const spelling = names[nameKey(input.name)]?.preferred;
  return spelling ? { name: input.name, spelling } : null;
}
