import type { AnalysisPageTexts } from '@ankvidya/content';
import type { Analysis, AnalysisAnswers, Digit, Harmony } from '@ankvidya/numerology-core';
import type { ReactNode } from 'react';
import { fill } from '@/shared/content/content';
import { listOf } from '@/shared/lib/list';
import type { Locale } from '@/shared/i18n/locale';
import { AppLink } from '@/shared/ui/AppLink';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function Chip({ harmony, label }: { harmony: Harmony; label: string }) {
  return <span className={`harmony-chip harmony-chip--${harmony}`}>{label}</span>;
}

/** Whether the name number suits moolank and bhagyank: both verdicts and one sentence for both. */
function NameFit({
  analysis,
  answers,
  texts,
}: {
  analysis: Analysis;
  answers: AnalysisAnswers;
  texts: AnalysisPageTexts['nameFit'];
}) {
  const { nameHarmony: harmony, nameFit } = answers;
  const values = {
    name: analysis.nameNumber,
    moolank: analysis.psychicNumber,
    bhagyank: analysis.lifePathNumber,
  };
  return (
    <div className="answer" aria-labelledby="answer-name-title">
      <h3 id="answer-name-title">{texts.heading}</h3>
      {harmony?.moolank && harmony.bhagyank && nameFit ? (
        <>
          <ul className="harmony-lines">
            <li>
              {fill(texts.withMoolank, values)}{' '}
              <Chip harmony={harmony.moolank} label={texts.verdicts[harmony.moolank]} />
            </li>
            <li>
              {fill(texts.withBhagyank, values)}{' '}
              <Chip harmony={harmony.bhagyank} label={texts.verdicts[harmony.bhagyank]} />
            </li>
          </ul>
          <p>{texts.summary[nameFit]}</p>
          <p className="answer__link">
            <AppLink to="/name-correction">{texts.link[nameFit]}</AppLink>
          </p>
        </>
      ) : (
        <p>{texts.none}</p>
      )}
    </div>
  );
}

/** Lucky numbers, days, dates and colours of the moolank, from core's one rule. */
function Lucky({
  moolank,
  answers,
  texts,
  locale,
}: {
  moolank: Digit;
  answers: AnalysisAnswers;
  texts: AnalysisPageTexts;
  locale: Locale;
}) {
  const { lucky } = answers;
  const rows: Array<[string, string]> = [
    [texts.lucky.numbers, listOf(lucky.numbers, locale)],
    [
      texts.lucky.days,
      listOf(
        lucky.weekdays.map((day) => texts.weekdays[day]),
        locale,
      ),
    ],
    [texts.lucky.colours, capitalised(listOf(texts.luckyColours[moolank], locale))],
    [texts.lucky.dates, lucky.dates.join(', ')],
  ];
  return (
    <div className="answer" aria-labelledby="answer-lucky-title">
      <h3 id="answer-lucky-title">{texts.lucky.heading}</h3>
      <dl className="lucky-list">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="field__hint">{fill(texts.lucky.note, { moolank })}</p>
    </div>
  );
}

/**
 * The answers people come with, right after the numbers they rest on: does the name suit them,
 * what is lucky for them, and (children) what went into the grid.
 */
export function FreeAnswers({
  analysis,
  answers,
  texts,
  locale,
  children,
}: {
  analysis: Analysis;
  answers: AnalysisAnswers;
  texts: AnalysisPageTexts;
  locale: Locale;
  children?: ReactNode;
}) {
  return (
    <section className="free-answers" aria-labelledby="answers-title">
      <h2 id="answers-title">{texts.answersHeading}</h2>
      <div className="free-answers__grid">
        <NameFit analysis={analysis} answers={answers} texts={texts.nameFit} />
        <Lucky
          moolank={analysis.psychicNumber as Digit}
          answers={answers}
          texts={texts}
          locale={locale}
        />
        {children}
      </div>
    </section>
  );
}
