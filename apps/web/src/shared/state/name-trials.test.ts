import { afterEach, describe, expect, it } from 'vitest';
import {
  MAX_TRIALS,
  NAME_TRIALS_KEY,
  createNameTrialsStore,
  nameTrials,
  preferredSpelling,
  type TrialsStorage,
} from './name-trials';
import { actions } from './store';

function memoryStorage(): TrialsStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

afterEach(() => {
  nameTrials.clear();
  localStorage.clear();
});

describe('name trials', () => {
  it('keeps trials per name, however the name is typed, and survives a reload', () => {
    const storage = memoryStorage();
    const first = createNameTrialsStore(storage);
    first.setInput({ name: 'Ajay Kumar', dob: '1990-08-05' });
    expect(first.add('Ajay Kumar', 'Ajjay  Kumar ')).toBe('added');
    expect(first.add('ajay kumar', 'Ajay Kumaar')).toBe('added');
    first.star('Ajay Kumar', 'Ajay Kumaar');

    // A new page load reads the same key.
    const reloaded = createNameTrialsStore(storage);
    expect(reloaded.getState()).toEqual({
      input: { name: 'Ajay Kumar', dob: '1990-08-05' },
      names: {
        'ajay kumar': { spellings: ['Ajjay Kumar', 'Ajay Kumaar'], preferred: 'Ajay Kumaar' },
      },
    });
    expect(preferredSpelling(reloaded.getState(), ' AJAY   kumar')).toBe('Ajay Kumaar');
    expect(preferredSpelling(reloaded.getState(), 'Asha Verma')).toBeUndefined();
  });

  it('refuses the name itself, a repeat, other scripts and more than the limit', () => {
    const store = createNameTrialsStore(memoryStorage());
    expect(store.add('Puja', 'puja')).toBe('same');
    expect(store.add('Puja', 'पूजा')).toBe('invalid');
    expect(store.add('Puja', '   ')).toBe('invalid');
    expect(store.add('Puja', 'P'.repeat(101))).toBe('invalid');
    expect(store.add('Puja', 'Pooja')).toBe('added');
    expect(store.add('Puja', 'POOJA')).toBe('duplicate');
    for (let i = 1; i < MAX_TRIALS; i++)
      expect(store.add('Puja', `Pooja ${'a'.repeat(i)}`)).toBe('added');
    expect(store.add('Puja', 'Poojaa')).toBe('full');
    expect(store.getState().names.puja?.spellings).toHaveLength(MAX_TRIALS);
  });

  it('stars one spelling at a time, and removing the starred one leaves none starred', () => {
    const store = createNameTrialsStore(memoryStorage());
    store.add('Sunil', 'Suneel');
    store.add('Sunil', 'Sunill');
    store.star('Sunil', 'Suneel');
    store.star('Sunil', 'Sunill');
    expect(store.getState().names.sunil?.preferred).toBe('Sunill');
    store.star('Sunil', 'Not a trial');
    expect(store.getState().names.sunil?.preferred).toBeNull();
    store.star('Sunil', 'Suneel');
    store.remove('Sunil', 'Suneel');
    expect(store.getState().names.sunil).toEqual({ spellings: ['Sunill'], preferred: null });
  });

  it('ignores stored data of the wrong shape', () => {
    const storage = memoryStorage();
    storage.setItem(
      NAME_TRIALS_KEY,
      JSON.stringify({
        input: { name: 'Asha', dob: 'yesterday' },
        names: { asha: { spellings: ['Ashaa', 42, '<script>'], preferred: '<script>' }, x: 'no' },
      }),
    );
    expect(createNameTrialsStore(storage).getState()).toEqual({
      input: null,
      names: { asha: { spellings: ['Ashaa'], preferred: null } },
    });
    storage.setItem(NAME_TRIALS_KEY, '{not json');
    expect(createNameTrialsStore(storage).getState()).toEqual({ input: null, names: {} });
  });

  it('is forgotten on sign-out, on the page and in localStorage', () => {
    nameTrials.setInput({ name: 'Asha Verma', dob: '1990-08-05', gender: 'Female' });
    nameTrials.add('Asha Verma', 'Ashaa Verma');
    expect(localStorage.getItem(NAME_TRIALS_KEY)).toContain('Ashaa Verma');
    actions.signOut();
    expect(nameTrials.getState()).toEqual({ input: null, names: {} });
    expect(localStorage.getItem(NAME_TRIALS_KEY)).toBeNull();
  });
});
