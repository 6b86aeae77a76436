import { reductionChain, type Harmony, type VehicleReading } from '@ankvidya/numerology-core';
import { fill, useContent } from '@/shared/content/content';

/**
 * The reading of one registration with its working: the digits as chips, "Total 13 → 1 + 3 = 4",
 * the last four digits on their own, the letters when asked for, the all-digits number against
 * moolank and bhagyank, what the number is said to bring, and the honest framing.
 */
export function VehicleReadingView({
  reading,
  letters,
  headingId,
}: {
  reading: VehicleReading;
  /** Whether the visitor asked for the letters to be counted too. */
  letters: boolean;
  headingId: string;
}) {
  const texts = useContent('vehiclePage').result;
  const { number, digits, total, reduced, lastFour, moolank, bhagyank, harmony } = reading;
  const sums = [
    fill(texts.total, { total }),
    ...reductionChain(total).map((step) => `${step.digits.join(' + ')} = ${step.total}`),
  ];
  const pairs: Array<{ line: string; verdict: Harmony }> = [
    { line: fill(texts.withMoolank, { number: reduced, moolank }), verdict: harmony.moolank },
    { line: fill(texts.withBhagyank, { number: reduced, bhagyank }), verdict: harmony.bhagyank },
  ];
  const verdicts = [...new Set(pairs.map((pair) => pair.verdict))];

  return (
    <section className="panel tool-result" aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1}>
        {fill(texts.heading, { number })}
      </h2>
      <p className="tool-result__birth">{fill(texts.birthNumbers, { moolank, bhagyank })}</p>

      <h3>{texts.workingHeading}</h3>
      <div className="tool-working">
        <ul className="digit-chips" aria-label={texts.digitsCaption}>
          <li>
            {digits.map((digit, index) => (
              <span key={index} className="chip">
                <span className="chip__letter">{digit}</span>
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
      <p>
        {fill(texts.lastFour, {
          serial: lastFour.digits,
          total: lastFour.total,
          number: lastFour.reduced,
        })}
      </p>
      <p className="field__hint">{texts.lastFourNote}</p>

      {letters ? (
        <>
          <h3>{texts.lettersHeading}</h3>
          <ul className="digit-chips" aria-label={texts.lettersHeading}>
            <li>
              {reading.letters.values.map((item, index) => (
                <span key={index} className="chip">
                  <span className="chip__letter">{item.letter}</span>
                  <span className="chip__value">{item.value}</span>
                </span>
              ))}
            </li>
          </ul>
          <p>
            {fill(texts.withLetters, {
              letters: reading.letters.total,
              digits: total,
              total: reading.letters.withDigits,
              number: reading.letters.reduced,
            })}
          </p>
        </>
      ) : null}

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

      <h3>{fill(texts.meaningHeading, { number: reduced })}</h3>
      <p>{texts.byNumber[reduced]}</p>

      <p className="notice">{texts.framing}</p>
    </section>
  );
}
