/**
 * Readings a practitioner would sign (issue 23): each chapter prints only what applies to the
 * reader, labels what could be read two ways, and keeps its gem cautions beside the gem.
 */
import { getContent, LOCALES } from '@ankvidya/content';
import { describe, expect, it } from 'vitest';
import { buildModel, type ReportRequest } from '../../src/report/model.js';
import { sectionTexts } from './section-text.js';

const base = {
  gender: 'Female',
  generatedAt: new Date('2026-03-14T10:30:00Z'),
  currentYear: 2026,
} as const;

/** A reader born on `day` (so moolank = the day reduced), in a locale. */
const reader = (day: number, locale: (typeof LOCALES)[number]): ReportRequest => ({
  ...base,
  name: 'Asha Verma',
  dob: `1990-08-${String(day).padStart(2, '0')}`,
  locale,
});

describe.each(LOCALES)('the compatibility page in %s', (locale) => {
  const content = getContent(locale);
  const texts = sectionTexts(buildModel(reader(8, locale)), 'others');

  it('prints only the verdict of the pair it reads (the moolank with itself), labelled', () => {
    const { friendly, neutral, challenging } = content.compatibility.verdicts;
    expect(texts.join(' ')).toContain(friendly.slice(0, 50));
    expect(texts.join(' ')).not.toContain(neutral.slice(0, 50));
    expect(texts.join(' ')).not.toContain(challenging.slice(0, 50));
    const label = texts.indexOf(content.report.reading.others.sameVerdict);
    expect(label).toBeGreaterThan(-1);
    expect(texts[label + 1]).toBe(content.compatibilityPage.result.verdicts.friendly);
  });
});
