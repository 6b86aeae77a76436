import type { UiStrings } from '@ankvidya/content';
import { navEntries } from '../route-table';

/** The header's menu, from the route table (each page's `nav`), in the table's order for it. */
export const navItems = (ui: UiStrings) =>
  navEntries().map((entry) => ({ to: entry.path, label: ui.nav[entry.nav.label] }));
