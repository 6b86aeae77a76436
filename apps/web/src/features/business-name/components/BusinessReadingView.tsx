import type { BusinessNameReading, Harmony } from '@ankvidya/numerology-core';
import { fill, useContent } from '@/shared/content/content';
import { formatCalendarDate, useLocale, type Locale } from '@/shared/i18n/locale';
import { HarmonyLines } from '@/shared/tool/BirthNumbersHarmony';
import { sumsDownTo, WorkingSums } from '@/shared/tool/NumberWorking';
import { ToolResultPanel } from '@/shared/tool/ToolResultPanel';

/**
 * A business name's reading with its working: the letters and digits as chips with their values,
 * the compound reduced step by step, the naamank against moolank and bhagyank, the launch day,
 * and the close spellings that sit better.
 */
export function BusinessReadingView({
  reading,
  headingId,
}: {
  reading: BusinessNameReading;
  headingId: string;
}) {
  const page = useContent('businessPage').result;
  const locale = useLocale();
  const { nameNumber: number, moolank, bhagyank, harmony, launch } = reading;
  const sums = sumsDownTo(fill(page.compound, { label: reading.compoundLabel }), reading.compound);
  const pairs: Array<{ line: string; verdict: Harmony }> = [
    { line: fill(page.withMoolank, { number, moolank }), verdict: harmony.moolank },
    { line: fill(page.withBhagyank, { number, bhagyank }), verdict: harmony.bhagyank },
  ];
  const launchPairs: Array<{ line: string; verdict: Harmony }> = launch
    ? [
        {
          line: fill(page.launchWithName, { day: launch.dayNumber, number }),
          verdict: launch.harmony.nameNumber,
        },
        {
          line: fill(page.launchWithMoolank, { day: launch.dayNumber, number: moolank }),
          verdict: launch.harmony.moolank,
        },
        {
          line: fill(page.launchWithBhagyank, { day: launch.dayNumber, number: bhagyank }),
          verdict: launch.harmony.bhagyank,
        },
      ]
    : [];
  const words: Array<typeof reading.letters> = [];
  for (const letter of reading.letters) (words[letter.word] ??= []).push(letter);

  return (
    <ToolResultPanel headingId={headingId} heading={fill(page.heading, { name: reading.name })}>
      <p className="tool-result__birth">{fill(page.birthNumbers, { moolank, bhagyank })}</p>

      <h3>{page.workingHeading}</h3>
      <div className="tool-working">
        <ul className="letters">
          {words
            .filter((word) => word.length > 0)
            .map((word, index) => (
              <li key={index} className="letters__word">
                {word.map((letter, at) => (
                  <span key={at} className="chip">
                    <span className="chip__letter">{letter.letter}</span>
                    <span className="chip__value">{letter.value}</span>
                  </span>
                ))}
              </li>
            ))}
        </ul>
        <WorkingSums sums={sums} />
      </div>
      <p className="tool-result__reduced">{fill(page.nameNumber, { number })}</p>
      <HarmonyLines pairs={pairs} words={page.verdicts} />

      {launch ? (
        <>
          <h3>{page.launchHeading}</h3>
          <p>
            {fill(page.launchDay, {
              date: launchInWords(launch.date, locale),
              day: Number(launch.date.slice(8)),
              number: launch.dayNumber,
            })}
          </p>
          <HarmonyLines pairs={launchPairs} words={page.verdicts} />
        </>
      ) : null}

      <h3>{page.suggestionsHeading}</h3>
      {reading.suggestions.length === 0 ? (
        <p>{page.suggestionsNone}</p>
      ) : (
        <>
          <p>{page.suggestionsIntro}</p>
          {reading.fallback ? <p className="notice">{page.fallback}</p> : null}
          <ul className="business-suggestions">
            {reading.suggestions.map((s) => (
              <li key={s.name}>
                {fill(page.suggestion, {
                  name: s.name,
                  label: s.compoundLabel,
                  number: s.nameNumber,
                })}
              </li>
            ))}
          </ul>
        </>
      )}
    </ToolResultPanel>
  );
}

/** "14 April 2026", in the page's language. */
function launchInWords(date: string, locale: Locale): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return formatCalendarDate(locale, { year, month, day });
}
