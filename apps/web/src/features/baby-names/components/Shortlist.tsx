import type { ContentBundle } from '@ankvidya/content';
import type { BabyName } from '@ankvidya/schemas';
import { useId, useState } from 'react';
import { fill } from '@/shared/content/content';
import type { Locale } from '@/shared/i18n/locale';
import { DEVANAGARI_LANG } from '../script';
import type { BabyNamesSearch } from '../api';
import { shareUrl, whatsAppUrl } from '../share';
import {
  clearShortlist,
  COMPARE_MAX,
  COMPARE_MIN,
  removeFromShortlist,
  useShortlist,
} from '../shortlist';
import { ShortlistReport } from './ShortlistReport';

type BabyNamesPageTexts = ContentBundle['babyNamesPage'];

/**
 * The names kept in this browser: tick two to five to see them side by side, and share the list
 * (with the child's details it was read with) by link or WhatsApp.
 */
export function Shortlist({
  texts,
  locale,
  search,
  sharePath,
  origin,
}: {
  texts: BabyNamesPageTexts;
  locale: Locale;
  search: BabyNamesSearch | null;
  sharePath: string;
  origin: string;
}) {
  const id = useId();
  const { names } = useShortlist();
  const [chosen, setChosen] = useState<string[]>([]);
  const [comparing, setComparing] = useState(false);
  const [copied, setCopied] = useState(false);
  const { shortlist } = texts;
  const picked = names.filter((name) => chosen.includes(name.id));
  const link = search
    ? shareUrl(
        origin,
        sharePath,
        search,
        names.map((name) => name.id),
      )
    : null;
  const message = fill(shortlist.shareText, { names: names.map((n) => n.name).join(', ') });

  const toggle = (nameId: string) =>
    setChosen((current) =>
      current.includes(nameId)
        ? current.filter((other) => other !== nameId)
        : current.length < COMPARE_MAX
          ? [...current, nameId]
          : current,
    );

  return (
    <section className="panel baby-shortlist" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{shortlist.heading}</h2>
      <p className="field__hint">{shortlist.note}</p>
      {names.length === 0 ? (
        <p>{shortlist.empty}</p>
      ) : (
        <>
          <p className="field__hint">{shortlist.compareHint}</p>
          <ul className="baby-shortlist__names">
            {names.map((name) => (
              <li key={name.id}>
                <label>
                  <input
                    type="checkbox"
                    checked={chosen.includes(name.id)}
                    disabled={!chosen.includes(name.id) && chosen.length >= COMPARE_MAX}
                    onChange={() => toggle(name.id)}
                  />{' '}
                  <span lang={DEVANAGARI_LANG}>{name.devanagari}</span> {name.name}
                </label>
                <button
                  type="button"
                  className="link-button"
                  aria-label={fill(texts.results.remove, { name: name.name })}
                  onClick={() => {
                    removeFromShortlist(name.id);
                    setChosen((current) => current.filter((other) => other !== name.id));
                  }}
                >
                  ✕
                </button>
              </li>
            ))}
          </ul>
          <div className="baby-shortlist__actions">
            <button
              type="button"
              className="button"
              disabled={picked.length < COMPARE_MIN}
              onClick={() => setComparing(true)}
            >
              {shortlist.compare}
            </button>
            {link ? (
              <>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => {
                    void navigator.clipboard?.writeText(link).then(() => setCopied(true));
                  }}
                >
                  {shortlist.shareLink}
                </button>
                <a
                  className="button button--secondary"
                  href={whatsAppUrl(`${message} ${link}`)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {shortlist.shareWhatsApp}
                </a>
              </>
            ) : null}
            <button
              type="button"
              className="link-button"
              onClick={() => {
                clearShortlist();
                setChosen([]);
                setComparing(false);
              }}
            >
              {shortlist.clear}
            </button>
          </div>
          {copied ? <p role="status">{shortlist.copied}</p> : null}
          {search ? (
            <ShortlistReport
              names={names}
              dob={search.dob}
              time={search.time}
              texts={texts.report}
              locale={locale}
            />
          ) : null}
        </>
      )}
      {comparing && picked.length >= COMPARE_MIN ? (
        <Compare names={picked} texts={texts} locale={locale} onClose={() => setComparing(false)} />
      ) : null}
    </section>
  );
}

/** Two to five names side by side, one column each, so a phone scrolls the table sideways. */
function Compare({
  names,
  texts,
  locale,
  onClose,
}: {
  names: readonly BabyName[];
  texts: BabyNamesPageTexts;
  locale: Locale;
  onClose: () => void;
}) {
  const { compare, results } = texts;
  const verdicts = (harmony: BabyName['harmony']) =>
    `${results.verdicts[harmony.moolank]} / ${results.verdicts[harmony.bhagyank]}`;
  const rows: Array<[string, (name: BabyName) => string]> = [
    [compare.meaning, (name) => name.meaning[locale]],
    [
      compare.nameNumber,
      (name) => `${name.compound}/${name.nameNumber} · ${verdicts(name.harmony)}`,
    ],
    [
      compare.fullName,
      (name) =>
        name.fullName
          ? `${name.fullName.compound}/${name.fullName.nameNumber} · ${verdicts(name.fullName.harmony)}`
          : '–',
    ],
    [
      compare.syllable,
      (name) =>
        name.syllableMatch === null
          ? '–'
          : name.syllableMatch
            ? results.working.syllableYes
            : results.working.syllableNo,
    ],
    [compare.score, (name) => `${name.score}/100`],
  ];
  return (
    <div className="baby-compare">
      <h3>{compare.heading}</h3>
      <div className="baby-compare__scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">{compare.name}</th>
              {names.map((name) => (
                <th scope="col" key={name.id}>
                  <span lang={DEVANAGARI_LANG}>{name.devanagari}</span>
                  <br />
                  {name.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, cell]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {names.map((name) => (
                  <td key={name.id}>{cell(name)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <button type="button" className="link-button" onClick={onClose}>
        {compare.close}
      </button>
    </div>
  );
}
