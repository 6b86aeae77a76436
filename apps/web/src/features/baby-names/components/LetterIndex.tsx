import { NAME_LETTERS, type LetterGender } from '@ankvidya/content/lazy';
import { useContent } from '@/shared/content/content';
import { AppLink } from '@/shared/ui/AppLink';

/** The finder's path, where a visitor ranks names for their own baby. */
export const FINDER_PATH = '/baby-names';

/** One letter page's path as the route table writes it: "/baby-names/boy/a". */
export function letterPagePath(gender: LetterGender, letter: string): string {
  return `${FINDER_PATH}/${gender}/${letter}`;
}

/**
 * The letters with names, for boys and for girls, each linking to its page (no names data here:
 * the finder shows it too).
 */
export function LetterIndex({ current }: { current?: string }) {
  const { letterPages: texts } = useContent('babyNamesPage');
  return (
    <nav aria-label={texts.lettersHeading}>
      <h2>{texts.lettersHeading}</h2>
      {(['boy', 'girl'] as const).map((gender) => (
        <div key={gender}>
          <h3>{gender === 'boy' ? texts.boys : texts.girls}</h3>
          <ul className="digit-chips">
            {[...NAME_LETTERS[gender]].map((letter) => {
              const path = letterPagePath(gender, letter);
              const here = path === current;
              return (
                <li key={letter}>
                  <AppLink
                    to={path}
                    aria-current={here ? 'page' : undefined}
                    className={
                      here ? 'button button--small' : 'button button--secondary button--small'
                    }
                  >
                    {letter.toUpperCase()}
                  </AppLink>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
