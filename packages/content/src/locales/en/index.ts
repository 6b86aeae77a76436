import type { ContentBundle } from '../../types.js';
import { attributes } from './attributes.js';
import { blogEntries, blogIndex } from './blog/index.js';
import { combinations } from './combinations/index.js';
import { compatibilityPage } from './compatibility-page.js';
import { businessPage } from './business-page.js';
import { gridImpact } from './grid-impact.js';
import { kua } from './kua.js';
import { lifePathNumbers } from './life-path-numbers.js';
import { missingNumbers } from './missing-numbers.js';
import { mobilePage } from './mobile-page.js';
import { babyNamesPage } from './baby-names-page.js';
import { account } from './account.js';
import { todayPage } from './today-page.js';
import { nameCorrection } from './name-correction.js';
import { occupations } from './occupations.js';
import { pages } from './pages.js';
import { personalYears } from './personal-years.js';
import { places } from './places.js';
import { planes } from './planes.js';
import { vehiclePage } from './vehicle-page.js';
import { housePage } from './house-page.js';
import { nameNumbers, psychicNumbers } from './psychic-and-name-numbers.js';
import { reading } from './reading.js';
import { report } from './report.js';
import { depth } from './report-depth.js';
import { email } from './email.js';
import { compatibility, mobile } from './tools.js';
import { site } from './site.js';
import { ui } from './ui.js';
import { invoice } from './invoice.js';
import { analysisPage } from './analysis-page.js';
import { calendar } from './calendar.js';
import { newbornReport } from './newborn-report.js';
import { newbornParents } from './newborn-parents.js';
import { timeWoven } from './report-time-woven.js';

/** Every English text of the product. */
export const en: ContentBundle = {
  locale: 'en',
  gridImpact,
  missingNumbers,
  psychicNumbers,
  lifePathNumbers,
  nameNumbers,
  kua,
  personalYears,
  planes,
  occupations,
  attributes,
  blog: { index: blogIndex, entries: blogEntries },
  site,
  pages,
  ui,
  report,
  combinations,
  reading,
  depth,
  compatibility,
  mobile,
  nameCorrection,
  mobilePage,
  todayPage,
  vehiclePage,
  housePage,
  babyNamesPage,
  compatibilityPage,
  businessPage,
  places,
  invoice,
  email,
  account,
  analysisPage,
  calendar,
  newbornReport,
  newbornParents,
  timeWoven,
};
