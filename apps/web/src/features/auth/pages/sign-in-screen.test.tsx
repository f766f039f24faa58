// The sign-in screen in the app's router: validation messages, server errors, and where success leads.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { TOKENS_STORAGE_KEY } from '../../../shared/auth/token-manager';
import { athlete } from '../../../shared/testing/athlete';
import { json, mockAuthApi, testTokens as tokens } from '../../../shared/testing/mock-api';

/** The API as the screen sees it; `signIn` answers token_create. */
const mockApi = (signIn: () => Response = () => json(tokens)) =>
  mockAuthApi({ '/api/v1/auth/sign_in/token_create/': signIn });

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openSignIn(path = '/sign-in') {
  const view = renderRoutes(path);
  await screen.findByRole('heading', { name: 'Sign in' });
  return view;
}

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

describe('sign-in screen', () => {
  it('shows the product messages on blur and on submit', async () => {
    mockApi();
    await openSignIn();
    fireEvent.blur(screen.getByLabelText(/E-mail address/));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    fill(/E-mail address/, 'not-an-address');
    fireEvent.blur(screen.getByLabelText(/E-mail address/));
    expect(await screen.findByText('Please enter valid email address')).toBeTruthy();
    submit();
    expect(await screen.findByText('This field is required')).toBeTruthy();
  });

  it('asks for the phone when signing in by phone', async () => {
    mockApi();
    await openSignIn();
    fireEvent.click(screen.getByText('Phone'));
    fill(/Password/, 'secret');
    submit();
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(screen.getByLabelText(/Phone number/).getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the server message of a 401 above the form', async () => {
    mockApi(() => json({ error: { code: 401, message: 'Wrong e-mail or password' } }, 401));
    await openSignIn();
    fill(/E-mail address/, 'athlete@portal.test');
    fill(/Password/, 'wrong');
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('Wrong e-mail or password');
    expect(localStorage.getItem(TOKENS_STORAGE_KEY)).toBeNull();
  });

  it('shows the 429 message that says when to try again', async () => {
    mockApi(() => json({ error: { code: 429, message: 'Too many attempts. Try again in 5 minutes.' } }, 429));
    await openSignIn();
    fill(/E-mail address/, 'athlete@portal.test');
    fill(/Password/, 'wrong');
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('Try again in 5 minutes');
  });

  it('puts invalid_fields on their fields', async () => {
    mockApi(() =>
      json(
        {
          error: { code: 400, message: 'Invalid fields' },
          invalid_fields: {
            email: ['Please enter valid email address'],
            password: ['This field is required'],
          },
        },
        400,
      ),
    );
    await openSignIn();
    fill(/E-mail address/, 'athlete@portal.test');
    fill(/Password/, 'x');
    submit();
    expect(await screen.findByText('Please enter valid email address')).toBeTruthy();
    expect(screen.getByText('This field is required')).toBeTruthy();
  });

  it('stores the tokens, loads the user and goes to the redirect address', async () => {
    const fetchMock = mockApi();
    const { router, queryClient } = await openSignIn('/sign-in?redirect=%2Fevents%2Fall');
    fill(/E-mail address/, 'athlete@portal.test');
    fill(/Password/, 'Demo-pass-2026!');
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/all'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(JSON.parse(localStorage.getItem(TOKENS_STORAGE_KEY) ?? 'null')).toEqual(tokens);
    expect(queryClient.getQueryData(['me'])).toEqual(athlete);
    const signInCall = fetchMock.mock.calls.find(([url]) =>
      String(url).endsWith('/token_create/'),
    ) as unknown as [string, RequestInit];
    expect(JSON.parse(String(signInCall[1].body))).toEqual({
      email: 'athlete@portal.test',
      password: 'Demo-pass-2026!',
    });
  });

  it.each(['https://evil.example', '//evil.example/x'])(
    'refuses the redirect %s and goes to the account details',
    async (redirect) => {
      mockApi();
      const { router } = await openSignIn(`/sign-in?redirect=${encodeURIComponent(redirect)}`);
      fill(/E-mail address/, 'athlete@portal.test');
      fill(/Password/, 'Demo-pass-2026!');
      submit();
      await waitFor(() => expect(router.state.location.pathname).toBe('/profile/account-details'));
    },
  );

  it('sends a stored session the server has ended to sign-in, and loads the user after signing in again', async () => {
    // Signed out everywhere from another device: the stored tokens look fine but the server refuses them.
    storeTokens();
    let sessionEnded = true;
    mockAuthApi({
      '/api/client/users/users/me/': () =>
        sessionEnded
          ? json({ error: { code: 401, message: 'Session has ended; sign in again' } }, 401)
          : json(athlete),
      '/api/v1/auth/sign_in/token_create/': () => {
        sessionEnded = false;
        return json(tokens);
      },
    });
    const { router, queryClient } = renderRoutes('/profile/account-details');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(localStorage.getItem(TOKENS_STORAGE_KEY)).toBeNull();
    fill(/E-mail address/, 'athlete@portal.test');
    fill(/Password/, 'Demo-pass-2026!');
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/account-details'));
    await waitFor(() => expect(queryClient.getQueryData(['me'])).toEqual(athlete));
  });

  it('links to password recovery and sign-up', async () => {
    mockApi();
    await openSignIn();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/sign-up');
  });
});
