import type { ContentBundle } from '@ankvidya/content';
import type { BabyName } from '@ankvidya/schemas';
import { fill } from '@/shared/content/content';
import type { Locale } from '@/shared/i18n/locale';
import { formatDob } from '@/shared/lib/dates';
import {
  addToReport,
  addedFor,
  removeFromReport,
  useReportAdditions,
} from '@/shared/state/report-draft';
import { AddToReport } from '@/shared/tool/AddToReport';
import { AppLink } from '@/shared/ui/AppLink';

/** A newborn's report reads at most this many of the shortlist, and needs at least two. */
export const REPORT_NAMES = { min: 2, max: 5 } as const;

/** The shortlist's best names for a report: by the fit they were read with, best first. */
export function bestForReport(names: readonly BabyName[]): string[] {
  return [...names]
    .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name))
    .slice(0, REPORT_NAMES.max)
    .map((name) => name.id);
}

/**
 * "Add to my report" for the shortlist: the best five names (and the time of birth, for the
 * birth star's syllables) go into the report draft for the child's date of birth, so the
 * newborn's report reads them (packages/schemas report-draft.ts `babyNames`, `birthTime`).
 */
export function ShortlistReport({
  names,
  dob,
  time,
  texts,
  locale,
}: {
  names: readonly BabyName[];
  dob: string;
  time: string | undefined;
  texts: ContentBundle['babyNamesPage']['report'];
  locale: Locale;
}) {
  const additions = useReportAdditions();
  const ids = bestForReport(names);
  const value = ids.join(',');
  const kept = addedFor(additions, 'babyNames', dob) === value;
  return (
    <div className="baby-shortlist__report">
      <h3>{texts.heading}</h3>
      <p>{texts.intro}</p>
      {ids.length < REPORT_NAMES.min ? (
        <p className="field__hint">{texts.needTwo}</p>
      ) : (
        <AddToReport
          kept={kept}
          onAdd={() => {
            addToReport('babyNames', value, dob);
            if (time) addToReport('birthTime', time, dob);
            else removeFromReport('birthTime');
          }}
          onRemove={() => {
            removeFromReport('babyNames');
            removeFromReport('birthTime');
          }}
          texts={{
            add: texts.add,
            added: fill(texts.added, { count: ids.length, dob: formatDob(dob, locale) }),
            remove: texts.remove,
            privacy: texts.privacy,
          }}
        />
      )}
      {kept ? (
        <p>
          <AppLink to="/pdf-download-page">{texts.reportLink}</AppLink>
        </p>
      ) : null}
    </div>
  );
}
