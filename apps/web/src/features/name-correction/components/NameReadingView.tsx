import { compoundKey, type Harmony, type NameReading } from '@ankvidya/numerology-core';
import type { ContentBundle, NameCorrectionTexts } from '@ankvidya/content';
import { fill } from '@/shared/content/content';
import { NameWorking } from './NameWorking';

type Texts = NameCorrectionTexts['reading'];
type ReadingTexts = ContentBundle['reading'];

/** The compound's traditional name and meaning (10 to 52; above 52, its digit sum's). */
export function compoundMeaning(compound: number, reading: ReadingTexts) {
  const key = compoundKey(compound);
  return key === null ? null : (reading.compoundMeanings[key] ?? null);
}

/** "Friendly" etc. as a small badge, the word itself carrying the meaning (not the colour). */
export function Verdict({ harmony, texts }: { harmony: Harmony; texts: Texts }) {
  return <span className={`verdict verdict--${harmony}`}>{texts.verdicts[harmony]}</span>;
}

/**
 * The reading of the spelling in use today: its working, compound and naamank, and how the
 * naamank sits with the moolank and the bhagyank, each with the report's harmony text (one text
 * when both verdicts agree, so the same paragraph is never shown twice).
 */
export function CurrentReading({
  current,
  moolank,
  bhagyank,
  headingId,
  texts,
  reading,
}: {
  current: NameReading;
  moolank: number;
  bhagyank: number;
  headingId: string;
  texts: Texts;
  reading: ReadingTexts;
}) {
  const meaning = compoundMeaning(current.compound, reading);
  const harmony = current.harmony;
  const lines: Array<{ label: string; verdict: Harmony; targets: string }> = [];
  if (harmony) {
    const withMoolank = fill(texts.withMoolank, { number: moolank });
    const withBhagyank = fill(texts.withBhagyank, { number: bhagyank });
    // The harmony text names the numbers it is about, never "this number".
    const toMoolank = fill(texts.targetMoolank, { number: moolank });
    const toBhagyank = fill(texts.targetBhagyank, { number: bhagyank });
    if (harmony.moolank === harmony.bhagyank)
      lines.push({
        label: `${withMoolank}, ${withBhagyank.toLowerCase()}`,
        verdict: harmony.moolank,
        targets: `${toMoolank}${texts.and}${toBhagyank}`,
      });
    else
      lines.push(
        { label: withMoolank, verdict: harmony.moolank, targets: toMoolank },
        { label: withBhagyank, verdict: harmony.bhagyank, targets: toBhagyank },
      );
  }
  return (
    <>
      <h2 id={headingId} tabIndex={-1}>
        {fill(texts.currentHeading, { name: current.name })}
      </h2>
      <p>{fill(texts.birthNumbers, { moolank, bhagyank })}</p>
      <NameWorking letters={current.letters} compound={current.compound} texts={texts} />
      <p className="name-numbers">
        <span>{fill(texts.naamank, { number: current.nameNumber })}</span>
        {current.compound > 9 ? (
          <span>{fill(texts.compound, { label: current.compoundLabel })}</span>
        ) : null}
      </p>
      {meaning && current.tone ? (
        <div className="name-meaning">
          <p className="name-meaning__title">
            {meaning.title} · {texts.tones[current.tone]}
          </p>
          <p>{meaning.text}</p>
        </div>
      ) : (
        <p>{texts.noCompound}</p>
      )}
      {lines.map((line) => (
        <div key={line.label} className="name-harmony">
          <p className="name-harmony__verdict">
            {line.label}: <Verdict harmony={line.verdict} texts={texts} />
          </p>
          <p>
            {fill(reading.harmony[line.verdict], {
              naamank: current.nameNumber,
              targets: line.targets,
            })}
          </p>
        </div>
      ))}
    </>
  );
}
