// /annual-team-payments against the fake WSK API: who may see it, the current season as the default filter,
// the season, state, search and "to check" filters in the address and the query, and an annual order
// opened in WSK's drawer (its fee line without participant actions, its bank transfer decided by the
// order-payments call).
import type { OrderDetail } from '@portal/contract/order';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { athlete } from '../../../shared/testing/athlete';
import { LOAD, openPaymentsScreen, writes } from '../wsk/testing/event-payments-screen';
import { order, orderPayment, refundRequest } from '../wsk/testing/wsk-payments-api';

const PATH = '/annual-team-payments';
const season = { id: 3, name: '2026', starts_on: '2026-01-01', ends_on: '2026-12-31' };

const annual = order(41, {
  event: null,
  season: { id: 3, name: '2026' },
  payer: { kind: 'team', id: 4, name: 'Roma Inline Marathon Team', federation: null },
  participants_count: 0,
  amounts: {
    currency: 'EUR',
    fees: '300.00',
    discount: '0.00',
    due: '300.00',
    paid: '0.00',
    refunded: '0.00',
    pending: '50.00',
    outstanding: '300.00',
  },
});

const detail: OrderDetail = {
  ...annual,
  lines: [
    {
      id: 411,
      annual_fee: { id: 1, name: 'Annual team fee 2026' },
      participant: null,
      fee: '300.00',
      fee_reduced: false,
      discount: '0.00',
      due: '300.00',
      paid: '100.00',
      refunded: '0.00',
      cancelled: null,
    },
  ],
  payments: [orderPayment(11, { order: 41 })],
  refunds: [refundRequest(801, 411, { participant: null })],
};

const lastQuery = (queriesTo: (suffix: string) => URLSearchParams[]) =>
  Object.fromEntries(queriesTo('annual-orders/wsk_list/').at(-1) ?? []);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('annual team payments', { timeout: 30_000 }, () => {
  it('is World Skate’s only', async () => {
    openPaymentsScreen({ me: { ...athlete, role_status: 'approved' } }, PATH);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You do not have access to this page' }, LOAD),
    ).toBeTruthy();
  });

  it('lists the current season’s orders, then follows the filters in the address and the query', async () => {
    const { queriesTo, router } = openPaymentsScreen({ currentSeason: season, annualOrders: [annual] }, PATH);
    const table = await screen.findByRole('table', { name: 'Annual team orders' }, LOAD);
    expect(within(table).getByText('Roma Inline Marathon Team')).toBeTruthy();
    expect(within(table).getByText('Season 2026')).toBeTruthy();
    expect(lastQuery(queriesTo)).toEqual({ page: '1', page_size: '20', season: '3' });

    fireEvent.click(screen.getByRole('combobox', { name: 'State' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Awaiting payment', hidden: true }));
    await waitFor(() => expect(router.state.location.search).toBe('?state=awaiting_payment'));
    // The screen has read the new address (the list asked again) before the next filter changes it.
    await waitFor(() => expect(lastQuery(queriesTo).state).toBe('awaiting_payment'));
    fireEvent.click(screen.getByRole('switch', { name: /To check only/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?state=awaiting_payment&to_check=1'));
    await waitFor(() => expect(lastQuery(queriesTo).to_check).toBe('true'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Search payers' }), { target: { value: ' Roma ' } });
    await waitFor(() =>
      expect(lastQuery(queriesTo)).toEqual({
        page: '1',
        page_size: '20',
        season: '3',
        state: 'awaiting_payment',
        to_check: 'true',
        search: 'Roma',
      }),
    );

    fireEvent.click(screen.getByRole('combobox', { name: 'Season' }));
    fireEvent.click(await screen.findByRole('option', { name: 'All seasons', hidden: true }));
    await waitFor(() => expect(router.state.location.search).toContain('season=all'));
    await waitFor(() => expect(lastQuery(queriesTo).season).toBeUndefined());
    expect(lastQuery(queriesTo).state).toBe('awaiting_payment');
  });

  it('lists every season when none is current', async () => {
    const { queriesTo } = openPaymentsScreen({ currentSeason: null, annualOrders: [annual] }, PATH);
    expect(await screen.findByRole('table', { name: 'Annual team orders' }, LOAD)).toBeTruthy();
    expect(lastQuery(queriesTo)).toEqual({ page: '1', page_size: '20' });
  });

  it('opens an annual order in the drawer: its fee line without participant actions, its transfer decided', async () => {
    const { calls, queriesTo } = openPaymentsScreen(
      { currentSeason: season, annualOrders: [annual], details: [detail] },
      PATH,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Details of WS-000041' }, LOAD));
    const drawer = await screen.findByRole('dialog', { name: 'Order WS-000041' });
    expect(await within(drawer).findByText('WS-000041 · Season 2026', {}, LOAD)).toBeTruthy();
    expect(queriesTo('annual-orders/41/')).toHaveLength(1);
    const lines = within(drawer).getByRole('list', { name: 'Annual fee' });
    const line = within(lines).getByRole('listitem', { name: 'Annual team fee 2026' });
    // The discount and WSK's own refund are calls on a participant: an annual line has neither.
    expect(within(line).queryByRole('button', { name: /discount|Refund/i })).toBeNull();
    const refunds = within(drawer).getByRole('list', { name: 'Refunds' });
    expect(within(refunds).getByText(/Annual team fee 2026/)).toBeTruthy();

    const payments = within(drawer).getByRole('list', { name: 'Payments' });
    fireEvent.click(within(payments).getByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the payment' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm payment' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]?.path).toBe('/api/client/new_payments/order-payments/11/wsk_confirm/');
  });
});
