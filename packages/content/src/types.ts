import type { Digit, Direction, PlaneId } from '@ankvidya/numerology-core';
import type { NameCorrectionTexts } from './name-correction-types.js';
import type {
  CombinationTable,
  CompatibilityTexts,
  DepthTexts,
  MobileTexts,
  ReadingTexts,
} from './reading-types.js';
import type { ReportCopy } from './report-types.js';
import type { InvoiceTexts } from './invoice-types.js';
import type {
  BusinessPageTexts,
  CompatibilityPageTexts,
  HousePageTexts,
  MobilePageTexts,
  TodayPageTexts,
  VehiclePageTexts,
} from './tool-pages-types.js';
import type { BabyNamesPageTexts } from './baby-names-page-types.js';
import type { UiStrings } from './ui-types.js';
import type { NakshatraId } from '@ankvidya/numerology-core/birth-star';
import type { IndianStateCode } from './places/indian-states.js';
import type { EmailTexts } from './email-types.js';
import type { AccountTexts } from './account-types.js';
import type { AnalysisPageTexts } from './analysis-page-types.js';
import type { NewbornReportTexts } from './newborn-report-types.js';
import type { NewbornParentsTexts } from './newborn-parents-types.js';

export type { ReportCopy, UiStrings };
export type { NamedNumber, NumberName } from './ui-types.js';
export type * from './reading-types.js';
export type * from './name-correction-types.js';
export type * from './tool-pages-types.js';
export type * from './invoice-types.js';
export type * from './email-types.js';
export type * from './account-types.js';
export type * from './report-timing-types.js';
export type * from './analysis-page-types.js';
export type * from './newborn-report-types.js';
export type * from './newborn-parents-types.js';
export type * from './report-life-types.js';
export type * from './report-grid-weave-types.js';
export type * from './report-others-weave-types.js';
export type * from './report-time-woven-types.js';

import type { Locale } from './locales/registry.js';
import type { CalendarTexts } from './calendar-types.js';
import type { TimeWovenTexts } from './report-time-woven-types.js';

/** Every locale the site can be read in: the codes of the registry (locales/registry.ts). */
export type { Locale };

/** Names of places and stars, as one language writes them. */
export interface PlaceNames {
  /** India's states and union territories, by GST state code. */
  states: Readonly<Record<IndianStateCode, string>>;
  /** The 27 nakshatras, by numerology-core's ids. */
  nakshatras: Readonly<Record<NakshatraId, string>>;
}

/** One value for each digit 1 to 9. */
export type ByDigit<T> = { readonly [D in Digit]: T };

export type MasterNumber = 11 | 22 | 33;

/** A number's meaning in one role (psychic, life path or name). */
export interface NumberMeaning {
  /** A short epithet, e.g. "The Pioneer". */
  title: string;
  /** One sentence, 15 to 35 words. */
  summary: string;
  /** Two or three paragraphs, each 60 to 150 words. */
  paragraphs: readonly string[];
  /** Three to five short phrases. */
  strengths: readonly string[];
  /** Three to five short phrases, phrased kindly. */
  challenges: readonly string[];
}

export interface MissingNumberText {
  /** 60 to 150 words: what the absence of the digit tends to mean. */
  impact: string;
  /** Three to five practical, traditional suggestions, each one or two sentences. */
  remedies: readonly string[];
}

// Which directions a kua has (group, favourable, the others worst first) is numerology-core's
// KUA_DIRECTIONS, one table for both locales; content holds only their words.
export type { Direction, FavourableDirections } from '@ankvidya/numerology-core';

export interface KuaText {
  element: string;
  /** 60 to 150 words about this kua and how to use its directions at home and work. */
  description: string;
}

/** Names for the kua texts, read by the analysis page's kua card and the report's kua chapter. */
export interface KuaNames {
  groups: { East: string; West: string };
  /** Heading of the four favourable directions. */
  favourable: string;
  /** The same for kua 5, which uses the directions of "{kua}". */
  borrowedFavourable: string;
  purposes: { wealth: string; health: string; relationships: string; growth: string };
  /** Full names of the eight directions. */
  directions: Readonly<Record<Direction, string>>;
}

export interface PersonalYearText {
  /** A short theme, e.g. "A year of beginnings". */
  theme: string;
  /** 60 to 150 words. */
  overview: string;
  /** Three to five. */
  opportunities: readonly string[];
  /** Three to five. */
  cautions: readonly string[];
  /** A focus for each quarter: January-March, April-June, July-September, October-December. */
  quarters: readonly [string, string, string, string];
}

