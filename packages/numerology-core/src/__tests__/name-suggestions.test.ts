import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  HARMONY_TABLE,
  NumerologyInputError,
  compoundTone,
  readName,
  suggestNames,
  type Digit,
  type Gender,
  type NameSuggestions,
} from '../index.js';
import { editLook, unsignable, wordPlausibility } from '../name-plausibility.js';
import {
  NATURAL_BITS,
  searchSpellings,
  singleEdits,
  SPELLING_LETTERS_MAX,
  SPELLING_SETS_MAX,
  SPELLING_WORDS_MAX,
  spellingWords,
} from '../name-suggestions.js';

const today = '2026-06-01';

// The letter table written out again here, so the test checks the engine, not itself.
const CHALDEAN: Record<string, number> = {};
[
  ['AIJQY', 1],
  ['BKR', 2],
  ['CGLS', 3],
  ['DMT', 4],
  ['EHNX', 5],
  ['UVW', 6],
  ['OZ', 7],
  ['FP', 8],
].forEach(([letters, value]) => {
  for (const l of letters as string) CHALDEAN[l] = value as number;
});
for (let d = 1; d <= 9; d++) CHALDEAN[String(d)] = d;

function sumOf(name: string): number {
  let sum = 0;
  for (const c of name.toUpperCase()) sum += CHALDEAN[c] ?? 0;
  return sum;
}

function digitSum(n: number): number {
  let value = n;
  while (value > 9)
    value = String(value)
      .split('')
      .reduce((s, d) => s + Number(d), 0);
  return value;
}

function birth(dob: string): { moolank: Digit; bhagyank: Digit } {
  const [year, month, day] = dob.split('-').map(Number) as [number, number, number];
  return { moolank: digitSum(day) as Digit, bhagyank: digitSum(day + month + year) as Digit };
}

const verdict = (a: number, b: Digit) =>
  HARMONY_TABLE[b].friendly.includes(a as Digit)
    ? 'friendly'
    : HARMONY_TABLE[b].neutral.includes(a as Digit)
      ? 'neutral'
      : 'challenging';

/** Every promise of suggestNames, checked from first principles. */
function checkAll(
  name: string,
  dob: string,
  result: NameSuggestions,
  limits: { max: number; maxEdits: number },
) {
  const typedWords = name.trim().split(/\s+/);
  const { moolank, bhagyank } = birth(dob);
  expect(result.moolank).toBe(moolank);
  expect(result.bhagyank).toBe(bhagyank);
  expect(result.current.compound).toBe(sumOf(name));
  expect(result.suggestions.length).toBeLessThanOrEqual(limits.max);
  const seen = new Set<string>();
  // Every name of three letters or more gets at least three options.
  if (name.replace(/[^A-Za-z]/g, '').length >= 3)
    expect(result.suggestions.length).toBeGreaterThanOrEqual(Math.min(3, limits.max));
  for (const s of result.suggestions) {
    // The numbers, recomputed.
    const compound = sumOf(s.name);
    expect(s.compound).toBe(compound);
    expect(s.nameNumber).toBe(digitSum(compound));
    expect(s.letters.reduce((sum, l) => sum + l.value, 0)).toBe(compound);
    for (const l of s.letters) expect(l.value).toBe(CHALDEAN[l.letter]);
    expect(s.compoundLabel).toBe(
      compound > 9 ? `${compound}/${digitSum(compound)}` : `${compound}`,
    );
    // Checked against both numbers and the compound's meaning: never challenging; friendly to
    // both with a favourable compound unless the result says it falls back.
    expect(s.tone).not.toBe('challenging');
    expect(s.tone).toBe(compoundTone(compound));
    const against = [verdict(s.nameNumber, moolank), verdict(s.nameNumber, bhagyank)];
    expect(s.harmony).toEqual({ moolank: against[0], bhagyank: against[1] });
    expect(against).not.toContain('challenging');
    if (!result.fallback) {
      expect(against).toEqual(['friendly', 'friendly']);
      expect(s.tone).toBe('favourable');
    }
    // The edits: within the limit (or past it, up to four, only to reach three options), and
    // they lead from the typed name to this one.
    expect(s.edits.length).toBeGreaterThanOrEqual(1);
    expect(s.edits.length).toBeLessThanOrEqual(4);
    if (s.edits.length > limits.maxEdits)
      expect(
        result.suggestions.filter((o) => o.edits.length <= limits.maxEdits).length,
      ).toBeLessThan(3);
    // No spelling nobody would sign: no consonant doubled at a word's end, no letter three
    // times, unless the name as typed has it already.
    for (const pattern of [/([b-df-hj-np-tv-z])\1(?: |$)/i, /([a-z])\1\1/i])
      if (!pattern.test(name)) expect(s.name).not.toMatch(pattern);
    const words = [...typedWords];
    for (const e of s.edits) {
      expect(words[e.word]).toBe(e.from);
      words[e.word] = e.to;
    }
    expect(words.filter((w) => w !== '').join(' ')).toBe(s.name);
    // Every word keeps its first letter (after any initial put in front); only an initial may go.
    words.forEach((w, i) => {
      if (w === '') expect(typedWords[i]).toMatch(/^[A-Za-z]\.?$/);
      else expect(w.split(' ').at(-1)![0]).toBe(typedWords[i]![0]);
    });
    // No duplicates, never the typed name.
    const key = s.name.toLowerCase();
    expect(seen.has(key)).toBe(false);
    seen.add(key);
    expect(key).not.toBe(typedWords.join(' ').toLowerCase());
  }
}

