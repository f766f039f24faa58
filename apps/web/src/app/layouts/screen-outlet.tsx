// Where a layout shows its screen. While the next screen loads, the current one is covered by the
// loader. A navigation that finishes within NAVIGATION_LOADER_DELAY_MS shows no loader at all; a slower
// one shows it for at least the minimum time, so it never flashes either way.
import { useEffect, useState } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { LoadingState } from '../../shared/ui/loading-state';
import { useMinimumLoading } from '../../shared/ui/use-minimum-loading';
import classes from './layouts.module.css';

export const NAVIGATION_LOADER_DELAY_MS = 150;

/** `active`, but only once it has held for `delayMs`. */
function useDelayedActive(active: boolean, delayMs: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (!active) {
      setElapsed(false);
      return;
    }
    const timer = setTimeout(() => setElapsed(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
  return active && elapsed;
}

export function ScreenOutlet() {
  const navigation = useNavigation();
  const slow = useDelayedActive(navigation.state === 'loading', NAVIGATION_LOADER_DELAY_MS);
  const loading = useMinimumLoading(slow);
  return (
    <div className={classes.screenOutlet} aria-busy={loading || undefined}>
      {loading ? <LoadingState variant="overlay" /> : null}
      <Outlet />
    </div>
  );
}
