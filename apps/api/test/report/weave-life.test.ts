/**
 * The careers, compatibility, combination, glance, impact and missing chapters read the person's
 * own numbers (issue 23 item 15): the naamank against the moolank and the bhagyank, the grid's
 * working and lines, so two people with the same moolank, or the same pair, read different
 * sentences where their names and grids differ.
 */
import { getContent } from '@ankvidya/content';
import { DIGITS, luckyTimes, numberHarmony } from '@ankvidya/numerology-core';
import { describe, expect, it } from 'vitest';
import { buildModel, type ReportRequest } from '../../src/report/model.js';
import {
  fieldsFor,
  kuaOrigin,
  missingAgainstName,
  missingLineWoven,
  moolankGroups,
  pairWoven,
  sourcesOf,
} from '../../src/report/weave-life.js';
import { chosenPair } from '../../src/report/sections/others.js';
import { reportSentences } from './report-sentences.js';
import { sectionTexts } from './section-text.js';

const base = {
  generatedAt: new Date('2026-03-14T10:30:00Z'),
  currentYear: 2026,
  locale: 'en',
} as const;
// Moolank 5, bhagyank 5, naamank 1; grid 1, 555, 8, 99; missing 2, 3, 4, 6, 7.
const asha: ReportRequest = { ...base, name: 'Asha Verma', dob: '1990-08-05', gender: 'Female' };
// Moolank 2, bhagyank 5, naamank 1; grid 1, 222, 5, 8, 999.
const rohan: ReportRequest = { ...base, name: 'Rohan Mehra', dob: '1992-09-20', gender: 'Male' };
// Moolank 2, bhagyank 5 as Rohan, naamank 2.
const neha: ReportRequest = { ...base, name: 'Neha Gupta', dob: '1999-11-11', gender: 'Female' };

describe('careers chosen by the naamank', () => {
  it('gives more fields of a number the naamank is a friend of, and says why', () => {
    const model = buildModel(asha);
    const items = model.content.occupations[5].items;
    const fields = fieldsFor(model, 5, items);
    expect(numberHarmony(1, 5)).toBe('friendly');
    expect(fields.chosen).toHaveLength(5);
    expect(fields.lead).toBe(
      'Your naamank 1 is a friend of 5, so in these fields the way people meet you helps your work along; 5 of them are worth weighing first.',
    );
  });

  it('shows two people with the same pair different fields when their names differ', () => {
    const [a, b] = [buildModel(rohan), buildModel(neha)];
    const titles = (m: ReturnType<typeof buildModel>, n: 2 | 5) =>
      fieldsFor(m, n, m.content.occupations[n].items).chosen.map((item) => item.title);
    for (const n of [2, 5] as const) {
      const shared = titles(a, n).filter((t) => titles(b, n).includes(t));
      expect(shared.length, `fields of ${n}`).toBeLessThan(titles(a, n).length);
    }
  });

  it("adds the naamank's own fields, read against both numbers, when it is neither", () => {
    // Rohan: naamank 1, a friend of both 2 and 5 in the table.
    const texts = sectionTexts(buildModel(rohan), 'occupations').join(' ');
    expect(texts).toContain(
      'Your naamank 1 is on good terms with both your moolank 2 and your bhagyank 5',
    );
    expect(texts).not.toContain(getContent('en').occupations[2].intro.slice(0, 40));
  });
});

describe('the lucky table with the name', () => {
  it('says whether the naamank is among the lucky numbers of the moolank', () => {
    // Rohan: moolank 2, naamank 1; Asha: moolank 5, naamank 1.
    for (const request of [rohan, asha]) {
      const model = buildModel(request);
      const among = luckyTimes(model.moolank).numbers.includes(1);
      const texts = sectionTexts(model, 'occupations').join(' ');
      expect(texts).toContain(
        among
          ? 'Your naamank 1 is one of these lucky numbers'
          : 'Your naamank 1 is not among these lucky numbers',
      );
    }
  });
});

describe('compatibility read against both numbers', () => {
  it('puts each moolank in one group, by the friend table against moolank and bhagyank', () => {
    const model = buildModel(rohan);
    const groups = moolankGroups(model);
    expect([...groups.easy, ...groups.mixed, ...groups.patience].sort()).toEqual([...DIGITS]);
    for (const n of groups.easy) {
      const relations = [numberHarmony(2, n), numberHarmony(5, n)];
      expect(relations).toContain('friendly');
      expect(relations).not.toContain('challenging');
    }
    for (const n of groups.patience) {
      const relations = [numberHarmony(2, n), numberHarmony(5, n)];
      expect(relations).toContain('challenging');
      expect(relations).not.toContain('friendly');
    }
  });

  it('reads a doubled pair as one number', () => {
    const texts = sectionTexts(buildModel(asha), 'others').join(' ');
    expect(texts).toContain('sit well with your 5, which is both your moolank and your bhagyank');
    expect(texts).not.toContain('moolank 5 and your bhagyank 5');
  });

  it('names who meets the reader easily through the naamank, in both languages', () => {
    const en = sectionTexts(buildModel(rohan), 'others').join(' ');
    expect(en).toContain('Through your naamank 1, people with moolank');
    const hi = sectionTexts(buildModel({ ...rohan, locale: 'hi' }), 'others').join(' ');
    expect(hi).toContain('आपके नामांक 1 के कारण मूलांक');
  });
});

