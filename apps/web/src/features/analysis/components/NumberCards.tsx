import {
  kuaDirections,
  kuaDirectionsFrom,
  kuaGroup,
  lifePathLabel,
  KUA_PURPOSES,
  type Analysis,
  type Explanation,
  type Gender,
  type WorkingStep,
} from '@ankvidya/numerology-core';
import type { ContentBundle, UiStrings } from '@ankvidya/content';
import { fill } from '@/shared/content/content';
import { AppLink } from '@/shared/ui/AppLink';
import { inBrief } from './PersonalYears';

type NumberKey = keyof Explanation;

const ORDER: readonly NumberKey[] = [
  'nameNumber',
  'psychicNumber',
  'lifePathNumber',
  'kuaNumber',
  'personalYear',
];

/** The letters of the name as chips, word by word, each letter with its value under it. */
function Letters({ terms, ui }: { terms: WorkingStep['terms']; ui: UiStrings }) {
  const words: Array<WorkingStep['terms']> = [];
  for (const term of terms) (words[term.word ?? 0] ??= []).push(term);
  return (
    <ul className="letters">
      {words.map((word, index) => (
        <li key={index} className="letters__word">
          {word.map((term, at) => (
            <span key={at} className="chip">
              <span className="chip__letter">{term.letter}</span>
              <span className="visually-hidden"> {ui.analysis.working.letterValue} </span>
              <span className="chip__value">{term.value}</span>
            </span>
          ))}
        </li>
      ))}
    </ul>
  );
}

/** The sums of a step as plain steps: "Total 38", "3 + 8 = 11", "1 + 1 = 2" (arrows between). */
export function sumsOf(step: WorkingStep, ui: UiStrings): string[] {
  const operator = step.operator === '-' ? ' \u2212 ' : ' + ';
  const first = isLetters(step)
    ? fill(ui.analysis.working.total, { total: step.total })
    : step.terms.length === 1
      ? String(step.total)
      : `${step.terms.map((term) => term.value).join(operator)} = ${step.total}`;
  return [first, ...step.reductions.map((r) => `${r.digits.join(' + ')} = ${r.total}`)];
}

const isLetters = (step: WorkingStep) => step.terms.some((term) => term.word !== undefined);

function Working({ steps, ui }: { steps: readonly WorkingStep[]; ui: UiStrings }) {
  return (
    <ol className="working">
      {steps.map((step, index) => {
        return (
          <li key={index}>
            <span className="working__label">{ui.analysis.workingLabels[step.id]}</span>
            {isLetters(step) ? <Letters terms={step.terms} ui={ui} /> : null}
            <ol className="working__sums">
              {sumsOf(step, ui).map((sum, at) => (
                <li key={at}>{sum}</li>
              ))}
            </ol>
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
      const group = kuaGroup(digit);
      if (group) parts.push(texts.kua.names.groups[group]);
      // The card lists the favourable directions below; kua 5, which has none of its own, first
      // says in a sentence why it borrows them. (The descriptions' first sentence only repeats the
      // element and group of the title.)
      return {
        title: parts.join(' · '),
        summary: digit === 5 ? inBrief(texts.kua.fiveNote, 1) : '',
      };
    }
    case 'personalYear': {
      const year = texts.personalYears[digit];
      return { title: year.theme, summary: inBrief(year.overview, 1) };
    }
  }
}

/** The card's heading: the first mention of the number on the page, so both names where it has two. */
function labelOf(key: NumberKey, ui: UiStrings): string {
  return key === 'kuaNumber' || key === 'personalYear'
    ? ui.analysis.numbers[key]
    : ui.numberNames[key].introduced;
}

/** The four favourable directions of a kua (kua 5 borrows a set: men kua 2's, women kua 8's). */
function KuaDirections({
  kua,
  gender,
  texts,
}: {
  kua: number;
  gender: Gender;
  texts: NumberTexts['kua'];
}) {
  const from = kuaDirectionsFrom(kua, gender);
  const favourable = kuaDirections(from)?.favourable;
  if (!favourable) return null;
  const { names } = texts;
  return (
    <div className="number-card__directions">
      <p className="number-card__subheading">
        {from === kua ? names.favourable : fill(names.borrowedFavourable, { kua: from })}
      </p>
      <ul>
        {KUA_PURPOSES.map((purpose) => (
          <li key={purpose}>
            {names.purposes[purpose]}: <strong>{names.directions[favourable[purpose]]}</strong>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The five numbers, each with its meaning in brief and a disclosure showing how it was worked out. */
export function NumberCards({
  analysis,
  gender,
  working,
  texts,
  ui,
}: {
  analysis: Analysis;
  /** Kua 5 borrows its directions by gender. */
  gender: Gender;
  working: Explanation;
  texts: NumberTexts;
  ui: UiStrings;
}) {
  return (
    <ul className="number-cards">
      {ORDER.map((key) => {
        const value = analysis[key];
        const text = meaning(key, value, texts, ui);
        // A life path that passes 11, 22 or 33 is shown as "11/2", with a short note.
        const master =
          key === 'lifePathNumber'
            ? lifePathLabel(analysis.day, analysis.month, analysis.year)
            : null;
        const headingId = `number-${key}`;
        return (
          <li key={key} className="number-card" aria-labelledby={headingId}>
            <p className="number-card__value" aria-hidden="true">
              {value}
            </p>
            <h3 id={headingId}>
              {labelOf(key, ui)}
              <span className="visually-hidden">: {value}</span>
            </h3>
            {text?.title ? (
              <p className="number-card__title">
                {master?.master
                  ? `${fill(ui.analysis.masterLabel, { label: master.label })} · ${text.title}`
                  : text.title}
              </p>
            ) : null}
            {text?.summary ? <p>{text.summary}</p> : null}
            {key === 'kuaNumber' ? (
              <KuaDirections kua={value} gender={gender} texts={texts.kua} />
            ) : null}
            {master?.master ? (
              <p className="number-card__note">
                {fill(ui.analysis.masterNote, { master: master.master, number: master.lifePath })}
              </p>
            ) : null}
            {key === 'nameNumber' ? (
              <p className="number-card__link">
                <AppLink to="/name-correction">{ui.analysis.nameCorrectionLink}</AppLink>
              </p>
            ) : null}
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