describe('singleEdits', () => {
  const spellings = (name: string, gender?: Gender) => singleEdits(name, gender).map((e) => e.to);

  it('makes the documented edits of Indian name correction', () => {
    expect(spellings('Ajay')).toContain('Ajjay');
    expect(spellings('Sharma')).toContain('Sharmaa');
    expect(spellings('Sunil')).toContain('Suneel');
    expect(spellings('Puja')).toContain('Pooja');
    expect(spellings('Sidharth')).toEqual(expect.arrayContaining(['Siddharth', 'Sidhart']));
    expect(spellings('Sidarth')).toContain('Sidharth');
    expect(spellings('Amit')).toContain('Amith');
    expect(spellings('Shanti')).toEqual(expect.arrayContaining(['Shanty', 'Shanthi']));
    expect(spellings('Akash')).toContain('Aakash');
  });

  it('writes a final a in or out only in a man’s given names, where the spelling allows', () => {
    expect(spellings('Rama', 'Male')).toContain('Ram');
    expect(spellings('Shiv', 'Male')).toContain('Shiva');
    expect(spellings('Vijaya', 'Male')).toContain('Vijay');
    // Two consonants before the a (Krishna) keep it; so does the family name, and a woman's name.
    expect(spellings('Krishna', 'Male')).not.toContain('Krishn');
    expect(singleEdits('Rahul Sharma', 'Male').map((e) => [e.kind, e.to])).not.toContainEqual([
      'drop-final-a',
      'Sharm',
    ]);
    expect(spellings('Priya', 'Female')).not.toContain('Priy');
    expect(spellings('Rama')).not.toContain('Ram');
  });

  it('shortens a middle word to its initial and drops an initial, in the name’s own style', () => {
    expect(singleEdits('Ajay Kumar Sharma')).toContainEqual({
      kind: 'add-initial',
      word: 1,
      from: 'Kumar',
      to: 'K.',
    });
    expect(singleEdits('Ajay K Rao Sharma')).toContainEqual({
      kind: 'add-initial',
      word: 2,
      from: 'Rao',
      to: 'R',
    });
    expect(singleEdits('Ajay K. Sharma')).toContainEqual({
      kind: 'drop-initial',
      word: 1,
      from: 'K.',
      to: '',
    });
    // First and last words are never shortened.
    expect(singleEdits('Ajay Sharma').some((e) => e.kind === 'add-initial')).toBe(false);
  });

  it('keeps each word’s first letter and the case the name was typed in', () => {
    for (const name of ['Ajay Kumar Sharma', 'AJAY SHARMA', 'ajay sharma', 'Indira Tara Devi']) {
      for (const e of singleEdits(name, 'Male')) {
        if (e.to !== '') expect(e.to.split(' ').at(-1)![0]).toBe(e.from[0]);
        if (e.kind === 'add-initial' || e.kind === 'prefix-initial') continue;
        expect(e.to === e.to.toUpperCase()).toBe(e.from === e.from.toUpperCase());
        expect(e.to.slice(1) === e.to.slice(1).toLowerCase()).toBe(
          e.from.slice(1) === e.from.slice(1).toLowerCase(),
        );
      }
    }
    expect(singleEdits('AJAY').map((e) => e.to)).toContain('AJJAY');
    expect(singleEdits('AKASH').map((e) => e.to)).toContain('AAKASH');
  });
});

