/**
 * The name chapter's suggested spellings and the starred spelling: in the model, and read back
 * from the PDF with pdftotext.
 */
import { getContent } from '@ankvidya/content';
import { describe, expect, it } from 'vitest';
import { renderReport, type ReportRequest } from '../../src/report/index.js';
import { buildModel } from '../../src/report/model.js';
import { describeEdit } from '../../src/report/sections/harmony.js';
import { PdfFile, requirePoppler } from './pdf-tools.js';
import { sectionTexts } from './section-text.js';

const copy = getContent('en').report.reading;
const generatedAt = new Date('2026-03-14T10:30:00Z');
// Moolank 8, bhagyank 4: Puja Verma (34/7) is neutral to both; Pooja Verma (42/6) is friendly.
const PUJA: ReportRequest = {
  name: 'Puja Verma',
  dob: '1992-02-17',
  gender: 'Female',
  generatedAt,
  currentYear: 2026,
};

describe('the report model', () => {
  it('suggests three to five spellings when the spelling today is not friendly to both', () => {
    const { spellings } = buildModel(PUJA);
    expect(spellings?.fallback).toBe(false);
    expect(spellings?.alreadyHarmonious).toBe(false);
    expect(spellings?.suggestions.length).toBeGreaterThanOrEqual(3);
    expect(spellings?.suggestions.length).toBeLessThanOrEqual(5);
    expect(spellings?.suggestions[0]).toMatchObject({ name: 'Pooja Verma', compound: 42 });
  });

  it('suggests spellings for a friendly naamank whose compound asks for care (Asha Verma 28)', () => {
    // Asha Verma: naamank 1, moolank and bhagyank 5, friendly to both; but 28 is challenging.
    const { spellings } = buildModel({ ...PUJA, name: 'Asha Verma', dob: '1990-08-05' });
    expect(spellings?.alreadyHarmonious).toBe(false);
    expect(spellings?.suggestions[0]).toMatchObject({ name: 'Asha Varma', compoundLabel: '24/6' });
  });

  it('offers three to five spellings to strengthen a name that already fits', () => {
    // Sunita Sharma 36/9: friendly to moolank 1 and bhagyank 3, a favourable compound.
    const { spellings } = buildModel({ ...PUJA, name: 'Sunita Sharma', dob: '1990-01-01' });
    expect(spellings?.alreadyHarmonious).toBe(true);
    expect(spellings?.suggestions.length).toBeGreaterThanOrEqual(3);
    expect(spellings?.suggestions.length).toBeLessThanOrEqual(5);
  });

  it.each([
    ['Ajay Devgan', '1969-04-02', 'Male'],
    ['Priya', '1990-08-05', 'Female'],
    ['Venkata Sai Krishna', '1985-01-16', 'Male'],
    ['Rahul Sharma', '1990-06-19', 'Male'],
    ['Mohammed Faisal Khan', '2001-03-09', 'Male'],
    ['Meera Iyer', '1992-07-21', 'Female'],
  ] as const)('gives %s three to five spellings', (name, dob, gender) => {
    const { spellings } = buildModel({ ...PUJA, name, dob, gender });
    expect(spellings?.suggestions.length).toBeGreaterThanOrEqual(3);
    expect(spellings?.suggestions.length).toBeLessThanOrEqual(5);
  });

  it('leaves the spellings out for a name longer than the spelling search takes', () => {
    // Ten words (the search takes eight), naamank 9: challenging to both, yet no search is run.
    const name = 'Puja Rani Devi Kumari Lakshmi Priya Sita Gita Rao Verma';
    const model = buildModel({ ...PUJA, name });
    expect(model.nameReading).toMatchObject({ naamank: 9, withMoolank: 'challenging' });
    expect(model.spellings).toBeNull();
  });

  it('falls back where moolank and bhagyank share no friend, and says so', () => {
    // Moolank 2, bhagyank 8.
    const model = buildModel({ ...PUJA, name: 'Sunil Gupta', dob: '1990-05-02', gender: 'Male' });
    expect(model.spellings?.fallback).toBe(true);
  });

  it('reads the starred spelling against the same numbers, unless it is the one in use', () => {
    const starred = buildModel({ ...PUJA, preferredSpelling: 'Poojaa Verma' }).preferredSpelling;
    // P8 O7 O7 J1 A1 A1 + V6 E5 R2 M4 A1 = 43 -> 7.
    expect(starred).toMatchObject({ name: 'Poojaa Verma', compound: 43, nameNumber: 7 });
    expect(starred?.harmony).toEqual({ moolank: 'neutral', bhagyank: 'neutral' });
    expect(buildModel({ ...PUJA, preferredSpelling: 'puja verma' }).preferredSpelling).toBeNull();
  });
});

