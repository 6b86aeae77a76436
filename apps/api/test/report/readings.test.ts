/**
 * Readings a practitioner would sign (issue 23): each chapter prints only what applies to the
 * reader, labels what could be read two ways, and keeps its gem cautions beside the gem.
 */
import { getContent, LOCALES } from '@ankvidya/content';
import { DIGITS, HARMONY_TABLE, luckyTimes, WEEKDAY_RULERS } from '@ankvidya/numerology-core';
import { describe, expect, it } from 'vitest';
import { buildModel, type ReportRequest } from '../../src/report/model.js';
import { chosenPair } from '../../src/report/sections/others.js';
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

  it('prints only the verdict of the pair it reads, chosen from the reader’s numbers, labelled', () => {
    // None of the three general verdict texts: the pair's own reading says it for this pair.
    const { friendly, neutral, challenging } = content.compatibility.verdicts;
    for (const verdict of [friendly, neutral, challenging])
      expect(texts.join(' ')).not.toContain(verdict.slice(0, 50));
    const label = texts.indexOf(content.report.reading.others.sameVerdict);
    expect(label).toBeGreaterThan(-1);
    // Asha Verma, 8 August 1990: moolank and bhagyank 8, naamank 1. Of the numbers easy with 8
    // (4, 5, 6), none that her grid leaves empty is a friend of her naamank; 5 is, so her pair is
    // 8 with 5, which the table calls friendly.
    const model = buildModel(reader(8, locale));
    expect(chosenPair(model)).toEqual({ other: 5, reason: 'name' });
    expect(texts[label + 1]).toBe(content.compatibilityPage.result.verdicts.friendly);
    expect(texts.join(' ')).toContain(content.compatibility.pairs['5-8']!.slice(0, 50));
    expect(texts.join(' ')).not.toContain(content.compatibility.pairs['8-8']!.slice(0, 50));
  });
});

describe.each(LOCALES)('planets and elements in %s', (locale) => {
  const content = getContent(locale);
  const model = buildModel(reader(8, locale));

  it("labels each grid number's element as feng shui's beside its Vedic planet", () => {
    const texts = sectionTexts(model, 'impact');
    for (const digit of model.present) {
      const meta = texts.find((t) => t.startsWith(`${content.report.impact.planet}: `));
      expect(meta, `number ${digit}`).toBeDefined();
    }
    const metas = texts.filter((t) => t.startsWith(`${content.report.impact.planet}: `));
    expect(metas).toHaveLength(model.present.length);
    model.present.forEach((digit, i) =>
      expect(metas[i]).toContain(
        `${content.report.impact.fengShuiElement}: ${content.attributes[digit].element}`,
      ),
    );
  });

  it('leaves the Lo Shu element out of the lucky table, which follows the planet', () => {
    const texts = sectionTexts(model, 'occupations');
    expect(texts).toContain(content.attributes[8].planet);
    expect(texts).not.toContain(content.attributes[8].element);
  });
});

describe.each(LOCALES)('the gemstone in the lucky table in %s', (locale) => {
  const content = getContent(locale);
  /** The note is drawn in chunks of whole sentences: read it joined. */
  const chartOnly = (stone: string) => content.reading.gemFromChartOnly.replace('{stone}', stone);

  it.each([4, 7, 8])(
    'says beside the gem of moolank %i that it is never chosen from a birth number alone',
    (moolank) => {
      const { gem } = content.attributes[moolank as 4 | 7 | 8];
      const texts = sectionTexts(buildModel(reader(moolank, locale)), 'occupations');
      expect(texts).toContain(`${gem.name} (${gem.localName})`);
      const all = texts.join(' ');
      expect(all).toContain(
        `${chartOnly(`${gem.name} (${gem.localName})`)} ${content.reading.gemCaution}`,
      );
    },
  );

  it('keeps the plain caution alone for the gem of moolank 1', () => {
    const { gem } = content.attributes[1];
    const all = sectionTexts(buildModel(reader(1, locale)), 'occupations').join(' ');
    expect(all).toContain(content.reading.gemCaution);
    expect(all).not.toContain(chartOnly(`${gem.name} (${gem.localName})`).slice(0, 30));
  });
});

describe.each(LOCALES)('lucky days, numbers and dates in %s', (locale) => {
  const content = getContent(locale);

  it.each(DIGITS)('follow the friend table for moolank %i, in the table and the calendar', (m) => {
    const model = buildModel(reader(m, locale));
    const texts = sectionTexts(model, 'occupations');
    const valueAfter = (label: string) => texts[texts.indexOf(label) + 1];
    const lucky = luckyTimes(m);
    expect(valueAfter(content.report.occupations.days)).toBe(
      lucky.weekdays.map((day) => content.reading.weekdays[day]).join(', '),
    );
    expect(valueAfter(content.report.occupations.luckyNumbers)).toBe(lucky.numbers.join(', '));
    // No day named lucky is ruled by a number the table calls challenging for this moolank.
    for (const day of lucky.weekdays)
      expect(HARMONY_TABLE[m].challenging).not.toContain(WEEKDAY_RULERS[day]);
    // The calendar's best dates: a personal day the table never calls challenging for the moolank.
    for (const month of model.monthPlans.flatMap((plan) => plan.months))
      for (const date of month.bestDates)
        expect(HARMONY_TABLE[m].challenging).not.toContain(month.personalDays[date - 1]);
  });
});
