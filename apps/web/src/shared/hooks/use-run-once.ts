// Runs a mutation once when a screen opens (link screens), surviving React's development double effects.
import { useEffect, useRef } from 'react';

export function useRunOnce(run: () => void): void {
  const started = useRef(false);
  const runRef = useRef(run);
  runRef.current = run;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    runRef.current();
  }, []);
}
