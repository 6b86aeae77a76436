import { getContent } from '@ankvidya/content';
import { describe, expect, it } from 'vitest';
import { taxSplit } from '../../src/features/invoices/tax.js';
import { amountInWords, numberInWords } from '../../src/features/invoices/words.js';
import { documentNumber, financialYear } from '../../src/ports/invoices.js';

const en = getContent('en').invoice.words;
const hi = getContent('hi').invoice.words;

describe('financialYear', () => {
  it('runs from 1 April to 31 March in India (IST), whatever the server clock zone', () => {
    expect(financialYear('2027-03-31T18:29:59.999Z')).toBe('2026-27'); // 31 March, 23:59 IST
    expect(financialYear('2027-03-31T18:30:00.000Z')).toBe('2027-28'); // 1 April, 00:00 IST
    expect(financialYear('2026-04-01T00:00:00.000Z')).toBe('2026-27');
    expect(financialYear('2027-01-15T10:00:00.000Z')).toBe('2026-27');
    expect(financialYear('2099-12-31T12:00:00.000Z')).toBe('2099-00');
  });
});

describe('documentNumber', () => {
  it('writes each series in at most 16 characters, as rule 46(b) allows', () => {
    expect(documentNumber('invoice', '2026-27', 123)).toBe('AV/26-27/000123');
    expect(documentNumber('credit_note', '2026-27', 1)).toBe('CN/26-27/000001');
    for (const sequence of [1, 999_999, 9_999_999])
      expect(documentNumber('invoice', '2026-27', sequence).length).toBeLessThanOrEqual(16);
  });
});

describe('taxSplit', () => {
  const registered = { stateCode: '27', gstin: '27AAPFU0939F1ZV' };

  it('charges IGST when the buyer is in another state', () => {
    expect(taxSplit(49900, registered, '07')).toEqual({
      registered: true,
      taxable: 42288,
      taxes: [{ tax: 'IGST', ratePercent: 18, amount: 7612 }],
      total: 49900,
      placeOfSupply: '07',
    });
  });

  it("charges CGST and SGST when the buyer is in the seller's state", () => {
    expect(taxSplit(49900, registered, '27')).toEqual({
      registered: true,
      taxable: 42288,
      taxes: [
        { tax: 'CGST', ratePercent: 9, amount: 3806 },
        { tax: 'SGST', ratePercent: 9, amount: 3806 },
      ],
      total: 49900,
      placeOfSupply: '27',
    });
  });

  it("takes the seller's state as the place of supply when the buyer gave none", () => {
    const split = taxSplit(49900, registered, null);
    expect(split.placeOfSupply).toBe('27');
    expect(split.taxes.map((t) => t.tax)).toEqual(['CGST', 'SGST']);
  });

  it('has no tax lines when the seller has no GSTIN', () => {
    expect(taxSplit(49900, { stateCode: '27', gstin: null }, '07')).toEqual({
      registered: false,
      taxable: 49900,
      taxes: [],
      total: 49900,
      placeOfSupply: '07',
    });
  });

  it('adds up to the amount paid to the paisa, for any amount', () => {
    for (let total = 1; total <= 100_000; total += 37) {
      for (const buyer of ['27', '07']) {
        const split = taxSplit(total, registered, buyer);
        const sum = split.taxable + split.taxes.reduce((s, t) => s + t.amount, 0);
        expect(sum).toBe(total);
        // Tax is 18% of the taxable value, to within the rounding of each line.
        const tax = total - split.taxable;
        expect(Math.abs(tax - split.taxable * 0.18)).toBeLessThanOrEqual(1);
      }
    }
  });
});

describe('amount in words', () => {
  it('writes the price as an Indian invoice does', () => {
    expect(amountInWords(49900, en)).toBe('Rupees Four Hundred Ninety-Nine only');
    expect(amountInWords(49900, hi)).toBe('चार सौ निन्यानवे रुपये मात्र');
  });

  it('adds the paise when there are any', () => {
    expect(amountInWords(42288, en)).toBe(
      'Rupees Four Hundred Twenty-Two and Eighty-Eight Paise only',
    );
    expect(amountInWords(42288, hi)).toBe('चार सौ बाईस रुपये और अट्ठासी पैसे मात्र');
    expect(amountInWords(5, en)).toBe('Rupees Zero and Five Paise only');
  });

  it('groups in thousands, lakhs and crores', () => {
    expect(numberInWords(12_345_678, en)).toBe(
      'One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight',
    );
    expect(numberInWords(100_000, en)).toBe('One Lakh');
    expect(numberInWords(1_000_000_000, en)).toBe('One Hundred Crore');
    expect(numberInWords(1_01_001, hi)).toBe('एक लाख एक हज़ार एक');
    expect(numberInWords(0, hi)).toBe('शून्य');
  });

  it('has a word for every number below 100 in both languages', () => {
    for (const words of [en, hi]) {
      expect(words.oneTo99).toHaveLength(99);
      expect(words.oneTo99.every((w) => w.trim() !== '')).toBe(true);
      expect(new Set(words.oneTo99).size).toBe(99);
    }
  });

  it('refuses what is not an amount', () => {
    expect(() => amountInWords(-1, en)).toThrow(RangeError);
    expect(() => amountInWords(1.5, en)).toThrow(RangeError);
  });
});
