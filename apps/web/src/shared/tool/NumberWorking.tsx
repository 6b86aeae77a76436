import { reductionChain } from '@ankvidya/numerology-core';

/** One character of a number as a chip, with its value when it is a letter counted by table. */
export interface WorkingChip {
  character: string | number;
  value?: number | undefined;
}

/** "Total 13", then "1 + 3 = 4" and so on down to one digit: the sums under the chips. */
export const sumsDownTo = (first: string, total: number): string[] => [
  first,
  ...reductionChain(total).map((step) => `${step.digits.join(' + ')} = ${step.total}`),
];

/** Chips in groups (a mobile number's two halves, or one group), named for a screen reader. */
export function DigitChips({
  label,
  groups,
}: {
  label: string;
  groups: ReadonlyArray<readonly WorkingChip[]>;
}) {
  return (
    <ul className="digit-chips" aria-label={label}>
      {groups.map((group, at) => (
        <li key={at}>
          {group.map((chip, index) => (
            <span key={index} className="chip">
              <span className="chip__letter">{chip.character}</span>
              {chip.value === undefined ? null : <span className="chip__value">{chip.value}</span>}
            </span>
          ))}
        </li>
      ))}
    </ul>
  );
}

/** A number tool's working: the number's characters as chips, then the sums that reduce it. */
export function NumberWorking({
  chipsLabel,
  groups,
  sums,
}: {
  chipsLabel: string;
  groups: ReadonlyArray<readonly WorkingChip[]>;
  sums: readonly string[];
}) {
  return (
    <div className="tool-working">
      <DigitChips label={chipsLabel} groups={groups} />
      <WorkingSums sums={sums} />
    </div>
  );
}

/** The sums of a working, one a line, in order. */
export function WorkingSums({ sums }: { sums: readonly string[] }) {
  return (
    <ol className="working__sums">
      {sums.map((sum) => (
        <li key={sum}>{sum}</li>
      ))}
    </ol>
  );
}
