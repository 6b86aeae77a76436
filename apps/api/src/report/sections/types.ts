import type { ReportCopy } from '@ankvidya/content';
import type { Block } from '../layout/flow.js';
import type { ReportModel } from '../model.js';

export type SectionId = keyof ReportCopy['sections'];

/** One numbered section of the report: its id names its heading in the content's `report`. */
export interface Section {
  id: SectionId;
  /** The blocks after the section's heading and introduction. */
  blocks(model: ReportModel): Block[];
}
