import { NOT_FOUND_MESSAGE, SCREEN_ROUTES, type ScreenRoute } from '@portal/contract/routes';
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { matchRoutes, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildRoutes, toRouterPath } from './router';
import type { RouteHandle } from './screen-match';
import { mockConfigFetch, renderRoutes, storeTokens } from './testing/render-routes';

/** A concrete path for a table route: numeric parameters get 7, the others a word. */
function samplePath(route: ScreenRoute): string {
  const numeric = new Set(['id', 'sportId', 'federationId', 'eventId', 'userId', 'roleId']);
  return route.path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => (numeric.has(name) ? '7' : 'sample'));
}

function collectIds(routes: readonly RouteObject[]): string[] {
  return routes.flatMap((route) => [route.id ?? '', ...collectIds(route.children ?? [])]);
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

beforeEach(() => {
  mockConfigFetch();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the route objects', () => {
  const routes = buildRoutes({ queryClient: new QueryClient() });

  it('hold every screen of the table exactly once', () => {
    const screenIds = collectIds(routes).filter((id) => id.startsWith('screen:'));
    expect(screenIds.toSorted()).toEqual(SCREEN_ROUTES.map((route) => `screen:${route.name}`).toSorted());
    expect(new Set(screenIds).size).toBe(screenIds.length);
  });

  it.each(SCREEN_ROUTES.map((route) => [route.name, route] as const))(
    '%s: React Router picks the route the contract picks',
    (_, route) => {
      const matches = matchRoutes(routes, samplePath(route)) ?? [];
      const leaf = matches.at(-1)?.route.handle as RouteHandle | undefined;
      expect(leaf?.routeName).toBe(route.name);
    },
  );

  it('turns a parameter after literal text into a whole-segment parameter', () => {
    expect(toRouterPath('/profile/preview/events-history:id')).toBe('/profile/preview/:segment3');
    expect(toRouterPath('/event/:id/:sportId')).toBe('/event/:id/:sportId');
  });
});

describe('screens', () => {
  it('renders a public table path with its layout, screen and title', async () => {
    renderRoutes('/credits-mobile');
    expect(await heading('Credits')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Open-source packages' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Credits · Federation portal'));
  });

  it('renders a signed-in screen inside the shell for a visitor with tokens', async () => {
    storeTokens();
    renderRoutes('/events/my');
    expect(await heading('My events')).toBeTruthy();
    // The shell's navigation is there, the section's page marked as the current one.
    const current = screen.getAllByRole('link', { name: 'My events' });
    expect(current.some((link) => link.getAttribute('aria-current') === 'page')).toBe(true);
  });

  it('renders the events-history preview, whose id follows the text without a slash', async () => {
    storeTokens();
    renderRoutes('/profile/preview/events-history42');
    expect(await heading('Events history')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Account details' }).getAttribute('href')).toBe(
      '/profile/preview/42/account-details',
    );
    expect(screen.getByRole('link', { name: 'Events history' }).getAttribute('aria-current')).toBe('page');
  });

  it('renders the maintenance page with its own text', async () => {
    renderRoutes('/maintenance');
    expect(await heading('The portal is undergoing maintenance')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Maintenance · Federation portal'));
  });
});

describe('not found', () => {
  it.each([
    '/nowhere',
    '/event/abc/profile',
    '/event/0/profile',
    '/profile/preview/events-history',
    '/profile/preview/events-historyabc',
    '/event-registration/1/2/x',
    '/Sign-In',
  ])('%s shows the not-found page', async (path) => {
    storeTokens();
    renderRoutes(path);
    expect(await heading(NOT_FOUND_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('link', { name: /home page/i }).getAttribute('href')).toBe('/');
    await waitFor(() => expect(document.title).toBe('Page not found · Federation portal'));
  });

  it('treats a flagged screen as not found while its startup flag is off', async () => {
    renderRoutes('/credits');
    expect(await heading(NOT_FOUND_MESSAGE)).toBeTruthy();
  });

  it('shows a flagged screen when the configuration turns its flag on', async () => {
    mockConfigFetch({ credits_page: true });
    renderRoutes('/credits');
    expect(await heading('Credits')).toBeTruthy();
  });

  it('falls back to the default flags when the configuration cannot be read', async () => {
    const fetchMock = mockConfigFetch('fail');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderRoutes('/credits');
    expect(await heading(NOT_FOUND_MESSAGE)).toBeTruthy();
    // Read once, not retried (a visitor's other start-up load, the team application period, also calls).
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/config/'))).toHaveLength(1);
  });
});

describe('redirects', () => {
  it.each([
    ['/', '/sign-in'],
    ['/profile', '/profile/account-details'],
    ['/home', '/profile/account-details'],
  ])('%s replaces the entry with %s', async (from, to) => {
    // A signed-in user is sent on from sign-in (the guest middleware), so `/` is checked as a visitor.
    if (to !== '/sign-in') storeTokens();
    const { router } = renderRoutes(from);
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe('middleware', () => {
  it('sends a signed-in user from sign-in to the account details', async () => {
    storeTokens();
    const { router } = renderRoutes('/sign-in');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/account-details'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends a visitor without tokens from an auth screen to sign-in with the original address', async () => {
    const { router } = renderRoutes('/events/all?page=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/events/all?page=2');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await heading('Sign in')).toBeTruthy();
  });

  it('lets a visitor with tokens through', async () => {
    storeTokens();
    const { router } = renderRoutes('/events/all');
    expect(await heading('All events')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/events/all');
  });

  it('starts loading the middlewares’ code while the start-up loads still run', async () => {
    // Every request waits until the test answers them all.
    const waiting: (() => void)[] = [];
    const answer = mockConfigFetch();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (input: RequestInfo | URL) =>
          new Promise<Response>((resolve) => {
            waiting.push(() => resolve(answer(input)));
          }),
      ),
    );
    const run = vi.fn();
    const prepare = vi.fn();
    renderRoutes('/sign-in', {
      middlewares: { slow: Object.assign(run, { prepare }), fast: () => undefined },
      middlewareNames: () => ['fast', 'slow'],
    });
    await waitFor(() => expect(prepare).toHaveBeenCalledTimes(1));
    expect(run).not.toHaveBeenCalled();

    for (const release of waiting) release();
    expect(await heading('Sign in')).toBeTruthy();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('answers an unknown middleware name with a 500 error page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoutes('/sign-in', { middlewareNames: () => ['x'] });
    expect(await heading('Something went wrong')).toBeTruthy();
    expect(screen.getByText('Unknown middleware x')).toBeTruthy();
    expect(screen.getByText(/Error 500/)).toBeTruthy();
  });
});

describe('scrolling', () => {
  it('scrolls to the top when the route name changes, not for params, query or hash', async () => {
    storeTokens();
    const { router } = renderRoutes('/profile/preview/events-history1');
    expect(await heading('Events history')).toBeTruthy();
    const scrollTo = vi.mocked(window.scrollTo);
    scrollTo.mockClear();

    await act(() => router.navigate('/profile/preview/events-history2'));
    await act(() => router.navigate('/profile/preview/events-history2?tab=rules'));
    await act(() => router.navigate('/profile/preview/events-history2#top'));
    expect(router.state.location.pathname).toBe('/profile/preview/events-history2');
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/events/my'));
    expect(await heading('My events')).toBeTruthy();
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});

describe('focus', () => {
  it('moves to the new screen’s heading when the route name changes, not for params or query', async () => {
    storeTokens();
    const { router } = renderRoutes('/profile/preview/events-history1');
    const first = await heading('Events history');
    // Loading a page leaves the focus where the browser puts it.
    expect(document.activeElement).not.toBe(first);

    await act(() => router.navigate('/events/my'));
    const next = await heading('My events');
    await waitFor(() => expect(document.activeElement).toBe(next));
    // Focusable by script only: the heading is no stop of the Tab order.
    expect(next.getAttribute('tabindex')).toBe('-1');

    const [link] = screen.getAllByRole('link', { name: 'All events' });
    link?.focus();
    await act(() => router.navigate('/events/my?search=Inline'));
    expect(document.activeElement).toBe(link);
  });
});

describe('sidebar', () => {
  it('starts collapsed when the stored flag is 1 and stores the toggle', async () => {
    storeTokens();
    localStorage.setItem('portal.sidebar-collapsed', '1');
    renderRoutes('/events/my');
    expect(await heading('My events')).toBeTruthy();

    const expand = screen.getByRole('button', { name: 'Expand sidebar' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(expand);
    expect(localStorage.getItem('portal.sidebar-collapsed')).toBe('0');

    fireEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(localStorage.getItem('portal.sidebar-collapsed')).toBe('1');
  });
});
