import { reductionChain, type Harmony, type HouseReading } from '@ankvidya/numerology-core';
import { fill, useContent } from '@/shared/content/content';

/**
 * The reading of one door number with its working: each digit and letter with its value, the
 * total and its reduction, what a home of that number suits and asks for, the number against
 * moolank and bhagyank, and the honest framing (no vastu).
 */
export function HouseReadingView({
  reading,
  headingId,
}: {
  reading: HouseReading;
  headingId: string;
}) {
  const texts = useContent('housePage').result;
  const { number, parts, total, reduced, moolank, bhagyank, harmony } = reading;
  const sums = [
    `${parts.map((part) => part.value).join(' + ')} = ${total}`,
    ...reductionChain(total).map((step) => `${step.digits.join(' + ')} = ${step.total}`),
  ];
  const pairs: Array<{ line: string; verdict: Harmony }> = [
    { line: fill(texts.withMoolank, { number: reduced, moolank }), verdict: harmony.moolank },
    { line: fill(texts.withBhagyank, { number: reduced, bhagyank }), verdict: harmony.bhagyank },
  ];
  const verdicts = [...new Set(pairs.map((pair) => pair.verdict))];
  const home = texts.byNumber[reduced];

  return (
    <section className="panel tool-result" aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1}>
        {fill(texts.heading, { number })}
      </h2>
      <p className="tool-result__birth">{fill(texts.birthNumbers, { moolank, bhagyank })}</p>

      <h3>{texts.workingHeading}</h3>
      <div className="tool-working">
        <ul className="digit-chips" aria-label={texts.partsCaption}>
          <li>
            {parts.map((part, index) => (
              <span key={index} className="chip">
                <span className="chip__letter">{part.character}</span>
                {/[A-Z]/.test(part.character) ? (
                  <span className="chip__value">{part.value}</span>
                ) : null}
              </span>
            ))}
          </li>
        </ul>
        <ol className="working__sums">
          {sums.map((sum) => (
            <li key={sum}>{sum}</li>
          ))}
        </ol>
      </div>
      <p className="tool-result__reduced">{fill(texts.reduced, { number: reduced })}</p>

      <h3>{fill(texts.meaningHeading, { number: reduced })}</h3>
      <h4>{texts.suitsHeading}</h4>
      <p>{home.suits}</p>
      <h4>{texts.asksHeading}</h4>
      <p>{home.asks}</p>

      <ul className="harmony-lines">
        {pairs.map((pair) => (
          <li key={pair.line}>
            {pair.line}{' '}
            <span className={`harmony-chip harmony-chip--${pair.verdict}`}>
              {texts.verdicts[pair.verdict]}
            </span>
          </li>
        ))}
      </ul>
      {verdicts.map((verdict) => (
        <p key={verdict}>{texts.verdictTexts[verdict]}</p>
      ))}

      <p className="notice">{texts.framing}</p>
    </section>
  );
}
