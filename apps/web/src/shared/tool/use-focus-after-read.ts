import { useCallback, useEffect, useState } from 'react';

/**
 * Moves focus (and so the view) to the element with this id once it has rendered after each
 * reading, so a screen reader reads the result next. Call the returned function on each reading.
 */
export function useFocusAfterRead(elementId: string): () => void {
  const [reads, setReads] = useState(0);
  useEffect(() => {
    if (reads > 0) document.getElementById(elementId)?.focus();
  }, [reads, elementId]);
  return useCallback(() => setReads((count) => count + 1), []);
}
