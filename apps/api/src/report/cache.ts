/**
 * The last rendered reports, kept by key and bounded by their total size in bytes: a re-download
 * (a second tab, a phone after a laptop, a retry after a dropped connection) costs a map look-up.
 */
export class ByteLru {
  private readonly entries = new Map<string, Buffer>();
  private used = 0;

  constructor(readonly maxBytes: number) {}

  get bytes(): number {
    return this.used;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): Buffer | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // A Map keeps insertion order: moving the entry to the end makes it the most recent.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: Buffer): void {
    this.delete(key);
    // A value larger than the whole cache would only push everything else out.
    if (value.length > this.maxBytes) return;
    this.entries.set(key, value);
    this.used += value.length;
    for (const [oldest, old] of this.entries) {
      if (this.used <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.used -= old.length;
    }
  }

  delete(key: string): void {
    const old = this.entries.get(key);
    if (old === undefined) return;
    this.entries.delete(key);
    this.used -= old.length;
  }
}
