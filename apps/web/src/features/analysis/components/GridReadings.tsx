import {
  impactIndex,
  missingNumbers,
  planes,
  presentDigits,
  type LoshuGrid,
} from '@ankvidya/numerology-core';
import type { ContentBundle, UiStrings } from '@ankvidya/content';
import { fill } from '@/shared/content/content';

/** "Impact of" text for each digit present, chosen by how many times it repeats. */
export function ImpactList({
  grid,
  texts,
  ui,
}: {
  grid: LoshuGrid;
  texts: ContentBundle['gridImpact'];
  ui: UiStrings;
}) {
  return (
    <ul className="readings">
      {presentDigits(grid).map((digit) => {
        const count = grid[digit];
        const list = texts[digit];
        return (
          <li key={digit} className="reading">
            <h3>
              {fill(ui.analysis.impactOf, { digit })}{' '}
              <span className="reading__count">
                ({count === 1 ? ui.analysis.countOnce : fill(ui.analysis.countMany, { count })})
              </span>
            </h3>
            <p>{list[impactIndex(count, list.length)]}</p>
          </li>
        );
      })}
    </ul>
  );
}

export function MissingList({
  grid,
  texts,
  ui,
}: {
  grid: LoshuGrid;
  texts: ContentBundle['missingNumbers'];
  ui: UiStrings;
}) {
  const missing = missingNumbers(grid);
  if (missing.length === 0) return <p>{ui.analysis.noMissing}</p>;
  return (
    <>
      <p>{ui.analysis.missingIntro}</p>
      <ul className="readings">
        {missing.map((digit) => (
          <li key={digit} className="reading reading--missing">
            <h3>{fill(ui.analysis.missingOf, { digit })}</h3>
            <p>{texts[digit].impact}</p>
          </li>
        ))}
      </ul>
      <p className="meta-line">{ui.analysis.remediesInReport}</p>
    </>
  );
}

export function PlaneList({
  grid,
  texts,
  ui,
}: {
  grid: LoshuGrid;
  texts: ContentBundle['planes'];
  ui: UiStrings;
}) {
  return (
    <>
      <p>{texts.tradition}</p>
      <ul className="planes">
        {planes(grid).map((plane) => {
          const text = texts[plane.id];
          return (
            <li key={plane.id} className={`plane plane--${plane.status}`}>
              <h3>{text.name}</h3>
              <p className="plane__meta">
                <span>{ui.analysis.planeKind[plane.kind]}</span>
                <span>{fill(ui.analysis.planeDigits, { digits: plane.digits.join('-') })}</span>
                <span className="badge">{ui.analysis.planeStatus[plane.status]}</span>
              </p>
              <p>{text[plane.status]}</p>
            </li>
          );
        })}
      </ul>
    </>
  );
}
