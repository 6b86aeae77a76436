import { useEffect, useRef, useState } from 'react';
import { EMPTY_DOB, partsOfDob, type DobParts } from '@/shared/lib/dob';

/**
 * A tool form's date of birth, filled from the analysis in this browser unless the visitor has
 * already typed: the prerendered form is empty, and the analysis fills it after hydration. `fill`
 * takes anything else the analysis gives (the mobile tool's gender) at the same moment.
 */
export function usePrefilledDob(prefillDob: string | null, fill?: () => void) {
  const [dob, setDob] = useState<DobParts>(EMPTY_DOB);
  const [prefilled, setPrefilled] = useState(false);
  const touched = useRef(false);
  const fillRest = useRef(fill);
  useEffect(() => {
    fillRest.current = fill;
  });

  useEffect(() => {
    if (touched.current || !prefillDob) return;
    setDob(partsOfDob(prefillDob));
    fillRest.current?.();
    setPrefilled(true);
  }, [prefillDob]);

  return {
    dob,
    /** Whether the date shown is the analysis's, which the form says under the field. */
    prefilled,
    /** The visitor has used the form: the analysis no longer fills it. */
    touch: () => {
      touched.current = true;
    },
    /** The visitor's own date, no longer the analysis's. */
    changeDob: (next: DobParts) => {
      touched.current = true;
      setPrefilled(false);
      setDob(next);
    },
  };
}
