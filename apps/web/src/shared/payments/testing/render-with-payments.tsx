// Test helpers of the shared payments pieces: a component in the app's providers (query client, Mantine,
// a memory router) with a signed-in session, and a fetch that answers by path and records the calls.
import { MantineProvider } from '@mantine/core';
import { DEFAULT_STARTUP_FLAGS, type StartupFlags } from '@portal/contract/flags';
import type { User } from '@portal/contract/user';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { tokenManager } from '../../auth/token-manager';
import { fakeMatchMedia } from '../../testing/dom-stubs';
import { json, testTokens } from '../../testing/mock-api';
import { publicConfig } from '../../testing/public-config';

export interface Call {
  readonly path: string;
  readonly search: URLSearchParams;
}

/** Answers `path` (the URL's pathname) with the function's reply; config and `me` have defaults. */
export function mockPaymentsFetch(
  me: User,
  answers: Record<string, (call: Call) => Response>,
  flags: Partial<StartupFlags> = {},
) {
  const calls: Call[] = [];
  const config = publicConfig({ flags: { ...DEFAULT_STARTUP_FLAGS, ...flags } });
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const call = { path: url.pathname, search: url.searchParams };
    calls.push(call);
    const answer = answers[url.pathname];
    if (answer) return answer(call);
    if (url.pathname === '/api/config/') return json(config);
    if (url.pathname === '/api/client/users/users/me/') return json(me);
    if (url.pathname === '/api/client/teams/teams/my/') return json([]);
    return new Response('Not found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

/** jsdom has no matchMedia, which Mantine's colour scheme reads. */
function stubMatchMedia() {
  window.matchMedia ??= fakeMatchMedia();
}

export function renderSignedIn(element: ReactNode) {
  stubMatchMedia();
  tokenManager.setTokens(testTokens);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', element }]);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}
