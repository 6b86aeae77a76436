import { SqliteCalendarFeeds } from '../../src/adapters/calendar-feeds/sqlite.js';
import { SqliteStore } from '../../src/adapters/store/sqlite.js';
import { calendarFeedsContract } from './feeds-contract.js';

calendarFeedsContract('sqlite', () =>
  Promise.resolve(new SqliteCalendarFeeds(new SqliteStore(':memory:').connection)),
);
