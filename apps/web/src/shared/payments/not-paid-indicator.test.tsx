// The header's not-paid indicator: the count of the caller's not-paid orders leading to the first one's
// event, nothing when there are none (or when they could not be loaded), and the "New" badge of the §9 flag.
import type { NotPaidOrder } from '@portal/contract/order';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenManager } from '../auth/token-manager';
import { athlete } from '../testing/athlete';
import { json } from '../testing/mock-api';
import { NotPaidIndicator, notPaidOrderPath } from './not-paid-indicator';
import { mockPaymentsFetch, renderSignedIn } from './testing/render-with-payments';

const PATH = '/api/client/new_payments/orders/not_paid_orders/';

const notPaid = (
  id: number,
  event: number,
  payer: Pick<NotPaidOrder, 'payer_kind' | 'event_sport'> = { payer_kind: 'athlete', event_sport: 4 },
): NotPaidOrder => ({
  id,
  reference: `WS-00000${id}`,
  event: { id: event, name: `World Championships ${event}` },
  state: 'awaiting_payment',
  currency: 'EUR',
  outstanding: '120.00',
  ...payer,
});

afterEach(() => {
  tokenManager.clearTokens();
  vi.unstubAllGlobals();
});

describe('not-paid indicator', () => {
  it('counts the not-paid orders and leads to the payer’s screen of the first one', async () => {
    mockPaymentsFetch(athlete, { [PATH]: () => json([notPaid(1, 7), notPaid(2, 9)]) });
    renderSignedIn(<NotPaidIndicator />);
    const link = await screen.findByRole('link', { name: '2 orders not paid: open World Championships 7' });
    expect(link.getAttribute('href')).toBe('/event-registration/7/4/my-payments');
    expect(link.textContent).toBe('2');
  });

  it('picks the screen by payer, and the event when the order has no sport', () => {
    const order = notPaid(1, 7);
    expect(notPaidOrderPath({ ...order, payer_kind: 'federation' })).toBe('/event-registration/7/4/payments');
    expect(notPaidOrderPath({ ...order, payer_kind: 'team' })).toBe('/event-registration/7/4/team-payments');
    expect(notPaidOrderPath({ ...order, event_sport: null })).toBe('/event/7/profile');
  });

  it('leads an annual team order (no event) to the team’s annual payments', async () => {
    const annual: NotPaidOrder = { ...notPaid(3, 0, { payer_kind: 'team', event_sport: null }), event: null };
    expect(notPaidOrderPath(annual)).toBe('/marathon-applications/team-admin-payments');
    mockPaymentsFetch(athlete, { [PATH]: () => json([annual]) });
    renderSignedIn(<NotPaidIndicator />);
    const link = await screen.findByRole('link', {
      name: '1 order not paid: open the team’s annual payments',
    });
    expect(link.getAttribute('href')).toBe('/marathon-applications/team-admin-payments');
  });

  it('says one order in the singular', async () => {
    mockPaymentsFetch(athlete, { [PATH]: () => json([notPaid(1, 7)]) });
    renderSignedIn(<NotPaidIndicator />);
    expect(
      await screen.findByRole('link', { name: '1 order not paid: open World Championships 7' }),
    ).toBeTruthy();
  });

  it('shows nothing when every order is paid, or when they could not be loaded', async () => {
    const calls = mockPaymentsFetch(athlete, { [PATH]: () => json([]) });
    const { container, unmount } = renderSignedIn(<NotPaidIndicator />);
    await waitFor(() => expect(calls.some((call) => call.path === PATH)).toBe(true));
    expect(container.querySelector('a')).toBeNull();
    unmount();

    const failing = mockPaymentsFetch(athlete, {
      [PATH]: () => json({ error: { code: 500, message: 'x' } }, 500),
    });
    const view = renderSignedIn(<NotPaidIndicator />);
    await waitFor(() => expect(failing.some((call) => call.path === PATH)).toBe(true));
    expect(view.container.querySelector('a')).toBeNull();
  });

  it('carries the "New" badge while the startup flag is on', async () => {
    mockPaymentsFetch(athlete, { [PATH]: () => json([notPaid(1, 7)]) }, { new_payments_indicator: true });
    renderSignedIn(<NotPaidIndicator />);
    const link = await screen.findByRole('link', { name: /^1 order not paid/ });
    await waitFor(() => expect(link.textContent).toBe('1New'));
  });
});
