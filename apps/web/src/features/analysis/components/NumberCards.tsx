import {
  stepText,
  type Analysis,
  type Explanation,
  type WorkingStep,
} from '@ankvidya/numerology-core';
import type { ContentBundle, UiStrings } from '@ankvidya/content';
import { fill } from '@/shared/content/content';

type NumberKey = keyof Explanation;

const ORDER: readonly NumberKey[] = [
  'nameNumber',
  'psychicNumber',
  'lifePathNumber',
  'kuaNumber',
  'personalYear',
];

const STEP_LABELS: Record<string, keyof UiStrings['analysis']['workingLabels']> = {
  name: 'name',
  day: 'day',
  month: 'month',
  year: 'year',
  'life path': 'lifePath',
  kua: 'kua',
  'current year': 'currentYear',
  'personal year': 'personalYear',
};

function Working({ steps, ui }: { steps: readonly WorkingStep[]; ui: UiStrings }) {
  return (
    <ol className="working">
      {steps.map((step, index) => {
        const key = STEP_LABELS[step.label];
        return (
          <li key={index}>
            <span className="working__label">
              {key ? ui.analysis.workingLabels[key] : step.label}
            </span>
            <code>{stepText(step)}</code>
          </li>
        );
      })}
    </ol>
  );
}

type Meaning = { title: string; summary: string };

export interface NumberTexts {
  nameNumbers: ContentBundle['nameNumbers'];
  psychicNumbers: ContentBundle['psychicNumbers'];
  lifePathNumbers: ContentBundle['lifePathNumbers'];
  kua: ContentBundle['kua'];
  personalYears: ContentBundle['personalYears'];
}

function meaning(key: NumberKey, value: number, texts: NumberTexts, ui: UiStrings): Meaning | null {
  const digit = value as 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
  if (value < 1 || value > 9) {
    return key === 'nameNumber' ? { title: '', summary: ui.analysis.nameNumberZero } : null;
  }
  switch (key) {
    case 'nameNumber':
      return texts.nameNumbers[digit];
    case 'psychicNumber':
      return texts.psychicNumbers[digit];
    case 'lifePathNumber':
      return texts.lifePathNumbers[digit];
    case 'kuaNumber': {
      const kua = texts.kua[digit];
      const parts = [fill(ui.analysis.kuaElement, { element: kua.element })];
      if (kua.group) parts.push(fill(ui.analysis.kuaGroup, { group: kua.group }));
      return { title: parts.join(' · '), summary: digit === 5 ? texts.kua.fiveNote : '' };
    }
    case 'personalYear':
      return { title: texts.personalYears[digit].theme, summary: '' };
  }
}

/** The five numbers, each with its meaning in brief and a disclosure showing how it was worked out. */
export function NumberCards({
  analysis,
  working,
  texts,
  ui,
}: {
  analysis: Analysis;
  working: Explanation;
  texts: NumberTexts;
  ui: UiStrings;
}) {
  return (
    <ul className="number-cards">
      {ORDER.map((key) => {
        const value = analysis[key];
        const text = meaning(key, value, texts, ui);
        const headingId = `number-${key}`;
        return (
          <li key={key} className="number-card" aria-labelledby={headingId}>
            <p className="number-card__value" aria-hidden="true">
              {value}
            </p>
            <h3 id={headingId}>
              {ui.analysis.numbers[key]}
              <span className="visually-hidden">: {value}</span>
            </h3>
            {text?.title ? <p className="number-card__title">{text.title}</p> : null}
            {text?.summary ? <p>{text.summary}</p> : null}
            <details className="disclosure">
              <summary>{ui.analysis.howCalculated}</summary>
              <Working steps={working[key].steps} ui={ui} />
            </details>
          </li>
        );
      })}
    </ul>
  );
}
