import { readName, type NameReading } from '@ankvidya/numerology-core';
import type { NameCorrectionTexts } from '@ankvidya/content';
import { useId, useState, type FormEvent } from 'react';
import { fill } from '@/shared/content/content';
import {
  SPELLING_MAX_LENGTH,
  type AddResult,
  type NameToolInput,
  type NameTrialList,
} from '@/shared/state/name-trials';
import { Verdict } from './NameReadingView';

type Texts = NameCorrectionTexts;

/** A trial's reading; null for one that no longer reads (it was checked when added). */
function readOrNull(spelling: string, dob: string): NameReading | null {
  try {
    return readName(spelling, dob);
  } catch {
    return null;
  }
}

function Row({
  reading,
  today,
  starred,
  onStar,
  onRemove,
  texts,
}: {
  reading: NameReading;
  today?: boolean;
  starred?: boolean;
  onStar?: () => void;
  onRemove?: () => void;
  texts: Texts;
}) {
  const table = texts.trials.table;
  return (
    <tr className={starred ? 'trials__starred' : undefined}>
      <th scope="row">
        <span className="trials__spelling">{reading.name}</span>
        {today ? <span className="trials__today"> ({table.today})</span> : null}
        {onStar && onRemove ? (
          <span className="trials__actions">
            <button
              type="button"
              className="star"
              aria-pressed={starred ?? false}
              aria-label={fill(texts.trials.star, { name: reading.name })}
              onClick={onStar}
            >
              <span aria-hidden="true" className="star__icon">
                {starred ? '\u2605' : '\u2606'}
              </span>
              {texts.trials.starShort}
            </button>
            <button
              type="button"
              className="link-button"
              aria-label={fill(texts.trials.remove, { name: reading.name })}
              onClick={onRemove}
            >
              {texts.trials.removeShort}
            </button>
          </span>
        ) : null}
      </th>
      <td>
        {reading.compoundLabel}
        {reading.tone ? <span className="trials__tone">{table.tones[reading.tone]}</span> : null}
      </td>
      <td>
        {reading.harmony ? (
          <Verdict harmony={reading.harmony.moolank} texts={texts.reading} />
        ) : null}
      </td>
      <td>
        {reading.harmony ? (
          <Verdict harmony={reading.harmony.bhagyank} texts={texts.reading} />
        ) : null}
      </td>
    </tr>
  );
}

/**
 * The visitor's own spellings: a field to add one, and a table that sets every trial beside the
 * spelling in use today (number, verdict with moolank and with bhagyank), one starred as preferred.
 * Four narrow columns, the star and remove buttons under each spelling, so the table fits a 360 px
 * screen without scrolling sideways.
 */
export function Trials({
  input,
  current,
  moolank,
  bhagyank,
  list,
  onAdd,
  onRemove,
  onStar,
  texts,
}: {
  input: NameToolInput;
  current: NameReading;
  moolank: number;
  bhagyank: number;
  list: NameTrialList | undefined;
  onAdd: (spelling: string) => AddResult;
  onRemove: (spelling: string) => void;
  onStar: (spelling: string | null) => void;
  texts: Texts;
}) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const trials = list?.spellings ?? [];
  const table = texts.trials.table;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = onAdd(typed);
    const messages: Record<Exclude<AddResult, 'added'>, string> = {
      invalid: texts.trials.invalid,
      same: texts.trials.same,
      duplicate: fill(texts.trials.duplicate, { name: typed.trim() }),
      full: texts.trials.full,
    };
    if (result === 'added') {
      setTyped('');
      setError(null);
    } else setError(messages[result]);
  };

  return (
    <>
      <form className="form trials-form" noValidate onSubmit={submit}>
        <div className="field">
          <label htmlFor={`${id}-spelling`}>{texts.trials.label}</label>
          <div className="trials-form__row">
            <input
              id={`${id}-spelling`}
              name="spelling"
              type="text"
              autoComplete="off"
              autoCapitalize="words"
              spellCheck={false}
              maxLength={SPELLING_MAX_LENGTH}
              value={typed}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : `${id}-hint`}
              onChange={(event) => {
                setTyped(event.target.value);
                setError(null);
              }}
            />
            <button type="submit" className="button">
              {texts.trials.add}
            </button>
          </div>
          {error ? (
            <p id={`${id}-error`} className="field__error" role="alert">
              {error}
            </p>
          ) : (
            <p id={`${id}-hint`} className="field__hint">
              {texts.trials.hint}
            </p>
          )}
        </div>
      </form>
      {trials.length === 0 ? <p className="trials__empty">{texts.trials.empty}</p> : null}
      <table className="trials">
        <caption className="visually-hidden">{table.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{table.spelling}</th>
            <th scope="col">{table.number}</th>
            <th scope="col">{fill(table.moolank, { number: moolank })}</th>
            <th scope="col">{fill(table.bhagyank, { number: bhagyank })}</th>
          </tr>
        </thead>
        <tbody>
          <Row reading={current} today texts={texts} />
          {trials.map((spelling) => {
            const reading = readOrNull(spelling, input.dob);
            if (!reading) return null;
            const starred = list?.preferred === spelling;
            return (
              <Row
                key={spelling}
                reading={reading}
                starred={starred}
                onStar={() => onStar(starred ? null : spelling)}
                onRemove={() => onRemove(spelling)}
                texts={texts}
              />
            );
          })}
        </tbody>
      </table>
      <p className="field__hint">{texts.trials.kept}</p>
    </>
  );
}
