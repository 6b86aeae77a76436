import { parseDob, reduceKeepingMasters } from '@ankvidya/numerology-core';
import { useId, useState, type FormEvent } from 'react';
import { fill, useContent } from '@/shared/content/content';
import { AppLink } from '@/shared/ui/AppLink';

/** Life path for the blog: day + month + year, reduced but keeping the master numbers 11, 22, 33. */
export function lifePathKeepingMasters(dob: string): number {
  const { day, month, year } = parseDob(dob, '9999-12-31');
  return reduceKeepingMasters(day + month + year);
}

export function LifePathCalculator() {
  const ui = useContent('ui');
  const texts = ui.blog.calculator;
  const id = useId();
  const [dob, setDob] = useState('');
  const [result, setResult] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      setResult(lifePathKeepingMasters(dob));
      setError(null);
    } catch (problem) {
      setResult(null);
      setError(problem instanceof Error ? problem.message : String(problem));
    }
  };

  return (
    <aside className="panel life-path-calculator" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{texts.heading}</h2>
      <p>{texts.intro}</p>
      <form className="form form--inline" noValidate onSubmit={submit}>
        <div className="field">
          <label htmlFor={`${id}-dob`}>{texts.dobLabel}</label>
          <input
            id={`${id}-dob`}
            type="date"
            value={dob}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setDob(event.target.value)}
          />
        </div>
        <button type="submit" className="button">
          {texts.submit}
        </button>
      </form>
      <div aria-live="polite">
        {error ? (
          <p id={`${id}-error`} className="field__error">
            {error}
          </p>
        ) : null}
        {result !== null ? (
          <div className="life-path-result">
            <p className="life-path-result__number">{fill(texts.result, { number: result })}</p>
            {result > 9 ? <p>{fill(texts.master, { number: result })}</p> : null}
            {result >= 1 && result <= 9 ? (
              <AppLink to={`/blog/life-path-number-${result}`}>
                {fill(texts.readMore, { number: result })}
              </AppLink>
            ) : null}
          </div>
        ) : null}
      </div>
    </aside>
  );
}
