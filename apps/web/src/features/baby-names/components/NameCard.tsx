import type { ContentBundle } from '@ankvidya/content';
import { compoundTone } from '@ankvidya/numerology-core';
import type { BabyName } from '@ankvidya/schemas';
import { fill } from '@/shared/content/content';
import type { Locale } from '@/shared/i18n/locale';
import { DEVANAGARI_LANG } from '../script';

type BabyNamesPageTexts = ContentBundle['babyNamesPage'];

type Texts = BabyNamesPageTexts;

/** Why a name sits where it does: its syllable, its numbers and each verdict, in words. */
export function NameWorking({
  name,
  texts,
  moolank,
  bhagyank,
}: {
  name: BabyName;
  texts: Texts['results'];
  moolank: number;
  bhagyank: number;
}) {
  const { working, verdicts } = texts;
  const tone = compoundTone(name.compound);
  const harmonyLine = (harmony: BabyName['harmony']) =>
    fill(working.harmony, {
      moolank,
      bhagyank,
      verdict: verdicts[harmony.moolank],
      verdict2: verdicts[harmony.bhagyank],
    });
  return (
    <ul className="baby-name__working">
      {name.syllableMatch === null ? null : (
        <li>{name.syllableMatch ? working.syllableYes : working.syllableNo}</li>
      )}
      {name.fullName ? (
        <li>
          {fill(working.fullName, {
            name: name.fullName.name,
            compound: name.fullName.compound,
            number: name.fullName.nameNumber,
          })}{' '}
          {harmonyLine(name.fullName.harmony)}
        </li>
      ) : null}
      <li>
        {fill(working.nameNumber, {
          name: name.name,
          compound: name.compound,
          number: name.nameNumber,
        })}{' '}
        {harmonyLine(name.harmony)}
      </li>
      {tone ? <li>{working.compound[tone]}</li> : null}
    </ul>
  );
}

/** One name: both scripts, its meaning in the page's language, its fit, working and ☆. */
export function NameCard({
  name,
  texts,
  locale,
  moolank,
  bhagyank,
  kept,
  onToggle,
}: {
  name: BabyName;
  texts: Texts;
  locale: Locale;
  moolank: number;
  bhagyank: number;
  kept: boolean;
  onToggle: () => void;
}) {
  const { results } = texts;
  return (
    <li className="baby-name" data-name={name.id}>
      <div className="baby-name__head">
        <h3 className="baby-name__title">
          <span lang={DEVANAGARI_LANG}>{name.devanagari}</span> <span>{name.name}</span>
        </h3>
        <button
          type="button"
          className="baby-name__keep"
          aria-pressed={kept}
          aria-label={fill(kept ? results.remove : results.add, { name: name.name })}
          onClick={onToggle}
        >
          {kept ? '★' : '☆'}
        </button>
      </div>
      <p className="baby-name__meaning">{name.meaning[locale]}</p>
      <p className="baby-name__meta">
        <span className="baby-name__score">{fill(results.score, { score: name.score })}</span>
        {' · '}
        {texts.origins[name.origin] ?? name.origin}
      </p>
      <details className="baby-name__details">
        <summary>{results.working.heading}</summary>
        <NameWorking name={name} texts={results} moolank={moolank} bhagyank={bhagyank} />
      </details>
    </li>
  );
}
