import type { VehicleReading } from '@ankvidya/numerology-core';
import { fill, useContent } from '@/shared/content/content';
import { BirthNumbersHarmony } from '@/shared/tool/BirthNumbersHarmony';
import { DigitChips, NumberWorking, sumsDownTo } from '@/shared/tool/NumberWorking';
import { ToolResultPanel } from '@/shared/tool/ToolResultPanel';

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
  const { number, digits, total, reduced, lastFour, moolank, bhagyank } = reading;
  const sums = sumsDownTo(fill(texts.total, { total }), total);

  return (
    <ToolResultPanel headingId={headingId} heading={fill(texts.heading, { number })}>
      <p className="tool-result__birth">{fill(texts.birthNumbers, { moolank, bhagyank })}</p>

      <h3>{texts.workingHeading}</h3>
      <NumberWorking
        chipsLabel={texts.digitsCaption}
        groups={[digits.map((digit) => ({ character: digit }))]}
        sums={sums}
      />
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
          <DigitChips
            label={texts.lettersHeading}
            groups={[
              reading.letters.values.map((item) => ({ character: item.letter, value: item.value })),
            ]}
          />
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

      <BirthNumbersHarmony reading={reading} texts={texts} verdictTexts={texts.verdictTexts} />

      <h3>{fill(texts.meaningHeading, { number: reduced })}</h3>
      <p>{texts.byNumber[reduced]}</p>

      <p className="notice">{texts.framing}</p>
    </ToolResultPanel>
  );
}
