/**
 * Issue 23, item 13: the timing chapter prints the next nine personal years (drawn and read one by
 * one), the relationship years with their reasons, starts from the coming year from October, and
 * reads each year with the reader's own moolank and bhagyank.
 */
import { getContent, LOCALES, type Locale } from '@ankvidya/content';
import { describe, expect, it } from 'vitest';
import { fill } from '../../src/report/format.js';
import { buildModel, type ReportRequest } from '../../src/report/model.js';
import { SECTIONS } from '../../src/report/sections/index.js';
import { yearReading } from '../../src/report/sections/timing.js';
import { sectionTexts } from './section-text.js';

const request = (locale: Locale, extra: Partial<ReportRequest> = {}): ReportRequest => ({
  name: 'Asha Verma',
  dob: '1990-08-08',
  gender: 'Female',
  generatedAt: new Date('2026-03-14T10:30:00Z'),
  currentYear: 2026,
  locale,
  ...extra,
});

/** Made on 25 November 2026 (in India). */
const november = { generatedAt: new Date('2026-11-25T06:00:00Z') };

describe('the timing chapter', () => {
  it('comes right after the 3-year prediction', () => {
    const ids = SECTIONS.map((s) => s.id);
    expect(ids.indexOf('timing')).toBe(ids.indexOf('prediction') + 1);
  });

  describe.each(LOCALES)('in %s', (locale) => {
    const copy = getContent(locale).report.timing;

    it('draws and reads the nine years from this year, each with its personal year', () => {
      const model = buildModel(request(locale));
      const texts = sectionTexts(model, 'timing');
      const years = model.timing.years;
      expect(years.map((y) => y.year)).toEqual([
        2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034,
      ]);
      // 8 August: 8 + 8 + reduce(year); 2026 reduces to 1, so personal year 8 + 8 + 1 = 17 = 8.
      expect(years[0]?.personalYear).toBe(8);
      for (const year of years) {
        // In the figure: the calendar year over the circled personal year.
        expect(texts).toContain(String(year.year));
        const headings = texts.filter((t) =>
          t.startsWith(fill(copy.yearHeading, { year: year.year, number: year.personalYear })),
        );
        expect(headings).toHaveLength(1);
        expect(headings[0]!.includes(copy.relationshipTag)).toBe(year.relationship.length > 0);
        expect(texts).toContain(yearReading(model, year));
      }
      // Every aim's row label is drawn, and the legend.
      for (const label of Object.values(copy.aims)) expect(texts).toContain(label);
      expect(texts).toContain(copy.legend.relationship);
      expect(texts.some((t) => t.includes(fill(copy.startsNextYear, { first: 2026 })))).toBe(false);
    });

    it('names the relationship years, each with its reason', () => {
      const model = buildModel(request(locale));
      const texts = sectionTexts(model, 'timing');
      const relationship = model.timing.years.filter((y) => y.relationship.length > 0);
      expect(relationship.length).toBeGreaterThanOrEqual(2);
      expect(relationship.map((y) => y.year)).toEqual(model.timing.relationshipYears);
      const intro = texts.find((t) => t.startsWith(copy.relationshipIntro.split('{years}')[0]!));
      for (const year of relationship) {
        expect(intro).toContain(String(year.year));
        if (year.relationship.includes('personalYear')) {
          const template = copy.relationshipReasons.personalYear[year.personalYear === 2 ? 2 : 6];
          expect(texts.some((t) => t.includes(fill(template, { year: year.year })))).toBe(true);
        }
      }
    });

    it('weaves each year with the reader’s own moolank and bhagyank', () => {
      const model = buildModel(request(locale));
      for (const year of model.timing.years) {
        const reading = yearReading(model, year);
        // The prediction's own years are read against the moolank there, not twice.
        const inPrediction = model.years.some((r) => r.year === year.year);
        if (inPrediction) expect(reading).not.toContain(copy.moolankAngle[model.moolank]);
        else expect(reading).toContain(copy.moolankAngle[model.moolank]);
        expect(reading).toContain(copy.bhagyankAngle[model.bhagyank]);
        expect(reading).toContain(copy.focus[year.personalYear]);
      }
    });

    it('starts from the coming year when made from October, and says so', () => {
      const model = buildModel(request(locale, november));
      const texts = sectionTexts(model, 'timing');
      expect(model.timing.years[0]?.year).toBe(2027);
      expect(model.timing.years.at(-1)?.year).toBe(2035);
      expect(texts).toContain(fill(copy.startsNextYear, { first: 2027 }));
      expect(
        texts.some((t) => t.startsWith(fill(copy.yearHeading, { year: 2026, number: 8 }))),
      ).toBe(false);
    });
  });

  it('shares few sentences between two readers with the same moolank', () => {
    const sentences = (texts: string[]) =>
      new Set(
        texts.flatMap((t) => t.split(/(?<=[.!?।])\s+/)).filter((s) => s.split(/\s+/).length >= 4),
      );
    // Both moolank 8: 8 August 1990 (bhagyank 8) and 17 March 1985 (bhagyank 7).
    for (const locale of LOCALES) {
      const a = sentences(sectionTexts(buildModel(request(locale)), 'timing'));
      const b = sentences(
        sectionTexts(
          buildModel(request(locale, { name: 'Ravi Kumar', dob: '1985-03-17' })),
          'timing',
        ),
      );
      const shared = [...a].filter((s) => b.has(s)).length;
      expect(shared / a.size).toBeLessThanOrEqual(0.25);
    }
  });
});
