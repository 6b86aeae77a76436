/**
 * The latest date that is "today" anywhere on Earth (UTC+14), so a server in UTC never refuses a
 * baby born today in India, where the date changes five and a half hours earlier.
 */
export function latestToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 3600_000).toISOString().slice(0, 10);
}
