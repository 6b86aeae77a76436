/**
 * Private calendar subscriptions: one address per report, its token long and random, kept only
 * as a hash so a copy of the database opens no one's calendar. Replacing a report's feed (the
 * owner's "Reset address") stops the old token at once, as its hash is no longer stored.
 */
import { createHash, randomBytes } from 'node:crypto';

export interface CalendarFeedRecord {
  pdfID: string;
  /** SHA-256 of the token, hex. */
  tokenHash: string;
  createdAt: string;
}

export interface CalendarFeeds {
  /** Stores the report's feed, replacing any earlier one. */
  putFeed(record: CalendarFeedRecord): Promise<void>;
  /** The feed whose token hashes to this, if any. */
  findByTokenHash(tokenHash: string): Promise<CalendarFeedRecord | undefined>;
  /** The feeds of these reports (an account's), in no particular order. */
  listFeeds(pdfIDs: readonly string[]): Promise<CalendarFeedRecord[]>;
  /** Removes the feeds of these reports (an erased account's). */
  deleteFeeds(pdfIDs: readonly string[]): Promise<void>;
}

/** 32 random bytes, base64url: 43 characters no one guesses. */
export function newFeedToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A token's shape, checked before it is hashed and looked up. */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function hashFeedToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
