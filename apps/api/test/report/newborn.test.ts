/**
 * A newborn's report: the shortlisted names, read in their own chapter (sections/newborn-names),
 * printed only when the download sent names.
 */
import { getContent } from '@ankvidya/content';
import { nameCompound, numberHarmony, reduceNumber } from '@ankvidya/numerology-core';
import { describe, expect, it } from 'vitest';
import { renderReport, type ReportRequest } from '../../src/report/index.js';
import { createDocument } from '../../src/report/layout/document.js';
import { layOut } from '../../src/report/render.js';
import { buildModel } from '../../src/report/model.js';
import { withNewbornNames } from '../../src/report/newborn.js';
import { chapterTitles } from '../../src/report/sections/index.js';
import { PdfFile, requirePoppler } from './pdf-tools.js';
import { sectionTexts } from './section-text.js';

// A girl born on 14 March 2026: moolank 5, bhagyank 9 (1 + 4 + 3 + 2 + 0 + 2 + 6 = 18, 9).
const BABY: ReportRequest = {
  name: 'Baby Sharma',
  dob: '2026-03-14',
  gender: 'Female',
  generatedAt: new Date('2026-03-20T10:30:00Z'),
  currentYear: 2026,
};
const NAMES = ['diya', 'meera', 'ananya', 'kiran'];
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe("a newborn's names in the model", () => {
  it('reads each name against the child’s numbers, best first, meaning in the report’s language', async () => {
    const model = await withNewbornNames(buildModel({ ...BABY, locale: 'hi' }), {
      ...BABY,
      babyNames: NAMES,
    });
    const names = model.newborn?.names ?? [];
    expect(names.map((n) => n.id).sort()).toEqual([...NAMES].sort());
    for (const name of names) {
      expect(name.compound).toBe(nameCompound(name.name));
      expect(name.nameNumber).toBe(reduceNumber(name.compound));
      expect(name.harmony).toEqual({
        moolank: numberHarmony(name.nameNumber, 5),
        bhagyank: numberHarmony(name.nameNumber, 9),
      });
      expect(name.syllableMatch).toBeNull();
    }
    expect(names.find((n) => n.id === 'diya')?.meaning).toMatch(/दीया|दीपक|दिया/);
    expect(model.newborn?.star).toBeNull();
    // Without names the model is left as it was, and the chapter is not printed.
    const plain = buildModel(BABY);
    expect(await withNewbornNames(plain, BABY)).toBe(plain);
    expect(chapterTitles(plain.content.report, plain)).not.toContain(
      plain.content.report.sections.newborn,
    );
    expect(chapterTitles(model.content.report, model)).toContain('नवजात के लिए नाम');
  });

  it("with a time of birth, marks the names that begin with the birth star's syllables", async () => {
    const model = await withNewbornNames(buildModel(BABY), {
      ...BABY,
      babyNames: NAMES,
      birthTime: '06:45',
    });
    const { star, names } = model.newborn!;
    expect(star?.time).toBe('06:45');
    expect(star?.syllables).toHaveLength(4);
    for (const name of names) expect(typeof name.syllableMatch).toBe('boolean');
    const texts = sectionTexts(model, 'newborn').join(' ');
    expect(texts).toContain(getContent('en').newbornReport.columns.syllable.toUpperCase());
  });
});

describe("the newborn chapter's wording", () => {
  it('prints a total under 10 as the naamank alone, and says when the star put a name first', async () => {
    const model = await withNewbornNames(buildModel(BABY), {
      ...BABY,
      babyNames: NAMES,
      birthTime: '06:45',
    });
    const [first, ...rest] = model.newborn!.names;
    // Kabir's letters add up to 8: no compound to show beside its naamank.
    const eight = { ...first!, name: 'Kabir', compound: 8, nameNumber: 8, syllableMatch: true };
    const withEight = { ...model, newborn: { ...model.newborn!, names: [eight, ...rest] } };
    const cells = sectionTexts(withEight, 'newborn');
    expect(cells).toContain('8');
    expect(cells).not.toContain('8/8');
    const en = getContent('en').newbornReport;
    const text = flat(cells.join(' '));
    expect(text).toContain("sits best with the child's numbers and birth star");
    expect(text).toContain("begins with the syllable of the child's pada");
    expect(en.bestWithSyllable).not.toBe(en.best);
    // Without the star's syllable, the plain sentence.
    const plainFirst = { ...eight, syllableMatch: false };
    const plain = { ...model, newborn: { ...model.newborn!, names: [plainFirst, ...rest] } };
    expect(flat(sectionTexts(plain, 'newborn').join(' '))).not.toContain('birth star:');
  });
});

