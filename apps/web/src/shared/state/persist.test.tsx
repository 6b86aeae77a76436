import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PersistGate } from './persist-gate';
import { createPersistedStore, encodeState, initialState, type PersistStorage } from './store';
import { testUser } from '@/test/fixtures';

const user = testUser({ uid: 'u1', lastLogin: '2026-01-01T00:00:00.000Z' });

function memoryStorage(
  initial: Record<string, string> = {},
): PersistStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('persisted state', () => {
  it('restores user, payments and analysis from persist:root before rendering', async () => {
    const storage = memoryStorage({
      'persist:root': encodeState({
        ...initialState,
        user,
        payments: { pending: 'pdf_1', records: { pdf_0: 'pi_0' } },
      }),
    });
    const store = createPersistedStore({ storage });
    expect(store.getStatus()).toBe('pending');
    render(
      <PersistGate store={store} fallback={<p>waiting</p>}>
        <p>app</p>
      </PersistGate>,
    );
    expect(await screen.findByText('app')).toBeInTheDocument();
    expect(store.getState().user).toEqual(user);
    expect(store.getState().payments).toEqual({ pending: 'pdf_1', records: { pdf_0: 'pi_0' } });
  });

  it('writes each slice as a JSON string, the redux-persist layout', async () => {
    const storage = memoryStorage();
    const store = createPersistedStore({ storage });
    await store.restore();
    store.setState((state) => ({ ...state, user }));
    const stored = JSON.parse(storage.data['persist:root'] ?? '{}') as Record<string, string>;
    expect(Object.keys(stored)).toEqual(['user', 'payments', 'analysis', '_persist']);
    expect(JSON.parse(stored.user ?? '')).toEqual(user);
    expect(JSON.parse(stored.analysis ?? '')).toBeNull();
  });

  it('ignores stored data of the wrong shape', async () => {
    const storage = memoryStorage({
      'persist:root': JSON.stringify({ user: '"nope"', payments: '[1]', analysis: '{' }),
    });
    const store = createPersistedStore({ storage });
    await store.restore();
    expect(store.getState()).toEqual(initialState);
  });

  it('gives up after 5000 ms with "persist timed out for the key" and renders anyway', async () => {
    vi.useFakeTimers();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const storage: PersistStorage = {
      getItem: () => new Promise<string | null>(() => undefined),
      setItem: () => undefined,
    };
    const store = createPersistedStore({ storage });
    render(
      <PersistGate store={store} fallback={<p>waiting</p>}>
        <p>app</p>
      </PersistGate>,
    );
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(4999));
    expect(screen.queryByText('app')).not.toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(error).toHaveBeenCalledWith(expect.stringContaining('persist timed out for the key'));
    expect(screen.getByText('app')).toBeInTheDocument();
    expect(store.getStatus()).toBe('restored');
  });

  it('does not overwrite stored data before it has been restored', () => {
    const storage = memoryStorage({ 'persist:root': encodeState({ ...initialState, user }) });
    const setItem = vi.spyOn(storage, 'setItem');
    const store = createPersistedStore({
      storage: { getItem: () => new Promise(() => undefined), setItem: storage.setItem },
    });
    store.setState((state) => ({ ...state, analysis: null, user: null }));
    expect(setItem).not.toHaveBeenCalled();
  });
});
