// What the router knows about the screen on view: its table entry (the route handle) and its parameters
// as the contract parsed them (the loader data). Layouts and screens read it through these hooks.
import type { ScreenRoute } from '@portal/contract/routes';
import { useMatches } from 'react-router';

export interface RouteHandle {
  /** The route name of spec §2, or `not-found` for the catch-all. */
  readonly routeName: string;
  readonly screen?: ScreenRoute;
}

export interface ScreenLoaderData {
  /** Parameters parsed by the contract's `matchScreen`, e.g. the id of `/profile/preview/events-history42`. */
  readonly params: Readonly<Record<string, string>>;
}

export interface ScreenMatch {
  readonly route: ScreenRoute;
  readonly params: Readonly<Record<string, string>>;
}

const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).routeName === 'string';

/** The deepest matched route that carries a handle: the screen or the catch-all. */
function useLeafHandle(): { handle: RouteHandle; loaderData: unknown } | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index];
    if (match && isRouteHandle(match.handle)) return { handle: match.handle, loaderData: match.loaderData };
  }
  return null;
}

/** The route name on view; scroll-to-top and navigation highlighting key on it. */
export function useRouteName(): string | null {
  return useLeafHandle()?.handle.routeName ?? null;
}

export function useScreenMatch(): ScreenMatch | null {
  const leaf = useLeafHandle();
  if (!leaf?.handle.screen) return null;
  const data = leaf.loaderData as ScreenLoaderData | undefined;
  return { route: leaf.handle.screen, params: data?.params ?? {} };
}
