// Password recovery from /forgot-password to /set-password-success: messages, the code step, the recovery
// token set kept and then forgotten, the resend countdown and the way back without tokens.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { TOKENS_STORAGE_KEY } from '../../../shared/auth/token-manager';
import { authorizationOf, json, mockAuthApi, sentBody, testTokens } from '../../../shared/testing/mock-api';
import { recoveryAccessToken } from '../lib/recovery-session';

afterEach(() => vi.unstubAllGlobals());

const USERS = '/api/client/users/users/';
const fill = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

function typeCode(code: string) {
  screen.getAllByLabelText('Code').forEach((input, index) => {
    fireEvent.change(input, { target: { value: code[index] } });
  });
}

describe('forgot password', () => {
  it('checks the address with the product messages and links support', async () => {
    mockAuthApi();
    renderRoutes('/forgot-password');
    await screen.findByRole('heading', { name: 'Forgot your password?' });
    click('Send a code');
    expect(await screen.findByText('This field is required')).toBeTruthy();
    fill(/E-mail address/, 'nope');
    click('Send a code');
    expect(await screen.findByText('Please enter valid email address')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe(
      '/forgot-password/contact-us',
    );
  });

  it('sends a code by phone and opens the phone confirmation with the number', async () => {
    const fetchMock = mockAuthApi({ [`${USERS}forgot_password/`]: () => json(null, 204) });
    const { router } = renderRoutes('/forgot-password');
    await screen.findByRole('heading', { name: 'Forgot your password?' });
    fireEvent.click(screen.getByText('Phone'));
    fill(/Phone number/, '+390600000005');
    click('Send a code');
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password/confirm-phone'));
    expect(router.state.location.search).toBe('?phone=%2B390600000005');
    expect(sentBody(fetchMock, 'forgot_password/')).toEqual({ phone: '+390600000005' });
    expect(await screen.findByText('+390600000005')).toBeTruthy();
  });

  it('goes from the e-mail code through a new password to the success page', async () => {
    const fetchMock = mockAuthApi({
      [`${USERS}confirm_forgot_password_by_code/`]: () => json(testTokens),
      [`${USERS}set_password/`]: () => json(null, 204),
    });
    const { router } = renderRoutes('/forgot-password/confirm-email?email=athlete%40portal.test');
    expect(await screen.findByText('athlete@portal.test')).toBeTruthy();
    // A code was sent just before: the resend waits.
    expect(screen.getByRole('button', { name: /Send a new code in \d+ s/ }).hasAttribute('disabled')).toBe(
      true,
    );
    typeCode('123456');
    click('Continue');
    await waitFor(() => expect(router.state.location.pathname).toBe('/new-password'));
    expect(sentBody(fetchMock, 'confirm_forgot_password_by_code/')).toEqual({
      email: 'athlete@portal.test',
      code: '123456',
    });
    // The recovery set is kept apart: the visitor is not signed in by it.
    expect(recoveryAccessToken()).toBe(testTokens.access);
    expect(localStorage.getItem(TOKENS_STORAGE_KEY)).toBeNull();

    await screen.findByRole('heading', { name: 'Choose a new password' });
    click('Save password');
    expect(await screen.findByText('This field is required')).toBeTruthy();
    fill(/New password/, 'short');
    click('Save password');
    expect(await screen.findByText('Password should contain at least 8 characters')).toBeTruthy();
    fill(/New password/, 'Fresh-pass-2026');
    fill(/Confirm password/, 'Fresh-pass-2027');
    click('Save password');
    expect(await screen.findByText('The password confirmation does not match')).toBeTruthy();
    fill(/Confirm password/, 'Fresh-pass-2026');
    click('Save password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/set-password-success'));
    expect(sentBody(fetchMock, 'set_password/')).toEqual({
      password: 'Fresh-pass-2026',
      is_forgot_password: true,
    });
    expect(authorizationOf(fetchMock, 'set_password/')).toBe(`Bearer ${testTokens.access}`);
    expect(recoveryAccessToken()).toBeNull();
    expect((await screen.findByRole('link', { name: 'Sign in' })).getAttribute('href')).toBe('/sign-in');
  });

  it('shows a wrong recovery code', async () => {
    mockAuthApi({
      [`${USERS}confirm_forgot_password_by_code/`]: () =>
        json({ error: { code: 400, message: 'The code is wrong or has expired' } }, 400),
    });
    renderRoutes('/forgot-password/confirm-email?email=athlete%40portal.test');
    await screen.findByText('athlete@portal.test');
    typeCode('123456');
    click('Continue');
    expect((await screen.findByRole('alert')).textContent).toContain('The code is wrong or has expired');
    expect(recoveryAccessToken()).toBeNull();
  });

  it('sends a visitor without a recovery to /forgot-password', async () => {
    mockAuthApi();
    const { router } = renderRoutes('/new-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
  });

  it('sends a confirmation without an address back to /forgot-password', async () => {
    mockAuthApi();
    const { router } = renderRoutes('/forgot-password/confirm-email');
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
  });

  it('keeps the recovery set of a link and opens /new-password', async () => {
    const fetchMock = mockAuthApi({ [`${USERS}confirm_forgot_password_by_link/`]: () => json(testTokens) });
    const { router } = renderRoutes('/confirm-password-by-link/7/tok/123456');
    await waitFor(() => expect(router.state.location.pathname).toBe('/new-password'));
    expect(sentBody(fetchMock, 'confirm_forgot_password_by_link/')).toEqual({
      uid: '7',
      token: 'tok',
      code: '123456',
    });
    expect(recoveryAccessToken()).toBe(testTokens.access);
    expect(localStorage.getItem(TOKENS_STORAGE_KEY)).toBeNull();
  });

  it('explains a dead recovery link', async () => {
    mockAuthApi({
      [`${USERS}confirm_forgot_password_by_link/`]: () =>
        json({ error: { code: 400, message: 'Invalid link' } }, 400),
    });
    renderRoutes('/confirm-password-by-link/7/tok/123456');
    expect(await screen.findByText('This link does not work any more')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reset your password' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });
});

describe('create password', () => {
  it('sets the first password and goes on to the account details', async () => {
    storeTokens();
    const fetchMock = mockAuthApi({ [`${USERS}set_password/`]: () => json(null, 204) });
    const { router } = renderRoutes('/wsk/create-password');
    await screen.findByRole('heading', { name: 'Create your password' });
    fill(/New password/, 'Staff-pass-2026');
    fill(/Confirm password/, 'Staff-pass-2026');
    click('Save password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/account-details'));
    expect(sentBody(fetchMock, 'set_password/')).toEqual({
      password: 'Staff-pass-2026',
      is_forgot_password: false,
    });
    expect(localStorage.getItem(TOKENS_STORAGE_KEY)).not.toBeNull();
  });

  it('puts the server password message on the field', async () => {
    storeTokens();
    mockAuthApi({
      [`${USERS}set_password/`]: () =>
        json(
          {
            error: { code: 400, message: 'Invalid fields' },
            invalid_fields: { password: ['This password is too common'] },
          },
          400,
        ),
    });
    renderRoutes('/create-password');
    await screen.findByRole('heading', { name: 'Create your password' });
    fill(/New password/, 'password123');
    fill(/Confirm password/, 'password123');
    click('Save password');
    expect(await screen.findByText('This password is too common')).toBeTruthy();
  });
});