export interface PlaneText {
  /** Display name, e.g. "Mental plane". */
  name: string;
  /** 40 to 120 words: meaning when all three digits are present. */
  complete: string;
  /** 40 to 120 words: meaning when none of the three digits is present. */
  empty: string;
  /** One or two sentences for a plane with some of its digits present. */
  partial: string;
}

export interface Occupation {
  title: string;
  /** One line on why it suits the number. */
  why: string;
}

export interface OccupationText {
  /** One or two sentences introducing the list. */
  intro: string;
  /** Eight to twelve. */
  items: readonly Occupation[];
}

export interface NumberAttributes {
  planet: string;
  element: string;
  /** Lucky days are not here: numerology-core's luckyTimes reads them from the friend table. */
  luckyColours: readonly string[];
  /**
   * The planet's traditional gemstone (navaratna), e.g. Ruby / manik. Wherever it is shown,
   * `reading.gemCaution` is shown with it.
   */
  gem: {
    name: string;
    localName: string;
    /**
     * The stones of Saturn, Rahu and Ketu (neelam, gomed, lehsunia): tradition considers them only
     * after a full reading of the birth chart. Wherever such a gem is shown,
     * `reading.gemFromChartOnly` is shown with it too.
     */
    chartOnly: boolean;
  };
  /** The planet's traditional metal, e.g. "Copper". */
  metal: string;
}

export interface TitledText {
  title: string;
  text: string;
}

export interface ImageCard extends TitledText {
  /** Name of an image the web app draws, e.g. "topic-career-choices". */
  image: string;
  imageAlt: string;
}

/** A block of an article or legal page. */
export type Block =
  | { type: 'p'; text: string }
  | { type: 'ul'; items: readonly string[] }
  | { type: 'ol'; items: readonly string[] };

export interface Section {
  heading: string;
  blocks: readonly Block[];
}

export interface BlogEntry {
  /** Route path, e.g. "/blog/life-path-number-1". */
  path: string;
  title: string;
  keywords: readonly string[];
  /** 120 to 160 characters, for the meta description. */
  description: string;
  /** Image name, e.g. "life-path-1" or "life-path-number". */
  image: string;
  imageAlt: string;
  /** One or two sentences shown under the title and in the blog index. */
  intro: string;
  sections: readonly Section[];
  /** The free tool the article ends with; without it, the calculator's call to action. */
  tool?: BlogTool;
}

/** The call to action closing an article: the page of the tool the article is about. */
export interface BlogTool {
  heading: string;
  text: string;
  link: string;
  /** A route path of the site, e.g. "/name-correction". */
  to: string;
}

/** The blog index's groups, each article placed by its path (blogTopic). */
export type BlogTopic = 'lifePath' | 'moolank' | 'methods';

export interface Page {
  title: string;
  description: string;
  intro: string;
  sections: readonly Section[];
}

export interface LegalPage extends Page {
  /** Date of the current version, YYYY-MM-DD. */
  lastUpdated: string;
}

/** Reserved for real customers' words, with their consent. Empty until we have some. */
export interface Testimonial {
  quote: string;
  author: string;
  city: string;
}

export interface SiteCopy {
  brand: { name: string; tagline: string };
  hero: { title: string; subtitle: string; cta: string; imageAlt: string };
  introduction: { heading: string; paragraphs: readonly string[] };
  benefits: { heading: string; intro: string; cards: readonly ImageCard[] };
  features: {
    heading: string;
    intro: string;
    cards: readonly ImageCard[];
    /** The free tools shown after the six feature cards, each with a link to its page. */
    tools: readonly (TitledText & { link: string; to: string })[];
  };
  reportPromo: {
    heading: string;
    /** "3 years prediction, missing numbers impact, remedies for missing numbers, suitable occupations, and more" */
    summary: string;
    points: readonly string[];
    cta: string;
    imageAlt: string;
    /** "A {pages}-page personal reading in English or Hindi", {pages} from the rendered sample. */
    length: string;
    /** Above the three sample pages. */
    samplesHeading: string;
    /** Under them: whose report they come from (a made-up person). */
    samplesNote: string;
    /** Each sample page's alt text, "{page}" its page number. */
    sampleAlt: string;
  };
  /** One line shown on every page and printed in the PDF. */
  disclaimer: string;
  testimonials: readonly Testimonial[];
}