// A boy born on 25 March 2026 at midnight, India time: Mrigashira pada 1, whose syllable is Ve
// (Ka is pada 3's); moolank 7, bhagyank 2 (2 + 5 + 3 + 2 + 0 + 2 + 6 = 20).
const MRIGASHIRA: ReportRequest = {
  name: 'Baby Rao',
  dob: '2026-03-25',
  gender: 'Male',
  generatedAt: new Date('2026-03-28T10:30:00Z'),
  currentYear: 2026,
};

describe("a newborn's birth pada", () => {
  it("matches a name against the pada's own syllable only: Kabir (Ka) is not Ve", async () => {
    const request = { ...MRIGASHIRA, babyNames: ['kabir', 'vedant', 'neel'], birthTime: '00:00' };
    const model = await withNewbornNames(buildModel(request), request);
    const { star, names } = model.newborn!;
    expect(star?.pada).toBe(1);
    expect(star?.syllable).toEqual({ devanagari: 'वे', latin: 'Ve' });
    const match = Object.fromEntries(names.map((n) => [n.id, n.syllableMatch]));
    expect(match).toEqual({ kabir: false, vedant: true, neel: false });
    const text = flat(sectionTexts(model, 'newborn').join(' '));
    expect(text).toContain("The child's syllable is Ve (वे)");
  });
});

describe("the newborn chapter's order", () => {
  it('puts a name less easy with moolank or bhagyank last, however its syllable, and never calls it best', async () => {
    // Vedant (25/7) begins with the pada's Ve but is less easy with bhagyank 2; Neel (9) sits
    // well with both, so it comes first and is the best.
    const request = { ...MRIGASHIRA, babyNames: ['vedant', 'kabir', 'neel'], birthTime: '00:00' };
    const model = await withNewbornNames(buildModel(request), request);
    const ids = model.newborn!.names.map((n) => n.id);
    expect(ids[0]).toBe('neel');
    const lessEasy = model.newborn!.names.map(
      (n) => n.harmony.moolank === 'challenging' || n.harmony.bhagyank === 'challenging',
    );
    expect(lessEasy).toEqual([false, true, true]);
    const text = flat(sectionTexts(model, 'newborn').join(' '));
    expect(text).toContain("Of these names, Neel (नील) sits best with the child's numbers");
    // All less easy: none is called best.
    const hard = { ...request, babyNames: ['vedant', 'kabir'] };
    const all = await withNewbornNames(buildModel(hard), hard);
    const allText = flat(sectionTexts(all, 'newborn').join(' '));
    expect(allText).not.toContain('sits best');
    expect(allText).toContain(flat(getContent('en').newbornReport.noBest).slice(0, 40));
  });

  it('says "asks for care" gently in Hindi too, in the name chapter\'s words, not चुनौतीपूर्ण', async () => {
    const request = {
      ...MRIGASHIRA,
      locale: 'hi' as const,
      babyNames: ['vedant', 'neel'],
      birthTime: '00:00',
    };
    const model = await withNewbornNames(buildModel(request), request);
    const text = flat(sectionTexts(model, 'newborn').join(' '));
    expect(text).toContain(getContent('hi').report.reading.harmony.verdicts.challenging);
    expect(text).toContain('सावधानी की ज़रूरत');
    expect(text).not.toContain('चुनौतीपूर्ण');
    expect(getContent('hi').babyNamesPage.results.verdicts.challenging).toBe('कम सहज');
  });
});

