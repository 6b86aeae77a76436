import type { ContentBundle } from '@ankvidya/content';
import type { TwinNamesPair } from '@ankvidya/schemas';
import { fill } from '@/shared/content/content';
import type { Locale } from '@/shared/i18n/locale';
import { DEVANAGARI_LANG } from '../script';
import { NameWorking } from './NameCard';

type Texts = ContentBundle['babyNamesPage'];

/**
 * Two names that go together, for twins: what binds them (a shared beginning, a rhyme), each
 * name with its meaning and working, and one button that keeps both in the shortlist.
 */
export function TwinPairCard({
  pair,
  texts,
  locale,
  moolank,
  bhagyank,
  kept,
  onKeep,
}: {
  pair: TwinNamesPair;
  texts: Texts;
  locale: Locale;
  moolank: number;
  bhagyank: number;
  kept: boolean;
  onKeep: () => void;
}) {
  const { twins, results } = texts;
  const [first, second] = pair.names;
  const bonds = [
    ...(pair.bond.sameStart ? [twins.bond.sameStart] : []),
    ...(pair.bond.rhyme ? [twins.bond.rhyme] : []),
  ];
  return (
    <li className="baby-name baby-pair" data-pair={`${first.id}+${second.id}`}>
      <h3 className="baby-name__title">
        <span lang={DEVANAGARI_LANG}>{first.devanagari}</span> {first.name} &amp;{' '}
        <span lang={DEVANAGARI_LANG}>{second.devanagari}</span> {second.name}
      </h3>
      <p className="baby-name__meta">
        <span className="baby-name__score">{fill(twins.score, { score: pair.score })}</span>
        {' · '}
        {bonds.join(' · ')}
      </p>
      <div className="baby-pair__names">
        {pair.names.map((name) => (
          <div key={name.id} className="baby-pair__name">
            <p>
              <strong>{name.name}</strong>: {name.meaning[locale]}
            </p>
            <details className="baby-name__details">
              <summary>{results.working.heading}</summary>
              <NameWorking name={name} texts={results} moolank={moolank} bhagyank={bhagyank} />
            </details>
          </div>
        ))}
      </div>
      {kept ? (
        <p className="field__hint" role="status">
          {twins.kept}
        </p>
      ) : (
        <button
          type="button"
          className="button button--secondary"
          aria-label={`${twins.keep}: ${first.name}, ${second.name}`}
          onClick={onKeep}
        >
          {twins.keep}
        </button>
      )}
    </li>
  );
}