describe('the name chapter of the PDF', () => {
  it('prints the suggestions with their working, and the starred spelling', async () => {
    requirePoppler();
    const pdf = new PdfFile(await renderReport({ ...PUJA, preferredSpelling: 'Poojaa Verma' }));
    try {
      const pages = pdf.pages().map((p) => p.replace(/\s+/g, ' '));
      const start = pages.findIndex((p, i) => i > 1 && p.includes(copy.chapters.harmony));
      const chapter = pages.slice(start, start + 4).join(' ');
      expect(chapter).toContain(copy.harmony.suggestionsHeading);
      expect(chapter).toContain(copy.harmony.spellingCaution);
      expect(chapter).toContain('Pooja Verma');
      // pdftotext may put the row's label inside a wrapped value: look for the two parts.
      expect(chapter).toContain('Puja becomes Pooja:');
      expect(chapter).toContain(copy.harmony.edits['lengthen-vowel'].split(' (')[0]);
      expect(chapter).toMatch(/42\/6: [A-Z]/);
      expect(chapter).toContain('The spelling you starred: Poojaa Verma');
      expect(chapter).toContain('43/7');
      // The starred spelling comes after the suggestions.
      expect(chapter.indexOf('Poojaa Verma')).toBeGreaterThan(chapter.indexOf('Pooja Verma'));
    } finally {
      pdf.remove();
    }
  });

  it('lists three to five spellings with their working, to strengthen a name that fits', async () => {
    requirePoppler();
    const pdf = new PdfFile(
      await renderReport({ ...PUJA, name: 'Sunita Sharma', dob: '1990-01-01' }),
    );
    try {
      const pages = pdf.pages().map((p) => p.replace(/\s+/g, ' '));
      const start = pages.findIndex((p, i) => i > 1 && p.includes(copy.chapters.harmony));
      const chapter = pages.slice(start, start + 5).join(' ');
      // The chapter says the name fits, and offers the spellings only to strengthen it.
      expect(chapter).toContain(copy.harmony.strengthenHeading);
      expect(chapter).not.toContain(copy.harmony.suggestionsHeading);
      expect(chapter).toContain('Your name already fits: naamank 9');
      expect(chapter).not.toMatch(/nothing needs to change/i);
      // Each spelling has its working: a "What changed" row per spelling.
      const options = chapter.split(copy.harmony.changesLabel).length - 1;
      expect(options).toBeGreaterThanOrEqual(3);
      expect(options).toBeLessThanOrEqual(5);
    } finally {
      pdf.remove();
    }
  });

  it('names a friendly naamank and the compound as the reason for the spellings (Asha Verma 28/1)', async () => {
    requirePoppler();
    const pdf = new PdfFile(await renderReport({ ...PUJA, name: 'Asha Verma', dob: '1990-08-05' }));
    try {
      const pages = pdf.pages().map((p) => p.replace(/\s+/g, ' '));
      const start = pages.findIndex((p, i) => i > 1 && p.includes(copy.chapters.harmony));
      const chapter = pages.slice(start, start + 4).join(' ');
      // The name already sits well with moolank and bhagyank 5: only the compound is the reason.
      expect(chapter).toContain(copy.harmony.compoundHeading);
      expect(chapter).not.toContain(copy.harmony.suggestionsHeading);
      expect(chapter).toContain('only the compound 28/1 is not among the favourable ones');
      expect(chapter).not.toContain(copy.harmony.spellingsAhead);
      // Each change says which way it went.
      expect(chapter).toContain('Verma becomes Varma: e written as a');
      expect(chapter).not.toContain(copy.harmony.edits['swap-vowel']);
    } finally {
      pdf.remove();
    }
  });
});

