/**
 * The report page's ReportDraft (packages/schemas/src/report-draft.ts), built from what the
 * visitor has told the site: the person of their analysis, the spelling starred on the name
 * tool, the page's language, and whatever the tools added (shared/state/report-draft.ts).
 */
import type { Locale } from '@ankvidya/content';
import type { Gender } from '@ankvidya/numerology-core';
import type { ReportCopyInput, ReportDraftInput } from '@ankvidya/schemas';
import type { ReportAddition } from '@/shared/state/report-draft';

export interface DraftSources {
  person: { name: string; dob: string; gender: Gender };
  /** The name in Latin letters, for a name written in another script. */
  latinName?: string;
  /** The spelling starred in the name correction tool for this name, if any. */
  preferredSpelling?: string;
  /** The language of the page the report is asked for on: the PDF is written in it. */
  locale: Locale;
  /** What the tools added for this person (additionsFor). */
  additions: Partial<Record<ReportAddition, string>>;
}

export interface BuiltDraft {
  /** The whole draft. */
  draft: ReportDraftInput & { locale: Locale };
  /**
   * What POST /api/reports is sent: the draft less the tools' additions, which go with the
   * download only (a mobile number crosses the network once, and changing one asks for no new
   * report).
   */
  report: ReportDraftInput & { locale: Locale };
  /** The draft's copy: the body of the download (the year is added when it is pressed). */
  copy: ReportCopyInput;
}

export function buildReportDraft({
  person,
  latinName,
  preferredSpelling,
  locale,
  additions,
}: DraftSources): BuiltDraft {
  const kept = {
    ...(preferredSpelling ? { preferredSpelling } : {}),
    locale,
  };
  const report = { ...person, ...(latinName ? { latinName } : {}), ...kept };
  const copy = { ...kept, ...additions };
  return { draft: { ...report, ...additions }, report, copy };
}
