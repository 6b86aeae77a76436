/**
 * Counts requests per key in fixed one-minute windows. In memory it counts for one process; a
 * shared backend (Firestore) counts for every instance, so a limit holds however many run.
 */
export interface RateCounter {
  readonly kind: string;
  /**
   * Adds one request to `key` in minute `window` (Unix time / 60 s) and returns how many it has
   * had there, this one included. Past `limit` it may stop counting (the answer is then
   * `limit + 1`), so a flood over the limit costs a shared backend reads, not writes.
   */
  hit(key: string, window: number, limit: number): number | Promise<number>;
}

/** One process's counts: one map per window, dropped when the window turns. */
export class MemoryRateCounter implements RateCounter {
  readonly kind = 'memory';
  private window = -1;
  private counts = new Map<string, number>();

  hit(key: string, window: number): number {
    if (window !== this.window) {
      this.window = window;
      this.counts = new Map();
    }
    const used = this.used(key, window) + 1;
    this.counts.set(key, used);
    return used;
  }

  /** How many requests `key` has had in minute `window`, without adding one. */
  used(key: string, window: number): number {
    return window === this.window ? (this.counts.get(key) ?? 0) : 0;
  }
}
