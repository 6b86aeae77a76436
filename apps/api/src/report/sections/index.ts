/** The numbered chapters in the order the report prints them (cover and contents come first). */
import { combinationSection } from './combination.js';
import { disclaimerSection } from './disclaimer.js';
import { glanceSection } from './glance.js';
import { gridSection } from './grid.js';
import { harmonySection } from './harmony.js';
import { howToReadSection } from './how-to-read.js';
import { impactSection } from './impact.js';
import { inDepthSection } from './in-depth.js';
import { kuaSection } from './kua.js';
import { missingSection } from './missing.js';
import { newbornNamesSection } from './newborn-names.js';
import { monthsSection } from './months.js';
import { notForNewborn } from './newborn-scope.js';
import { numbersSection } from './numbers.js';
import { occupationsSection } from './occupations.js';
import { othersSection } from './others.js';
import { planesSection } from './planes.js';
import { predictionSection } from './prediction.js';
import { remediesSection } from './remedies.js';
import { timingSection } from './timing.js';
import type { ReportCopy } from '@ankvidya/content';
import type { ReportModel } from '../model.js';
import type { Section, SectionId } from './types.js';

export const SECTIONS: readonly Section[] = [
  howToReadSection,
  glanceSection,
  numbersSection,
  combinationSection,
  harmonySection,
  newbornNamesSection,
  gridSection,
  impactSection,
  planesSection,
  missingSection,
  remediesSection,
  inDepthSection,
  kuaSection,
  predictionSection,
  timingSection,
  monthsSection,
  occupationsSection,
  othersSection,
  disclaimerSection,
];

export function titleOf(section: Section, copy: ReportCopy, model?: ReportModel): string {
  if (section.title) return section.title(copy, model);
  return copy.sections[section.id as SectionId];
}

export function introOf(
  section: Section,
  copy: ReportCopy,
  model?: ReportModel,
): string | undefined {
  if (section.intro) return section.intro(copy, model);
  return (copy.sectionIntros as Partial<Record<string, string>>)[section.id];
}

/**
 * The chapter headings in print order, as the contents page lists them: of the report of `model`,
 * or without one, the chapters of a grown-up's report (not a newborn's names; the chapters left
 * out of a newborn's report are in it).
 */
export function chapterTitles(copy: ReportCopy, model?: ReportModel): string[] {
  return SECTIONS.filter((section) =>
    model
      ? (section.applies?.(model) ?? true)
      : !section.applies || section.applies === notForNewborn,
  ).map((section) => titleOf(section, copy, model));
}

export { drawCover } from './cover.js';
export { drawContents } from './contents.js';
export type { Section, SectionId } from './types.js';
