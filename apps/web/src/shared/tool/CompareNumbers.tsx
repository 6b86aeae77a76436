import {
  COMPARE_NUMBERS_MAX,
  COMPARE_OWNERS_MAX,
  compareCandidate,
  groupedMobile,
  localToday,
  NumerologyInputError,
  ownerNumbers,
  rankNumbers,
  type CandidateNumber,
  type CompareKind,
  type RankedNumber,
} from '@ankvidya/numerology-core';
import type { CompareNumbersTexts } from '@ankvidya/content';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { fill, useContent } from '@/shared/content/content';
import { checkDob, EMPTY_DOB, partsOfDob, type DobParts, type DobProblem } from '@/shared/lib/dob';
import { problemText } from '@/shared/lib/input-problem';
import { DateOfBirthField, dobPartId } from '@/shared/ui/DateOfBirthField';

/**
 * Up to ten candidate numbers (mobile numbers or vehicle registrations), one a line, each checked
 * by its kind's own rules and ranked for one person or a family (up to four dates of birth) by
 * numerology-core's ranking rule, in the browser: nothing is sent or kept. Shared by the mobile
 * and vehicle pages, each with its own words.
 */
export function CompareNumbers({
  kind,
  texts,
  prefillDob,
  onCompared,
}: {
  kind: CompareKind;
  texts: CompareNumbersTexts;
  prefillDob: string | null;
  onCompared: () => void;
}) {
  const ui = useContent('ui');
  const id = useId();
  const [typed, setTyped] = useState('');
  const [dobs, setDobs] = useState<DobParts[]>([EMPTY_DOB]);
  const [numbersError, setNumbersError] = useState<string | null>(null);
  const [dobErrors, setDobErrors] = useState<Array<DobProblem | null>>([]);
  const [ranked, setRanked] = useState<RankedNumber[] | null>(null);
  const [open, setOpen] = useState(false);
  const touched = useRef(false);

  useEffect(() => {
    if (touched.current || !prefillDob) return;
    setDobs([partsOfDob(prefillDob)]);
  }, [prefillDob]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    touched.current = true;
    const { candidates, problem } = readNumbers(kind, typed, texts, ui.inputErrors);
    setNumbersError(problem);
    const checks = dobs.map((parts) => checkDob(parts, localToday(), ui.dateOfBirth));
    setDobErrors(checks.map((check) => check.problem ?? null));
    if (problem) return document.getElementById(`${id}-numbers`)?.focus();
    const bad = checks.findIndex((check) => check.problem);
    if (bad >= 0)
      return document
        .getElementById(dobPartId(`${id}-dob-${bad}`, checks[bad]!.problem!.parts[0] ?? 'day'))
        ?.focus();
    setRanked(
      rankNumbers(
        candidates,
        checks.map((check) => ownerNumbers(check.dob)),
      ),
    );
    onCompared();
  };

  return (
    <section className="panel tool-form compare-numbers" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{texts.heading}</h2>
      <p>{fill(texts.intro, { max: COMPARE_NUMBERS_MAX, owners: COMPARE_OWNERS_MAX })}</p>
      {open ? null : (
        <button
          type="button"
          className="button"
          aria-expanded="false"
          onClick={() => {
            setOpen(true);
            // Focus the first field once it is drawn.
            requestAnimationFrame(() => document.getElementById(`${id}-numbers`)?.focus());
          }}
        >
          {texts.open}
        </button>
      )}
      {open ? (
        <form className="form" noValidate onSubmit={submit}>
          <div className="field">
            <label htmlFor={`${id}-numbers`}>{texts.numbersLabel}</label>
            <textarea
              id={`${id}-numbers`}
              name="numbers"
              rows={5}
              maxLength={1000}
              value={typed}
              aria-invalid={numbersError ? true : undefined}
              aria-describedby={numbersError ? `${id}-numbers-error` : `${id}-numbers-hint`}
              onChange={(event) => {
                touched.current = true;
                setTyped(event.target.value);
                setNumbersError(null);
              }}
            />
            {numbersError ? (
              <p id={`${id}-numbers-error`} className="field__error" role="alert">
                {numbersError}
              </p>
            ) : (
              <p id={`${id}-numbers-hint`} className="field__hint">
                {fill(texts.numbersHint, { max: COMPARE_NUMBERS_MAX })}
              </p>
            )}
          </div>
          <fieldset className="field">
            <legend>{texts.dobsLegend}</legend>
            {dobs.map((parts, index) => (
              <div key={index} className="compare-numbers__dob">
                <DateOfBirthField
                  id={`${id}-dob-${index}`}
                  legend={fill(texts.dobLabel, { n: index + 1 })}
                  texts={ui.dateOfBirth}
                  value={parts}
                  error={dobErrors[index] ?? null}
                  announce={!numbersError}
                  onChange={(next) => {
                    touched.current = true;
                    setDobs((all) => all.map((p, i) => (i === index ? next : p)));
                    setDobErrors((all) => all.map((e, i) => (i === index ? null : e)));
                  }}
                />
                {index > 0 ? (
                  <button
                    type="button"
                    className="button button--quiet"
                    onClick={() => {
                      setDobs((all) => all.filter((_, i) => i !== index));
                      setDobErrors((all) => all.filter((_, i) => i !== index));
                    }}
                  >
                    {texts.removeDob}
                  </button>
                ) : null}
              </div>
            ))}
            {dobs.length < COMPARE_OWNERS_MAX ? (
              <button
                type="button"
                className="button button--quiet"
                onClick={() => setDobs((all) => [...all, EMPTY_DOB])}
              >
                {texts.addDob}
              </button>
            ) : null}
          </fieldset>
          <button type="submit" className="button button--large">
            {texts.submit}
          </button>
        </form>
      ) : null}
      {ranked ? <RankedTable kind={kind} texts={texts} ranked={ranked} /> : null}
    </section>
  );
}

