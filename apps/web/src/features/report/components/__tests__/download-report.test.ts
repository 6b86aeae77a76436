import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from '../../api/download-report';

describe('fileNameFromDisposition', () => {
  it('reads a quoted file name', () => {
    expect(fileNameFromDisposition('attachment; filename="ankvidya-asha.pdf"')).toBe(
      'ankvidya-asha.pdf',
    );
  });
  it('prefers the UTF-8 file name', () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="report.pdf"; filename*=UTF-8''ankvidya-%E0%A4%86%E0%A4%B6%E0%A4%BE.pdf`,
      ),
    ).toBe('ankvidya-आशा.pdf');
  });
  it('reads an unquoted file name and falls back when there is none', () => {
    expect(fileNameFromDisposition('attachment; filename=report.pdf')).toBe('report.pdf');
    expect(fileNameFromDisposition(null)).toBe('ankvidya-report.pdf');
    expect(fileNameFromDisposition('attachment')).toBe('ankvidya-report.pdf');
  });
});
