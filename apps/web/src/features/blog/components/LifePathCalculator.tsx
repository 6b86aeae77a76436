import { lifePathLabel, localToday, parseDob } from '@ankvidya/numerology-core';
import { useId, useState, type FormEvent } from 'react';
import { fill, useContent } from '@/shared/content/content';
import { checkDob, EMPTY_DOB, type DobParts, type DobProblem } from '@/shared/lib/dob';
import { AppLink } from '@/shared/ui/AppLink';
import { DateOfBirthField, dobPartId } from '@/shared/ui/DateOfBirthField';

/** Life path for the blog: "11/2" where day + month + year passes a master number, else the digit. */
export function lifePathFor(dob: string): ReturnType<typeof lifePathLabel> {
  const { day, month, year } = parseDob(dob, '9999-12-31');
  return lifePathLabel(day, month, year);
}

export function LifePathCalculator() {
  const ui = useContent('ui');
  const texts = ui.blog.calculator;
  const id = useId();
  const [dob, setDob] = useState<DobParts>(EMPTY_DOB);
  const [result, setResult] = useState<ReturnType<typeof lifePathLabel> | null>(null);
  const [error, setError] = useState<DobProblem | null>(null);

  const check = () => checkDob(dob, localToday(), ui.dateOfBirth);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { dob: date, problem } = check();
    setError(problem ?? null);
    setResult(date ? lifePathFor(date) : null);
    if (problem)
      document.getElementById(dobPartId(`${id}-dob`, problem.parts[0] ?? 'day'))?.focus();
  };

  return (
    <aside className="panel life-path-calculator" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{texts.heading}</h2>
      <p>{texts.intro}</p>
      <form className="form form--inline" noValidate onSubmit={submit}>
        <DateOfBirthField
          id={`${id}-dob`}
          legend={texts.dobLabel}
          texts={ui.dateOfBirth}
          value={dob}
          error={error}
          onChange={(next) => {
            setDob(next);
            setError(null);
            setResult(null);
          }}
        />
        <button type="submit" className="button">
          {texts.submit}
        </button>
      </form>
      <div aria-live="polite">
        {result !== null ? (
          <div className="life-path-result">
            <p className="life-path-result__number">
              {fill(texts.result, { number: result.label })}
            </p>
            {result.master ? (
              <p>{fill(texts.master, { master: result.master, number: result.lifePath })}</p>
            ) : null}
            <AppLink to={`/blog/life-path-number-${result.lifePath}`}>
              {fill(texts.readMore, { number: result.lifePath })}
            </AppLink>
          </div>
        ) : null}
      </div>
    </aside>
  );
}
