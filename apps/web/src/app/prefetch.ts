// Warms the code of the screen (and its layout) a link points to, so the click feels instant. Bypasses
// loadChunk on purpose: a failed warm-up must never reload the page; the real navigation retries.
import { findRedirect, matchScreen } from '@portal/contract/routes';
import { LAYOUTS } from './layouts';
import { screenImporter } from './screens';

export function prefetchPath(path: string): void {
  const target = findRedirect(path)?.to ?? path;
  const match = matchScreen(target);
  if (!match) return;
  const ignore = () => undefined;
  LAYOUTS[match.route.layout]().catch(ignore);
  screenImporter(match.route.name)().catch(ignore);
}
