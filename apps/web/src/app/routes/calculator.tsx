import { useNavigate } from 'react-router';
import { preloadAuth, signIn } from '@/features/auth';
import { CalculatorForm } from '@/features/calculator/components/CalculatorForm';
import { track } from '@/shared/analytics/analytics';
import { useContent } from '@/shared/content/content';
import { useUser } from '@/shared/state/hooks';
import { actions } from '@/shared/state/store';
import { Seo } from '@/shared/seo/Seo';

export default function CalculatorPage() {
  const ui = useContent('ui');
  const user = useUser();
  const navigate = useNavigate();
  return (
    <div className="container narrow calculator-page">
      <Seo
        title={ui.meta.calculator.title}
        description={ui.meta.calculator.description}
        path="/numerology-calculator"
      />
      <h1>{ui.calculator.title}</h1>
      <p className="lead">{ui.calculator.intro}</p>
      <div className="panel">
        <CalculatorForm
          signedIn={user !== null}
          signIn={signIn}
          onPrepare={preloadAuth}
          onAnalysed={(analysis) => {
            actions.setAnalysis(analysis);
            track('generate-analysis-clicked');
            void navigate('/numerology-analysis');
          }}
        />
      </div>
    </div>
  );
}
