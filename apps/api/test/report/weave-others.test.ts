/**
 * The compatibility, careers and remedies chapters read the person's own numbers where every
 * reader had the same line (issue 23 item 15): the mobile invitation by the totals that suit both
 * numbers and the digits the grid lacks, the moolanks that ask for patience with the naamank, the
 * lucky numbers with the grid, and the numbers left for later with the letters of the name.
 */
import { luckyTimes } from '@ankvidya/numerology-core';
import { describe, expect, it } from 'vitest';
import { buildModel, type ReportRequest } from '../../src/report/model.js';
import { sectionTexts } from './section-text.js';
import { moolankGroups } from '../../src/report/weave-life.js';
import {
  laterWoven,
  luckyRule,
  mobileInvite,
  patienceWithName,
} from '../../src/report/weave-others.js';

const base = { generatedAt: new Date('2026-03-14T10:30:00Z'), currentYear: 2026 };
const person = (
  name: string,
  dob: string,
  gender: 'Male' | 'Female',
  locale: 'en' | 'hi' = 'en',
): ReportRequest => ({ ...base, name, dob, gender, locale });
// 2/5 both; Neha's naamank 2 misses 3, 4, 6, 7, 8; Rohan's naamank 1 misses 3, 4, 6, 7.
const neha = person('Neha Gupta', '1999-11-11', 'Female');
const rohan = person('Rohan Mehra', '1992-09-20', 'Male');
// 8/1 both; Venkata's naamank 3, grid with 8 of 8's lucky 4, 5, 6, 8; Amit's naamank 7, with 6 and 8.
const venkata = person('Venkata Sai Krishna', '1970-03-08', 'Male');
const amit = person('Amit Kumar', '1972-10-26', 'Male');

describe('the mobile invitation', () => {
  it('names the totals that suit both numbers and the digits the grid lacks, either one', () => {
    const [a, b] = [buildModel(neha), buildModel(rohan)];
    expect(moolankGroups(a).easy).toEqual([1, 2, 5]);
    expect(mobileInvite(a)).toContain(
      'add up, reduced to one digit, to 1, 2, or 5 suits your moolank 2 and your bhagyank 5, and one holding 3, 4, 6, 7, or 8 fills gaps',
    );
    expect(mobileInvite(b)).toContain('one holding 3, 4, 6, or 7 fills gaps');
    expect(mobileInvite(buildModel({ ...neha, locale: 'hi' }))).toContain(
      'एक अंक तक लाने पर 1, 2 या 5 हो, वह आपके मूलांक 2 और भाग्यांक 5 से मेल खाता है, और जिसमें 3, 4, 6, 7 या 8 हों',
    );
  });

  it('is printed in the chapter on others when no number was sent', () => {
    const model = buildModel(neha);
    expect(sectionTexts(model, 'others').join(' ')).toContain(mobileInvite(model));
  });
});

describe('the moolanks that ask for patience, with the naamank', () => {
  it('says how the naamank stands to them, or that it is one of them', () => {
    const read = (request: ReportRequest) => {
      const model = buildModel(request);
      return patienceWithName(model, moolankGroups(model).patience);
    };
    // 7 asks patience of 8/1; to Venkata's 3 it is neutral, Neha's 2 pulls away from it.
    expect(read(venkata)).toContain('your naamank 3 stays neutral');
    expect(read(amit)).toContain('yet 7 is your own naamank');
    expect(read(neha)).toContain('your naamank 2 pulls away too');
    expect(read({ ...amit, locale: 'hi' })).toContain('पर 7 आपका अपना नामांक है');
  });

  it('keeps the general line for one number twice', () => {
    // Asha Verma: 5 is both her moolank and her bhagyank.
    const model = buildModel(person('Asha Verma', '1990-08-05', 'Female'));
    expect(patienceWithName(model, moolankGroups(model).patience)).toBeNull();
  });
});

describe('the lucky numbers with the grid', () => {
  it('says which of them the grid has and which the lucky dates bring in', () => {
    expect(luckyTimes(8).numbers).toEqual([4, 5, 6, 8]);
    const v = buildModel(venkata);
    const a = buildModel(amit);
    expect(luckyRule(v, 8, luckyTimes(8).numbers)).toContain(
      'your grid has 8 among them, and the lucky dates bring in 4, 5, and 6.',
    );
    expect(luckyRule(a, 8, luckyTimes(8).numbers)).toContain(
      'These follow your moolank 8 and its planet, Saturn: the lucky numbers are those the friend table calls friendly to it, and a lucky day is one whose planet is among them; your grid has 6 and 8 among them, and the lucky dates bring in 4 and 5.',
    );
    expect(sectionTexts(a, 'occupations').join(' ')).toContain(luckyRule(a, 8, [4, 5, 6, 8]));
  });
});

describe('the numbers left for later, with the letters of the name', () => {
  it('says which of them the letters carry: some, all or none', () => {
    expect(laterWoven(buildModel(rohan), [3, 4, 6, 7])).toContain(
      'Still missing from your grid: 3, 4, 6, and 7, though the letters of your name already carry 4 and 7,',
    );
    expect(laterWoven(buildModel(venkata), [2, 4, 5, 6])).toContain(
      'though the letters of your name carry each of them',
    );
    // No letter carries 9.
    expect(laterWoven(buildModel(rohan), [9])).toContain(
      'Still missing from your grid, and carried by no letter of your name: 9.',
    );
    expect(laterWoven(buildModel({ ...rohan, locale: 'hi' }), [3, 4, 6, 7])).toContain(
      'हालाँकि आपके नाम के अक्षर 4 और 7 वाले गुण पहले से लाते हैं',
    );
  });
});
