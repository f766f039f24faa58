// Keeps a loading indicator up for a minimum time once it shows, so a fast answer does not make it flash
// (spec §7 "A minimum fetch delay of 200 ms applies").
import { MIN_FETCH_DELAY_MS } from '@portal/contract/constants';
import { useEffect, useRef, useState } from 'react';

/** True while `isLoading`, and after it turns false until `minimumMs` have passed since it turned true. */
export function useMinimumLoading(isLoading: boolean, minimumMs: number = MIN_FETCH_DELAY_MS): boolean {
  const [lingering, setLingering] = useState(false);
  const shownSince = useRef<number | null>(null);

  useEffect(() => {
    if (isLoading) {
      // A new load while the previous one still lingers continues the same indicator.
      shownSince.current ??= Date.now();
      setLingering(true);
      return;
    }
    const since = shownSince.current;
    if (since === null) return;
    const hide = () => {
      shownSince.current = null;
      setLingering(false);
    };
    const remaining = minimumMs - (Date.now() - since);
    if (remaining <= 0) {
      hide();
      return;
    }
    const timer = setTimeout(hide, remaining);
    return () => clearTimeout(timer);
  }, [isLoading, minimumMs]);

  // `isLoading` counts at once: waiting for the effect would lose the first frame of the indicator.
  return isLoading || lingering;
}