describe("the name chapter of a newborn's report", () => {
  it('points to the shortlisted names instead of suggesting spellings of the name given', async () => {
    const request = { ...BABY, name: 'Baby Verma' };
    const plain = buildModel(request);
    expect(plain.spellings?.suggestions.length).toBeGreaterThan(0);
    const model = await withNewbornNames(plain, { ...request, babyNames: NAMES });
    const harmony = getContent('en').report.reading.harmony;
    const text = flat(sectionTexts(model, 'harmony').join(' '));
    expect(text).toContain(harmony.newbornAhead);
    expect(text).not.toContain(harmony.changesLabel);
    expect(text).not.toContain(harmony.spellingCaution);
    // Without shortlisted names, the spellings are offered as in any report.
    expect(flat(sectionTexts(plain, 'harmony').join(' '))).toContain(harmony.changesLabel);
  });
});

describe("a newborn's report", () => {
  it('lists the shortlisted names with meaning and working in their own chapter', async () => {
    requirePoppler();
    const request = { ...BABY, babyNames: NAMES };
    const model = await withNewbornNames(buildModel(request), request);
    const pdf = new PdfFile(await renderReport(request));
    try {
      const pages = pdf.pages().map(flat);
      const en = getContent('en');
      const title = en.report.sections.newborn;
      // In the contents, and as a chapter of its own after the name chapter.
      expect(pages[1]).toContain(title);
      const chapter = pages.findIndex((page, i) => i > 1 && page.includes(title));
      expect(chapter).toBeGreaterThan(1);
      const text = pages.slice(chapter, chapter + 2).join(' ');
      for (const name of model.newborn!.names) {
        expect(text).toContain(name.name);
        // A total under 10 (Diya, 7) has no compound to print beside its naamank.
        if (name.compound >= 10) expect(text).toContain(`${name.compound}/${name.nameNumber}`);
        else expect(text).not.toContain(`${name.compound}/${name.nameNumber}`);
      }
      expect(text).toContain('A lamp, a little light');
      expect(text).toContain('D 4 + I 1 + Y 1 + A 1 = 7');
      expect(text).toContain(flat(en.newbornReport.noTime).slice(0, 50));
    } finally {
      pdf.remove();
    }
  });

  it('is not printed without names', async () => {
    requirePoppler();
    const pdf = new PdfFile(await renderReport(BABY));
    try {
      expect(flat(pdf.text())).not.toContain(getContent('en').report.sections.newborn);
    } finally {
      pdf.remove();
    }
  });
});

