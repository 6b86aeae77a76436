import type { CalendarFeedCreated, CalendarFeedsResponse } from '@ankvidya/schemas';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/shared/api/client';

/** Which reports have a private calendar address (the addresses themselves are shown once). */
export const calendarFeedsQueryOptions = (uid: string | null) =>
  queryOptions({
    queryKey: ['calendar-feeds', uid],
    queryFn: uid
      ? () => apiJson<CalendarFeedsResponse>('/api/me/calendar-feeds', { auth: true })
      : skipToken,
    staleTime: 10_000,
  });

export function useCalendarFeeds(uid: string | null) {
  return useQuery(calendarFeedsQueryOptions(uid));
}

/** A new private address for the report; any earlier one stops working. */
export const createCalendarFeed = (pdfID: string) =>
  apiJson<CalendarFeedCreated>(`/api/reports/${encodeURIComponent(pdfID)}/calendar-feed`, {
    method: 'POST',
    auth: true,
  });

/** The report's calendar file (in the report's language), with the sign-in token. */
export const calendarFilePath = (pdfID: string) =>
  `/api/reports/${encodeURIComponent(pdfID)}/calendar.ics`;
