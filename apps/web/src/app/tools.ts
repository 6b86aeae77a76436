/**
 * The tools registry: every free tool of the site, once. The route table (its pages, so the
 * router, prerender, sitemap and hreflang), the header's menu, the footer's tool links, the home
 * page's tool cards and the link-preview images all read this list; none of them names a tool.
 * A tool's page is its feature's default export, drawn in the shared shell (shared/tool/).
 * Adding a tool: docs/extending.md ("Adding a tool").
 */
import type { ContentBundle, SiteCopy, UiStrings } from '@ankvidya/content';
import type { Digit } from '@ankvidya/numerology-core';
import type { ContentKey } from '@/shared/content/content';
import type { ToolLandingTexts } from '@/shared/tool/ToolPage';
import { withTool, type ToolPageComponent } from '@/shared/tool/tool-frame';
import type { PageModule } from './route-table';

/** The sections of packages/content that hold a tool's landing (title, lead, search tags). */
export type ToolTextsKey = {
  [K in keyof ContentBundle]: ContentBundle[K] extends ToolLandingTexts ? K : never;
}[keyof ContentBundle];

/** Those whose texts also carry the line for a link-preview image (meta.shareKicker). */
type ShareableTextsKey = {
  [K in ToolTextsKey]: ContentBundle[K] extends { meta: { shareKicker: string } } ? K : never;
}[ToolTextsKey];

/** The tool names the header's menu and the footer can show: ui.nav[id] in every locale. */
type NavLabelKey = keyof UiStrings['nav'];

interface ToolDefinition<Id extends NavLabelKey, Texts extends ToolTextsKey = ToolTextsKey> {
  /** A stable name (also its route id and its label, ui.nav[id]). */
  id: Id;
  /** The English path; other locales add their prefix (locale registry). */
  path: string;
  /**
   * The page's source file, for finding its chunk in Vite's manifest: written
   * `__SOURCE_PATHS__ && 'src/...'`, so only the build has it (route-table.ts, RouteEntry.module).
   */
  module: string | false;
  page: () => Promise<{ default: ToolPageComponent }>;
  /** The page's landing texts: its title and meta, also drawn on its share image. */
  texts: Texts;
  /** Other text sections loaded with the page (its `texts` always are). */
  content?: readonly ContentKey[];
  /** Where the tool is offered: the header's menu (at this order among the pages). */
  nav: number | null;
  /** The home page's tool cards, at this order (texts: site.features.tools, by path). */
  home: number | null;
  /** The footer's column of tools. */
  footer: boolean;
  /**
   * Its own link-preview image, drawn at build time with its title and meta.shareKicker and this
   * digit lit in the Lo Shu square; null for the site's image.
   */
  shareImage: Texts extends ShareableTextsKey ? ShareImage | null : null;
}

/** A tool's own link-preview image: the Lo Shu square with this digit lit. */
interface ShareImage {
  highlight: Digit;
}

export interface ToolEntry<Id extends NavLabelKey = NavLabelKey> extends Omit<
  ToolDefinition<Id>,
  'page' | 'content' | 'shareImage'
> {
  content: readonly ContentKey[];
  shareImage: ShareImage | null;
  /** The page for the route table: the feature's page, handed its entry. */
  load: () => Promise<PageModule>;
}

function tool<const Id extends NavLabelKey, const Texts extends ToolTextsKey>(
  definition: ToolDefinition<Id, Texts>,
): ToolEntry<Id> {
  const { page, content = [], ...entry } = definition;
  const frame = { path: entry.path, ownImage: entry.shareImage !== null };
  return {
    ...entry,
    content: [entry.texts, ...content],
    load: () => page().then((module) => ({ default: withTool(frame, module.default) })),
  };
}

