// The signed-in account screens (changing the address, staff main information) and the link screens
// (e-mail confirmation link, one-time sign-in link).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { TOKENS_STORAGE_KEY } from '../../../shared/auth/token-manager';
import { athlete } from '../../../shared/testing/athlete';
import { json, mockAuthApi, sentBody, testTokens } from '../../../shared/testing/mock-api';

afterEach(() => vi.unstubAllGlobals());

const USERS = '/api/client/users/users/';
const fill = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('update e-mail and phone', () => {
  it('requires a valid address', async () => {
    storeTokens();
    mockAuthApi();
    renderRoutes('/update-email');
    await screen.findByRole('heading', { name: 'Change your e-mail address' });
    click('Save and send a code');
    expect(await screen.findByText('This field is required')).toBeTruthy();
    fill(/New e-mail address/, 'nope');
    click('Save and send a code');
    expect(await screen.findByText('Please enter valid email address')).toBeTruthy();
  });

  it('saves the new address for the current user and opens the confirmation', async () => {
    storeTokens();
    const fetchMock = mockAuthApi({ [`${USERS}7/`]: () => json({ ...athlete, email: 'new@portal.test' }) });
    const { router } = renderRoutes('/update-email');
    await screen.findByRole('heading', { name: 'Change your e-mail address' });
    fill(/New e-mail address/, 'new@portal.test');
    click('Save and send a code');
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirm-email'));
    expect(sentBody(fetchMock, `${USERS}7/`)).toEqual({ email: 'new@portal.test' });
    expect(await screen.findByText('new@portal.test')).toBeTruthy();
  });

  it('puts a taken phone number on the field', async () => {
    storeTokens();
    mockAuthApi({
      [`${USERS}7/`]: () =>
        json(
          {
            error: { code: 400, message: 'Invalid fields' },
            invalid_fields: { phone: ['This number is already used'] },
          },
          400,
        ),
    });
    renderRoutes('/update-phone');
    await screen.findByRole('heading', { name: 'Change your phone number' });
    fill(/New phone number/, '+41 79 123 45 67');
    click('Save and send a code');
    expect(await screen.findByText('This number is already used')).toBeTruthy();
  });
});

describe('operations sign-up', () => {
  it('requires the names and saves the main information', async () => {
    storeTokens();
    const fetchMock = mockAuthApi({
      [`${USERS}me/`]: () => json({ ...athlete, first_name: '', last_name: '' }),
      [`${USERS}7/`]: () => json({ ...athlete, first_name: 'Olga' }),
    });
    const { router } = renderRoutes('/operations/sign-up');
    await screen.findByRole('heading', { name: 'Your main information' });
    click('Continue');
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    fill(/First name/, 'Olga');
    fill(/Last name/, 'Wheel');
    fill(/Stage name/, 'Olly');
    click('Continue');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/account-details'));
    expect(sentBody(fetchMock, `${USERS}7/`)).toEqual({
      first_name: 'Olga',
      last_name: 'Wheel',
      middle_name: null,
      stage_name: 'Olly',
    });
  });
});

describe('e-mail confirmation link', () => {
  it('confirms on load and offers sign-in to a visitor', async () => {
    const fetchMock = mockAuthApi({ [`${USERS}confirm_email_by_link/`]: () => json(null, 204) });
    renderRoutes('/confirm-email-by-link/7/tok/123456');
    expect(await screen.findByRole('heading', { name: 'Your e-mail address is confirmed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign-in');
    expect(sentBody(fetchMock, 'confirm_email_by_link/')).toEqual({ uid: '7', token: 'tok', code: '123456' });
  });

  it('offers the profile to a signed-in user', async () => {
    storeTokens();
    mockAuthApi({ [`${USERS}confirm_email_by_link/`]: () => json(null, 204) });
    renderRoutes('/confirm-email-by-link/7/tok/123456');
    expect((await screen.findByRole('link', { name: 'Go to your profile' })).getAttribute('href')).toBe(
      '/profile/account-details',
    );
  });

  it('explains a dead link and offers a new code', async () => {
    storeTokens();
    mockAuthApi({
      [`${USERS}confirm_email_by_link/`]: () => json({ error: { code: 400, message: 'Invalid' } }, 400),
    });
    renderRoutes('/confirm-email-by-link/7/tok/123456');
    expect(
      await screen.findByRole('heading', { name: 'The e-mail address could not be confirmed' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new code' }).getAttribute('href')).toBe(
      '/confirm-email',
    );
  });
});

describe('sign-in link', () => {
  it('keeps the token set, loads the user and goes on', async () => {
    const fetchMock = mockAuthApi({ '/api/v1/auth/sign_in/login_by_token/': () => json(testTokens) });
    const { router, queryClient } = renderRoutes('/login_by_token/one-time');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/account-details'));
    expect(sentBody(fetchMock, 'login_by_token/')).toEqual({ token: 'one-time' });
    expect(JSON.parse(localStorage.getItem(TOKENS_STORAGE_KEY) ?? 'null')).toEqual(testTokens);
    expect(queryClient.getQueryData(['me'])).toEqual(athlete);
  });

  it('says a used link is no longer valid', async () => {
    mockAuthApi({
      '/api/v1/auth/sign_in/login_by_token/': () =>
        json({ error: { code: 401, message: 'Invalid token' } }, 401),
    });
    renderRoutes('/login_by_token/used');
    expect(await screen.findByText('This sign-in link is no longer valid')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/sign-in');
    expect(localStorage.getItem(TOKENS_STORAGE_KEY)).toBeNull();
  });
});
