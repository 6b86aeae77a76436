/**
 * This locale's texts section by section, each loaded on its own (its own chunk in the browser).
 * The same in every locale's folder: copy it as it is.
 */
import type { SectionLoaders } from '../../section-types.js';

export const sections: SectionLoaders = {
  gridImpact: () => import('./grid-impact.js').then((m) => m.gridImpact),
  missingNumbers: () => import('./missing-numbers.js').then((m) => m.missingNumbers),
  psychicNumbers: () => import('./psychic-and-name-numbers.js').then((m) => m.psychicNumbers),
  nameNumbers: () => import('./psychic-and-name-numbers.js').then((m) => m.nameNumbers),
  lifePathNumbers: () => import('./life-path-numbers.js').then((m) => m.lifePathNumbers),
  kua: () => import('./kua.js').then((m) => m.kua),
  personalYears: () => import('./personal-years.js').then((m) => m.personalYears),
  planes: () => import('./planes.js').then((m) => m.planes),
  occupations: () => import('./occupations.js').then((m) => m.occupations),
  attributes: () => import('./attributes.js').then((m) => m.attributes),
  site: () => import('./site.js').then((m) => m.site),
  pages: () => import('./pages.js').then((m) => m.pages),
  ui: () => import('./ui.js').then((m) => m.ui),
  report: () => import('./report.js').then((m) => m.report),
  combinations: () => import('./combinations/index.js').then((m) => m.combinations),
  reading: () => import('./reading.js').then((m) => m.reading),
  depth: () => import('./report-depth.js').then((m) => m.depth),
  compatibility: () => import('./tools.js').then((m) => m.compatibility),
  mobile: () => import('./tools.js').then((m) => m.mobile),
  nameCorrection: () => import('./name-correction.js').then((m) => m.nameCorrection),
  mobilePage: () => import('./mobile-page.js').then((m) => m.mobilePage),
  vehiclePage: () => import('./vehicle-page.js').then((m) => m.vehiclePage),
  housePage: () => import('./house-page.js').then((m) => m.housePage),
  babyNamesPage: () => import('./baby-names-page.js').then((m) => m.babyNamesPage),
  compatibilityPage: () => import('./compatibility-page.js').then((m) => m.compatibilityPage),
  businessPage: () => import('./business-page.js').then((m) => m.businessPage),
  places: () => import('./places.js').then((m) => m.places),
  invoice: () => import('./invoice.js').then((m) => m.invoice),
  account: () => import('./account.js').then((m) => m.account),
  calendar: () => import('./calendar.js').then((m) => m.calendar),
  todayPage: () => import('./today-page.js').then((m) => m.todayPage),
  analysisPage: () => import('./analysis-page.js').then((m) => m.analysisPage),
  newbornReport: () => import('./newborn-report.js').then((m) => m.newbornReport),
  newbornParents: () => import('./newborn-parents.js').then((m) => m.newbornParents),
  timeWoven: () => import('./report-time-woven.js').then((m) => m.timeWoven),
  blog: () =>
    import('./blog/index.js').then((m) => ({ index: m.blogIndex, entries: m.blogEntries })),
};
