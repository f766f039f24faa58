// Frame of every table route: names the browser tab after the screen. Its error boundary (the route
// error screen) replaces it, so the not-found and error pages set their own titles.
import { Outlet } from 'react-router';
import { useScreenMatch } from './screen-match';
import { useDocumentTitle } from './use-document-title';

export function RouteFrame() {
  const screen = useScreenMatch();
  useDocumentTitle(screen?.route.title);
  return <Outlet />;
}
