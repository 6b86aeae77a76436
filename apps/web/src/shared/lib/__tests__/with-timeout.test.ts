import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkTimeoutError, withTimeout } from '../with-timeout';

describe('withTimeout', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('passes a result through', async () => {
    await expect(withTimeout(Promise.resolve(7), 1000, 'x')).resolves.toBe(7);
  });

  it('rejects after the spec’s 120 s when the code never arrives', async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => {});
    const result = withTimeout(never, CHUNK_TIMEOUT_MS, 'The page');
    const assertion = expect(result).rejects.toThrow(ChunkTimeoutError);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('passes a load error through unchanged', async () => {
    const error = new Error('Failed to fetch dynamically imported module');
    await expect(withTimeout(Promise.reject(error), 1000, 'x')).rejects.toBe(error);
  });
});
