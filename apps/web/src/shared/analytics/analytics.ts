/**
 * One small interface for analytics events. The implementation (Firebase Analytics when the API's
 * config says so, else POST /api/events) loads on the first event, never with the page.
 */
import type { AnalyticsEvent } from '@ankvidya/schemas';

export type AnalyticsEventName = AnalyticsEvent['name'];

export interface Analytics {
  logEvent(name: AnalyticsEventName, path: string): Promise<void>;
}

let analytics: Promise<Analytics> | null = null;

function load(): Promise<Analytics> {
  analytics ??= import('./providers')
    .then((m) => m.createAnalytics())
    .catch((error: unknown) => {
      analytics = null;
      throw error;
    });
  return analytics;
}

/** The path of the last page view logged: a reading page counts its own visit before the app
 * starts, and the app's page must not count that same visit again when it hydrates. */
let lastPageView: string | null = null;

/** Logs an event; never throws and never blocks the caller. */
export function track(name: AnalyticsEventName, path?: string): void {
  const where = path ?? (typeof window === 'undefined' ? '/' : window.location.pathname);
  if (name === 'page_view') {
    if (where === lastPageView) return;
    lastPageView = where;
  }
  load()
    .then((a) => a.logEvent(name, where))
    .catch((error: unknown) => console.error('analytics', error));
}
