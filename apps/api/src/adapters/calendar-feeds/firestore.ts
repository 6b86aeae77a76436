/**
 * Calendar feeds in Firestore: calendarFeeds/{pdfID}, found by token through a query on the
 * hash. A reset overwrites the document, so the old hash is gone in the same write.
 */
import {
  getFirestore,
  type CollectionReference,
  type DocumentData,
} from 'firebase-admin/firestore';
import type { CalendarFeedRecord, CalendarFeeds } from '../../ports/calendar-feeds.js';
import { firebaseApp } from '../auth/firebase.js';

export const CALENDAR_FEED_COLLECTION = 'calendarFeeds';

/** A report id as a document id: never '/', '.', '..' or __x__. */
const docId = (pdfID: string) => `feed-${encodeURIComponent(pdfID)}`;

export class FirestoreCalendarFeeds implements CalendarFeeds {
  private readonly feeds: CollectionReference<CalendarFeedRecord>;

  /** Uses the store's client of the project (the store closes it). */
  constructor(projectId: string) {
    this.feeds = getFirestore(firebaseApp(projectId)).collection(
      CALENDAR_FEED_COLLECTION,
    ) as CollectionReference<CalendarFeedRecord, DocumentData>;
  }

  async putFeed(record: CalendarFeedRecord): Promise<void> {
    await this.feeds.doc(docId(record.pdfID)).set(record);
  }

  async findByTokenHash(tokenHash: string): Promise<CalendarFeedRecord | undefined> {
    const snapshot = await this.feeds.where('tokenHash', '==', tokenHash).limit(1).get();
    return snapshot.docs[0]?.data();
  }

  async listFeeds(pdfIDs: readonly string[]): Promise<CalendarFeedRecord[]> {
    if (pdfIDs.length === 0) return [];
    const snapshots = await Promise.all(pdfIDs.map((id) => this.feeds.doc(docId(id)).get()));
    return snapshots.flatMap((s) => {
      const data = s.data();
      return data ? [data] : [];
    });
  }

  async deleteFeeds(pdfIDs: readonly string[]): Promise<void> {
    await Promise.all(pdfIDs.map((id) => this.feeds.doc(docId(id)).delete()));
  }
}
