import type { CompatibilityPageTexts } from '@ankvidya/content';
import type { CompatibilityReading, Digit, Harmony } from '@ankvidya/numerology-core';
import { fill, useContent } from '@/shared/content/content';
import { useEffect } from 'react';
import { listOf } from '@/shared/lib/list';
import { revealResult } from '@/shared/lib/reveal';
import { ShareResult } from './ShareResult';

function HarmonyChip({ harmony, label }: { harmony: Harmony; label: string }) {
  return <span className={`harmony-chip harmony-chip--${harmony}`}>{label}</span>;
}

/** "aFillsB" as a sentence: what one grid brings to the other, or that there was nothing to fill. */
function fillsLine(
  texts: CompatibilityPageTexts['result'],
  name: string,
  other: string,
  otherMissing: readonly Digit[],
  brings: readonly Digit[],
): string {
  if (otherMissing.length === 0) return fill(texts.nothingMissing, { name: other });
  if (brings.length === 0) return fill(texts.fillsNone, { name, other });
  return fill(texts.fills, { name, other, digits: listOf(brings) });
}

/**
 * A compatibility result: the score with its six parts as bars that add up, the honest framing,
 * the moolank pair's reading and both verdicts, how the grids fill each other, this year's
 * personal years, and the share image and link.
 */
export function CompatibilityResult({
  reading,
  names,
  headingId,
  revealKey,
  path,
  onShared,
}: {
  reading: CompatibilityReading;
  /** The two first names, as the visitor wrote them. */
  names: { a: string; b: string };
  headingId: string;
  /** A new value after each submit: the result scrolls into view and its heading takes focus. */
  revealKey: number;
  path: string;
  onShared: () => void;
}) {
  const page = useContent('compatibilityPage');
  const texts = useContent('compatibility');
  const r = page.result;
  const { a, b } = names;
  const { score, parts, complements, missing, personalYears } = reading;
  const [before = '', after = ''] = r.score.split('{score}');
  const moolank = parts.find((part) => part.id === 'moolank');
  const bhagyank = parts.find((part) => part.id === 'bhagyank');
  const pair = (x: number, y: number) => `${Math.min(x, y)}-${Math.max(x, y)}`;
  const cross = parts.filter(
    (part) => part.id === 'moolankAWithBhagyankB' || part.id === 'moolankBWithBhagyankA',
  );

  // Here, not in the form: the result may wait for its texts, and is revealed once it is drawn.
  useEffect(() => {
    if (revealKey > 0) revealResult(document.getElementById(headingId));
  }, [revealKey, headingId]);

  return (
    <section className="panel tool-result compat-result" aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1}>
        {fill(r.heading, { a, b })}
      </h2>
      <p className="score">
        <span className="score__label">{r.scoreLabel}</span>
        <span className="score__value">
          {before}
          <strong className="score__number">{score}</strong>
          {after}
        </span>
      </p>
      <p className="notice">{texts.framing}</p>

      <h3>{r.partsHeading}</h3>
      <ol className="score-parts">
        {parts.map((part) => (
          <li key={part.id} className="score-part">
            <span className="score-part__label">{fill(r.parts[part.id], { a, b })}</span>
            <span className="score-part__points">
              {fill(r.points, { points: part.points, max: part.max })}
            </span>
            <span className="score-part__bar" aria-hidden="true">
              <span style={{ width: `${(100 * part.points) / part.max}%` }} />
            </span>
            {part.numbers && part.harmony ? (
              <span className="score-part__numbers">
                {fill(r.partNumbers, { x: part.numbers[0], y: part.numbers[1] })}{' '}
                <HarmonyChip harmony={part.harmony} label={r.verdicts[part.harmony]} />
              </span>
            ) : null}
          </li>
        ))}
      </ol>
      <p className="score-total">
        {fill(r.total, { sum: parts.map((part) => part.points).join(' + '), score })}
      </p>

      {moolank?.numbers && moolank.harmony ? (
        <>
          <h3>{fill(r.pairHeading, { x: moolank.numbers[0], y: moolank.numbers[1] })}</h3>
          <p>
            <HarmonyChip harmony={moolank.harmony} label={r.verdicts[moolank.harmony]} />
          </p>
          <p>{texts.verdicts[moolank.harmony]}</p>
          <p>{texts.pairs[pair(moolank.numbers[0], moolank.numbers[1])]}</p>
        </>
      ) : null}
      {bhagyank?.numbers && bhagyank.harmony ? (
        <>
          <h3>{fill(r.bhagyankHeading, { x: bhagyank.numbers[0], y: bhagyank.numbers[1] })}</h3>
          <p>
            <HarmonyChip harmony={bhagyank.harmony} label={r.verdicts[bhagyank.harmony]} />
          </p>
          {/* The verdict's words once: the same verdict as the moolanks' needs no repeat. */}
          {bhagyank.harmony !== moolank?.harmony ? <p>{texts.verdicts[bhagyank.harmony]}</p> : null}
          <p>{texts.bhagyankPairs[pair(bhagyank.numbers[0], bhagyank.numbers[1])]}</p>
        </>
      ) : null}

      {cross.length > 0 ? (
        <>
          <h3>{r.crossHeading}</h3>
          <ul className="compat-lines">
            {cross.map((part) => {
              const [name, other] = part.id === 'moolankAWithBhagyankB' ? [a, b] : [b, a];
              return part.numbers && part.harmony ? (
                <li key={part.id}>
                  {fill(r.parts[part.id], { a, b })}:{' '}
                  {fill(r.partNumbers, { x: part.numbers[0], y: part.numbers[1] })}{' '}
                  <HarmonyChip harmony={part.harmony} label={r.verdicts[part.harmony]} />{' '}
                  {fill(r.crossTexts[part.harmony], { name, other })}
                </li>
              ) : null;
            })}
          </ul>
        </>
      ) : null}

      <h3>{r.complementsHeading}</h3>
      <ul className="compat-lines">
        <li>{fillsLine(r, a, b, missing.b, complements.aFillsB)}</li>
        <li>{fillsLine(r, b, a, missing.a, complements.bFillsA)}</li>
      </ul>

      <h3>{fill(r.yearsHeading, { year: personalYears.year })}</h3>
      <ul className="compat-lines">
        <li>{fill(r.yearLine, { name: a, number: personalYears.a })}</li>
        <li>{fill(r.yearLine, { name: b, number: personalYears.b })}</li>
      </ul>
      <p>{personalYears.together ? r.together : r.apart}</p>

      <ShareResult result={{ a, b, score }} path={path} onShared={onShared} />
    </section>
  );
}
