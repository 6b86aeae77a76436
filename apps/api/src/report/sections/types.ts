import type { ReportCopy } from '@ankvidya/content';
import type { Block } from '../layout/flow.js';
import type { ReportModel } from '../model.js';

export type SectionId = keyof ReportCopy['sections'];

/** One numbered chapter of the report. */
export interface Section {
  /** Names the chapter's heading and introduction in the content's `report`, unless given below. */
  id: SectionId | keyof ReportCopy['reading']['chapters'] | 'timing';
  /**
   * The chapter's heading, for chapters whose wording lives elsewhere in the copy; with the
   * report's model, in its wording for that report (a newborn's glance speaks of the child).
   */
  title?: (copy: ReportCopy, model?: ReportModel) => string;
  /** One or two sentences under the heading; none when it returns undefined. */
  intro?: (copy: ReportCopy, model?: ReportModel) => string | undefined;
  /** The blocks after the section's heading and introduction. */
  blocks(model: ReportModel): Block[];
  /** Whether this report prints the chapter; always, unless given (a newborn's names). */
  applies?: (model: ReportModel) => boolean;
}
