// The code step of two-factor sign-in (decision 026) where it appears: after the password on /sign-in and
// after a sign-in link on /login_by_token/:token.
import { TWO_FACTOR_MESSAGES } from '@portal/contract/endpoints/two-factor';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../app/testing/render-routes';
import { TOKENS_STORAGE_KEY } from '../../../shared/auth/token-manager';
import { athlete } from '../../../shared/testing/athlete';
import { json, mockAuthApi, sentBody, testTokens } from '../../../shared/testing/mock-api';

const SIGN_IN = '/api/v1/auth/sign_in/token_create/';
const TWO_FACTOR = '/api/v1/auth/sign_in/two_factor/';
const challenge = { two_factor_required: true, challenge: 'challenge-1', expires: 4102444800 };

afterEach(() => {
  vi.unstubAllGlobals();
});

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

/** Signs in with the password on /sign-in and waits for the code step. */
async function reachCodeStep(secondStep: () => Response, path = '/sign-in') {
  const fetchMock = mockAuthApi({ [SIGN_IN]: () => json(challenge), [TWO_FACTOR]: secondStep });
  const view = renderRoutes(path);
  await screen.findByRole('heading', { name: 'Sign in' });
  fill(/E-mail address/, 'athlete@portal.test');
  fill(/Password/, 'Demo-pass-2026!');
  click('Sign in');
  await screen.findByRole('heading', { name: 'Two-factor sign-in' });
  return { fetchMock, ...view };
}

describe('two-factor code step', () => {
  it('takes the place of the form, stores nothing yet, and asks for the app’s code', async () => {
    await reachCodeStep(() => json(testTokens));
    expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeTruthy();
    const input = screen.getByLabelText(/Code from your app/) as HTMLInputElement;
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(document.activeElement).toBe(input);
    expect(screen.queryByLabelText(/Password/)).toBeNull();
    expect(localStorage.getItem(TOKENS_STORAGE_KEY)).toBeNull();
  });

  it('sends the challenge with the code, stores the tokens and goes on as the sign-in does', async () => {
    const { fetchMock, router, queryClient } = await reachCodeStep(
      () => json(testTokens),
      '/sign-in?redirect=%2Fevents%2Fall',
    );
    fill(/Code from your app/, '123456');
    click('Verify');
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/all'));
    expect(sentBody(fetchMock, TWO_FACTOR)).toEqual({ challenge: 'challenge-1', code: '123456' });
    expect(JSON.parse(localStorage.getItem(TOKENS_STORAGE_KEY) ?? 'null')).toEqual(testTokens);
    expect(queryClient.getQueryData(['me'])).toEqual(athlete);
  });

  it('checks the code before sending it', async () => {
    const { fetchMock } = await reachCodeStep(() => json(testTokens));
    fill(/Code from your app/, '12');
    click('Verify');
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.invalidCode)).toBeTruthy();
    expect(sentBody(fetchMock, TWO_FACTOR)).toBeUndefined();
  });

  it('shows a wrong code on the field and stays on the step', async () => {
    const { router } = await reachCodeStep(() =>
      json(
        {
          error: { code: 400, message: 'Invalid fields' },
          invalid_fields: { code: [TWO_FACTOR_MESSAGES.invalidCode] },
        },
        400,
      ),
    );
    fill(/Code from your app/, '000000');
    click('Verify');
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.invalidCode)).toBeTruthy();
    expect(screen.getByLabelText(/Code from your app/).getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(localStorage.getItem(TOKENS_STORAGE_KEY)).toBeNull();
  });

  it('switches to a backup code and back', async () => {
    const { fetchMock, router } = await reachCodeStep(() => json(testTokens));
    click('Use a backup code instead');
    expect(screen.getByText('Enter one of your backup codes. Each backup code works once.')).toBeTruthy();
    const input = screen.getByLabelText(/Backup code/);
    expect(input.getAttribute('inputmode')).toBe('text');
    expect(input.getAttribute('autocomplete')).toBe('off');
    fill(/Backup code/, 'abcde-fghjk');
    click('Verify');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/account-details'));
    expect(sentBody(fetchMock, TWO_FACTOR)).toEqual({ challenge: 'challenge-1', code: 'abcde-fghjk' });
  });

  it('offers the app’s code again after the backup-code switch', async () => {
    await reachCodeStep(() => json(testTokens));
    click('Use a backup code instead');
    click('Use the authenticator app instead');
    expect(screen.getByLabelText(/Code from your app/)).toBeTruthy();
  });

  it('goes back to the password with the message when the challenge has expired', async () => {
    await reachCodeStep(() =>
      json({ error: { code: 401, message: TWO_FACTOR_MESSAGES.challengeExpired } }, 401),
    );
    fill(/Code from your app/, '123456');
    click('Verify');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect((await screen.findByRole('alert')).textContent).toContain(TWO_FACTOR_MESSAGES.challengeExpired);
    expect((screen.getByLabelText(/E-mail address/) as HTMLInputElement).value).toBe('athlete@portal.test');
    expect((screen.getByLabelText(/Password/) as HTMLInputElement).value).toBe('');
  });

  it('shows a throttled attempt above the field with the wait', async () => {
    await reachCodeStep(
      () =>
        new Response(JSON.stringify({ error: { code: 429, message: 'Too many attempts' } }), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '120' },
        }),
    );
    fill(/Code from your app/, '123456');
    click('Verify');
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts (in about 2 minutes)');
  });

  it('goes back to the password step on Back', async () => {
    await reachCodeStep(() => json(testTokens));
    fireEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('two-factor code step after a sign-in link', () => {
  it('asks for the code, then keeps the tokens, loads the user and goes on', async () => {
    const fetchMock = mockAuthApi({
      '/api/v1/auth/sign_in/login_by_token/': () => json(challenge),
      [TWO_FACTOR]: () => json(testTokens),
    });
    const { router, queryClient } = renderRoutes('/login_by_token/one-time');
    await screen.findByRole('heading', { name: 'Two-factor sign-in' });
    expect(localStorage.getItem(TOKENS_STORAGE_KEY)).toBeNull();
    fill(/Code from your app/, '654321');
    click('Verify');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/account-details'));
    expect(sentBody(fetchMock, TWO_FACTOR)).toEqual({ challenge: 'challenge-1', code: '654321' });
    expect(JSON.parse(localStorage.getItem(TOKENS_STORAGE_KEY) ?? 'null')).toEqual(testTokens);
    expect(queryClient.getQueryData(['me'])).toEqual(athlete);
  });

  it('says the sign-in expired and offers sign-in when the challenge has run out', async () => {
    mockAuthApi({
      '/api/v1/auth/sign_in/login_by_token/': () => json(challenge),
      [TWO_FACTOR]: () => json({ error: { code: 401, message: TWO_FACTOR_MESSAGES.challengeExpired } }, 401),
    });
    renderRoutes('/login_by_token/one-time');
    await screen.findByRole('heading', { name: 'Two-factor sign-in' });
    fill(/Code from your app/, '654321');
    click('Verify');
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.challengeExpired)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/sign-in');
  });
});