describe('suggestNames', () => {
  it('finds Pooja for Puja when the longer vowel brings a friendly naamank', () => {
    // Moolank 8, bhagyank 4: Puja Verma is 34/7 (neutral to both), Pooja Verma 42/6 (friendly).
    const result = suggestNames('Puja Verma', { dob: '1992-02-17', today });
    expect(result.current).toMatchObject({ compound: 34, nameNumber: 7, tone: 'favourable' });
    expect(result.current.harmony).toEqual({ moolank: 'neutral', bhagyank: 'neutral' });
    expect(result.suggestions[0]).toMatchObject({
      name: 'Pooja Verma',
      compound: 42,
      compoundLabel: '42/6',
      nameNumber: 6,
      harmony: { moolank: 'friendly', bhagyank: 'friendly' },
      edits: [{ kind: 'lengthen-vowel', word: 0, from: 'Puja', to: 'Pooja' }],
    });
    expect(result.fallback).toBe(false);
    checkAll('Puja Verma', '1992-02-17', result, { max: 10, maxEdits: 2 });
  });

  it('falls back to friendly and neutral when moolank and bhagyank share no friend', () => {
    // Moolank 2 and bhagyank 8: 2's friends (1, 2, 3, 9) and 8's (4, 5, 6, 8) never meet.
    const dob = '1990-05-02';
    expect(birth(dob)).toEqual({ moolank: 2, bhagyank: 8 });
    const result = suggestNames('Sunil Gupta', { dob, today, gender: 'Male' });
    expect(result.fallback).toBe(true);
    expect(result.suggestions.length).toBeGreaterThan(0);
    checkAll('Sunil Gupta', dob, result, { max: 10, maxEdits: 2 });
  });

  it('keeps every promise for common three-word names', () => {
    for (const [name, dob, gender] of [
      ['Ajay Kumar Sharma', '1990-08-05', 'Male'],
      ['Lakshmi Priya Subramanian', '1987-12-31', 'Female'],
      ['Mohammed Iqbal Khan', '2001-03-09', undefined],
      ['RAHUL K. SHARMA', '1994-06-11', 'Male'],
    ] as const) {
      for (const maxEdits of [1, 2, 3]) {
        const result = suggestNames(name, { dob, gender, maxEdits, max: 50, today });
        checkAll(name, dob, result, { max: 50, maxEdits });
      }
    }
  });

  it('returns at most max, fewest edits first, and the same answer every time', () => {
    const options = { dob: '1990-08-05', gender: 'Male' as const, today };
    const first = suggestNames('Ajay Kumar Sharma', options);
    expect(first.suggestions.length).toBeLessThanOrEqual(10);
    expect(suggestNames('Ajay Kumar Sharma', options)).toEqual(first);
    expect(suggestNames('Ajay Kumar Sharma', { ...options, max: 3 }).suggestions).toEqual(
      first.suggestions.slice(0, 3),
    );
    // White space as typed does not change the spellings.
    expect(suggestNames('  Ajay   Kumar  Sharma ', options)).toEqual(first);
  });

  it('property: random Latin names keep every promise', () => {
    const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'.split(''));
    const word = fc
      .tuple(fc.string({ unit: letter, minLength: 1, maxLength: 9 }), fc.boolean(), fc.boolean())
      .map(([w, title, upper]) =>
        upper ? w.toUpperCase() : title ? w[0]!.toUpperCase() + w.slice(1) : w,
      );
    const initial = fc
      .tuple(letter, fc.boolean())
      .map(([l, dot]) => l.toUpperCase() + (dot ? '.' : ''));
    const name = fc
      .array(fc.oneof({ weight: 4, arbitrary: word }, { weight: 1, arbitrary: initial }), {
        minLength: 1,
        maxLength: 4,
      })
      .filter((words) => words.some((w) => w.length > 2))
      .map((words) => words.join(' '));
    const dob = fc
      .date({ min: new Date('1900-01-01'), max: new Date('2026-05-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(
        name,
        dob,
        fc.constantFrom<Gender | undefined>('Male', 'Female', undefined),
        fc.integer({ min: 1, max: 3 }),
        (n, d, gender, maxEdits) => {
          const result = suggestNames(n, { dob: d, gender, maxEdits, max: 100, today });
          checkAll(n, d, result, { max: 100, maxEdits });
          expect(suggestNames(n, { dob: d, gender, maxEdits, max: 100, today })).toEqual(result);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses bad input with the field named', () => {
    const field = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        expect(error).toBeInstanceOf(NumerologyInputError);
        return { field: (error as NumerologyInputError).field, message: (error as Error).message };
      }
      throw new Error('did not throw');
    };
    expect(field(() => suggestNames('  ', { dob: '1990-08-05', today })).field).toBe('name');
    // Devanagari is read in its Latin spelling; a script with no such reading is refused.
    const tamil = field(() => suggestNames('ஆஷா', { dob: '1990-08-05', today }));
    expect(tamil.field).toBe('name');
    expect(tamil.message).toMatch(/English letters/);
    expect(field(() => suggestNames('Asha', { dob: '1990-02-30', today })).field).toBe('dob');
    expect(field(() => suggestNames('Asha', { dob: '2030-01-01', today })).field).toBe('dob');
    expect(
      field(() => suggestNames('Asha', { dob: '1990-08-05', gender: 'X' as Gender, today })).field,
    ).toBe('gender');
    expect(() => suggestNames('Asha', { dob: '1990-08-05', max: 0, today })).toThrow(RangeError);
    expect(() => suggestNames('Asha', { dob: '1990-08-05', maxEdits: 9, today })).toThrow(
      RangeError,
    );
  });
});

describe('the bound on the spelling search', () => {
  const problem = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      expect(error).toBeInstanceOf(NumerologyInputError);
      const { field, code, values, message } = error as NumerologyInputError;
      return { field, code, values, message };
    }
    throw new Error('did not throw');
  };
  const repeat = (word: string, times: number) => Array(times).fill(word).join(' ');

  it('refuses more words or letters than it searches, naming the limit', () => {
    expect(SPELLING_WORDS_MAX).toBe(8);
    expect(SPELLING_LETTERS_MAX).toBe(60);
    // The names that held the server for 200 ms (issue 20).
    expect(problem(() => suggestNames(repeat('Amit', 20), { dob: '1990-08-05', today }))).toEqual({
      field: 'name',
      code: 'name_too_many_words',
      values: { max: 8 },
      message: 'For spelling suggestions, please keep your name to 8 words or fewer.',
    });
    expect(problem(() => spellingWords(repeat('Sunil', 16))).code).toBe('name_too_many_words');
    // Letters of any script count; spaces, dots and hyphens do not.
    const long = 'Venkatasubramanian Lakshminarasimha Chandrasekharan Ramaswamy Iyer';
    expect(problem(() => suggestNames(long, { dob: '1990-08-05', today }))).toEqual({
      field: 'name',
      code: 'name_too_many_letters',
      values: { max: 60 },
      message: 'For spelling suggestions, please keep your name to 60 letters or fewer.',
    });
    expect(spellingWords('A. P. J. Abdul Kalam')).toEqual(['A.', 'P.', 'J.', 'Abdul', 'Kalam']);
    expect(spellingWords(repeat('Ab', 8))).toHaveLength(8);
    expect(spellingWords(repeat('Abcdefghij', 6))).toHaveLength(6);
    expect(problem(() => spellingWords(`${repeat('Abcdefghij', 6)} X`)).code).toBe(
      'name_too_many_letters',
    );
    // A long full name still reads; only the search has the limits.
    expect(readName(repeat('Amit', 20), '1990-08-05', { today }).compound).toBe(20 * 10);
  });

  // Names at the limits, built to give the most edits (t and d after a vowel take two each),
  // or none at all, with birth numbers that share no friend (so the search cannot stop early).
  const adversarial = [
    repeat('Tatatat', 8),
    repeat('Adadada', 8),
    repeat('Adidud', 8),
    repeat('Amit', 8),
    repeat('Sunil', 8),
    `A ${repeat('Tatatatt', 7)}`,
    'Tadadadadadadadadadadadadadadadadadadadadadadadadadadadadada',
    'Venkata Satya Sai Naga Lakshmi Prasanna Kumari Pasupuleti',
    repeat('Aaaaaaa', 8),
    repeat('Eieio', 8),
  ];
  const dobs = ['1990-01-01', '1990-05-01', '1990-05-02', '1987-12-31', '2001-03-09'];

  it('examines a bounded number of edit sets for any accepted name', () => {
    for (const name of adversarial) {
      expect(() => spellingWords(name)).not.toThrow();
      for (const dob of dobs) {
        for (const gender of ['Male', undefined] as const) {
          // The default search (the API's) never reaches the cap, so it misses no spelling.
          const usual = searchSpellings(name, { dob, gender, today });
          expect(usual.examined).toBeLessThan(SPELLING_SETS_MAX);
          checkAll(name, dob, usual.result, { max: 10, maxEdits: 2 });
          // Deeper searches stop at the cap and still keep every promise.
          const deep = searchSpellings(name, { dob, gender, today, maxEdits: 4 });
          expect(deep.examined).toBeLessThanOrEqual(SPELLING_SETS_MAX);
          checkAll(name, dob, deep.result, { max: 10, maxEdits: 4 });
        }
      }
    }
  });

  it('stops at the fewest edits that give enough spellings', () => {
    // Puja Verma has ten spellings with one edit: no pair of edits is tried.
    const name = 'Puja Verma';
    const edits = singleEdits(name).length;
    const options = { dob: '1992-02-17', today };
    const one = searchSpellings(name, { ...options, max: 1 });
    expect(one.examined).toBe(edits);
    expect(one.result.suggestions[0]!.name).toBe('Pooja Verma');
    // Asking for more spellings than single edits give goes on to pairs.
    const all = searchSpellings(name, { ...options, max: 100 });
    expect(all.examined).toBeGreaterThan(edits);
    expect(all.result.suggestions.slice(0, 1)).toEqual(one.result.suggestions);
  });
});

