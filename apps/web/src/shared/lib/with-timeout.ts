/** How long a page's code may take to arrive before the page says so (the spec's 120 s). */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkTimeoutError extends Error {
  override readonly name = 'ChunkTimeoutError';
}

/**
 * Rejects when `promise` has not settled within `ms`, so a page whose code never arrives on a
 * stalled connection shows the "reload" message instead of "Loading..." forever.
 */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new ChunkTimeoutError(`${what} did not load within ${ms / 1000} s`)),
      ms,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