describe('the working of a spelling', () => {
  const en = copy.harmony;
  const hi = getContent('hi').report.reading.harmony;

  it('says which way a vowel was swapped', () => {
    const edit = { kind: 'swap-vowel', word: 1, from: 'Verma', to: 'Varma' } as const;
    expect(describeEdit(edit, en)).toBe('e written as a');
    expect(describeEdit({ ...edit, from: 'Varsha', to: 'Versha' }, en)).toBe('a written as e');
    expect(describeEdit({ ...edit, from: 'K. Mohammed', to: 'K. Mohammad' }, hi)).toBe(
      hi.editDirections.eToA,
    );
  });

  it('says whether the y between i and a was left out or added', () => {
    const edit = { kind: 'y-glide', word: 0, from: 'Priya', to: 'Pria' } as const;
    expect(describeEdit(edit, en)).toBe('the y between i and a left out');
    expect(describeEdit({ ...edit, from: 'Pria', to: 'Priya' }, en)).toBe(
      'a y written between i and a',
    );
  });

  it('keeps the phrase of edits that go one way only', () => {
    const edit = { kind: 'prefix-initial', word: 0, from: 'Asha', to: 'P. Asha' } as const;
    expect(describeEdit(edit, en)).toBe(en.edits['prefix-initial']);
  });
});

describe('a name total above the compounds the tradition reads', () => {
  it('says the total of 60 is read through its digits, not that it is under 10', () => {
    // Deepak Chatterjee: 60, whose digits come to 6; the tradition reads compounds 10 to 52.
    const model = buildModel({ ...PUJA, name: 'Deepak Chatterjee', gender: 'Male' });
    expect(model.nameReading).toMatchObject({ compound: 60, naamank: 6, compoundKey: null });
    const text = sectionTexts(model, 'harmony').join(' ').replace(/\s+/g, ' ');
    expect(text).toContain('Your name adds up to 60.');
    expect(text).toContain('here your naamank 6 says it all');
    expect(text).not.toContain(copy.harmony.noCompound);
  });

  it('says a spelling whose total has no reading (62/8) is beyond the compounds read', () => {
    // K. Mohammad Faisal Khan: 62, digits 8; no compound meaning, so not shown bare.
    const model = buildModel({
      ...PUJA,
      name: 'Mohammed Faisal Khan',
      dob: '1988-02-21',
      gender: 'Male',
      preferredSpelling: 'K. Mohammad Faisal Khan',
    });
    expect(model.preferredSpelling).toMatchObject({ compound: 62, nameNumber: 8, tone: null });
    const text = sectionTexts(model, 'harmony').join(' ').replace(/\s+/g, ' ');
    expect(text).toContain(
      '62/8: beyond the compounds the tradition reads (10 to 52), so only its naamank 8 is read',
    );
    // The suggestions themselves all have a reading.
    for (const option of model.spellings?.suggestions ?? []) expect(option.tone).not.toBeNull();
  });

  it('keeps the note on a total under 10', () => {
    // Diya: D 4 + I 1 + Y 1 + A 1 = 7.
    const model = buildModel({ ...PUJA, name: 'Diya' });
    expect(model.nameReading.compound).toBe(7);
    const text = sectionTexts(model, 'harmony').join(' ').replace(/\s+/g, ' ');
    expect(text).toContain(copy.harmony.noCompound);
  });
});
