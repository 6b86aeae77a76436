import { describe, expect, it } from 'vitest';
import { hashFeedToken, newFeedToken, type CalendarFeeds } from '../../src/ports/calendar-feeds.js';

/** What every calendar-feed store must do: one feed per report, found by its token's hash. */
export function calendarFeedsContract(name: string, make: () => Promise<CalendarFeeds>) {
  describe(`${name} calendar feeds contract`, () => {
    const run = Math.random().toString(36).slice(2, 8);
    let n = 0;
    const pdf = () => `pdf-${run}-${++n}`;
    const at = '2026-11-25T09:00:00.000Z';

    it('finds a feed by its token hash, and nothing for another token', async () => {
      const feeds = await make();
      const token = newFeedToken();
      const record = { pdfID: pdf(), tokenHash: hashFeedToken(token), createdAt: at };
      await feeds.putFeed(record);
      expect(await feeds.findByTokenHash(hashFeedToken(token))).toEqual(record);
      expect(await feeds.findByTokenHash(hashFeedToken(newFeedToken()))).toBeUndefined();
    });

    it('replaces a report’s feed: the old token stops at once', async () => {
      const feeds = await make();
      const pdfID = pdf();
      const old = hashFeedToken(newFeedToken());
      const fresh = hashFeedToken(newFeedToken());
      await feeds.putFeed({ pdfID, tokenHash: old, createdAt: at });
      await feeds.putFeed({ pdfID, tokenHash: fresh, createdAt: '2026-11-26T09:00:00.000Z' });
      expect(await feeds.findByTokenHash(old)).toBeUndefined();
      expect((await feeds.findByTokenHash(fresh))?.pdfID).toBe(pdfID);
      expect(await feeds.listFeeds([pdfID])).toEqual([
        { pdfID, tokenHash: fresh, createdAt: '2026-11-26T09:00:00.000Z' },
      ]);
    });

    it('lists and deletes the feeds of given reports only', async () => {
      const feeds = await make();
      const [a, b, other] = [pdf(), pdf(), pdf()];
      for (const pdfID of [a, b, other])
        await feeds.putFeed({ pdfID, tokenHash: hashFeedToken(newFeedToken()), createdAt: at });
      const listed = await feeds.listFeeds([a, b, pdf()]);
      expect(listed.map((f) => f.pdfID).sort()).toEqual([a, b].sort());
      expect(await feeds.listFeeds([])).toEqual([]);
      await feeds.deleteFeeds([a, b]);
      expect(await feeds.listFeeds([a, b])).toEqual([]);
      expect(await feeds.findByTokenHash(listed[0]!.tokenHash)).toBeUndefined();
      expect(await feeds.listFeeds([other])).toHaveLength(1);
    });
  });
}
