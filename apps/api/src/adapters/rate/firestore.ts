import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { RateCounter } from '../../ports/rate-counter.js';
import { firebaseApp } from '../auth/firebase.js';
import { docId } from '../store/firestore.js';

/** The collection of counters; a TTL policy on `expireAt` deletes old windows (docs/deploy.md). */
export const RATE_COLLECTION = 'rateLimits';
const WINDOW_MS = 60_000;

/**
 * Counts in Firestore, so every instance sees the same count: one document per key and minute,
 * incremented in a transaction (two instances counting at once are serialised by Firestore, and
 * the loser retries with the new count). A document lives two minutes past its window, then
 * Firestore's TTL deletes it; nothing reads an old window anyway.
 */
export class FirestoreRateCounter implements RateCounter {
  readonly kind = 'firestore';
  private readonly db: Firestore;

  constructor(projectId: string) {
    this.db = getFirestore(firebaseApp(projectId));
  }

  hit(key: string, window: number, limit: number): Promise<number> {
    const ref = this.db.collection(RATE_COLLECTION).doc(docId(`${key}@${window}`));
    return this.db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      const count = Number(snap.get('count') ?? 0);
      // Already over: answer without writing, so a flood does not become a write per request.
      if (count > limit) return count;
      tx.set(ref, {
        key,
        window,
        count: count + 1,
        expireAt: Timestamp.fromMillis((window + 3) * WINDOW_MS),
      });
      return count + 1;
    });
  }
}
