import type { HouseReading } from '@ankvidya/numerology-core';
import { fill, useContent } from '@/shared/content/content';
import { BirthNumbersHarmony } from '@/shared/tool/BirthNumbersHarmony';
import { NumberWorking, sumsDownTo } from '@/shared/tool/NumberWorking';
import { ToolResultPanel } from '@/shared/tool/ToolResultPanel';

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
  const { number, parts, total, reduced, moolank, bhagyank } = reading;
  const sums = sumsDownTo(`${parts.map((part) => part.value).join(' + ')} = ${total}`, total);
  // A letter shows its value under it; a digit is its own value.
  const chips = parts.map((part) => ({
    character: part.character,
    value: /[A-Z]/.test(part.character) ? part.value : undefined,
  }));
  const home = texts.byNumber[reduced];

  return (
    <ToolResultPanel headingId={headingId} heading={fill(texts.heading, { number })}>
      <p className="tool-result__birth">{fill(texts.birthNumbers, { moolank, bhagyank })}</p>

      <h3>{texts.workingHeading}</h3>
      <NumberWorking chipsLabel={texts.partsCaption} groups={[chips]} sums={sums} />
      <p className="tool-result__reduced">{fill(texts.reduced, { number: reduced })}</p>

      <h3>{fill(texts.meaningHeading, { number: reduced })}</h3>
      <h4>{texts.suitsHeading}</h4>
      <p>{home.suits}</p>
      <h4>{texts.asksHeading}</h4>
      <p>{home.asks}</p>

      <BirthNumbersHarmony reading={reading} texts={texts} verdictTexts={texts.verdictTexts} />

      <p className="notice">{texts.framing}</p>
    </ToolResultPanel>
  );
}