describe('the compatibility page with the naamank and the grid', () => {
  const kavita: ReportRequest = {
    ...base,
    name: 'Kavita Joshi',
    dob: '1975-09-16',
    gender: 'Female',
  };
  const arjun: ReportRequest = { ...base, name: 'Arjun Mehta', dob: '1992-05-25', gender: 'Male' };

  it('says who brings the numbers the grid leaves empty, and which of them sit easily', () => {
    const texts = sectionTexts(buildModel(kavita), 'others');
    expect(texts).toContain(
      'Your grid has no 3 and 4; people whose moolank is one of these bring into your days what your grid leaves empty, and those with moolank 3 also sit easily with you.',
    );
    const hi = sectionTexts(buildModel({ ...kavita, locale: 'hi' }), 'others').join(' ');
    expect(hi).toContain('आपके ग्रिड में ये अंक नहीं हैं: 3 और 4;');
  });

  it('reads one pair in full, chosen from the grid and the naamank, not the moolank with itself', () => {
    // Both moolank 7: Kavita's pair is 7 with 3, a number her grid leaves empty; Arjun's is 7 with
    // 6, which his naamank 7 warms to.
    expect(chosenPair(buildModel(kavita))).toEqual({ other: 3, reason: 'grid' });
    expect(chosenPair(buildModel(arjun))).toEqual({ other: 6, reason: 'name' });
    const pairs = getContent('en').compatibility.pairs;
    const texts = sectionTexts(buildModel(kavita), 'others').join(' ');
    expect(texts).toContain('This pair is read for you because 3 sits well with your moolank 7');
    expect(texts).toContain(pairs['3-7']!.slice(0, 60));
    expect(texts).not.toContain(pairs['7-7']!.slice(0, 60));
  });
});

describe('the pair with the name and the grid', () => {
  it('joins the pair with the naamank and says which number the grid holds more often', () => {
    expect(pairWoven(buildModel(rohan))).toEqual([
      'Your naamank 1 is on good terms with both 2 and 5, so your name works as a bridge: when the two pull apart, the way people know you helps bring them together.',
      'Your grid holds your moolank 2 more often than your bhagyank 5, so in daily life your temperament tends to lead and the direction of your life catches up later.',
    ]);
  });

  it('reads a doubled pair with the naamank without naming the number twice', () => {
    const [name] = pairWoven(buildModel(asha));
    expect(name).toContain('this doubled number');
    expect(name).not.toContain('5 and 5');
  });
});

describe('the grid read for the person', () => {
  it('says where each grid digit comes from and how often', () => {
    const model = buildModel(rohan);
    expect(sourcesOf(model, 2)).toBe('the day of your birth, your birth year, and your moolank');
    expect(sourcesOf(model, 5)).toBe('your bhagyank');
  });

  it('says which missing numbers the letters of the name supply', () => {
    expect(missingAgainstName(buildModel(rohan))).toBe(
      'Your grid leaves out 3, 4, 6, and 7; the letters of your name carry 4 and 7, so the skills of 3 and 6 are the ones to build by practice.',
    );
  });

  it('reads a missing number with the fullest line through it', () => {
    expect(missingLineWoven(buildModel(rohan), 4)).toBe(
      'On your Mental plane (4 – 9 – 2), the empty 4 has 9 and 2 beside it, so that line still works in part and this gap is softer than it looks.',
    );
  });
});

describe('two reports with the same moolank and bhagyank', () => {
  // Before the careers were woven, the chapter was the same for both, every sentence of it; what
  // they still share is mostly the lucky table's explanation, which follows the moolank alone.
  it('share at most 60% of the careers chapter and not all of the pair chapter', () => {
    const careers = ['occupations'];
    const a = reportSentences(rohan, careers);
    const b = reportSentences(neha, careers);
    const shared = [...a.keys()].filter((s) => b.has(s)).length;
    expect(shared / Math.min(a.size, b.size)).toBeLessThanOrEqual(0.6);
    const pa = reportSentences(rohan, ['combination']);
    const pb = reportSentences(neha, ['combination']);
    expect([...pa.keys()].filter((s) => !pb.has(s)).length).toBeGreaterThanOrEqual(2);
  });
});

describe('the kua with gender and year', () => {
  it("says the kua comes from the birth year counted for the reader's gender, and the other's", () => {
    // 1990: a woman's kua is 1990 + 4 reduced, 5; a man's 11 - 1 (1990 reduced), 1.
    expect(kuaOrigin(buildModel(asha))).toBe(
      'Your kua number 5 comes from your birth year, 1990, counted as feng shui counts it for a woman; a man born in 1990 would have kua 1, which is why people in one family often face different ways.',
    );
    expect(kuaOrigin(buildModel({ ...asha, gender: 'Male', locale: 'hi' }))).toContain(
      '1990 में जन्मी महिला का कुआ अंक 5 होता',
    );
  });
});
