import type { BabyNamesResponse } from '@ankvidya/schemas';
import {
  hasDevanagari,
  localToday,
  LATIN_NAME_PATTERN,
  TWIN_GENDERS,
  twinGenders,
  type TwinGenders,
} from '@ankvidya/numerology-core';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { fill, useContent } from '@/shared/content/content';
import { checkDob, EMPTY_DOB, partsOfDob, type DobParts, type DobProblem } from '@/shared/lib/dob';
import { useLocale } from '@/shared/i18n/locale';
import { DateOfBirthField, dobPartId } from '@/shared/ui/DateOfBirthField';
import { fetchBabyNames, type BabyNamesSearch } from '../api';
import { readShared, sharedGenders } from '../share';
import { addToShortlist, removeFromShortlist, useShortlist } from '../shortlist';
import { NameCard } from './NameCard';
import { Shortlist } from './Shortlist';
import { TwinPairCard } from './TwinPairCard';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
type Errors = { dob?: DobProblem; gender?: string; surname?: string };
type Status = 'idle' | 'loading' | 'failed';

/**
 * The finder: the child's details, then the names the API ranks (a page at a time), with the
 * filters, each name's working and the shortlist. A shared link fills the form and adds its names.
 */
export function BabyNamesTool({ path, origin }: { path: string; origin: string }) {
  const ui = useContent('ui');
  const texts = useContent('babyNamesPage');
  const locale = useLocale();
  const { form, results } = texts;
  const id = useId();
  const [dob, setDob] = useState<DobParts>(EMPTY_DOB);
  const [time, setTime] = useState('');
  const [gender, setGender] = useState<'' | 'boy' | 'girl'>('');
  const [twins, setTwins] = useState<'' | TwinGenders>('');
  const [surname, setSurname] = useState('');
  const [letter, setLetter] = useState('');
  const [originFilter, setOriginFilter] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [search, setSearch] = useState<BabyNamesSearch | null>(null);
  const [answer, setAnswer] = useState<BabyNamesResponse | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [sharedNotice, setSharedNotice] = useState(false);
  const { has } = useShortlist();
  const request = useRef<AbortController | null>(null);

  const run = (next: BabyNamesSearch, offset = 0) => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setStatus('loading');
    fetchBabyNames(next, locale, offset, controller.signal).then(
      (got) => {
        setAnswer((previous) =>
          offset > 0 && previous
            ? {
                ...got,
                names: [...previous.names, ...got.names],
                ...(got.pairs ? { pairs: [...(previous.pairs ?? []), ...got.pairs] } : {}),
              }
            : got,
        );
        setStatus('idle');
      },
      (error: unknown) => {
        if ((error as Error).name !== 'AbortError') setStatus('failed');
      },
    );
  };

  // A shared shortlist: its names join this browser's, and the form shows the child they suit.
  useEffect(() => {
    const shared = readShared(new URLSearchParams(window.location.search));
    if (!shared) return;
    setDob(partsOfDob(shared.search.dob));
    // Twins name both genders in their own choice; the one-baby radio stays for one baby.
    if (shared.search.twins) setTwins(shared.search.twins);
    else setGender(shared.search.gender);
    setTime(shared.search.time ?? '');
    setSurname(shared.search.surname ?? '');
    setSearch(shared.search);
    // The names themselves, one gender at a time (twins are asked for as pairs), in the
    // link's order.
    const { twins: _pairs, ...single } = shared.search;
    Promise.all(
      sharedGenders(shared.search).map((each) =>
        fetchBabyNames({ ...single, gender: each }, locale, 0, undefined, shared.ids),
      ),
    ).then(
      (answers) => {
        const byId = new Map(answers.flatMap((got) => got.names).map((n) => [n.id, n]));
        addToShortlist(shared.ids.flatMap((nameId) => byId.get(nameId) ?? []));
        setSharedNotice(true);
      },
      () => undefined,
    );
    run(shared.search);
    // Once, on arrival.
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Errors = {};
    const date = checkDob(dob, localToday(), ui.dateOfBirth);
    if (date.problem) found.dob = date.problem;
    // Twins name both children's genders; one baby needs its own.
    if (!gender && !twins) found.gender = form.genderMissing;
    const typedSurname = surname.trim();
    if (typedSurname && !LATIN_NAME_PATTERN.test(typedSurname)) found.surname = form.surnameInvalid;
    setErrors(found);
    if (date.problem) {
      document.getElementById(dobPartId(`${id}-dob`, date.problem.parts[0] ?? 'day'))?.focus();
      return;
    }
    const searchGender = twins ? twinGenders(twins)[0] : gender;
    if (found.gender || found.surname || !date.dob || !searchGender) return;
    const next: BabyNamesSearch = {
      dob: date.dob,
      gender: searchGender,
      ...(twins ? { twins } : {}),
      ...(time ? { time } : {}),
      ...(typedSurname ? { surname: typedSurname } : {}),
      ...(letter ? { letter } : {}),
      ...(originFilter ? { origin: originFilter } : {}),
    };
    setSearch(next);
    run(next);
  };

  const refine = (change: Partial<BabyNamesSearch>) => {
    if (!search) return;
    const next = { ...search, ...change };
    for (const key of ['letter', 'origin'] as const) if (!next[key]) delete next[key];
    setSearch(next);
    run(next);
  };

  const star = answer?.nakshatra;
  return (
    <>
      <section className="panel tool-form" aria-labelledby={`${id}-form`}>
        <h2 id={`${id}-form`}>{form.heading}</h2>
        <p>{form.intro}</p>
        <form className="form baby-form" noValidate onSubmit={submit}>
          <DateOfBirthField
            id={`${id}-dob`}
            legend={form.dobLabel}
            texts={ui.dateOfBirth}
            value={dob}
            error={errors.dob ?? null}
            onChange={(next) => {
              setDob(next);
              setErrors(({ dob: _dropped, ...rest }) => rest);
            }}
          />
          <div className="field">
            <label htmlFor={`${id}-time`}>{form.timeLabel}</label>
            <input
              id={`${id}-time`}
              type="time"
              value={time}
              aria-describedby={`${id}-time-hint`}
              onChange={(event) => setTime(event.target.value)}
            />
            <p id={`${id}-time-hint`} className="field__hint">
              {form.timeHint}
            </p>
          </div>
          <fieldset
            className="field"
            aria-describedby={errors.gender ? `${id}-gender-error` : undefined}
          >
            <legend>{form.genderLabel}</legend>
            {(['boy', 'girl'] as const).map((value) => (
              <label key={value} className="choice">
                <input
                  type="radio"
                  name={`${id}-gender`}
                  value={value}
                  checked={gender === value}
                  onChange={() => {
                    setGender(value);
                    setErrors(({ gender: _dropped, ...rest }) => rest);
                  }}
                />{' '}
                {form[value]}
              </label>
            ))}
            {errors.gender ? (
              <p id={`${id}-gender-error`} className="field__error" role="alert">
                {errors.gender}
              </p>
            ) : null}
          </fieldset>
          <div className="field">
            <label htmlFor={`${id}-twins`}>{texts.twins.label}</label>
            <select
              id={`${id}-twins`}
              value={twins}
              onChange={(event) => {
                setTwins(event.target.value as '' | TwinGenders);
                setErrors(({ gender: _dropped, ...rest }) => rest);
              }}
            >
              <option value="">{texts.twins.none}</option>
              {TWIN_GENDERS.map((each) => (
                <option key={each} value={each}>
                  {texts.twins.options[each]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-surname`}>{form.surnameLabel}</label>
            <input
              id={`${id}-surname`}
              type="text"
              autoComplete="family-name"
              maxLength={40}
              value={surname}
              aria-invalid={errors.surname ? true : undefined}
              aria-describedby={`${id}-surname-hint`}
              onChange={(event) => {
                setSurname(event.target.value);
                setErrors(({ surname: _dropped, ...rest }) => rest);
              }}
            />
            <p
              id={`${id}-surname-hint`}
              className={errors.surname ? 'field__error' : 'field__hint'}
            >
              {errors.surname ?? form.surnameHint}
            </p>
          </div>
          <div className="field">
            <label htmlFor={`${id}-letter`}>{form.letterLabel}</label>
            <select id={`${id}-letter`} value={letter} onChange={(e) => setLetter(e.target.value)}>
              <option value="">{form.letterAny}</option>
              {LETTERS.map((each) => (
                <option key={each} value={each.toLowerCase()}>
                  {each}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button button--large">
            {form.submit}
          </button>
        </form>
      </section>

      {answer || status !== 'idle' ? (
        <section
          className="tool-result baby-results"
          aria-labelledby={`${id}-results`}
          aria-busy={status === 'loading'}
        >
          <h2 id={`${id}-results`}>{results.heading}</h2>
          {sharedNotice ? <p className="notice">{texts.shortlist.shared}</p> : null}
          {answer ? (
            <>
              <p className="tool-result__birth">
                {fill(results.numbers, { moolank: answer.moolank, bhagyank: answer.bhagyank })}
              </p>
              {star ? (
                <p>
                  {fill(results.star, {
                    star: star.name,
                    pada: star.pada,
                    syllable: hasDevanagari(star.name)
                      ? star.syllable.devanagari
                      : `${star.syllable.latin} (${star.syllable.devanagari})`,
                    syllables: star.syllables
                      .map((s) =>
                        hasDevanagari(star.name) ? s.devanagari : `${s.latin} (${s.devanagari})`,
                      )
                      .join(', '),
                  })}
                </p>
              ) : (
                <p className="field__hint">{results.noTime}</p>
              )}
              {star?.nearBoundary ? <p className="notice">{results.nearBoundary}</p> : null}
              <div className="baby-filters">
                <label>
                  {form.letterLabel}{' '}
                  <select
                    value={search?.letter ?? ''}
                    onChange={(e) => {
                      setLetter(e.target.value);
                      refine({ letter: e.target.value });
                    }}
                  >
                    <option value="">{form.letterAny}</option>
                    {LETTERS.map((each) => (
                      <option key={each} value={each.toLowerCase()}>
                        {each}
                      </option>
                    ))}
                  </select>
                </label>
                <label>
                  {results.originLabel}{' '}
                  <select
                    value={search?.origin ?? ''}
                    onChange={(e) => {
                      setOriginFilter(e.target.value);
                      refine({ origin: e.target.value });
                    }}
                  >
                    <option value="">{results.originAll}</option>
                    {Object.keys(texts.origins).map((each) => (
                      <option key={each} value={each}>
                        {texts.origins[each] ?? each}
                      </option>
                    ))}
                  </select>
                </label>
                <span>
                  {fill(answer.pairs ? texts.twins.total : results.total, { total: answer.total })}
                </span>
              </div>
              {answer.pairs ? (
                <>
                  <h3>{texts.twins.heading}</h3>
                  <p className="field__hint">{texts.twins.rule}</p>
                  {answer.pairs.length === 0 ? <p>{texts.twins.none2}</p> : null}
                  <ol className="baby-names">
                    {answer.pairs.map((pair) => (
                      <TwinPairCard
                        key={`${pair.names[0].id}+${pair.names[1].id}`}
                        pair={pair}
                        texts={texts}
                        locale={locale}
                        moolank={answer.moolank}
                        bhagyank={answer.bhagyank}
                        kept={pair.names.every((name) => has(name.id))}
                        onKeep={() => addToShortlist(pair.names)}
                      />
                    ))}
                  </ol>
                </>
              ) : (
                <p className="field__hint">{results.working.order}</p>
              )}
              {!answer.pairs && answer.names.length === 0 ? <p>{results.none}</p> : null}
              {answer.names.length > 0 ? (
                <ol className="baby-names">
                  {answer.names.map((name) => (
                    <NameCard
                      key={name.id}
                      name={name}
                      texts={texts}
                      locale={locale}
                      moolank={answer.moolank}
                      bhagyank={answer.bhagyank}
                      kept={has(name.id)}
                      onToggle={() =>
                        has(name.id) ? removeFromShortlist(name.id) : addToShortlist([name])
                      }
                    />
                  ))}
                </ol>
              ) : null}
              {(answer.pairs ?? answer.names).length < answer.total && search ? (
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={status === 'loading'}
                  onClick={() => run(search, (answer.pairs ?? answer.names).length)}
                >
                  {results.more}
                </button>
              ) : null}
            </>
          ) : null}
          {status === 'loading' ? (
            <p className="loading" role="status">
              {results.loading}
            </p>
          ) : null}
          {status === 'failed' ? (
            <p className="notice notice--error" role="alert">
              {results.failed}
            </p>
          ) : null}
        </section>
      ) : null}
      <Shortlist texts={texts} locale={locale} search={search} sharePath={path} origin={origin} />
    </>
  );
}
