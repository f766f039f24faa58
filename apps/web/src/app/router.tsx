// The browser router, built from the contract's screen table (spec §2): one lazy route per screen,
// grouped under a lazy route per layout. Every screen loader re-checks its path with the contract's
// `matchScreen` (numeric ids, the events-history preview path), the screen's startup flag, and then runs
// the screen's named middlewares. Anything else is the not-found page. See docs/decisions/004-web-shell.md.
import type { StartupFlags } from '@portal/contract/flags';
import {
  findRedirect,
  isScreenEnabled,
  LAYOUTS as LAYOUT_NAMES,
  type Layout,
  matchScreen,
  REDIRECT_ROUTES,
  type RedirectRoute,
  SCREEN_ROUTES,
  type ScreenRoute,
} from '@portal/contract/routes';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject, replace } from 'react-router';
import { loadChunk } from '../shared/chunks/load-chunk';
import { loadStartupFlags } from '../shared/config/get-config';
import { registerNavigation } from '../shared/navigation';
import { AppLoading } from './app-loading';
import { AppRoot } from './app-root';
import { LAYOUTS, type LayoutImporter } from './layouts';
import { type MiddlewareRegistry, prepareMiddlewares, runMiddlewares } from './middleware/middleware';
import { MIDDLEWARES, middlewareNamesFor } from './middleware/registry';
import { isNotFoundShown, notFoundError } from './route-errors';
import { RouteFrame } from './route-frame';
import type { RouteHandle, ScreenLoaderData } from './screen-match';
import { type ScreenImporter, screenImporter } from './screens';
import { NotFoundScreen } from './screens/not-found-screen';
import { RouteErrorScreen } from './screens/route-error-screen';
import { startStartupLoads } from './startup';

export interface BuildRoutesOptions {
  queryClient: QueryClient;
  /** Route name -> screen module; defaults to the screens registry. */
  screens?: (name: string) => ScreenImporter;
  /** Layout -> layout module; defaults to the layouts registry. */
  layouts?: Readonly<Record<Layout, LayoutImporter>>;
  middlewares?: MiddlewareRegistry;
  /** The middleware names a screen runs; defaults to `auth` for `route.auth` plus the registry's extras. */
  middlewareNames?: (route: ScreenRoute) => readonly string[];
}

/**
 * The React Router path of a table path. A parameter after literal text in one segment
 * (`/profile/preview/events-history:id`) cannot be expressed, so that segment becomes a whole-segment
 * parameter and the loader's `matchScreen` check decides; the contract's parameters reach the screen as
 * loader data.
 */
export function toRouterPath(path: string): string {
  return path
    .split('/')
    .map((segment, index) => (segment.indexOf(':') > 0 ? `:segment${index}` : segment))
    .join('/');
}

/** The lazy `Component` of a route: its module's default export, loaded through loadChunk (§8). */
function lazyComponent(importer: () => Promise<{ default: ComponentType }>) {
  return async () => (await loadChunk(importer)).default;
}

/** Redirect routes only ever answer from their loader. */
function NothingToShow() {
  return null;
}

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => {
    promise ??= load();
    return promise;
  };
}

export function buildRoutes(options: BuildRoutesOptions): RouteObject[] {
  const { queryClient } = options;
  const screens = options.screens ?? screenImporter;
  const layouts = options.layouts ?? LAYOUTS;
  const middlewares = options.middlewares ?? MIDDLEWARES;
  const middlewareNames = options.middlewareNames ?? middlewareNamesFor;
  // Read once per page load; a failed request leaves the defaults of §9 for the whole session.
  const flags = once((): Promise<StartupFlags> => loadStartupFlags(queryClient));
  // Once per page load too. Screen loaders wait for it before their middlewares: a stored session the
  // server has ended (signed out everywhere, a password changed elsewhere) answers the current-user load
  // 401, which clears the tokens, and only then does `auth` know to send the visitor to sign-in. The other
  // start-up loads go on meanwhile (startup.ts: gatesScreens).
  const startup = once(() => startStartupLoads(queryClient));

  const screenRoute = (route: ScreenRoute): RouteObject => ({
    id: `screen:${route.name}`,
    path: toRouterPath(route.path),
    handle: { routeName: route.name, screen: route } satisfies RouteHandle,
    loader: async ({ request }: LoaderFunctionArgs): Promise<ScreenLoaderData> => {
      const url = new URL(request.url);
      const match = matchScreen(url.pathname);
      // React Router's match is only a candidate: the contract decides (ids, prefixes, case).
      if (match?.route.name !== route.name) throw notFoundError();
      prepareMiddlewares(middlewareNames(route), middlewares);
      const currentFlags = await flags();
      await startup();
      if (!isScreenEnabled(route, currentFlags)) throw notFoundError();
      await runMiddlewares(middlewareNames(route), middlewares, {
        route,
        params: match.params,
        url,
        flags: currentFlags,
        queryClient,
      });
      return { params: match.params };
    },
    lazy: { Component: lazyComponent(screens(route.name)) },
  });

  const layoutRoute = (layout: Layout, routes: readonly ScreenRoute[]): RouteObject => ({
    id: `layout:${layout}`,
    lazy: { Component: lazyComponent(layouts[layout]) },
    children: routes.map(screenRoute),
  });

  const redirectRoute = (redirect: RedirectRoute): RouteObject => ({
    id: `redirect:${redirect.path}`,
    path: redirect.path,
    Component: NothingToShow,
    loader: ({ request }: LoaderFunctionArgs) => {
      const url = new URL(request.url);
      if (findRedirect(url.pathname)?.path !== redirect.path) throw notFoundError();
      return replace(`${redirect.to}${url.search}${url.hash}`);
    },
  });

  const layoutRoutes = LAYOUT_NAMES.flatMap((layout) => {
    const routes = SCREEN_ROUTES.filter((route) => route.layout === layout);
    return routes.length > 0 ? [layoutRoute(layout, routes)] : [];
  });

  return [
    {
      id: 'root',
      Component: AppRoot,
      HydrateFallback: AppLoading,
      ErrorBoundary: RouteErrorScreen,
      loader: async () => {
        // The start-up loads of §7 run side by side; the flags share the config load's query.
        await startup();
        return { flags: await flags() };
      },
      shouldRevalidate: () => false,
      children: [
        {
          id: 'frame',
          Component: RouteFrame,
          ErrorBoundary: RouteErrorScreen,
          children: [
            ...REDIRECT_ROUTES.map(redirectRoute),
            ...layoutRoutes,
            {
              id: 'not-found',
              path: '*',
              handle: { routeName: 'not-found' } satisfies RouteHandle,
              // The loader's 404 puts the not-found page up through the error boundary, where the
              // router's state (and so `isNotFoundPage`) can see it.
              Component: NotFoundScreen,
              loader: () => {
                throw notFoundError();
              },
            },
          ],
        },
      ],
    },
  ];
}

/** The app's router; registered with shared/navigation so the http client's maintenance redirect navigates. */
export function createAppRouter(queryClient: QueryClient) {
  const router = createBrowserRouter(buildRoutes({ queryClient }));
  registerNavigation({
    navigate: (path) => {
      void router.navigate(path);
    },
    currentPath: () => router.state.location.pathname,
    isNotFoundPage: () => isNotFoundShown(router.state.errors),
  });
  return router;
}
