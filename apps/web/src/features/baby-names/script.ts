/**
 * The language tag of a name's Devanagari spelling, so screen readers and fonts treat it as
 * Devanagari whatever the page's language (a tag for the script, not one of the site's locales).
 */
export const DEVANAGARI_LANG = 'hi-Deva';
