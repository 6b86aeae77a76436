import type { UiStrings } from '@ankvidya/content';

export const navItems = (ui: UiStrings) => [
  { to: '/', label: ui.nav.home },
  { to: '/numerology-calculator', label: ui.nav.calculator },
  { to: '/name-correction', label: ui.nav.nameCorrection },
  { to: '/mobile-number-numerology', label: ui.nav.mobileNumber },
  { to: '/compatibility', label: ui.nav.compatibility },
  { to: '/blog', label: ui.nav.blog },
  { to: '/about', label: ui.nav.about },
  { to: '/contact', label: ui.nav.contact },
];
