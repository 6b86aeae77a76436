import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_DOB, partsOfDob } from '@/shared/lib/dob';
import { usePrefilledDob } from '../prefilled-dob';

describe('a tool form’s date of birth from the analysis', () => {
  it('fills the untouched form once the analysis is there, and says so', () => {
    const fill = vi.fn();
    const { result, rerender } = renderHook(({ dob }) => usePrefilledDob(dob, fill), {
      initialProps: { dob: null as string | null },
    });
    expect(result.current.dob).toEqual(EMPTY_DOB);
    expect(result.current.prefilled).toBe(false);
    rerender({ dob: '1990-08-05' });
    expect(result.current.dob).toEqual(partsOfDob('1990-08-05'));
    expect(result.current.prefilled).toBe(true);
    expect(fill).toHaveBeenCalledTimes(1);
  });

  it('never overwrites what the visitor has typed, and a changed date is no longer the analysis’s', () => {
    const { result, rerender } = renderHook(({ dob }) => usePrefilledDob(dob), {
      initialProps: { dob: '1990-08-05' },
    });
    const own = partsOfDob('1985-12-14');
    act(() => result.current.changeDob(own));
    expect(result.current.prefilled).toBe(false);
    rerender({ dob: '2001-03-24' });
    expect(result.current.dob).toEqual(own);
    expect(result.current.prefilled).toBe(false);
  });

  it('leaves the date alone after any use of the form', () => {
    const fill = vi.fn();
    const { result, rerender } = renderHook(({ dob }) => usePrefilledDob(dob, fill), {
      initialProps: { dob: null as string | null },
    });
    act(() => result.current.touch());
    rerender({ dob: '1990-08-05' });
    expect(result.current.dob).toEqual(EMPTY_DOB);
    expect(fill).not.toHaveBeenCalled();
  });
});
