// The sign-up screen: §5 messages, server invalid_fields, and the way on to the confirmation.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../app/testing/render-routes';
import { TOKENS_STORAGE_KEY } from '../../../shared/auth/token-manager';
import { RECAPTCHA_SCRIPT_ID, resetRecaptchaForTests } from '../../../shared/captcha/recaptcha';
import { athlete } from '../../../shared/testing/athlete';
import { json, mockAuthApi, sentBody, testTokens } from '../../../shared/testing/mock-api';

afterEach(() => {
  vi.unstubAllGlobals();
  resetRecaptchaForTests();
});

const fill = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

async function open() {
  const view = renderRoutes('/sign-up');
  await screen.findByRole('heading', { name: 'Create an account' });
  return view;
}

function fillValid() {
  fill(/E-mail address/, 'new@portal.test');
  fill(/First name/, 'Nina');
  fill(/Last name/, 'Roll');
  fill(/^Password/, 'Skate-2026!');
  fill(/Confirm password/, 'Skate-2026!');
  fireEvent.click(screen.getByRole('checkbox'));
}

describe('sign-up screen', () => {
  it('shows the product messages', async () => {
    mockAuthApi();
    await open();
    fill(/^Password/, 'short');
    fill(/Confirm password/, 'other');
    submit();
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    expect(screen.getByText('Password should contain at least 8 characters')).toBeTruthy();
    expect(screen.getByText('You should accept the agreement')).toBeTruthy();
    fill(/^Password/, 'long-enough');
    fill(/Confirm password/, 'different!');
    submit();
    expect(await screen.findByText('The password confirmation does not match')).toBeTruthy();
    fill(/E-mail address/, 'nope');
    submit();
    expect(await screen.findByText('Please enter valid email address')).toBeTruthy();
  });

  it('marks every refused field invalid with its message and focuses the first one', async () => {
    mockAuthApi();
    await open();
    fill(/^Password/, 'short');
    submit();
    const email = screen.getByRole('textbox', { name: /E-mail address/ });
    await waitFor(() => expect(document.activeElement).toBe(email));
    // Mantine marks a password field's and a checkbox's error by their look only.
    for (const [field, message] of [
      [email, 'This field is required'],
      [screen.getByLabelText(/^Password/), 'Password should contain at least 8 characters'],
      [screen.getByRole('checkbox'), 'You should accept the agreement'],
    ] as const) {
      expect(field.getAttribute('aria-invalid')).toBe('true');
      const described = (field.getAttribute('aria-describedby') ?? '').split(' ');
      expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(message);
    }
  });

  it('focuses the field the server refused', async () => {
    mockAuthApi({
      '/api/client/users/users/': () =>
        json(
          {
            error: { code: 400, message: 'Invalid fields' },
            invalid_fields: { last_name: ['Enter your last name as in your passport'] },
          },
          400,
        ),
    });
    await open();
    fillValid();
    submit();
    const lastName = screen.getByRole('textbox', { name: /Last name/ });
    await waitFor(() => expect(document.activeElement).toBe(lastName));
    expect(lastName.getAttribute('aria-invalid')).toBe('true');
  });

  it('links the policies from the agreement', async () => {
    mockAuthApi();
    await open();
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('/privacy-policy');
    expect(screen.getByRole('link', { name: 'anti‑doping policy' }).getAttribute('href')).toBe(
      '/anti-doping-policy',
    );
  });

  it('puts invalid_fields on their fields', async () => {
    mockAuthApi({
      '/api/client/users/users/': () =>
        json(
          {
            error: { code: 400, message: 'Invalid fields' },
            invalid_fields: { email: ['A user with this e-mail already exists'] },
          },
          400,
        ),
    });
    await open();
    fillValid();
    submit();
    expect(await screen.findByText('A user with this e-mail already exists')).toBeTruthy();
  });

  it('keeps the tokens and the user and goes to /confirm-email', async () => {
    const fetchMock = mockAuthApi({
      '/api/client/users/users/': () =>
        json({ user: { ...athlete, email_verified: false }, tokens: testTokens }, 201),
    });
    const { router, queryClient } = await open();
    fillValid();
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirm-email'));
    expect(JSON.parse(localStorage.getItem(TOKENS_STORAGE_KEY) ?? 'null')).toEqual(testTokens);
    expect(queryClient.getQueryData(['me'])).toMatchObject({ id: athlete.id });
    expect(sentBody(fetchMock, '/users/users/')).toEqual({
      email: 'new@portal.test',
      first_name: 'Nina',
      last_name: 'Roll',
      password: 'Skate-2026!',
      agreement: true,
    });
    expect(await screen.findByText(/Send a new code in \d+ s/)).toBeTruthy();
  });

  it('signs up by phone and opens /confirm-phone', async () => {
    const fetchMock = mockAuthApi({
      '/api/client/users/users/': () =>
        json({ user: { ...athlete, phone: '+41791234567' }, tokens: testTokens }, 201),
    });
    const { router } = await open();
    fireEvent.click(screen.getByText('Phone'));
    submit();
    expect(await screen.findAllByText('This field is required')).toHaveLength(4);
    expect(screen.getByLabelText(/Phone number/).getAttribute('aria-invalid')).toBe('true');
    fill(/Phone number/, '+41 79 123 45 67');
    fill(/First name/, 'Nina');
    fill(/Last name/, 'Roll');
    fill(/^Password/, 'Skate-2026!');
    fill(/Confirm password/, 'Skate-2026!');
    fireEvent.click(screen.getByRole('checkbox'));
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirm-phone'));
    expect(sentBody(fetchMock, '/users/users/')).toMatchObject({ phone: '+41 79 123 45 67' });
  });

  it('requires the captcha when the deployment has one', async () => {
    mockAuthApi({}, 'site-key');
    await open();
    await waitFor(() => expect(document.getElementById(RECAPTCHA_SCRIPT_ID)).not.toBeNull());
    fillValid();
    submit();
    expect(await screen.findByText('This field is required')).toBeTruthy();
  });
});
