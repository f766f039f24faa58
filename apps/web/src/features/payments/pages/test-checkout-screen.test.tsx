// /test-checkout/:token against a fake API: the clearly labelled test page with the amount, reference and
// event; Pay and Decline send their outcome and go on to the return path; an unknown or finished one says so.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { mockPayApi, type PayFakeOptions, payment, TOKEN, testCheckout } from '../pay/testing/pay-api';
import { athleteUser } from '../payer/testing/payer-api';

function open(options: PayFakeOptions = {}) {
  const api = mockPayApi({
    me: athleteUser,
    paymentStates: [payment(501, { state: 'confirmed' })],
    ...options,
  });
  storeTokens();
  return { ...api, ...renderRoutes(`/test-checkout/${TOKEN}`) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('test checkout', { timeout: 20_000 }, () => {
  it('shows what is paid and says no money moves', async () => {
    open();
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Test card payment — no money moves' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByText('€120.00')).toBeTruthy();
    expect(screen.getByText('WS-000031')).toBeTruthy();
    expect(screen.getByText('World Championships 1')).toBeTruthy();
  });

  it.each([
    ['Pay', 'succeeded'],
    ['Decline payment', 'failed'],
  ] as const)('“%s” sends %s and goes to the return path', async (button, outcome) => {
    const { bodies, router } = open();
    fireEvent.click(await screen.findByRole('button', { name: button }, { timeout: 10_000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-redirect/1/10'));
    expect(router.state.location.search).toBe('?payment=501');
    expect(bodies(`/api/payments/test-checkout/${TOKEN}/`)).toEqual([{ outcome }]);
  });

  it('says when the test payment is unknown or finished', async () => {
    open({ checkoutPage: null });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'This test payment is unknown or already finished' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
  });

  it('treats a payment no longer pending as finished', async () => {
    open({ checkoutPage: testCheckout({ state: 'confirmed' }) });
    expect(
      await screen.findByText('This test payment is unknown or already finished', {}, { timeout: 10_000 }),
    ).toBeTruthy();
  });
});
