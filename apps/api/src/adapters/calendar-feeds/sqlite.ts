/** Calendar feeds in the SQLite store's file: one row per report, the token's hash unique. */
import type Database from 'better-sqlite3';
import type { CalendarFeedRecord, CalendarFeeds } from '../../ports/calendar-feeds.js';

export const CALENDAR_FEED_TABLE = 'calendar_feeds';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS calendar_feeds (
  pdf_id TEXT PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL
);
`;

interface FeedRow {
  pdf_id: string;
  token_hash: string;
  created_at: string;
}

const toRecord = (row: FeedRow): CalendarFeedRecord => ({
  pdfID: row.pdf_id,
  tokenHash: row.token_hash,
  createdAt: row.created_at,
});

/** better-sqlite3 is synchronous: its answers and errors become settled promises. */
function settle<T>(work: () => T): Promise<T> {
  try {
    return Promise.resolve(work());
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

export class SqliteCalendarFeeds implements CalendarFeeds {
  constructor(private readonly db: Database.Database) {
    db.exec(SCHEMA);
  }

  putFeed(record: CalendarFeedRecord): Promise<void> {
    return settle(() => {
      this.db
        .prepare(
          `INSERT INTO calendar_feeds (pdf_id, token_hash, created_at) VALUES (?, ?, ?)
           ON CONFLICT (pdf_id) DO UPDATE SET token_hash = excluded.token_hash,
             created_at = excluded.created_at`,
        )
        .run(record.pdfID, record.tokenHash, record.createdAt);
    });
  }

  findByTokenHash(tokenHash: string): Promise<CalendarFeedRecord | undefined> {
    return settle(() => {
      const row = this.db
        .prepare<[string], FeedRow>('SELECT * FROM calendar_feeds WHERE token_hash = ?')
        .get(tokenHash);
      return row && toRecord(row);
    });
  }

  listFeeds(pdfIDs: readonly string[]): Promise<CalendarFeedRecord[]> {
    return settle(() => {
      const byId = this.db.prepare<[string], FeedRow>(
        'SELECT * FROM calendar_feeds WHERE pdf_id = ?',
      );
      return pdfIDs.flatMap((id) => {
        const row = byId.get(id);
        return row ? [toRecord(row)] : [];
      });
    });
  }

  deleteFeeds(pdfIDs: readonly string[]): Promise<void> {
    return settle(() => {
      const remove = this.db.prepare('DELETE FROM calendar_feeds WHERE pdf_id = ?');
      this.db.transaction(() => {
        for (const id of pdfIDs) remove.run(id);
      })();
    });
  }
}
