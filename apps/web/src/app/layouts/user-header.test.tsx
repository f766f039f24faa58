// The user header's account area: the signed-in user's name with sign-out, or the sign-in link.

import type { User } from '@portal/contract/user';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKENS_STORAGE_KEY } from '../../shared/auth/token-manager';
import { athlete } from '../../shared/testing/athlete';
import { json, mockAuthApi } from '../../shared/testing/mock-api';
import { renderRoutes, storeTokens } from '../testing/render-routes';
import { userDisplayName } from './user-display-name';

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
    fireEvent.click(await screen.findByRole('button', { name: /^Account menu of Ada Skater/ }));
    fireEvent.click(await screen.findByText('Sign out'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(localStorage.getItem(TOKENS_STORAGE_KEY)).toBeNull();
    expect(queryClient.getQueryData(['me'])).toBeUndefined();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/sign_out/'))).toBe(true);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });

  it('shows the role’s display name (NF and WSK roles append the permission) and links the profile', async () => {
    const nfViewer: User = {
      ...athlete,
      role: { id: 5, name: 'NF', type: 'nf_admin', permission: 'viewer' },
      nf_admin_federation: { id: 1, name: 'Italy', code: 'ITA' },
    };
    mockAuthApi({ '/api/client/users/users/me/': () => json(nfViewer) });
    storeTokens();
    const { router } = renderRoutes('/events/all');
    expect((await screen.findByTestId('header-role')).textContent).toBe('NF Viewer');
    // The sign-up guard has let the NF viewer stay: the header is the one of the events screen.
    expect(router.state.location.pathname).toBe('/events/all');
    // The button's name holds all it shows: the name and the role (WCAG 2.5.3, label in name).
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu of Ada Skater, NF Viewer' }));
    await screen.findByRole('menuitem', { name: 'My profile' });
    const items = screen
      .getAllByRole('menuitem', { hidden: true })
      .map((item) => [item.textContent, item.getAttribute('href')]);
    expect(items).toEqual([
      ['My profile', '/profile/account-details'],
      ['Settings', '/profile/settings'],
      ['Sign out', null],
    ]);
  });

  it('offers sign-in to a visitor', async () => {
    mockApi();
    renderRoutes('/privacy-policy');
    await screen.findByRole('heading', { name: 'Privacy policy' });
  });
});
