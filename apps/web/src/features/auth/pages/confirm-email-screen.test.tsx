// Confirming the e-mail and phone with a code: §5 messages, server errors, the resend countdown, success.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { athlete } from '../../../shared/testing/athlete';
import { json, mockAuthApi, sentBody } from '../../../shared/testing/mock-api';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function typeCode(code: string) {
  const inputs = screen.getAllByLabelText('Code');
  code.split('').forEach((digit, index) => {
    const input = inputs[index];
    if (input) fireEvent.change(input, { target: { value: digit } });
  });
}

const confirmPath = '/api/client/users/users/confirm_email_by_code/';

describe('confirm e-mail screen', () => {
  it('says where the code went and asks for six digits', async () => {
    storeTokens();
    mockAuthApi();
    renderRoutes('/confirm-email');
    expect(await screen.findByText(athlete.email ?? '')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    typeCode('123');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Code is not valid.')).toBeTruthy();
    // Six boxes, each with an id of its own, every one marked and linked to the message.
    const boxes = screen.getAllByLabelText('Code');
    expect(boxes).toHaveLength(6);
    expect(new Set(boxes.map((box) => box.id)).size).toBe(6);
    for (const box of boxes) {
      expect(box.getAttribute('aria-invalid')).toBe('true');
      const message = document.getElementById(box.getAttribute('aria-describedby') ?? '');
      expect(message?.textContent).toBe('Code is not valid.');
    }
    expect(screen.getByRole('link', { name: 'Change the e-mail address' }).getAttribute('href')).toBe(
      '/update-email',
    );
  });

  it('shows a wrong code on the code', async () => {
    storeTokens();
    mockAuthApi({
      [confirmPath]: () =>
        json(
          {
            error: { code: 400, message: 'Invalid fields' },
            invalid_fields: { code: ['The code is wrong'] },
          },
          400,
        ),
    });
    renderRoutes('/confirm-email');
    await screen.findByText(athlete.email ?? '');
    typeCode('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The code is wrong')).toBeTruthy();
    // Back on the code, which reads the message.
    const [first] = screen.getAllByLabelText('Code');
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(first?.getAttribute('aria-invalid')).toBe('true');
    const described = first?.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe('The code is wrong');
  });

  it('confirms, updates the user and goes on to the account details', async () => {
    storeTokens();
    const fetchMock = mockAuthApi({ [confirmPath]: () => json({ ...athlete, email_verified: true }) });
    const { router, queryClient } = renderRoutes('/confirm-email');
    await screen.findByText(athlete.email ?? '');
    typeCode('654321');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/account-details'));
    expect(sentBody(fetchMock, 'confirm_email_by_code/')).toEqual({ code: '654321' });
    expect(queryClient.getQueryData(['me'])).toMatchObject({ email_verified: true });
  });

  it('locks "Send a new code" for 60 s after a send', async () => {
    storeTokens();
    const fetchMock = mockAuthApi({
      '/api/client/users/users/resend_confirmation_code/': () => json(null, 204),
    });
    renderRoutes('/confirm-email');
    await screen.findByText(athlete.email ?? '');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    const locked = await screen.findByRole('button', { name: 'Send a new code in 60 s' });
    expect(locked.hasAttribute('disabled')).toBe(true);
    expect(sentBody(fetchMock, 'resend_confirmation_code/')).toEqual({ type: 'email' });
    await act(async () => {
      vi.advanceTimersByTime(30_000);
    });
    expect(screen.getByRole('button', { name: /Send a new code in (30|29) s/ })).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(31_000);
    });
    expect(screen.getByRole('button', { name: 'Send a new code' }).hasAttribute('disabled')).toBe(false);
  });

  it('sends a visitor without tokens to sign-in', async () => {
    mockAuthApi();
    const { router } = renderRoutes('/confirm-phone');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
  });

  it('confirms the phone on /confirm-phone-wsk', async () => {
    storeTokens();
    const fetchMock = mockAuthApi({
      '/api/client/users/users/me/': () => json({ ...athlete, phone: '+390600000005' }),
      '/api/client/users/users/confirm_phone_by_code/': () => json({ ...athlete, phone_verified: true }),
    });
    const { router } = renderRoutes('/confirm-phone-wsk');
    await screen.findByText('+390600000005');
    typeCode('111111');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/account-details'));
    expect(sentBody(fetchMock, 'confirm_phone_by_code/')).toEqual({ code: '111111' });
  });
});
