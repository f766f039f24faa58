// The secondary navigation of a layout (profile tabs, event sections ...): links to table routes, the
// one on view marked as the current page and scrolled into view when the row overflows (small screens).
import { getScreenRoute, screenPath } from '@portal/contract/routes';
import { useEffect, useRef } from 'react';
import { AppLink } from '../../shared/ui/app-link';
import { useRouteName } from '../screen-match';
import classes from './layouts.module.css';

export interface SectionNavItem {
  label: string;
  to: string;
  /** Route names for which this item is the current one. */
  routeNames: readonly string[];
}

export function SectionNav({ label, items }: { label: string; items: readonly SectionNavItem[] }) {
  const current = useRouteName();
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const nav = navRef.current;
    if (!current || !nav) return;
    // Measured in the next frame, when the browser lays the page out anyway: measured at once, while the
    // screen is still being built, the page was laid out one extra time (about 25 ms on a phone).
    const frame = requestAnimationFrame(() => {
      const active = nav.querySelector<HTMLElement>('[aria-current="page"]');
      if (!active || nav.scrollWidth <= nav.clientWidth) return;
      // Centre the current item in the row; only the row scrolls, never the page.
      nav.scrollLeft = active.offsetLeft - (nav.clientWidth - active.offsetWidth) / 2;
    });
    return () => cancelAnimationFrame(frame);
  }, [current]);

  return (
    <nav aria-label={label} className={classes.sectionNav} ref={navRef}>
      {items.map((item) => (
        <AppLink
          key={item.to}
          to={item.to}
          className={classes.sectionLink}
          aria-current={current && item.routeNames.includes(current) ? 'page' : undefined}
        >
          {item.label}
        </AppLink>
      ))}
    </nav>
  );
}

/** An item for a table route, labelled with its title unless told otherwise. */
export function sectionItem(
  name: string,
  options: { params?: Record<string, string | number>; label?: string; alsoFor?: readonly string[] } = {},
): SectionNavItem {
  return {
    label: options.label ?? getScreenRoute(name).title,
    to: screenPath(name, options.params),
    routeNames: [name, ...(options.alsoFor ?? [])],
  };
}
