import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type SignUpGuard, SignUpGuardContext, useContinueSignUp } from './continue-sign-up';

function Continue({ redirect }: { redirect?: string }) {
  const continueSignUp = useContinueSignUp();
  useEffect(() => {
    void continueSignUp(redirect);
  }, [continueSignUp, redirect]);
  return null;
}

async function run(guard: SignUpGuard, redirect?: string) {
  const router = createMemoryRouter(
    [
      { path: '/sign-in', element: <Continue redirect={redirect} /> },
      { path: '*', element: null },
    ],
    { initialEntries: ['/sign-in'] },
  );
  await act(async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SignUpGuardContext.Provider value={guard}>
          <RouterProvider router={router} />
        </SignUpGuardContext.Provider>
      </QueryClientProvider>,
    );
  });
  return router;
}

describe('continuing after sign-in', () => {
  it('goes where the guard says, replacing the history entry', async () => {
    const router = await run(async () => '/role');
    expect(router.state.location.pathname).toBe('/role');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('moves on to the redirect or the account details when the guard stops', async () => {
    expect((await run(async () => null)).state.location.pathname).toBe('/profile/account-details');
    expect((await run(async () => null, '/events/all')).state.location.pathname).toBe('/events/all');
    expect((await run(async () => null, 'https://evil.example')).state.location.pathname).toBe(
      '/profile/account-details',
    );
  });
});