type InputErrorTexts = ReturnType<typeof useContent<'ui'>>['inputErrors'];

/** The numbers typed one a line (blank lines skipped), each checked, or what is wrong first. */
export function readNumbers(
  kind: CompareKind,
  typed: string,
  texts: CompareNumbersTexts,
  inputErrors: InputErrorTexts,
): { candidates: CandidateNumber[]; problem: string | null } {
  const lines = typed.split(/\r?\n/).map((line, index) => ({ text: line.trim(), line: index + 1 }));
  const filled = lines.filter((line) => line.text !== '');
  if (filled.length === 0) return { candidates: [], problem: texts.noNumbers };
  if (filled.length > COMPARE_NUMBERS_MAX)
    return { candidates: [], problem: fill(texts.tooMany, { max: COMPARE_NUMBERS_MAX }) };
  const candidates: CandidateNumber[] = [];
  for (const { text, line } of filled) {
    try {
      candidates.push(compareCandidate(kind, text));
    } catch (error) {
      if (!(error instanceof NumerologyInputError)) throw error;
      return {
        candidates: [],
        problem: fill(texts.badLine, { line, problem: problemText(error, inputErrors) }),
      };
    }
  }
  return { candidates, problem: null };
}

function RankedTable({
  kind,
  texts,
  ranked,
}: {
  kind: CompareKind;
  texts: CompareNumbersTexts;
  ranked: RankedNumber[];
}) {
  return (
    <div className="compare-numbers__result" role="status">
      <h3>{texts.resultHeading}</h3>
      <p>{texts.method}</p>
      <ol className="compare-numbers__list">
        {ranked.map((r, index) => (
          <li key={`${r.number}-${index}`}>
            <strong>{kind === 'mobile' ? groupedMobile(r.number) : r.number}</strong> · {r.total} →{' '}
            {r.reduced} ·{' '}
            <span className="compare-numbers__score">{fill(texts.score, { score: r.score })}</span>
            <ul>
              {r.harmony.map((h, person) => (
                <li key={person}>
                  {fill(texts.personHarmony, {
                    n: person + 1,
                    moolank: texts.verdicts[h.moolank],
                    bhagyank: texts.verdicts[h.bhagyank],
                  })}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </div>
  );
}
