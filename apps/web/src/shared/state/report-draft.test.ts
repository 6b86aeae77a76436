import { describe, expect, it } from 'vitest';
import {
  addedFor,
  additionsFor,
  createReportDraftStore,
  decodeDraft,
  OLD_REPORT_MOBILE_KEY,
  REPORT_DRAFT_KEY,
  addToReport,
  reportDraft,
} from './report-draft';
import { actions } from './store';

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

describe("the tools' additions to the report", () => {
  it('keeps a value for its own date of birth, in localStorage, until it is left out', () => {
    const storage = memoryStorage();
    const draft = createReportDraftStore(storage);
    draft.add('mobileNumber', '9876543210', '1990-08-05');
    expect(JSON.parse(storage.map.get(REPORT_DRAFT_KEY) ?? '')).toMatchObject({
      state: { additions: { mobileNumber: { value: '9876543210', dob: '1990-08-05' } } },
    });
    const { additions } = draft.getState();
    expect(addedFor(additions, 'mobileNumber', '1990-08-05')).toBe('9876543210');
    expect(addedFor(additions, 'mobileNumber', '1990-08-06')).toBeUndefined();
    expect(additionsFor(additions, '1990-08-05')).toEqual({ mobileNumber: '9876543210' });
    expect(additionsFor(additions, '1990-08-06')).toEqual({});
    // A reload of the page reads it back.
    expect(createReportDraftStore(storage).getState()).toEqual(draft.getState());
    expect(() => draft.add('mobileNumber', '9876543210', '5 Aug 1990')).toThrow(RangeError);
    draft.remove('mobileNumber');
    expect(draft.getState().additions).toEqual({});
    expect(createReportDraftStore(storage).getState().additions).toEqual({});
  });

  it('is cleared whole on sign-out, from the page and from localStorage', () => {
    const storage = memoryStorage();
    const draft = createReportDraftStore(storage);
    let heard = 0;
    draft.subscribe(() => (heard += 1));
    draft.add('mobileNumber', '9876543210', '1990-08-05');
    draft.clear();
    expect(draft.getState().additions).toEqual({});
    expect(storage.map.has(REPORT_DRAFT_KEY)).toBe(false);
    expect(heard).toBe(2);
  });

  it("is forgotten on sign-out, the page's copy and this browser's", () => {
    addToReport('mobileNumber', '9876543210', '1990-08-05');
    localStorage.setItem(OLD_REPORT_MOBILE_KEY, '{"number":"9876543210","dob":"1990-08-05"}');
    expect(localStorage.getItem(REPORT_DRAFT_KEY)).toContain('9876543210');
    actions.signOut();
    expect(reportDraft.getState().additions).toEqual({});
    expect(localStorage.getItem(REPORT_DRAFT_KEY)).toBeNull();
    expect(localStorage.getItem(OLD_REPORT_MOBILE_KEY)).toBeNull();
  });

  it('keeps a number kept under the old key, once, so no visitor loses it', () => {
    const storage = memoryStorage({
      [OLD_REPORT_MOBILE_KEY]: JSON.stringify({ number: '9876543210', dob: '1990-08-05' }),
    });
    const draft = createReportDraftStore(storage);
    expect(addedFor(draft.getState().additions, 'mobileNumber', '1990-08-05')).toBe('9876543210');
    expect(storage.map.has(OLD_REPORT_MOBILE_KEY)).toBe(false);
    // A bad old value is dropped, not carried over.
    const bad = memoryStorage({
      [OLD_REPORT_MOBILE_KEY]: JSON.stringify({ number: '+91 98765', dob: '1990-08-05' }),
    });
    expect(createReportDraftStore(bad).getState().additions).toEqual({});
    expect(bad.map.has(OLD_REPORT_MOBILE_KEY)).toBe(false);
  });

  it('reads back only well-formed additions, whatever else was stored', () => {
    expect(decodeDraft(null)).toEqual({ additions: {} });
    expect(decodeDraft({ additions: 'x' })).toEqual({ additions: {} });
    expect(
      decodeDraft({
        additions: {
          mobileNumber: { value: '9876543210', dob: '1990-08-05' },
          vehicleNumber: { value: 'MH12AB1234', dob: 'yesterday' },
          other: { value: '', dob: '1990-08-05' },
        },
      }),
    ).toEqual({ additions: { mobileNumber: { value: '9876543210', dob: '1990-08-05' } } });
    const broken = memoryStorage({ [REPORT_DRAFT_KEY]: 'not json' });
    expect(createReportDraftStore(broken).getState().additions).toEqual({});
  });

  it('works for this visit only where there is no storage', () => {
    const draft = createReportDraftStore(null);
    draft.add('mobileNumber', '9876543210', '1990-08-05');
    expect(addedFor(draft.getState().additions, 'mobileNumber', '1990-08-05')).toBe('9876543210');
  });
});
