// The sidebar's collapsed flag as component state that follows every change (the shell's toggle, the
// settings switch, another tab), with the setter that stores and announces a new value.
import { useCallback, useEffect, useState } from 'react';
import { readSidebarCollapsed, subscribeSidebarCollapsed, writeSidebarCollapsed } from './sidebar';

export function useSidebarCollapsed(): readonly [boolean, (collapsed: boolean) => void] {
  const [collapsed, setCollapsed] = useState(readSidebarCollapsed);
  useEffect(() => subscribeSidebarCollapsed(setCollapsed), []);
  // The write announces the change, which the subscription above (and every other user) picks up; the
  // state is also set here so a page without working storage and events still toggles.
  const change = useCallback((next: boolean) => {
    setCollapsed(next);
    writeSidebarCollapsed(next);
  }, []);
  return [collapsed, change] as const;
}
