// Test helpers: the app's route objects in a memory router with the real providers, and a fetch that
// answers `GET /api/config/` without a server.

import { DEFAULT_STARTUP_FLAGS, type StartupFlags } from '@portal/contract/flags';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
// The plain RouterProvider: under Vitest 'react-router/dom' resolves to a second copy of the router.
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { TOKENS_STORAGE_KEY } from '../../shared/auth/token-manager';
import { installDomStubs } from '../../shared/testing/dom-stubs';
import { publicConfig } from '../../shared/testing/public-config';
import { AppProviders } from '../providers';
import { type BuildRoutesOptions, buildRoutes } from '../router';
import { installSession } from '../session';

/** `GET /api/config/` answers with these flags; `'fail'` answers 500. Returns the fetch mock. */
export function mockConfigFetch(flags: Partial<StartupFlags> | 'fail' = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (!url.endsWith('/api/config/')) return new Response('Not found', { status: 404 });
    if (flags === 'fail')
      return new Response('Internal error', { status: 500, statusText: 'Internal error' });
    const config = publicConfig({ flags: { ...DEFAULT_STARTUP_FLAGS, ...flags } });
    return new Response(JSON.stringify(config), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function storeTokens(): void {
  localStorage.setItem(
    TOKENS_STORAGE_KEY,
    JSON.stringify({ access: 'access', refresh: 'refresh', exp_access: 4102444800, exp_refresh: 4102444800 }),
  );
}

/** Opens `path`, or the last of several history entries (the earlier ones are behind it). */
export function renderRoutes(path: string | readonly string[], options: Partial<BuildRoutesOptions> = {}) {
  installDomStubs();
  installSession();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const entries = typeof path === 'string' ? [path] : [...path];
  const router = createMemoryRouter(buildRoutes({ queryClient, ...options }), {
    initialEntries: entries,
    initialIndex: entries.length - 1,
  });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}