/** The site's own pages, loaded only by those pages. */
export interface SitePages {
  about: Page;
  contact: Page & { email: string; responseTime: string };
  privacy: LegalPage;
  terms: LegalPage;
  /** Refund and cancellation policy (/refund-policy), as Indian payment gateways ask for. */
  refund: LegalPage;
  /** Delivery policy for the PDF (/delivery-policy). */
  delivery: LegalPage;
  /** The business behind the site, from the server's configuration (GET /api/seller). */
  seller: SellerLabels;
  /** Links from each policy page to the others. */
  policyLinks: {
    heading: string;
    refund: string;
    delivery: string;
    terms: string;
    privacy: string;
    contact: string;
  };
}

/** Labels of the seller's details on the contact page. */
export interface SellerLabels {
  heading: string;
  legalName: string;
  tradeName: string;
  address: string;
  email: string;
  phone: string;
  gstin: string;
  /** "Not registered for GST" when the seller has no GSTIN. */
  noGstin: string;
  grievanceOfficer: string;
  /** While the details load (and in the prerendered page). */
  loading: string;
  /** The details could not be loaded: write to {email}. */
  failed: string;
  /** The server runs with built-in sample details (a local or demo copy of the site). */
  sample: string;
}

export interface ContentBundle {
  locale: Locale;
  /** Impact of a digit present in the grid, indexed by how many times it repeats minus one. */
  gridImpact: ByDigit<readonly string[]>;
  missingNumbers: ByDigit<MissingNumberText>;
  psychicNumbers: ByDigit<NumberMeaning>;
  lifePathNumbers: ByDigit<NumberMeaning> & { readonly [M in MasterNumber]: NumberMeaning };
  nameNumbers: ByDigit<NumberMeaning>;
  kua: ByDigit<KuaText> & { fiveNote: string; names: KuaNames };
  personalYears: ByDigit<PersonalYearText>;
  planes: { tradition: string } & { readonly [P in PlaneId]: PlaneText };
  occupations: ByDigit<OccupationText>;
  attributes: ByDigit<NumberAttributes>;
  blog: {
    index: {
      title: string;
      description: string;
      intro: string;
      /** The index by topic: its heading and each group's heading. */
      topicsHeading: string;
      topics: Readonly<Record<BlogTopic, string>>;
    };
    entries: readonly BlogEntry[];
  };
  site: SiteCopy;
  pages: SitePages;
  ui: UiStrings;
  report: ReportCopy;
  /** Moolank x bhagyank readings for the report, [moolank][bhagyank]. */
  combinations: CombinationTable;
  /** Texts that read several numbers together: compounds, months, harmony, remedies. */
  reading: ReadingTexts;
  /** Report-only readings of the grid that go deeper than the free page, in other words. */
  depth: DepthTexts;
  /** The partner compatibility tool's readings. */
  compatibility: CompatibilityTexts;
  /** The mobile number tool's readings. */
  mobile: MobileTexts;
  /** The name correction page and its tool. */
  nameCorrection: NameCorrectionTexts;
  /** The mobile number page (landing and the tool's words; the readings are `mobile`). */
  mobilePage: MobilePageTexts;
  /** The compatibility page (landing, the tool's words, the share image's words). */
  compatibilityPage: CompatibilityPageTexts;
  /** The today's number page (landing, the tool's words, the day's readings). */
  todayPage: TodayPageTexts;
  /** The vehicle number page (landing, the tool's words and its readings). */
  vehiclePage: VehiclePageTexts;
  /** The house or flat number page (landing, the tool's words and its readings). */
  housePage: HousePageTexts;
  /** The baby-name finder (landing, form, results, shortlist and compare). */
  babyNamesPage: BabyNamesPageTexts;
  /** The business name page (landing and the tool's words). */
  businessPage: BusinessPageTexts;
  /** Names of India's states and of the birth stars. */
  places: PlaceNames;
  /** The invoice and credit note PDFs. */
  invoice: InvoiceTexts;
  /** The emails the server sends (not loaded by the browser). */
  email: EmailTexts;
  /** My account, the receipt after a payment and the data notice at the first sign-in. */
  account: AccountTexts;
  /** The free analysis page's direct answers: name fit, lucky times, the grid's sources, the offer. */
  analysisPage: AnalysisPageTexts;
  /** The report's dated calendar, the calendar file and My account's calendar buttons. */
  calendar: CalendarTexts;
  /** A newborn's report: the chapter of shortlisted names and the report page's line. */
  newbornReport: NewbornReportTexts;
  /** A newborn's report, to the parents: its cover, opening chapter and glance. */
  newbornParents: NewbornParentsTexts;
  /** The report's time chapters read against the reader's own grid and name (issue 23 item 15). */
  timeWoven: TimeWovenTexts;
}
