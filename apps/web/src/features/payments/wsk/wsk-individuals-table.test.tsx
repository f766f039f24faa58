// WSK's list of individual participants at both widths: on a phone a card per participant with the order's
// reference, state and "To check" mark, the line's amounts and a full-width "Details" button; from `sm` up
// the table. Only one is drawn, so each "Details" button exists once.
import { MantineProvider } from '@mantine/core';
import type { IndividualLine } from '@portal/contract/order';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubScreen } from '../components/testing/stub-screen';
import { individualLine, order, orderLine } from './testing/wsk-payments-api';
import { WskIndividualsTable } from './wsk-individuals-table';

const rows: IndividualLine[] = [
  individualLine(
    orderLine(5, { fee: '100.00', fee_reduced: true, discount: '20.00', due: '80.00', paid: '30.00' }),
    order(50, { state: 'partially_paid', amounts: { ...order(50).amounts, pending: '50.00' } }),
  ),
  individualLine(orderLine(6), order(60)),
];

function renderIndividuals(onOpen = vi.fn()) {
  render(
    <MantineProvider>
      <WskIndividualsTable rows={rows} onOpen={onOpen} />
    </MantineProvider>,
  );
  return onOpen;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('WSK individual participants', () => {
  it('shows a card per participant on a phone, state and amounts in view', () => {
    stubScreen(true);
    const onOpen = renderIndividuals();
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Individual participants' });
    const first = within(list).getByRole('listitem', { name: 'Skater 5' });
    expect(within(first).getByText('Italy')).toBeTruthy();
    expect(within(first).getByText('Inline speed skating')).toBeTruthy();
    expect(within(first).getByText('WS-000050')).toBeTruthy();
    expect(within(first).getByText('Partially paid')).toBeTruthy();
    expect(within(first).getByText('To check')).toBeTruthy();
    expect(
      within(first)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Fee', 'Discount', 'Due', 'Paid']);
    expect(
      within(first)
        .getAllByRole('definition')
        .map((amount) => amount.textContent),
    ).toEqual(['€100.00Reduced', '€20.00', '€80.00', '€30.00']);
    const details = within(first).getByRole('button', { name: 'Details of WS-000050 for Skater 5' });
    expect(details.hasAttribute('data-block')).toBe(true);
    fireEvent.click(details);
    expect(onOpen).toHaveBeenCalledWith(rows[0]);

    const second = within(list).getByRole('listitem', { name: 'Skater 6' });
    expect(within(second).getByText('Awaiting payment')).toBeTruthy();
    expect(within(second).queryByText('To check')).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Details of/ })).toHaveLength(2);
  });

  it('keeps the table from `sm` up', () => {
    stubScreen(false);
    const onOpen = renderIndividuals();
    expect(screen.queryByRole('list')).toBeNull();
    const table = screen.getByRole('table', { name: 'Individual participants' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    fireEvent.click(within(table).getByRole('button', { name: 'Details of WS-000060 for Skater 6' }));
    expect(onOpen).toHaveBeenCalledWith(rows[1]);
    expect(screen.getAllByRole('button', { name: /^Details of/ })).toHaveLength(2);
  });
});
