import {
  groupedMobile,
  numberVerdict,
  suitingTotals,
  type Digit,
  type MobileReading,
} from '@ankvidya/numerology-core';
import { fill, useContent } from '@/shared/content/content';
import { useLocale } from '@/shared/i18n/locale';
import { listOf } from '@/shared/lib/list';
import { AddToReport } from '@/shared/tool/AddToReport';
import { BirthNumbersHarmony } from '@/shared/tool/BirthNumbersHarmony';
import { NumberWorking, sumsDownTo } from '@/shared/tool/NumberWorking';
import {
  addToReport,
  addedFor,
  removeFromReport,
  useReportAdditions,
} from '@/shared/state/report-draft';
import { ToolResultPanel } from '@/shared/tool/ToolResultPanel';

/**
 * The reading of one number with its working: the ten digits as chips, "Total 45 → 4 + 5 = 9",
 * the total against moolank and bhagyank, what the total is said to bring, then the digits the
 * number lends the birth grid, its repeated digits and zeros, and the honest framing.
 */
export function MobileReadingView({
  reading,
  dob,
  headingId,
}: {
  reading: MobileReading;
  /** The date of birth the number was read against: the report of that date reads it too. */
  dob: string;
  headingId: string;
}) {
  const page = useContent('mobilePage').result;
  const texts = useContent('mobile');
  const { number, digits, total, reduced, moolank, bhagyank, harmony } = reading;
  const sums = sumsDownTo(fill(page.total, { total }), total);
  // The one answer first: the two harmonies as one verdict, and the totals that would suit.
  const verdict = numberVerdict(harmony);
  const overall = page.overall;
  const locale = useLocale();
  const repeated = Object.entries(reading.repeated).map(([digit, count]) => ({
    digit: Number(digit) as Digit,
    count,
  }));

  return (
    <ToolResultPanel
      headingId={headingId}
      heading={fill(page.heading, { number: groupedMobile(number) })}
    >
      <div className={`number-verdict number-verdict--${verdict}`}>
        <p className="number-verdict__word">{overall.verdicts[verdict]}</p>
        <p>{fill(overall.why[verdict], { number: reduced })}</p>
        <p className="number-verdict__suiting">
          {fill(overall.suiting, { totals: listOf(suitingTotals(moolank, bhagyank), locale) })}
        </p>
      </div>
      <p className="tool-result__birth">{fill(page.birthNumbers, { moolank, bhagyank })}</p>

      <h3>{page.workingHeading}</h3>
      <NumberWorking
        chipsLabel={page.digitsCaption}
        // Two groups of five, as a mobile number is said.
        groups={[digits.slice(0, 5), digits.slice(5)].map((group) =>
          group.map((digit) => ({ character: digit })),
        )}
        sums={sums}
      />
      <p className="tool-result__reduced">{fill(page.reduced, { number: reduced })}</p>

      <BirthNumbersHarmony reading={reading} texts={page} verdictTexts={texts.verdicts} />

      <h3>{fill(page.meaningHeading, { number: reduced })}</h3>
      <p>{texts.byNumber[reduced]}</p>

      <h3>{page.digitsHeading}</h3>
      {reading.birthMissing.length === 0 ? (
        <p>{page.noneMissing}</p>
      ) : (
        <>
          <p>{fill(page.birthMissing, { digits: listOf(reading.birthMissing) })}</p>
          <p>
            {reading.suppliesMissing.length > 0
              ? fill(texts.supplies, { digits: listOf(reading.suppliesMissing) })
              : page.suppliesNone}
          </p>
        </>
      )}
      {repeated.length === 0 ? (
        <p>{page.repeatedNone}</p>
      ) : (
        <>
          <p>{fill(texts.repeated, { digits: listOf(repeated.map((r) => r.digit)) })}</p>
          <ul className="tool-result__repeats">
            {repeated.map((r) => (
              <li key={r.digit}>{fill(page.repeatedItem, r)}</li>
            ))}
          </ul>
        </>
      )}
      <p>{reading.zeros === 0 ? page.zerosNone : fill(texts.zeros, { count: reading.zeros })}</p>

      <p className="notice">{texts.framing}</p>
      <ReportChoice number={number} dob={dob} />
    </ToolResultPanel>
  );
}

/** Keeps the number on this device for the report of this date of birth, or lets it go. */
function ReportChoice({ number, dob }: { number: string; dob: string }) {
  const texts = useContent('mobilePage').result.report;
  const kept = addedFor(useReportAdditions(), 'mobileNumber', dob) === number;
  return (
    <AddToReport
      kept={kept}
      onAdd={() => addToReport('mobileNumber', number, dob)}
      onRemove={() => removeFromReport('mobileNumber')}
      texts={texts}
    />
  );
}
