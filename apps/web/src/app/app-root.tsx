// The root route: what every page shares whatever its layout, and what stays mounted across errors.
import { Outlet } from 'react-router';
import { LinkPrefetchProvider } from '../shared/ui/app-link';
import { prefetchPath } from './prefetch';
import { useFocusOnRouteChange } from './use-focus-on-route-change';
import { useScrollToTopOnRouteChange } from './use-scroll-to-top';

export function AppRoot() {
  useScrollToTopOnRouteChange();
  useFocusOnRouteChange();
  return (
    <LinkPrefetchProvider value={prefetchPath}>
      <Outlet />
    </LinkPrefetchProvider>
  );
}
