// The user header's account area: the signed-in user's name with sign-out, or the sign-in link.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKENS_STORAGE_KEY } from '../../shared/auth/token-manager';
import { athlete } from '../../shared/testing/athlete';
import { renderRoutes, storeTokens } from '../testing/render-routes';
import { userDisplayName } from './user-header';

function mockApi() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.endsWith('/users/users/me/'))
      return new Response(JSON.stringify(athlete), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    if (url.endsWith('/sign_out/')) return new Response(null, { status: 204 });
    // The configuration falls back to the default flags.
    return new Response('Not found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('user header', () => {
  it('names a user by first and last name, else by e-mail', () => {
    expect(userDisplayName(athlete)).toBe('Ada Skater');
    expect(userDisplayName({ ...athlete, first_name: '', last_name: '' })).toBe('athlete@portal.test');
  });

  it('shows the user and signs out to sign-in, clearing tokens and cache', async () => {
    const fetchMock = mockApi();
    storeTokens();
    const { router, queryClient } = renderRoutes('/events/all');
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu of Ada Skater' }));
    fireEvent.click(await screen.findByText('Sign out'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(localStorage.getItem(TOKENS_STORAGE_KEY)).toBeNull();
    expect(queryClient.getQueryData(['me'])).toBeUndefined();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/sign_out/'))).toBe(true);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });

  it('offers sign-in to a visitor', async () => {
    mockApi();
    renderRoutes('/privacy-policy');
    await screen.findByRole('heading', { name: 'Privacy policy' });
  });
});
