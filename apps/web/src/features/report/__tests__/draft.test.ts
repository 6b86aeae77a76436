import {
  createReportBodySchema,
  reportCopySchema,
  reportDraftSchema,
  type ReportCopyInput,
} from '@ankvidya/schemas';
import { describe, expect, it } from 'vitest';
import { buildReportDraft } from '../draft';

const person = { name: 'आशा वर्मा', dob: '1990-08-05', gender: 'Female' as const };

describe("the report page's ReportDraft", () => {
  const built = buildReportDraft({
    person,
    latinName: 'Asha Verma',
    preferredSpelling: 'Aasha Verma',
    locale: 'hi',
    additions: { mobileNumber: '9988770012' },
  });

  it('is one draft the API reads with the same schema: the report and the copy are its parts', () => {
    expect(reportDraftSchema.parse(built.draft)).toEqual({
      ...person,
      latinName: 'Asha Verma',
      preferredSpelling: 'Aasha Verma',
      locale: 'hi',
      mobileNumber: '9988770012',
    });
    // POST /api/reports: the draft less the tools' additions.
    expect(createReportBodySchema.parse(built.report)).toEqual({
      ...person,
      latinName: 'Asha Verma',
      preferredSpelling: 'Aasha Verma',
      locale: 'hi',
    });
    // The download: the copy, with everything but the person.
    expect(reportCopySchema.parse(built.copy)).toEqual({
      preferredSpelling: 'Aasha Verma',
      locale: 'hi',
      mobileNumber: '9988770012',
    });
  });

  it("carries a later tool's field to the download untaught", () => {
    const later = buildReportDraft({
      person,
      latinName: 'Asha Verma',
      locale: 'en',
      additions: { vehicleNumber: 'MH12AB1234' } as ReportCopyInput,
    });
    expect(later.copy).toEqual({ locale: 'en', vehicleNumber: 'MH12AB1234' });
    expect(later.report).not.toHaveProperty('vehicleNumber');
  });
});
