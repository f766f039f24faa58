// WSK's order list at both widths: on a phone a card per order with its payer, state, "To check" mark and
// amounts in view and a full-width "Details" button; from `sm` up the table. Only one is drawn, so the
// "Details" button exists once per order.
import { MantineProvider } from '@mantine/core';
import type { Order } from '@portal/contract/order';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubScreen } from '../components/testing/stub-screen';
import { order } from './testing/wsk-payments-api';
import { WskOrdersTable } from './wsk-orders-table';

const rows: Order[] = [
  order(7, {
    state: 'partially_paid',
    amounts: { ...order(7).amounts, paid: '100.00', pending: '50.00', outstanding: '140.00' },
  }),
  order(8, {
    payer: { kind: 'athlete', id: 308, name: 'Skater 8', federation: { id: 3, name: 'Italy', code: 'ITA' } },
    participants_count: 1,
  }),
];

function renderOrders(onOpen = vi.fn()) {
  render(
    <MantineProvider>
      <WskOrdersTable rows={rows} label="Federation and athlete orders" showKind onOpen={onOpen} />
    </MantineProvider>,
  );
  return onOpen;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('WSK orders list', () => {
  it('shows a card per order on a phone, state and amounts in view', () => {
    stubScreen(true);
    const onOpen = renderOrders();
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Federation and athlete orders' });
    const first = within(list).getByRole('listitem', { name: 'WS-000007' });
    expect(within(first).getByText('Italy')).toBeTruthy();
    expect(within(first).getByText('Federation')).toBeTruthy();
    expect(within(first).getByText('2 participants')).toBeTruthy();
    expect(within(first).getByText('Partially paid')).toBeTruthy();
    expect(within(first).getByText('To check')).toBeTruthy();
    expect(
      within(first)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Due', 'Paid', 'Outstanding']);
    expect(
      within(first)
        .getAllByRole('definition')
        .map((amount) => amount.textContent),
    ).toEqual(['€240.00', '€100.00', '€140.00']);
    const details = within(first).getByRole('button', { name: 'Details of WS-000007' });
    expect(details.hasAttribute('data-block')).toBe(true);
    fireEvent.click(details);
    expect(onOpen).toHaveBeenCalledWith(rows[0]);

    const athlete = within(list).getByRole('listitem', { name: 'WS-000008' });
    expect(within(athlete).getByText('Athlete · Italy')).toBeTruthy();
    expect(within(athlete).getByText('1 participant')).toBeTruthy();
    expect(within(athlete).queryByText('To check')).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Details of/ })).toHaveLength(2);
  });

  it('keeps the table from `sm` up', () => {
    stubScreen(false);
    const onOpen = renderOrders();
    expect(screen.queryByRole('list')).toBeNull();
    const table = screen.getByRole('table', { name: 'Federation and athlete orders' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    const details = within(table).getByRole('button', { name: 'Details of WS-000008' });
    expect(details.hasAttribute('data-block')).toBe(false);
    fireEvent.click(details);
    expect(onOpen).toHaveBeenCalledWith(rows[1]);
    expect(screen.getAllByRole('button', { name: /^Details of/ })).toHaveLength(2);
  });
});
