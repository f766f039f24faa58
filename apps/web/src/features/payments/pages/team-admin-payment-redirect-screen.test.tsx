// /team-admin-payment-redirect?payment= against a fake API: the team's payment followed to its outcome, and
// the way back to the team's payments of the event and sport in its query (or of the order's not-paid
// entry), else to the events.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { mockPayApi, type PayFakeOptions, payment } from '../pay/testing/pay-api';
import { team } from '../payer/testing/payer-api';

function open(options: PayFakeOptions = {}, query = '') {
  const api = mockPayApi({ teams: [team], ...options });
  storeTokens();
  return { ...api, ...renderRoutes(`/team-admin-payment-redirect?payment=501${query}`) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('team payment redirect', { timeout: 20_000 }, () => {
  it('shows a confirmed payment and leads back to the team’s payments it was made from', async () => {
    open({ paymentStates: [payment(501), payment(501, { state: 'confirmed' })] }, '&event=1&sport=10');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment received' }, { timeout: 12_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the team’s payments' }).getAttribute('href')).toBe(
      '/event-registration/1/10/team-payments',
    );
  });

  it('finds the way back through the not-paid orders', async () => {
    open({
      paymentStates: [payment(501, { order: 50, state: 'declined', decline_reason: 'Card expired' })],
      notPaid: [
        {
          id: 50,
          reference: 'WS-000050',
          event: { id: 2, name: 'World Games' },
          state: 'awaiting_payment',
          currency: 'EUR',
          outstanding: '120.00',
          payer_kind: 'team',
          event_sport: 20,
        },
      ],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The payment was declined' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByText('Card expired')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the team’s payments' }).getAttribute('href')).toBe(
      '/event-registration/2/20/team-payments',
    );
  });

  it('leads an annual order’s payment back to the team’s annual payments', async () => {
    open({ paymentStates: [payment(501), payment(501, { state: 'confirmed' })] }, '&annual=1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment received' }, { timeout: 12_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the annual team payments' }).getAttribute('href')).toBe(
      '/marathon-applications/team-admin-payments',
    );
  });

  it('leads to the events when the payment’s event is not known', async () => {
    open({ paymentStates: [payment(501, { state: 'confirmed' })] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment received' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the events' }).getAttribute('href')).toBe('/events/all');
  });
});
