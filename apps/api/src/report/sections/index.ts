/** The numbered sections in the order the report prints them (cover and contents come first). */
import { disclaimerSection } from './disclaimer.js';
import { gridSection } from './grid.js';
import { impactSection } from './impact.js';
import { inDepthSection } from './in-depth.js';
import { kuaSection } from './kua.js';
import { missingSection } from './missing.js';
import { numbersSection } from './numbers.js';
import { occupationsSection } from './occupations.js';
import { planesSection } from './planes.js';
import { predictionSection } from './prediction.js';
import type { Section } from './types.js';

export const SECTIONS: readonly Section[] = [
  numbersSection,
  gridSection,
  impactSection,
  missingSection,
  planesSection,
  inDepthSection,
  kuaSection,
  predictionSection,
  occupationsSection,
  disclaimerSection,
];

export { drawCover } from './cover.js';
export { drawContents } from './contents.js';
export type { Section, SectionId } from './types.js';