describe("a newborn's report, written to the parents", () => {
  const newbornModel = async (locale: 'en' | 'hi') => {
    const request = { ...BABY, locale, babyNames: NAMES };
    return withNewbornNames(buildModel(request), request);
  };
  /** The headings of the chapters that make sense only for a grown-up. */
  const grownUpChapters = (copy: ReturnType<typeof getContent>['report']) => [
    copy.reading.chapters.glance,
    copy.reading.chapters.remedies,
    copy.sections.prediction,
    copy.timing.title,
    copy.reading.chapters.yearAhead,
    copy.sections.occupations,
    copy.reading.chapters.others,
    copy.sections.inDepth,
  ];

  it.each(['en', 'hi'] as const)(
    'leaves out work, remedies, the years ahead and other people, in the contents as in the chapters (%s)',
    async (locale) => {
      const model = await newbornModel(locale);
      const content = getContent(locale);
      const copy = content.report;
      const titles = chapterTitles(copy, model);
      for (const title of grownUpChapters(copy)) expect(titles).not.toContain(title);
      expect(titles).toContain(content.newbornParents.glance.title);
      expect(titles).toContain(copy.sections.newborn);
      expect(titles).toContain(copy.sections.kua);
      expect(titles.at(-1)).toBe(copy.sections.disclaimer);
      // A grown-up's report keeps every one of them.
      const adult = chapterTitles(copy, buildModel({ ...BABY, locale }));
      for (const title of grownUpChapters(copy)) expect(adult).toContain(title);
      // The chapters laid out are the ones the contents page lists, numbered from 1 in turn.
      const doc = createDocument({
        title: 'test',
        author: 'test',
        subject: 'test',
        createdAt: BABY.generatedAt,
        lang: locale,
      });
      const { starts } = layOut(doc, model);
      doc.end();
      expect(starts.map((start) => start.title)).toEqual(titles);
      expect(starts.map((start) => start.number)).toEqual(titles.map((_, i) => i + 1));
    },
  );

  it.each(['en', 'hi'] as const)(
    'opens by speaking to the parents, and reads at a glance what helps the child settle and learn (%s)',
    async (locale) => {
      const model = await newbornModel(locale);
      const parents = getContent(locale).newbornParents;
      const opening = flat(sectionTexts(model, 'howToRead').join(' '));
      for (const paragraph of parents.howToRead) expect(opening).toContain(paragraph.slice(0, 40));
      const glance = flat(sectionTexts(model, 'glance').join(' '));
      // Moolank 5, bhagyank 9: the lines of this child's own numbers and strongest plane.
      expect(glance).toContain(parents.settle[5].slice(0, 40));
      expect(glance).toContain(parents.learn[9].slice(0, 40));
      expect(glance).toContain(parents.play[model.strongestPlane.id].slice(0, 40));
      expect(glance).not.toContain(parents.settle[4].slice(0, 40));
      // Nothing for the child to do this year, and no personal year.
      const reading = getContent(locale).report.reading.glance;
      const actions = getContent(locale).reading.yearActions[model.years[0].personalYear];
      expect(glance).not.toContain(flat(actions[0]).slice(0, 30));
      const yearLine = reading.yearLine.split('{year}')[0]! + String(model.years[0].year);
      expect(glance).not.toContain(yearLine);
      // A grown-up's glance is as it was.
      const adult = flat(sectionTexts(buildModel({ ...BABY, locale }), 'glance').join(' '));
      expect(adult).toContain(flat(actions[0]).slice(0, 30));
      expect(adult).toContain(yearLine);
      expect(adult).not.toContain(parents.settle[5].slice(0, 40));
    },
  );

  it.each(['en', 'hi'] as const)(
    "keeps the pair's nature and the compound's meaning, not their grown-up examples (%s)",
    async (locale) => {
      const model = await newbornModel(locale);
      const adultModel = buildModel({ ...BABY, locale });
      const sentencesOf = (text: string) => text.split(/(?<=[.।]) /);
      const combination = flat(sectionTexts(model, 'combination').join(' '));
      const adultCombination = flat(sectionTexts(adultModel, 'combination').join(' '));
      const pair = model.combination.paragraphs;
      // The pair's opening is read to both; the advice closing its last paragraph only to a grown-up.
      const opening = sentencesOf(pair[0]!)[0]!;
      const advice = sentencesOf(pair.at(-1)!).at(-1)!;
      expect(combination).toContain(opening.slice(0, 40));
      expect(adultCombination).toContain(advice.slice(0, 40));
      expect(combination).not.toContain(advice.slice(0, 40));
      // The compound: its first sentence, what it means; not the scenes of grown-up life after it.
      const key = model.nameReading.compoundKey!;
      const compound = getContent(locale).reading.compoundMeanings[key]!.text;
      const [meaning, ...rest] = sentencesOf(compound);
      const harmony = flat(sectionTexts(model, 'harmony').join(' '));
      const adultHarmony = flat(sectionTexts(adultModel, 'harmony').join(' '));
      expect(harmony).toContain(meaning!.slice(0, 40));
      expect(rest.length).toBeGreaterThan(0);
      for (const sentence of rest) {
        expect(adultHarmony).toContain(sentence.slice(0, 30));
        expect(harmony).not.toContain(sentence.slice(0, 30));
      }
    },
  );

  it('says on the cover and in the contents that it is for a newborn, prepared for the parents', async () => {
    requirePoppler();
    const pdf = new PdfFile(await renderReport({ ...BABY, babyNames: NAMES }));
    try {
      const pages = pdf.pages().map(flat);
      const en = getContent('en');
      expect(pages[0]).toContain(en.newbornParents.title);
      expect(pages[0]).toContain(en.newbornParents.preparedFor.toUpperCase());
      expect(pages[0]).not.toContain(en.report.yearsRead.toUpperCase());
      expect(pages[1]).toContain(en.newbornParents.glance.title);
      const text = pages.join(' ');
      for (const title of grownUpChapters(en.report)) expect(text).not.toContain(title);
      expect(text).not.toContain(en.report.reading.glance.actions.toUpperCase());
      expect(text).toContain(en.newbornParents.glance.helps.toUpperCase());
    } finally {
      pdf.remove();
    }
  });
});
