#!/usr/bin/env node
// Renders sample reports and turns every page into a PNG with pdftoppm, to look at them.
//   node scripts/render-report-pages.mjs [out-dir] [--dpi=60] [--only=kavya-kua4,arjun-kua3-lichun]
// Builds src/report with tsup into a temporary folder first (under node_modules/.cache, so the
// api's dependencies resolve from it), so it needs no TypeScript loader.
// Writes <out-dir>/<person>.pdf and <out-dir>/<person>/page-NN.png (default out-dir:
// <system temp>/ankvidya-report-pages, outside the repository).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'tsup';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const outDir = path.resolve(
  args.find((a) => !a.startsWith('--')) ?? path.join(tmpdir(), 'ankvidya-report-pages'),
);
const dpi = Number(args.find((a) => a.startsWith('--dpi='))?.slice(6) ?? 60);
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice(7)
  .split(',');

const SAMPLES = {
  'asha-verma': { name: 'Asha Verma', dob: '1990-08-05', gender: 'Female' },
  'rahul-sharma': { name: 'Rahul Sharma', dob: '1985-12-23', gender: 'Male' },
  // With a mobile number sent for its reading, in English and in Hindi.
  'neha-mobile': {
    name: 'Neha Gupta',
    dob: '1994-02-11',
    gender: 'Female',
    mobileNumber: '9812004477',
  },
  'neha-mobile-hi': {
    name: 'Neha Gupta',
    dob: '1994-02-11',
    gender: 'Female',
    mobileNumber: '9812004477',
    locale: 'hi',
  },
  // A long name in two scripts (Latin and Devanagari).
  'lakshmi-devanagari': {
    name: 'Lakshmi Venkataraman Subramanian लक्ष्मी',
    dob: '1976-04-28',
    gender: 'Female',
  },
  // Every digit from 1 to 9 present: no missing numbers.
  'meera-all-digits': { name: 'Meera Iyer', dob: '1952-06-17', gender: 'Male' },
  // A name in Odia with its Latin spelling.
  'subhashree-odia': {
    name: 'ସୁଭଶ୍ରୀ ମହାପାତ୍ର',
    latinName: 'Subhashree Mohapatra',
    dob: '1995-09-12',
    gender: 'Female',
  },
  // A name in Devanagari only: no name number.
  'priya-devanagari-only': { name: 'प्रिया शर्मा', dob: '1993-07-19', gender: 'Female' },
  // Kua 5 for a man (the directions of kua 2).
  'vikram-kua5-man': { name: 'Vikram Rao', dob: '1986-03-14', gender: 'Male' },
  // Kua 3 (south favourable), born before 4 February: the solar year gives kua 4.
  'arjun-kua3-lichun': { name: 'Arjun Mehta', dob: '1997-01-20', gender: 'Male' },
  // Kua 4 (south favourable).
  'kavya-kua4': { name: 'Kavya Reddy', dob: '1998-11-08', gender: 'Female' },
  // Kua 9 (south favourable), 2222 and six missing numbers, generated after 1 October.
  'rohan-kua9-october': {
    name: 'Rohan Das',
    dob: '2000-02-20',
    gender: 'Male',
    generatedAt: new Date('2026-10-20T06:00:00Z'),
  },
  // Review set (issue 23): each in English and in Hindi.
  ...Object.fromEntries(
    [
      ['asha', { name: 'Asha Verma', dob: '1990-08-05', gender: 'Female' }],
      ['ajay', { name: 'Ajay Devgan', dob: '1969-04-02', gender: 'Male' }],
      [
        'faisal-mobile',
        {
          name: 'Mohammed Faisal Khan',
          dob: '1988-02-21',
          gender: 'Male',
          mobileNumber: '9812004477',
        },
      ],
      [
        'priya-november',
        {
          name: 'Priya Nair',
          dob: '1994-03-10',
          gender: 'Female',
          generatedAt: new Date('2026-11-25T06:00:00Z'),
        },
      ],
      [
        'newborn',
        {
          name: 'Baby Verma',
          dob: '2026-10-02',
          gender: 'Male',
          babyNames: ['ishaan', 'vihaan', 'kabir', 'arjun'],
          birthTime: '06:45',
          generatedAt: new Date('2026-11-25T06:00:00Z'),
        },
      ],
    ].flatMap(([key, person]) => [
      [`review-${key}-en`, person],
      [`review-${key}-hi`, { ...person, locale: 'hi' }],
    ]),
  ),
};

const cacheDir = path.join(root, 'node_modules/.cache');
mkdirSync(cacheDir, { recursive: true });
const buildDir = mkdtempSync(path.join(cacheDir, 'render-report-'));
try {
  await build({
    entry: { index: path.join(root, 'src/report/index.ts') },
    outDir: buildDir,
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    silent: true,
    config: false,
  });
  const { renderReport, reportFileName } = await import(
    pathToFileURL(path.join(buildDir, 'index.js')).href
  );
  mkdirSync(outDir, { recursive: true });
  for (const [key, person] of Object.entries(SAMPLES)) {
    if (only && !only.includes(key)) continue;
    const pdf = await renderReport({
      generatedAt: new Date('2026-03-14T10:30:00Z'),
      currentYear: 2026,
      ...person,
    });
    const pdfPath = path.join(outDir, `${key}.pdf`);
    writeFileSync(pdfPath, pdf);
    const pagesDir = path.join(outDir, key);
    rmSync(pagesDir, { recursive: true, force: true });
    mkdirSync(pagesDir, { recursive: true });
    execFileSync('pdftoppm', ['-png', '-r', String(dpi), pdfPath, path.join(pagesDir, 'page')]);
    const pages = execFileSync('pdfinfo', [pdfPath])
      .toString()
      .match(/Pages:\s+(\d+)/)?.[1];
    console.log(`${reportFileName(person.name, person.dob)}: ${pages} pages -> ${pagesDir}`);
  }
} finally {
  rmSync(buildDir, { recursive: true, force: true });
}
