import type { CreateReportResponse } from '@ankvidya/schemas';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/shared/api/client';
import type { BuiltDraft } from '../draft';

/** What POST /api/reports is sent: the ReportDraft less the tools' additions (draft.ts). */
export type ReportInput = BuiltDraft['report'];

/** POST /api/reports: the same person always gives the same pdfID, so it is safe to repeat. */
export function createReport(input: ReportInput): Promise<CreateReportResponse> {
  return apiJson<CreateReportResponse>('/api/reports', { method: 'POST', auth: true, body: input });
}

/** Keyed by the user too: another account gets its own report for the same person. */
export const reportQueryOptions = (input: ReportInput | null, uid: string | null) =>
  queryOptions({
    queryKey: ['reports', uid, input],
    queryFn: input && uid ? () => createReport(input) : skipToken,
    staleTime: 60_000,
  });

export function useReport(input: ReportInput | null, uid: string | null) {
  return useQuery(reportQueryOptions(input, uid));
}
