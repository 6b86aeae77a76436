/**
 * Neelam, gomed and lehsunia (the stones of Saturn, Rahu and Ketu) are never chosen from a birth
 * number alone: wherever the site names one, it says so beside it, in every locale.
 */
import { DIGITS } from '@ankvidya/numerology-core';
import { describe, expect, it } from 'vitest';
import { LOCALES, getContent } from '../index.js';
import { allStrings } from './helpers.js';

describe.each(LOCALES)('the chart-only gems in %s', (locale) => {
  const content = getContent(locale);
  const note = (digit: (typeof DIGITS)[number]) => {
    const { gem } = content.attributes[digit];
    return content.reading.gemFromChartOnly.replace('{stone}', `${gem.name} (${gem.localName})`);
  };

  it('are the stones of Rahu (4), Ketu (7) and Saturn (8), and only those', () => {
    expect(DIGITS.filter((d) => content.attributes[d].gem.chartOnly)).toEqual([4, 7, 8]);
  });

  it.each(DIGITS)('blog article %i says it beside the gem exactly when the gem is one', (digit) => {
    const entry = content.blog.entries.find((e) => e.path.endsWith(`/life-path-number-${digit}`))!;
    const { gem } = content.attributes[digit];
    const gemLines = allStrings(entry.sections).filter(
      (text) => text.includes(`${gem.localName})`) && text.includes(content.reading.gemCaution),
    );
    expect(gemLines).toHaveLength(1);
    if (gem.chartOnly) expect(gemLines[0]).toContain(note(digit));
    else expect(gemLines[0]).not.toContain(content.reading.gemFromChartOnly.slice(8, 40));
  });
});
