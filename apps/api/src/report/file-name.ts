/** The download's file name, e.g. numerology-report-asha-verma-1990-08-05.pdf: ASCII only. */

const PREFIX = 'numerology-report';
const MAX_SLUG = 60;

/** Lower-case ASCII words joined by hyphens; accents are dropped, other scripts are left out. */
export function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG)
    .replace(/-+$/, '');
}

export function reportFileName(name: string, dob: string): string {
  const parts = [PREFIX, slug(name), slug(dob)].filter((part) => part !== '');
  return `${parts.join('-')}.pdf`;
}
