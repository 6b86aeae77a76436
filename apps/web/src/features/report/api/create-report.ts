import type { Locale } from '@ankvidya/content';
import type { CreateReportResponse } from '@ankvidya/schemas';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/shared/api/client';

export interface ReportInput {
  name: string;
  dob: string;
  gender: 'Male' | 'Female';
  /** The name in Latin letters, for a name written in another script. */
  latinName?: string;
  /** The spelling starred in the name correction tool for this name, if any. */
  preferredSpelling?: string;
  /** The language of the page the report is asked for on: the PDF is written in it. */
  locale: Locale;
}

/** POST /api/reports: the same input always gives the same pdfID, so it is safe to repeat. */
export function createReport(input: ReportInput): Promise<CreateReportResponse> {
  return apiJson<CreateReportResponse>('/api/reports', {
    method: 'POST',
    auth: true,
    body: {
      name: input.name,
      dob: input.dob,
      gender: input.gender,
      ...(input.latinName ? { latinName: input.latinName } : {}),
      ...(input.preferredSpelling ? { preferredSpelling: input.preferredSpelling } : {}),
      locale: input.locale,
    },
  });
}

/** Keyed by the user too: another account gets its own report for the same person. */
export const reportQueryOptions = (input: ReportInput | null, uid: string | null) =>
  queryOptions({
    queryKey: [
      'reports',
      uid,
      input?.name,
      input?.dob,
      input?.gender,
      input?.latinName,
      input?.preferredSpelling,
      input?.locale,
    ],
    queryFn: input && uid ? () => createReport(input) : skipToken,
    staleTime: 60_000,
  });

export function useReport(input: ReportInput | null, uid: string | null) {
  return useQuery(reportQueryOptions(input, uid));
}
