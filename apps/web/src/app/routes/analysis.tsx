import { AnalysisView } from '@/features/analysis/components/AnalysisView';
import { track } from '@/shared/analytics/analytics';
import { useContent } from '@/shared/content/content';
import { Seo } from '@/shared/seo/Seo';
import { useAnalysis } from '@/shared/state/hooks';
import { AppLink } from '@/shared/ui/AppLink';

export default function AnalysisPage() {
  const ui = useContent('ui');
  const analysis = useAnalysis();
  return (
    <div className="container analysis-page">
      <Seo
        title={ui.meta.analysis.title}
        description={ui.meta.analysis.description}
        path="/numerology-analysis"
        noindex
      />
      {analysis ? (
        <AnalysisView
          state={analysis}
          year={new Date().getFullYear()}
          onReportClick={() => track('goto-download-report')}
        />
      ) : (
        <div className="narrow">
          <h1>{ui.analysis.title}</h1>
          <p className="lead">{ui.analysis.empty}</p>
          <AppLink to="/numerology-calculator" className="button">
            {ui.analysis.calculatorLink}
          </AppLink>
        </div>
      )}
    </div>
  );
}
