import { analyze, localToday, nameNumber, transliterate } from '@ankvidya/numerology-core';
import { useState } from 'react';
import { attemptSignIn, preloadAuth } from '@/features/auth';
import { CalculatorForm } from '@/features/calculator/components/CalculatorForm';
import { LatinNameForm } from '@/features/report/components/LatinNameForm';
import { track } from '@/shared/analytics/analytics';
import { useContent } from '@/shared/content/content';
import { useUser } from '@/shared/state/hooks';
import { actions, type AnalysisState } from '@/shared/state/store';
import { Seo } from '@/shared/seo/Seo';
import { useLocalizedNavigate } from '@/shared/ui/AppLink';

export default function CalculatorPage() {
  const ui = useContent('ui');
  const user = useUser();
  const navigate = useLocalizedNavigate();
  // A name with no letter of the A to Z table (Devanagari, say) waits here for the spelling the
  // visitor confirms: the reading uses it, the pages still print the name as written.
  const [needsLatin, setNeedsLatin] = useState<AnalysisState | null>(null);

  const finish = (analysis: AnalysisState) => {
    actions.setAnalysis(analysis);
    track('generate-analysis-clicked');
    navigate('/numerology-analysis');
  };

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
        {needsLatin ? (
          <LatinNameForm
            intro={ui.calculator.latinIntro}
            initial={transliterate(needsLatin.input.name)}
            autoFocus
            onConfirm={(latinName) =>
              finish({
                ...needsLatin,
                result: {
                  ...analyze({ ...needsLatin.input, name: latinName }, { today: localToday() }),
                  name: needsLatin.input.name,
                },
                latinName,
              })
            }
          />
        ) : (
          <CalculatorForm
            signedIn={user !== null}
            signIn={attemptSignIn}
            onPrepare={preloadAuth}
            onAnalysed={(analysis) => {
              if (nameNumber(analysis.input.name) === 0) setNeedsLatin(analysis);
              else finish(analysis);
            }}
          />
        )}
      </div>
    </div>
  );
}
