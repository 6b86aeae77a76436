/**
 * A newborn's report: the chapter that reads the best names of the baby-names shortlist against
 * the child's numbers (apps/api report section `newborn-names`). Placeholders in braces are
 * filled by the report.
 */
export interface NewbornReportTexts {
  // The chapter's heading and introduction are the report's (report.sections.newborn).
  /** What the names are read against: "{moolank}", "{bhagyank}". */
  numbers: string;
  /** "...birth star {star}, pada {pada}. The child's syllable is {syllable}; the star's four are {syllables}." */
  star: string;
  /** No time of birth came with the report. */
  noTime: string;
  /** The table's columns; {moolank} and {bhagyank} are the child's. */
  columns: {
    name: string;
    meaning: string;
    number: string;
    moolank: string;
    bhagyank: string;
    syllable: string;
  };
  syllable: { yes: string; no: string };
  /** Each name's working: "{name}: {letters} = {compound}, naamank {number}." */
  working: string;
  /** The best of the names: "{name}", "{verdict}" with "{moolank}", "{verdict2}" with "{bhagyank}". */
  best: string;
  /** As best, when that name also begins with a syllable of the birth star (the tie-breaker). */
  bestWithSyllable: string;
  /**
   * In place of best, when every shortlisted name is less easy with moolank or bhagyank: none is
   * called best. "{moolank}", "{bhagyank}".
   */
  noBest: string;
  /** A name is more than its number. */
  framing: string;
}
