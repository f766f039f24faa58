// The "Sign out of all devices" section of /profile/settings (ASVS 7.4.4): the confirmation sends the call,
// then this browser forgets its tokens and lands on sign-in; cancelling sends nothing.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { TOKENS_STORAGE_KEY } from '../../../shared/auth/token-manager';
import { json, mockAuthApi } from '../../../shared/testing/mock-api';

const SIGN_OUT_EVERYWHERE_PATH = '/api/v1/auth/sign_out_everywhere/';
const SIGN_OUT_PATH = '/api/v1/auth/sign_out/';

type Answer = (init: RequestInit | undefined) => Response;

/** The API by 'METHOD /path', over the auth mock's signed-in athlete. */
function open(answers: Record<string, Answer> = {}) {
  const fetchMock = mockAuthApi();
  const fallback = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost').pathname;
    const answer = answers[`${init?.method ?? 'GET'} ${url}`];
    if (answer) return answer(init);
    return fallback ? fallback(input) : new Response('Not found', { status: 404 });
  });
  storeTokens();
  const view = renderRoutes('/profile/settings');
  const calls = (method: string, url: string) =>
    (fetchMock.mock.calls as unknown as [string, RequestInit | undefined][]).filter(
      ([called, init]) =>
        new URL(String(called), 'http://localhost').pathname === url && (init?.method ?? 'GET') === method,
    );
  return { calls, ...view };
}

async function openDialog() {
  const section = await screen.findByRole('region', { name: 'Sign out of all devices' });
  fireEvent.click(within(section).getByRole('button', { name: 'Sign out of all devices' }));
  return screen.findByRole('dialog', { name: 'Sign out of all devices?' });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('settings: sign out of all devices', () => {
  // Slower than the others: it loads the settings screen and then the sign-in screen for the first time.
  it('ends every sign-in, forgets the tokens and lands on sign-in', { timeout: 15_000 }, async () => {
    const { calls, router, queryClient } = open({
      [`POST ${SIGN_OUT_EVERYWHERE_PATH}`]: () => new Response(null, { status: 204 }),
    });
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    const [call] = calls('POST', SIGN_OUT_EVERYWHERE_PATH);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({});
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toMatch(/^Bearer /);
    // The server ended this sign-in too: nothing is left to revoke with the refresh token.
    expect(calls('POST', SIGN_OUT_PATH)).toHaveLength(0);
    expect(localStorage.getItem(TOKENS_STORAGE_KEY)).toBeNull();
    expect(queryClient.getQueryData(['me'])).toBeUndefined();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(await screen.findByText(/signed out of all your devices/)).toBeTruthy();
  });

  it('sends nothing when cancelled', async () => {
    const { calls, router } = open();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls('POST', SIGN_OUT_EVERYWHERE_PATH)).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/profile/settings');
    expect(localStorage.getItem(TOKENS_STORAGE_KEY)).not.toBeNull();
  });

  it('keeps the user signed in and says so when the call fails', async () => {
    const { router } = open({
      [`POST ${SIGN_OUT_EVERYWHERE_PATH}`]: () => json({ error: { code: 500, message: null } }, 500),
    });
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    expect(
      await within(dialog).findByText('You could not be signed out of your devices. Please try again.'),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile/settings');
    expect(localStorage.getItem(TOKENS_STORAGE_KEY)).not.toBeNull();
  });
});
