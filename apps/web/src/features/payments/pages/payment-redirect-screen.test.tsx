// /payment-redirect/:id/:sportId?payment= against a fake API: the payment is read every two seconds while
// pending and the outcome shown (confirmed, declined with its reason), with the way back by role; it only
// reads, never confirms; after about two minutes it stops asking.
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { PAYMENT_WAIT_LIMIT_MS } from '../pay/payment-outcome';
import { mockPayApi, type PayFakeOptions, payment } from '../pay/testing/pay-api';
import { athleteUser, nfAdmin } from '../payer/testing/payer-api';

const PATH = '/payment-redirect/1/10?payment=501';

function open(options: PayFakeOptions = {}, path = PATH) {
  const api = mockPayApi({ me: athleteUser, ...options });
  storeTokens();
  return { ...api, ...renderRoutes(path) };
}

const reads = (calls: ReturnType<typeof open>['calls']) =>
  calls.filter((call) => call.path === '/api/client/payment/payments/501/');

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('payment redirect', { timeout: 20_000 }, () => {
  it('follows a pending payment until it is confirmed, reading only', async () => {
    const { calls } = open({
      paymentStates: [payment(501), payment(501, { state: 'confirmed' })],
    });
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Waiting for the payment’s confirmation' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment received' }, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(reads(calls).length).toBe(2);
    expect(calls.every((call) => call.method === 'GET')).toBe(true);
    expect(screen.getByRole('link', { name: 'Back to the payments' }).getAttribute('href')).toBe(
      '/event-registration/1/10/my-payments',
    );
  });

  it('shows the decline reason and leads NF staff back to the federation’s payments', async () => {
    open({
      me: nfAdmin,
      paymentStates: [
        payment(501),
        payment(501, { state: 'declined', decline_reason: 'The card was declined by the bank' }),
      ],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The payment was declined' }, { timeout: 12_000 }),
    ).toBeTruthy();
    expect(screen.getByText('The card was declined by the bank')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the payments' }).getAttribute('href')).toBe(
      '/event-registration/1/10/payments',
    );
  });

  it('stops asking after about two minutes and says the payment is still processed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = open({ paymentStates: [payment(501)] });
    await screen.findByRole(
      'heading',
      { name: 'Waiting for the payment’s confirmation' },
      { timeout: 10_000 },
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PAYMENT_WAIT_LIMIT_MS);
    });
    expect(
      await screen.findByText('Your payment is still being processed; you can leave this page.'),
    ).toBeTruthy();
    const asked = reads(calls).length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(reads(calls).length).toBe(asked);
  });

  it('says when the payment is not one of the caller’s', async () => {
    open({ paymentStates: [] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment not found' }, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it('says when the address names no payment', async () => {
    const { calls } = open({}, '/payment-redirect/1/10');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No payment to follow' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(calls.some((call) => call.path.startsWith('/api/client/payment/payments/'))).toBe(false);
  });
});
