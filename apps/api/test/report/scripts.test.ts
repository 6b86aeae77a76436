/**
 * Names in the scripts of India that Noto Sans lacks, and in CJK: each prints in a face that has
 * its glyphs (checked with pdffonts and against the font's own glyph table), never as empty boxes,
 * and the 10 MB CJK face is read only when a name needs it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  covers,
  fontOf,
  loadedScriptRoles,
  textRuns,
  type ScriptRole,
} from '../../src/report/fonts.js';
import { renderReport } from '../../src/report/index.js';
import { PdfFile, requirePoppler } from './pdf-tools.js';

const generatedAt = new Date('2026-03-14T10:30:00Z');

/** Real names, several of which (ਸਿੰਘ, శ్రీ, ലക്ഷ്മി) used to crash fontkit's mark positioning. */
const NAMES: Array<{ script: string; name: string; face: string; role: ScriptRole }> = [
  { script: 'Tamil', name: 'முருகன் செல்வம்', face: 'NotoSansTamil', role: 'tamilBold' },
  { script: 'Bengali', name: 'সৌমিত্র চট্টোপাধ্যায়', face: 'NotoSansBengali', role: 'bengaliBold' },
  { script: 'Telugu', name: 'శ్రీ వెంకటేశ్వర రావు', face: 'NotoSansTelugu', role: 'teluguBold' },
  { script: 'Gujarati', name: 'નરેન્દ્ર પટેલ', face: 'NotoSansGujarati', role: 'gujaratiBold' },
  { script: 'Gurmukhi', name: 'ਹਰਪ੍ਰੀਤ ਸਿੰਘ', face: 'NotoSansGurmukhi', role: 'gurmukhiBold' },
  { script: 'Odia', name: 'ସୁଭଶ୍ରୀ ମହାପାତ୍ର', face: 'NotoSansOriya', role: 'oriyaBold' },
  { script: 'Kannada', name: 'ಕಾವ್ಯಾ ಗೌಡ', face: 'NotoSansKannada', role: 'kannadaBold' },
  { script: 'Malayalam', name: 'ലക്ഷ്മി കൃഷ്ണൻ', face: 'NotoSansMalayalam', role: 'malayalamBold' },
  {
    script: 'Chinese and Japanese kana',
    name: '王小明 さくら',
    face: 'NotoSansSC',
    role: 'cjkBold',
  },
];

// First in the file: the other tests read the CJK face.
describe('loading the script faces', () => {
  it('reads the big CJK face only once a name needs it', async () => {
    const request = {
      dob: '1990-08-05',
      gender: 'Female' as const,
      generatedAt,
      currentYear: 2026,
    };
    await renderReport({ ...request, name: 'Asha Verma' });
    await renderReport({ ...request, name: 'முருகன்' });
    expect(loadedScriptRoles()).toEqual(expect.arrayContaining(['tamilBold', 'tamil']));
    expect(loadedScriptRoles()).not.toContain('cjkBold');
    expect(loadedScriptRoles()).not.toContain('cjk');
    await renderReport({ ...request, name: '王小明' });
    expect(loadedScriptRoles()).toEqual(expect.arrayContaining(['cjkBold', 'cjk']));
  });
});

describe('textRuns', () => {
  it.each(NAMES)('puts a $script name in its own face, which has every glyph', ({ name, role }) => {
    const runs = textRuns('sansBold', name);
    // The space between the words stays in the script's run: one run for the whole name.
    expect(runs).toEqual([{ text: name, role }]);
    expect(covers(fontOf(role), name)).toBe(true);
  });

  it('splits a name in several scripts into runs, each in a face that has it', () => {
    const runs = textRuns('sans', 'Priya பிரியா 王 Devi देवी');
    expect(runs.map((r) => r.role)).toEqual(['sans', 'tamil', 'cjk', 'sans']);
    expect(runs.map((r) => r.text).join('')).toBe('Priya பிரியா 王 Devi देवी');
    for (const run of runs) expect(covers(fontOf(run.role), run.text), run.text).toBe(true);
  });

  it('leaves Latin and Devanagari in the report font', () => {
    expect(textRuns('serif', 'Asha Verma')).toEqual([{ text: 'Asha Verma', role: 'serif' }]);
    expect(textRuns('sans', 'आशा वर्मा')).toEqual([{ text: 'आशा वर्मा', role: 'sans' }]);
  });
});

describe('reports for names in other scripts', () => {
  beforeAll(() => requirePoppler());
  const files: PdfFile[] = [];
  afterAll(() => files.forEach((file) => file.remove()));

  const render = async (name: string) => {
    const pdf = new PdfFile(
      await renderReport({
        name,
        dob: '1990-08-05',
        gender: 'Female',
        generatedAt,
        currentYear: 2026,
      }),
    );
    files.push(pdf);
    return pdf;
  };
  const faces = (pdf: PdfFile) => pdf.fonts().map((f) => f.name.split('+')[1]);

  it.each(NAMES)(
    'embeds $face for a $script name, on the cover (bold) and in the footer',
    async ({ name, face }) => {
      const pdf = await render(name);
      const embedded = faces(pdf);
      expect(embedded).toContain(`${face}-Bold`);
      expect(embedded).toContain(`${face}-Regular`);
      for (const font of pdf.fonts()) expect(font.embedded, font.name).toBe(true);
      expect(pdf.pageCount()).toBeGreaterThanOrEqual(18);
    },
  );

  it('prints a Chinese name that text tools can read back', async () => {
    const pdf = await render('王小明');
    expect(pdf.text({ page: 1 })).toContain('王小明');
    expect(pdf.text({ page: 3 })).toContain('王小明');
  });
});
