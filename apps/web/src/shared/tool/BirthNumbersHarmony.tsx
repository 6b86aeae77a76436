import type { Harmony } from '@ankvidya/numerology-core';
import { fill } from '@/shared/content/content';

/** Lines like "4 with your moolank 5" each followed by its verdict as a coloured chip. */
export function HarmonyLines({
  pairs,
  words,
}: {
  pairs: ReadonlyArray<{ line: string; verdict: Harmony }>;
  words: Readonly<Record<Harmony, string>>;
}) {
  return (
    <ul className="harmony-lines">
      {pairs.map((pair) => (
        <li key={pair.line}>
          {pair.line}{' '}
          <span className={`harmony-chip harmony-chip--${pair.verdict}`}>
            {words[pair.verdict]}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A number tool's number against the visitor's moolank and bhagyank: the two lines with their
 * verdict chips, then what each verdict means, said once when both verdicts are the same.
 */
export function BirthNumbersHarmony({
  reading,
  texts,
  verdictTexts,
}: {
  /** The tool's reading: its number reduced to one digit, and how that sits with both. */
  reading: {
    reduced: number;
    moolank: number;
    bhagyank: number;
    harmony: { moolank: Harmony; bhagyank: Harmony };
  };
  texts: {
    withMoolank: string;
    withBhagyank: string;
    verdicts: Readonly<Record<Harmony, string>>;
  };
  verdictTexts: Readonly<Record<Harmony, string>>;
}) {
  const { reduced: number, moolank, bhagyank, harmony } = reading;
  const pairs = [
    { line: fill(texts.withMoolank, { number, moolank }), verdict: harmony.moolank },
    { line: fill(texts.withBhagyank, { number, bhagyank }), verdict: harmony.bhagyank },
  ];
  const verdicts = [...new Set(pairs.map((pair) => pair.verdict))];
  return (
    <>
      <HarmonyLines pairs={pairs} words={texts.verdicts} />
      {verdicts.map((verdict) => (
        <p key={verdict}>{verdictTexts[verdict]}</p>
      ))}
    </>
  );
}
