// readWholeDate: a whole date typed or pasted into one part of the date of birth field.
import { describe, expect, it } from 'vitest';
import { readWholeDate } from '../dob';
import { monthNames } from '@/shared/i18n/locale';

describe('readWholeDate', () => {
  const months = monthNames('en');
  it.each([
    ['14/08/1992', { day: '14', month: '8', year: '1992' }],
    ['14-08-1992', { day: '14', month: '8', year: '1992' }],
    ['14.08.1992', { day: '14', month: '8', year: '1992' }],
    [' 5 / 8 / 1990 ', { day: '5', month: '8', year: '1990' }],
    ['1992-08-14', { day: '14', month: '8', year: '1992' }],
    ['14 August 1992', { day: '14', month: '8', year: '1992' }],
    ['14 sept 1992', { day: '14', month: '9', year: '1992' }],
    ['14/8/92', { day: '14', month: '8', year: '92' }],
    // No 13th month: the month is left for the visitor to choose, nothing is guessed.
    ['14/13/1992', { day: '14', month: '', year: '1992' }],
  ])('reads %s', (text, parts) => {
    expect(readWholeDate(text, months)).toEqual(parts);
  });

  it.each(['14', '1992', '14/08', 'a/b/c', '14/08/1992/1', '1992-08-14T10:00', '14 Au 1992'])(
    'leaves %s alone',
    (text) => expect(readWholeDate(text, months)).toBeNull(),
  );

  it('reads Hindi month names and Devanagari digits', () => {
    expect(readWholeDate('14 अगस्त 1992', monthNames('hi'))).toEqual({
      day: '14',
      month: '8',
      year: '1992',
    });
    expect(readWholeDate('१४/०८/१९९२', monthNames('hi'))).toEqual({
      day: '14',
      month: '8',
      year: '1992',
    });
  });

  it('while typing, waits for the last digit', () => {
    expect(readWholeDate('14/08/199', months, { whileTyping: true })).toBeNull();
    expect(readWholeDate('1992-08-1', months, { whileTyping: true })).toBeNull();
    expect(readWholeDate('1992-08-14', months, { whileTyping: true })).not.toBeNull();
  });
});
