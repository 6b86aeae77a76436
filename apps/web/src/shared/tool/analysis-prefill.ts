import type { Gender } from '@ankvidya/numerology-core';
import { useMemo } from 'react';
import { useAnalysis } from '@/shared/state/hooks';

/** What a tool's untouched form is filled with when this browser has an analysis. */
export interface AnalysisPrefill {
  /** The name as read: a name written in another script is read from its confirmed Latin spelling. */
  name: string;
  dob: string;
  gender: Gender;
}

/** The visitor's analysis as a tool's form prefill (null without one), stable between renders. */
export function useAnalysisPrefill(): AnalysisPrefill | null {
  const analysis = useAnalysis();
  return useMemo(
    () =>
      analysis
        ? {
            name: analysis.latinName ?? analysis.input.name,
            dob: analysis.input.dob,
            gender: analysis.input.gender,
          }
        : null,
    [analysis],
  );
}
