// /event-registration/:id/:sportId/my-payments against a fake API: the athlete's totals and orders by tab
// with the calls they make, no moves, the empty and error states, and that it is for athletes only.
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { json } from '../../../shared/testing/mock-api';
import {
  athleteUser,
  italy,
  mockPayerApi,
  nfAdmin,
  order,
  type PayerFakeOptions,
  stripValues,
  totals,
} from '../payer/testing/payer-api';

const PATH = '/event-registration/1/10/my-payments';

function open(options: PayerFakeOptions = {}, path = PATH) {
  const api = mockPayerApi({ me: athleteUser, ...options });
  storeTokens();
  return { ...api, ...renderRoutes(path) };
}

const own = order(31, {
  payer: { kind: 'athlete', id: athleteUser.id, name: 'Ada Skater', federation: italy },
  allowed_payment_systems: ['card'],
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('my payments', { timeout: 20_000 }, () => {
  it('shows the athlete’s totals and own orders, without moves', async () => {
    const { calls } = open({
      lists: { 'orders/athlete_awaiting_payment/': [own] },
      athleteTotal: totals({
        fees: '120.00',
        discount: '0.00',
        due: '120.00',
        pending: '0.00',
        outstanding: '120.00',
      }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My payments' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(stripValues(await screen.findByLabelText('Totals in EUR')).Outstanding).toBe('€120.00');
    const card = await screen.findByRole('article', { name: 'WS-000031' });
    expect(within(card).getByText('Card')).toBeTruthy();
    // Their own awaiting order is paid from its card; an athlete moves nothing.
    expect(await within(card).findByRole('button', { name: 'Pay WS-000031' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /^Move/ })).toBeNull();
    expect(calls.find((call) => call.path.endsWith('/orders/athlete_total/'))?.search.get('event')).toBe('1');
    expect(
      calls.find((call) => call.path.endsWith('/orders/athlete_awaiting_payment/'))?.search.get('event'),
    ).toBe('1');
  });

  it('calls each tab’s list', async () => {
    const { calls, router } = open();
    expect(await screen.findByText('No orders awaiting payment for this event', {}, { timeout: 10_000 }));
    fireEvent.click(screen.getByRole('tab', { name: 'Processed' }));
    expect(await screen.findByText('No processed orders for this event')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Waived' }));
    expect(await screen.findByText('No waived orders for this event')).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=waived');
    expect(calls.some((call) => call.path.endsWith('/orders/athlete_processed_payments/'))).toBe(true);
    expect(calls.some((call) => call.path.endsWith('/orders/athlete_waived_payment/'))).toBe(true);
    expect(screen.queryByRole('tab', { name: 'Individual' })).toBeNull();
  });

  it('offers a retry when the orders cannot be loaded', async () => {
    open({
      answer: (call) =>
        call.path.endsWith('/athlete_awaiting_payment/')
          ? json({ error: { code: 503, message: 'Try later' } }, 500)
          : undefined,
    });
    expect(await screen.findByText('The orders could not be loaded', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('is for athletes only', async () => {
    const { calls } = open({ me: nfAdmin });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'My payments are for athletes' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(calls.some((call) => call.path.includes('/orders/athlete_'))).toBe(false);
  });

  it('says when the event does not exist', async () => {
    open({ event: null });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Event not found' }, { timeout: 10_000 }),
    ).toBeTruthy();
  });
});
