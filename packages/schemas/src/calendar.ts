import { z } from 'zod';

/** A report's private calendar address as My account and the data export list it (no token). */
export const calendarFeedSchema = z.object({
  pdfID: z.string(),
  createdAt: z.string(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** GET /api/me/calendar-feeds. */
export const calendarFeedsResponseSchema = z.object({ feeds: z.array(calendarFeedSchema) });
export type CalendarFeedsResponse = z.infer<typeof calendarFeedsResponseSchema>;

/**
 * POST /api/reports/{pdfID}/calendar-feed: the new address's path on this site (its token is
 * shown this once; only its hash is kept).
 */
export const calendarFeedCreatedSchema = z.object({
  path: z.string(),
  createdAt: z.string(),
});
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;
