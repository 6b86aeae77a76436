import type { NameLetter } from '@ankvidya/numerology-core';
import type { NameCorrectionTexts } from '@ankvidya/content';
import { fill } from '@/shared/content/content';
import { sumsDownTo, WorkingSums } from '@/shared/tool/NumberWorking';

/**
 * A spelling's working, as the analysis page shows the name number's: the letters as chips with
 * their values under them, word by word, then "Total 28 → 2 + 8 = 10 → 1 + 0 = 1".
 */
export function NameWorking({
  letters,
  compound,
  texts,
}: {
  letters: readonly NameLetter[];
  compound: number;
  texts: NameCorrectionTexts['reading'];
}) {
  const words: NameLetter[][] = [];
  for (const letter of letters) (words[letter.word] ??= []).push(letter);
  const sums = sumsDownTo(fill(texts.total, { total: compound }), compound);
  return (
    <div className="name-working">
      <ul className="letters">
        {words
          .filter((word) => word.length > 0)
          .map((word, index) => (
            <li key={index} className="letters__word">
              {word.map((letter, at) => (
                <span key={at} className="chip">
                  <span className="chip__letter">{letter.letter}</span>
                  <span className="visually-hidden"> {texts.letterValue} </span>
                  <span className="chip__value">{letter.value}</span>
                </span>
              ))}
            </li>
          ))}
      </ul>
      <WorkingSums sums={sums} />
    </div>
  );
}
