import { describe, expect, it } from 'vitest';
import { reportFileName } from '../../src/report/index.js';

describe('reportFileName', () => {
  it('joins a slug of the name and the date of birth', () => {
    expect(reportFileName('Asha Verma', '1990-08-05')).toBe(
      'numerology-report-asha-verma-1990-08-05.pdf',
    );
  });

  it('drops accents, punctuation and extra spaces', () => {
    expect(reportFileName("  Zoë  Ávila-O'Brien ", '2001-02-17')).toBe(
      'numerology-report-zoe-avila-o-brien-2001-02-17.pdf',
    );
  });

  it('leaves out a name with no ASCII letters rather than producing an empty part', () => {
    expect(reportFileName('आशा वर्मा', '1990-08-05')).toBe('numerology-report-1990-08-05.pdf');
    expect(reportFileName('', '')).toBe('numerology-report.pdf');
  });

  it('is always a short, safe ASCII file name', () => {
    const names = [
      'A'.repeat(300),
      '../../etc/passwd',
      'a/b\\c:d*e?f"g<h>i|j',
      '\u0000\n\t',
      'Ωμέγα 😀',
    ];
    for (const name of names) {
      const file = reportFileName(name, '1990-08-05');
      expect(file).toMatch(/^numerology-report(-[a-z0-9]+)*\.pdf$/);
      expect(file.length).toBeLessThanOrEqual(100);
    }
  });
});
