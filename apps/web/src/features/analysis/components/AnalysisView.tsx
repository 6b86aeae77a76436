import { analysisAnswers, analyze, explain, type Analysis } from '@ankvidya/numerology-core';
import { useMemo } from 'react';
import { fill, useContent } from '@/shared/content/content';
import { useLocale } from '@/shared/i18n/locale';
import { formatDob } from '@/shared/lib/dates';
import type { AnalysisState } from '@/shared/state/store';
import { AppLink } from '@/shared/ui/AppLink';
import { FreeAnswers } from './FreeAnswers';
import { ImpactList, MissingList, PlaneList } from './GridReadings';
import { GridSources } from './GridSources';
import { LoshuGrid } from './LoshuGrid';
import { NumberCards } from './NumberCards';
import { PersonalYears } from './PersonalYears';
import { ReportOffer } from './ReportOffer';
import './free-answers.css';

/** The stored reading, worked out again for this year (the personal year moves each January). */
function current(
  state: AnalysisState,
  year: number,
): { analysis: Analysis; working: ReturnType<typeof explain> } {
  // The input was valid when it was stored; a far "today" keeps it valid in any time zone.
  const options = { currentYear: year, today: '9999-12-31' };
  // A name written in another script is read from the Latin spelling the visitor confirmed.
  const input = state.latinName ? { ...state.input, name: state.latinName } : state.input;
  try {
    return { analysis: analyze(input, options), working: explain(input, options) };
  } catch {
    return { analysis: state.result, working: explain(input, options) };
  }
}

export function AnalysisView({
  state,
  year,
  onReportClick,
}: {
  state: AnalysisState;
  year: number;
  onReportClick?: () => void;
}) {
  const ui = useContent('ui');
  const locale = useLocale();
  const site = useContent('site');
  // The readings speak to the visitor: in Hindi, in the forms of their gender.
  const { gender } = state.input;
  const gridImpact = useContent('gridImpact', gender);
  const missingNumbers = useContent('missingNumbers', gender);
  const planes = useContent('planes', gender);
  const personalYears = useContent('personalYears', gender);
  const texts = {
    nameNumbers: useContent('nameNumbers', gender),
    psychicNumbers: useContent('psychicNumbers', gender),
    lifePathNumbers: useContent('lifePathNumbers', gender),
    kua: useContent('kua', gender),
    personalYears,
  };
  const answersTexts = useContent('analysisPage');
  const { analysis, working } = useMemo(() => current(state, year), [state, year]);
  const answers = useMemo(() => analysisAnswers(analysis), [analysis]);
  const grid = analysis.loshuGrid;
  const dob = formatDob(state.input.dob, locale);

  return (
    <>
      <header className="page-head">
        <h1>{ui.analysis.title}</h1>
        <p className="lead">
          {fill(ui.analysis.subtitle, {
            // The name as the visitor wrote it.
            name: state.input.name,
            dob,
          })}
        </p>
      </header>

      <section className="analysis-top" aria-labelledby="numbers-title">
        <div className="analysis-grid">
          <LoshuGrid grid={grid} caption={ui.analysis.gridCaption} />
          <p className="field__hint">{ui.analysis.gridHelp}</p>
        </div>
        <div className="analysis-numbers">
          <h2 id="numbers-title">{ui.analysis.numbersHeading}</h2>
          <NumberCards
            analysis={analysis}
            gender={state.input.gender}
            working={working}
            texts={texts}
            ui={ui}
          />
        </div>
      </section>

      <FreeAnswers analysis={analysis} answers={answers} texts={answersTexts} locale={locale}>
        <GridSources
          sources={answers.grid}
          grid={grid}
          day={analysis.day}
          dob={dob}
          texts={answersTexts.gridSources}
          locale={locale}
        />
      </FreeAnswers>

      <ReportOffer
        ui={ui}
        site={site}
        texts={answersTexts.offer}
        locale={locale}
        onReportClick={onReportClick}
      />

      <section aria-labelledby="impact-title">
        <h2 id="impact-title">{ui.analysis.impactHeading}</h2>
        <ImpactList grid={grid} texts={gridImpact} ui={ui} />
      </section>

      <section aria-labelledby="missing-title">
        <h2 id="missing-title">{ui.analysis.missingHeading}</h2>
        <MissingList grid={grid} texts={missingNumbers} ui={ui} />
      </section>

      <section aria-labelledby="planes-title">
        <h2 id="planes-title">{ui.analysis.planesHeading}</h2>
        <PlaneList grid={grid} texts={planes} ui={ui} />
      </section>

      <section aria-labelledby="years-title">
        <h2 id="years-title">{ui.analysis.personalYearsHeading}</h2>
        <PersonalYears
          day={analysis.day}
          month={analysis.month}
          fromYear={year}
          texts={personalYears}
          ui={ui}
        />
      </section>

      <section aria-labelledby="tools-title">
        <h2 id="tools-title">{ui.analysis.tools.heading}</h2>
        <ul className="tool-links">
          <li>
            <p>{ui.analysis.tools.mobile.text}</p>
            <AppLink to="/mobile-number-numerology">{ui.analysis.tools.mobile.link}</AppLink>
          </li>
          <li>
            <p>{ui.analysis.tools.compatibility.text}</p>
            <AppLink to="/compatibility">{ui.analysis.tools.compatibility.link}</AppLink>
          </li>
        </ul>
      </section>
    </>
  );
}