/** Every tool, in the order the route table (and so the prerender and sitemap) lists them. */
export const TOOLS = [
  tool({
    id: 'nameCorrection',
    path: '/name-correction',
    module: __SOURCE_PATHS__ && 'src/features/name-correction/components/NameCorrectionPage.tsx',
    page: () => import('@/features/name-correction/components/NameCorrectionPage'),
    // The compound and harmony texts (`reading`) load with the tool itself.
    texts: 'nameCorrection',
    nav: 3,
    home: 1,
    footer: true,
    shareImage: null,
  }),
  tool({
    id: 'mobileNumber',
    path: '/mobile-number-numerology',
    module: __SOURCE_PATHS__ && 'src/features/mobile-number/components/MobileNumberPage.tsx',
    page: () => import('@/features/mobile-number/components/MobileNumberPage'),
    // The readings (`mobile`) load while the visitor types.
    texts: 'mobilePage',
    nav: 4,
    home: 2,
    footer: true,
    // Mercury (5, communication) for the phone.
    shareImage: { highlight: 5 },
  }),
  tool({
    id: 'compatibility',
    path: '/compatibility',
    module: __SOURCE_PATHS__ && 'src/features/compatibility/components/CompatibilityPage.tsx',
    page: () => import('@/features/compatibility/components/CompatibilityPage'),
    // The pair readings (`compatibility`) load while the visitor types.
    texts: 'compatibilityPage',
    nav: 5,
    home: 3,
    footer: true,
    // Venus (6, partnership) for the pair.
    shareImage: { highlight: 6 },
  }),
  tool({
    id: 'numerologyToday',
    path: '/numerology-today',
    module: __SOURCE_PATHS__ && 'src/features/numerology-today/components/NumerologyTodayPage.tsx',
    page: () => import('@/features/numerology-today/components/NumerologyTodayPage'),
    // The day's readings are part of its texts: the date is known only in the browser.
    texts: 'todayPage',
    nav: null,
    home: null,
    footer: true,
    // The Sun (1, a fresh start) for the day.
    shareImage: { highlight: 1 },
  }),
  tool({
    id: 'vehicleNumber',
    path: '/vehicle-number-numerology',
    module: __SOURCE_PATHS__ && 'src/features/vehicle-number/components/VehicleNumberPage.tsx',
    page: () => import('@/features/vehicle-number/components/VehicleNumberPage'),
    texts: 'vehiclePage',
    nav: null,
    home: 4,
    footer: true,
    // Mercury (5, movement and travel) for the vehicle.
    shareImage: { highlight: 5 },
  }),
  tool({
    id: 'houseNumber',
    path: '/house-number-numerology',
    module: __SOURCE_PATHS__ && 'src/features/house-number/components/HouseNumberPage.tsx',
    page: () => import('@/features/house-number/components/HouseNumberPage'),
    texts: 'housePage',
    nav: null,
    home: 5,
    footer: true,
    // The Moon (2, home and care) for the home.
    shareImage: { highlight: 2 },
  }),
  tool({
    id: 'babyNames',
    path: '/baby-names',
    module: __SOURCE_PATHS__ && 'src/features/baby-names/components/BabyNamesPage.tsx',
    page: () => import('@/features/baby-names/components/BabyNamesPage'),
    // The names list stays on the server: the API ranks it and sends a page at a time.
    texts: 'babyNamesPage',
    nav: null,
    home: null,
    footer: true,
    // The Moon (2), whose place gives the birth star.
    shareImage: { highlight: 2 },
  }),
  tool({
    id: 'businessName',
    path: '/business-name-numerology',
    module: __SOURCE_PATHS__ && 'src/features/business-name/components/BusinessNamePage.tsx',
    page: () => import('@/features/business-name/components/BusinessNamePage'),
    texts: 'businessPage',
    // Offered in the footer's tools; the header's menu and the home page keep their size.
    nav: null,
    home: null,
    footer: true,
    // Jupiter (3, growth and wisdom) for a venture.
    shareImage: { highlight: 3 },
  }),
] as const;

export type ToolId = (typeof TOOLS)[number]['id'];

type HomeToolCard = SiteCopy['features']['tools'][number];

/**
 * The home page's tool cards: the tools placed there, in their order, each with its texts from
 * site.features.tools (found by the tool's path). A tool without texts is left out, which the
 * registry's test reports.
 */
export function homeToolCards(cards: readonly HomeToolCard[]): HomeToolCard[] {
  return TOOLS.filter((entry) => entry.home !== null)
    .sort((a, b) => (a.home ?? 0) - (b.home ?? 0))
    .flatMap((entry) => cards.filter((card) => card.to === entry.path));
}

/** The footer's links to the tools placed there, labelled as in the menu. */
export function footerToolLinks(ui: UiStrings): { label: string; to: string }[] {
  return TOOLS.filter((entry) => entry.footer).map((entry) => ({
    label: ui.nav[entry.id],
    to: entry.path,
  }));
}

/** The tools with their own share image: the build draws each (scripts/share-images.mjs). */
export function toolShareImages(): { path: string; texts: ToolTextsKey; highlight: Digit }[] {
  return TOOLS.flatMap((entry) =>
    entry.shareImage
      ? [{ path: entry.path, texts: entry.texts, highlight: entry.shareImage.highlight }]
      : [],
  );
}