describe('readName', () => {
  it('reads any spelling with its working', () => {
    const reading = readName('Asha Verma', '1990-08-05', { today });
    // A1 S3 H5 A1 + V6 E5 R2 M4 A1 = 28 -> 10 -> 1; moolank 5, bhagyank 5 (2003 -> 5).
    expect(reading).toMatchObject({
      name: 'Asha Verma',
      compound: 28,
      compoundLabel: '28/1',
      nameNumber: 1,
      tone: 'challenging',
      harmony: { moolank: 'friendly', bhagyank: 'friendly' },
    });
    expect(reading.letters.slice(3, 5)).toEqual([
      { letter: 'A', value: 1, word: 0 },
      { letter: 'V', value: 6, word: 1 },
    ]);
  });

  it('has no naamank, and no harmony, for a name without a letter of the table', () => {
    expect(readName('ஆஷா', '1990-08-05', { today })).toMatchObject({
      nameNumber: 0,
      compound: 0,
      tone: null,
      harmony: null,
      letters: [],
    });
  });
});

describe('the name engine of issue 23', () => {
  const cases = [
    ['Ajay Devgan', '1969-04-02', 'Male'],
    ['Priya', '1990-08-05', 'Female'],
    ['Venkata Sai Krishna', '1985-01-16', 'Male'],
    ['Rahul Sharma', '1990-06-19', 'Male'],
    ['Mohammed Faisal Khan', '2001-03-09', 'Male'],
    ['Asha Verma', '1990-08-05', 'Female'],
    ['Meera Iyer', '1992-07-21', 'Female'],
  ] as const;

  it('makes the new edits: a silent vowel, a long vowel written short, e for a, the y of iya, an h, an initial in front', () => {
    const to = (name: string, kind: string) =>
      singleEdits(name, 'Male')
        .filter((e) => e.kind === kind)
        .map((e) => e.to);
    expect(to('Devgan', 'drop-vowel')).toContain('Devgn');
    expect(to('Kamala', 'drop-vowel')).toContain('Kamla');
    expect(to('Pooja', 'shorten-vowel')).toContain('Puja');
    expect(to('Aakash', 'shorten-vowel')).toContain('Akash');
    expect(to('Suneel', 'shorten-vowel')).toContain('Sunil');
    expect(to('Verma', 'swap-vowel')).toContain('Varma');
    expect(to('Varsha', 'swap-vowel')).toEqual(['Versha']);
    expect(to('Mohammed', 'swap-vowel')).toEqual(['Mohammad']);
    // No Sherma, Kerthik or Nareyanan: a becomes e only in Var- and War-.
    expect(to('Sharma', 'swap-vowel')).toEqual([]);
    expect(to('Narayanan', 'swap-vowel')).toEqual([]);
    expect(to('Reddy', 'add-h')).toEqual([]);
    expect(to('Priya', 'y-glide')).toContain('Pria');
    expect(to('Riya', 'y-glide')).toEqual(['Ria']);
    expect(to('Dia', 'y-glide')).toEqual(['Diya']);
    expect(to('Abhishek', 'drop-h')).toContain('Abishek');
    expect(to('Sai', 'double-vowel')).toContain('Saai');
    expect(to('Priya', 'prefix-initial')).toEqual([
      'A. Priya',
      'K. Priya',
      'S. Priya',
      'M. Priya',
      'N. Priya',
      'V. Priya',
      'P. Priya',
    ]);
    // The first letter of a word keeps its sound: no h added to or taken from it (Dev, Khan).
    expect(to('Devgan', 'add-h')).not.toContain('Dhevgan');
    expect(to('Khan', 'drop-h')).toEqual([]);
  });

  it.each(cases)('gives %s (born %s) at least three checked options', (name, dob, gender) => {
    const result = suggestNames(name, { dob, gender, today });
    expect(result.suggestions.length).toBeGreaterThanOrEqual(3);
    checkAll(name, dob, result, { max: 10, maxEdits: 2 });
  });

  it('does not call a challenging compound fine: Asha Verma 28 and Meera Iyer 26 get options', () => {
    for (const [name, dob, compound] of [
      ['Asha Verma', '1990-08-05', 28],
      ['Meera Iyer', '1992-07-21', 26],
    ] as const) {
      const result = suggestNames(name, { dob, today });
      expect(result.current.compound).toBe(compound);
      expect(result.current.tone).toBe('challenging');
      expect(result.alreadyHarmonious).toBe(false);
      expect(result.suggestions.length).toBeGreaterThanOrEqual(3);
      for (const s of result.suggestions) expect(s.tone).not.toBe('challenging');
    }
    // Asha Varma (24/6) is friendly to moolank 5 and bhagyank 5 with a favourable compound.
    expect(suggestNames('Asha Verma', { dob: '1990-08-05', today }).suggestions[0]).toMatchObject({
      name: 'Asha Varma',
      compoundLabel: '24/6',
      tone: 'favourable',
    });
  });

  it('never offers a spelling nobody would sign (Mohammedh, Khann, Mohaammedd)', () => {
    const banned = /mohammedh|khann|mohaammedd|mohaamed|dd\b|nn\b/i;
    for (let day = 1; day <= 28; day++)
      for (const month of [1, 4, 7, 10]) {
        const dob = `19${70 + day}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        for (const gender of ['Male', undefined] as const) {
          const result = suggestNames('Mohammed Faisal Khan', {
            dob,
            gender,
            today,
            max: 100,
            maxEdits: 3,
          });
          for (const s of result.suggestions) expect(s.name).not.toMatch(banned);
        }
      }
  });

  it('ranks by how natural the spelling reads, not only by the number of edits', () => {
    // Pooja and Puja are both usual; Sharmaa and Priyaa are not; Devgn is a known spelling.
    expect(wordPlausibility('Pooja')).toBeGreaterThan(wordPlausibility('Puja') - 2);
    expect(wordPlausibility('Sharma') - wordPlausibility('Sharmaa')).toBeGreaterThan(NATURAL_BITS);
    expect(wordPlausibility('Priya') - wordPlausibility('Priyaa')).toBeGreaterThan(NATURAL_BITS);
    expect(wordPlausibility('Ajay') - wordPlausibility('Ajjay')).toBeLessThan(NATURAL_BITS);
    expect(unsignable('Khann', 'Khan')).toBe(true);
    expect(unsignable('Mohammedh', 'Mohammed')).toBe(true);
    expect(unsignable('Mohaammedd', 'Mohammed')).toBe(true);
    expect(unsignable('Ajjay', 'Ajay')).toBe(false);
    expect(unsignable('Venktta', 'Venkata')).toBe(true);
    expect(unsignable('Siddharth', 'Sidharth')).toBe(false);
    // Within one result the options come in order of their look plus their edits' cost: the first
    // option for Rahul Sharma is never one the model finds stranger than a later one of the same fit.
    const { suggestions } = suggestNames('Ajay Kumar Sharma', {
      dob: '1990-08-05',
      gender: 'Male',
      today,
    });
    const friendly = suggestions.filter(
      (s) => s.harmony?.moolank === 'friendly' && s.harmony.bhagyank === 'friendly',
    );
    expect(friendly.length).toBeGreaterThanOrEqual(3);
    expect(friendly.map((s) => s.name)).not.toContain('Ajay Kumar Sharmaa');
  });

  it('reads an edit’s look from the letters around it, as the whole word would', () => {
    // Each single edit, read as the whole word replaced and as its own letters.
    for (const name of ['Tadadadadadada Devgan', 'Mohammed Faisal Khan', 'Venkata Sai Krishna'])
      for (const e of singleEdits(name, 'Male')) {
        if (e.to === '' || e.to.includes('.')) continue;
        let at = 0;
        while (e.from[at] === e.to[at]) at++;
        let end = 0;
        while (end < e.from.length - at && e.from.at(-1 - end) === e.to.at(-1 - end)) end++;
        const del = e.from.length - at - end;
        expect(editLook(e.from, at, del, e.to.slice(at, e.to.length - end))).toBeCloseTo(
          wordPlausibility(e.from) - wordPlausibility(e.to),
          6,
        );
        expect(editLook(e.from, 0, e.from.length, e.to)).toBeCloseTo(
          wordPlausibility(e.from) - wordPlausibility(e.to),
          6,
        );
      }
    expect(editLook('Devgan', 4, 1, '')).toBeCloseTo(
      wordPlausibility('Devgan') - wordPlausibility('Devgn'),
      6,
    );
    expect(editLook('Ajay', 2, 0, 'j')).toBeCloseTo(
      wordPlausibility('Ajay') - wordPlausibility('Ajjay'),
      6,
    );
  });

  it('offers options to strengthen a name that already fits, and says it fits', () => {
    // Sunita Sharma (36/9): moolank 1, bhagyank 3, both friendly to 9, a favourable compound.
    const result = suggestNames('Sunita Sharma', { dob: '1990-01-01', today });
    expect(result.current.compoundLabel).toBe('36/9');
    expect(result.alreadyHarmonious).toBe(true);
    expect(result.suggestions.length).toBeGreaterThanOrEqual(3);
    for (const s of result.suggestions) {
      expect(s.harmony).toEqual({ moolank: 'friendly', bhagyank: 'friendly' });
      expect(s.tone).toBe('favourable');
    }
  });

  it('reads a name written in Devanagari in its usual spelling: सुनीता -> Sunita', () => {
    const result = suggestNames('सुनीता शर्मा', { dob: '1990-01-01', today });
    expect(result.current.name).toBe('Sunita Sharma');
    expect(result.suggestions.length).toBeGreaterThanOrEqual(3);
    expect(spellingWords('सुनीता')).toEqual(['Sunita']);
    expect(readName('आशा वर्मा', '1990-08-05', { today }).name).toBe('Asha Verma');
  });

  it('ranks a total whose compound has no reading (Mohammed Faisal Khan, 62/8) below those that have one', () => {
    const result = suggestNames('Mohammed Faisal Khan', {
      dob: '1988-02-21',
      gender: 'Male',
      today,
    });
    expect(result.suggestions.length).toBeGreaterThanOrEqual(3);
    // 62 is beyond the compounds read (10 to 52) and its digits come to 8: no reading, no tone.
    expect(compoundTone(62)).toBeNull();
    const first3 = result.suggestions.slice(0, 3);
    for (const option of first3) expect(option.tone).not.toBeNull();
    expect(first3.map((o) => o.name)).not.toContain('K. Mohammad Faisal Khan');
    // The name's own letters come first: Faissal before any initial.
    expect(first3[0]!.edits.some((e) => e.kind === 'prefix-initial')).toBe(false);
  });

  it('adds or drops no a in an Arabic or Persian name: Faisal is never Faisala nor Faisl', () => {
    for (const name of ['Faisal', 'Kabir', 'Irfan', 'Rizwan', 'Zubair']) {
      const kinds = singleEdits(name, 'Male').map((e) => e.kind);
      expect(kinds).not.toContain('add-final-a');
      expect(kinds).not.toContain('drop-vowel');
    }
    // Indic names keep theirs (Arjuna, Vijaya; Devgn, Kamla).
    expect(singleEdits('Arjun', 'Male').map((e) => e.to)).toContain('Arjuna');
    expect(singleEdits('Ajay Devgan', 'Male').map((e) => e.to)).toEqual(
      expect.arrayContaining(['Ajaya', 'Devgn']),
    );
    const faisal = suggestNames('Mohammed Faisal Khan', {
      dob: '1988-02-21',
      gender: 'Male',
      today,
    });
    expect(faisal.suggestions.map((o) => o.name).join(' ')).not.toMatch(/Faisala|Faisl\b/);
  });

  it('prefers the name’s own letters to an initial in front: at most two initials (Ajay Devgan)', () => {
    const initialCount = (name: string, dob: string) =>
      suggestNames(name, { dob, gender: 'Male', today }).suggestions.filter((o) =>
        o.edits.some((e) => e.kind === 'prefix-initial'),
      ).length;
    const devgan = suggestNames('Ajay Devgan', { dob: '1969-04-02', gender: 'Male', today });
    expect(devgan.suggestions.length).toBeGreaterThanOrEqual(3);
    expect(initialCount('Ajay Devgan', '1969-04-02')).toBeLessThanOrEqual(2);
    expect(devgan.suggestions.some((o) => !o.edits.some((e) => e.kind === 'prefix-initial'))).toBe(
      true,
    );
    expect(initialCount('Mohammed Faisal Khan', '1988-02-21')).toBeLessThanOrEqual(2);
    // Faisal alone has no letter edit with a fitting number: initials are what reach three.
    expect(
      suggestNames('Faisal', { dob: '1988-02-21', gender: 'Male', today }).suggestions,
    ).toHaveLength(3);
  });

  it('shows up to six good options where they exist: best-fit initials follow the name’s own letters', () => {
    const names = (r: NameSuggestions) => r.suggestions.map((o) => o.name);
    // Amit Patel (moolank 3, bhagyank 5): three letter spellings at the best fit, then the two
    // initials that fit as well, not cut at three.
    const amit = suggestNames('Amit Patel', { dob: '1980-11-30', gender: 'Male', today });
    expect(names(amit)).toEqual([
      'Amitha Patel',
      'Aamith Patel',
      'Amita Pathel',
      'V. Amit Patel',
      'N. Amita Patel',
    ]);
    expect(amit.fallback).toBe(false);
    const sunita = suggestNames('Sunita Sharma', { dob: '1975-09-23', gender: 'Female', today });
    expect(names(sunita)).toContain('A. Sunita Sharma');
    // Never more than max, and never more than two initials to fill the list.
    expect(
      suggestNames('Amit Patel', { dob: '1980-11-30', gender: 'Male', today, max: 4 }).suggestions,
    ).toHaveLength(4);
    for (const r of [amit, sunita])
      expect(
        r.suggestions.filter((o) => o.edits.some((e) => e.kind === 'prefix-initial')).length,
      ).toBeLessThanOrEqual(2);
  });

  it('fills past three only with the best fit, so the list keeps its promise', () => {
    for (const first of ['Amit', 'Sunita', 'Rohit', 'Anjali', 'Kavya', 'Arjun', 'Deepa'])
      for (const [last, dob] of [
        ['Patel', '1980-11-30'],
        ['Sharma', '1975-09-23'],
        ['Iyer', '1992-12-29'],
        ['Reddy', '2001-05-17'],
      ] as const) {
        const result = suggestNames(`${first} ${last}`, { dob, today });
        const { moolank, bhagyank } = birth(dob);
        const bestBoth = [1, 2, 3, 4, 5, 6, 7, 8, 9].some(
          (n) => verdict(n, moolank) === 'friendly' && verdict(n, bhagyank) === 'friendly',
        );
        for (const o of result.suggestions.slice(3)) {
          expect(o.tone, o.name).toBe('favourable');
          if (bestBoth)
            expect(o.harmony, o.name).toEqual({ moolank: 'friendly', bhagyank: 'friendly' });
        }
      }
  });

  it('property: every usual Indian name of three letters or more gets three checked options', () => {
    const given = fc.constantFrom(
      ...'Aarav Abhishek Aditi Ajay Akash Amit Anjali Arjun Asha Deepak Divya Gaurav Geeta Ishaan Jyoti Kavita Kiran Lakshmi Manoj Meera Mohan Neha Nikhil Pooja Pradeep Priya Rahul Rajesh Ravi Rekha Rohan Sai Sanjay Shreya Sneha Sunil Sunita Suresh Tanvi Uma Varun Vijay Vikram Zoya Ali Faisal Imran Ayesha Fatima Joseph Mary Harpreet Gurpreet Ram Om Jai'.split(
        ' ',
      ),
    );
    const family = fc.constantFrom(
      '',
      'Sharma',
      'Verma',
      'Khan',
      'Iyer',
      'Reddy',
      'Das',
      'Singh',
      'Nair',
      'Patel',
      'Rao',
    );
    const dob = fc
      .date({ min: new Date('1930-01-01'), max: new Date('2026-05-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(
        given,
        family,
        dob,
        fc.constantFrom<Gender | undefined>('Male', 'Female', undefined),
        (first, last, d, gender) => {
          const name = last ? `${first} ${last}` : first;
          const result = suggestNames(name, { dob: d, gender, today });
          expect(result.suggestions.length).toBeGreaterThanOrEqual(3);
          checkAll(name, d, result, { max: 10, maxEdits: 2 });
          // A total whose compound has no reading (62/8) never comes before one that has.
          const unread = result.suggestions.map((o) => o.compound >= 10 && o.tone === null);
          expect(
            unread.slice(unread.indexOf(true) + 1).every(Boolean) || !unread.includes(true),
          ).toBe(true);
          // At most two options put an initial in front while the name's own letters offer three.
          const initial = result.suggestions.map((o) =>
            o.edits.some((e) => e.kind === 'prefix-initial'),
          );
          if (initial.filter((x) => !x).length >= 3)
            expect(initial.filter(Boolean).length).toBeLessThanOrEqual(2);
        },
      ),
      { numRuns: 600 },
    );
  });
});
