import { use } from 'react';
import type { LetterGender } from '@ankvidya/content/lazy';
import { GIVEN_NAMES, loadNameMeanings, type NameMeanings } from '@ankvidya/content/names';
import { fill, useContent } from '@/shared/content/content';
import { useLocale, type Locale } from '@/shared/i18n/locale';
import { Seo } from '@/shared/seo/Seo';
import { AppLink } from '@/shared/ui/AppLink';
// The site's stylesheet is one file inlined on every page, so these pages reuse its classes
// (baby-names.css, index.css) rather than adding rules every page would download.
import './baby-names.css';
import { FINDER_PATH, LetterIndex, letterPagePath } from './LetterIndex';

const meaningsByLocale = new Map<Locale, Promise<NameMeanings>>();

/** Each locale's meanings are downloaded once, and only by these pages. */
export function meaningsIn(locale: Locale): Promise<NameMeanings> {
  let found = meaningsByLocale.get(locale);
  if (!found) {
    found = loadNameMeanings(locale);
    meaningsByLocale.set(locale, found);
  }
  return found;
}

/** The names for a gender ('both' counts for either) whose usual spelling starts with `letter`. */
export function namesStartingWith(gender: LetterGender, letter: string) {
  return GIVEN_NAMES.filter(
    (name) =>
      (name.gender === gender || name.gender === 'both') &&
      name.latin[0].toLowerCase().startsWith(letter),
  ).sort((a, b) => a.latin[0].localeCompare(b.latin[0], 'en'));
}

/**
 * The names of one gender starting with one letter, each with its Devanagari spelling and its
 * meaning in the page's language: a prerendered page for people who search for exactly that.
 */
export function NamesByLetterPage({ gender, letter }: { gender: LetterGender; letter: string }) {
  const { letterPages: texts } = useContent('babyNamesPage');
  const locale = useLocale();
  const meanings = use(meaningsIn(locale));
  const names = namesStartingWith(gender, letter);
  const path = letterPagePath(gender, letter);
  const values = { letter: letter.toUpperCase(), count: names.length };
  const title = fill(gender === 'boy' ? texts.boyTitle : texts.girlTitle, values);
  return (
    <div className="container">
      <Seo
        title={title}
        description={fill(gender === 'boy' ? texts.boyDescription : texts.girlDescription, values)}
        path={path}
      />
      <h1>{title}</h1>
      <p className="lead">{texts.intro}</p>
      <p>
        <AppLink to={FINDER_PATH} className="button">
          {texts.toolLink}
        </AppLink>
      </p>
      <ul className="baby-names">
        {names.map((name) => (
          <li key={name.id} className="baby-name" data-name={name.id}>
            <strong lang="en">{name.latin.join(', ')}</strong>{' '}
            <span lang="hi">{name.devanagari}</span>
            {name.gender === 'both' ? <small> ({texts.both})</small> : null}
            <br />
            {meanings[name.id]}
          </li>
        ))}
      </ul>
      <LetterIndex current={path} />
    </div>
  );
}
