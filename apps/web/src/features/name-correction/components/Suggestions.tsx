import type { NameEdit, NameSuggestion } from '@ankvidya/numerology-core';
import type { ContentBundle, NameCorrectionTexts } from '@ankvidya/content';
import { useEffect, useRef, useState, type Ref } from 'react';
import { fill } from '@/shared/content/content';
import { compoundMeaning, Verdict } from './NameReadingView';
import { NameWorking } from './NameWorking';

/** The list opens with this many; the rest are one click away (a phone screen is short). */
export const FIRST_SHOWN = 5;

/** An edit in words: "A consonant doubled: Ajay becomes Ajjay, and sounds just the same." */
export function editInWords(edit: NameEdit, texts: NameCorrectionTexts['suggestions']): string {
  return fill(texts.edits[edit.kind], { from: edit.from, to: edit.to });
}

function SuggestionCard({
  suggestion,
  moolank,
  bhagyank,
  inTrials,
  onAdd,
  texts,
  reading,
  headingRef,
}: {
  headingRef?: Ref<HTMLHeadingElement>;
  suggestion: NameSuggestion;
  moolank: number;
  bhagyank: number;
  inTrials: boolean;
  onAdd: () => void;
  texts: NameCorrectionTexts;
  reading: ContentBundle['reading'];
}) {
  const meaning = compoundMeaning(suggestion.compound, reading);
  const { harmony } = suggestion;
  return (
    <li className="suggestion">
      <h3 className="suggestion__name" ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
        {suggestion.name}
      </h3>
      <p className="name-numbers">
        <span>{fill(texts.reading.naamank, { number: suggestion.nameNumber })}</span>
        <span>{fill(texts.reading.compound, { label: suggestion.compoundLabel })}</span>
        {meaning ? <span>{meaning.title}</span> : null}
      </p>
      {harmony ? (
        <ul className="verdicts">
          <li>
            {fill(texts.reading.withMoolank, { number: moolank })}:{' '}
            <Verdict harmony={harmony.moolank} texts={texts.reading} />
          </li>
          <li>
            {fill(texts.reading.withBhagyank, { number: bhagyank })}:{' '}
            <Verdict harmony={harmony.bhagyank} texts={texts.reading} />
          </li>
        </ul>
      ) : null}
      <p className="suggestion__label">{texts.suggestions.editsLabel}</p>
      <ul className="suggestion__edits">
        {suggestion.edits.map((edit, index) => (
          <li key={index}>{editInWords(edit, texts.suggestions)}</li>
        ))}
      </ul>
      <details className="disclosure">
        <summary>{texts.reading.working}</summary>
        <NameWorking
          letters={suggestion.letters}
          compound={suggestion.compound}
          texts={texts.reading}
        />
        {meaning ? <p className="suggestion__meaning">{meaning.text}</p> : null}
      </details>
      {inTrials ? (
        <p className="suggestion__added">
          {fill(texts.suggestions.inTrials, { name: suggestion.name })}
        </p>
      ) : (
        <button type="button" className="button button--secondary button--small" onClick={onAdd}>
          {fill(texts.suggestions.addTrial, { name: suggestion.name })}
        </button>
      )}
    </li>
  );
}

/** The suggested spellings, fewest edits first, each with its working and its edits in words. */
export function Suggestions({
  suggestions,
  moolank,
  bhagyank,
  isTrial,
  onAdd,
  texts,
  reading,
}: {
  suggestions: readonly NameSuggestion[];
  moolank: number;
  bhagyank: number;
  isTrial: (spelling: string) => boolean;
  onAdd: (spelling: string) => void;
  texts: NameCorrectionTexts;
  reading: ContentBundle['reading'];
}) {
  const [showAll, setShowAll] = useState(false);
  const firstMore = useRef<HTMLHeadingElement>(null);
  // The button goes away once clicked: focus moves to the first spelling it brought in.
  useEffect(() => {
    if (showAll) firstMore.current?.focus();
  }, [showAll]);
  const shown = showAll ? suggestions : suggestions.slice(0, FIRST_SHOWN);
  const hidden = suggestions.length - shown.length;
  return (
    <>
      <ol className="suggestions">
        {shown.map((suggestion, index) => (
          <SuggestionCard
            key={suggestion.name}
            headingRef={index === FIRST_SHOWN ? firstMore : undefined}
            suggestion={suggestion}
            moolank={moolank}
            bhagyank={bhagyank}
            inTrials={isTrial(suggestion.name)}
            onAdd={() => onAdd(suggestion.name)}
            texts={texts}
            reading={reading}
          />
        ))}
      </ol>
      {hidden > 0 ? (
        <button type="button" className="button button--secondary" onClick={() => setShowAll(true)}>
          {fill(texts.suggestions.showMore, { count: hidden })}
        </button>
      ) : null}
    </>
  );
}
