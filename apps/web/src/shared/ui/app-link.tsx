// The app's link: React Router's `Link` that warms the target screen's code when the user shows intent
// (hover, focus, touch), unless the connection is slow or saving data (§9). The app supplies the prefetch
// through context because shared/ must not know the router.
import { createContext, type FocusEvent, type MouseEvent, type TouchEvent, useContext, useRef } from 'react';
import { Link, type LinkProps } from 'react-router';
import { canPrefetch } from '../net/prefetch';

/** Loads whatever a path needs (screen and layout modules); errors are the caller's to swallow. */
export type PrefetchPath = (path: string) => void;

const PrefetchContext = createContext<PrefetchPath | null>(null);

export const LinkPrefetchProvider = PrefetchContext.Provider;

export interface AppLinkProps extends LinkProps {
  /** `intent` (default) warms the target on hover, focus or touch; `none` never does. */
  prefetch?: 'intent' | 'none';
}

function targetPath(to: LinkProps['to']): string | null {
  if (typeof to === 'string') return to.split(/[?#]/)[0] ?? null;
  return to.pathname ?? null;
}

export function AppLink({
  prefetch = 'intent',
  onMouseEnter,
  onFocus,
  onTouchStart,
  ...props
}: AppLinkProps) {
  const prefetchPath = useContext(PrefetchContext);
  const warmed = useRef<string | null>(null);

  const warm = () => {
    if (prefetch === 'none' || !prefetchPath) return;
    const path = targetPath(props.to);
    if (!path?.startsWith('/') || warmed.current === path || !canPrefetch()) return;
    warmed.current = path;
    prefetchPath(path);
  };

  return (
    <Link
      {...props}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        warm();
        onMouseEnter?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        warm();
        onFocus?.(event);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        warm();
        onTouchStart?.(event);
      }}
    />
  );
}
