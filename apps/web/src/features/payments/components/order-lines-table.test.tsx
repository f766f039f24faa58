// An order's lines at both widths: a table from Mantine's `sm` up, a card per line on a phone with the
// name, kind and sport on top, the amounts as a definition list and the actions underneath; only one of the
// two is drawn, so every name and button exists once.
import { Button, MantineProvider } from '@mantine/core';
import type { OrderLine } from '@portal/contract/order';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderLine, participantLine } from '../payer/testing/payer-api';
import { OrderLinesTable } from './order-lines-table';
import { stubScreen } from './testing/stub-screen';

const lines: OrderLine[] = [
  orderLine(1, { fee: '100.00', fee_reduced: true, discount: '10.00', due: '90.00', paid: '40.00' }),
  participantLine(2, { kind: 'team_official', event_sport: null }, { cancelled: '2026-04-12T10:00:00Z' }),
];

const move = (line: OrderLine) =>
  line.cancelled ? null : (
    <Button aria-label={`Move to individual: ${line.participant?.user.full_name}`}>To individual</Button>
  );

function renderLines(action?: (line: OrderLine) => ReactNode) {
  return render(
    <MantineProvider>
      <OrderLinesTable lines={lines} currency="EUR" label="Participants of WS-000021" action={action} />
    </MantineProvider>,
  );
}

/** A card's amounts, term by term. */
function amounts(card: HTMLElement): Record<string, string> {
  const terms = within(card).getAllByRole('term');
  return Object.fromEntries(
    terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('order lines', () => {
  it('shows a card per line on a phone, amounts and actions in view', () => {
    stubScreen(true);
    renderLines(move);
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Participants of WS-000021' });
    const first = within(list).getByRole('listitem', { name: 'Athlete 1' });
    expect(within(first).getByText('Athlete · Inline speed skating')).toBeTruthy();
    expect(amounts(first)).toEqual({
      Fee: '€100.00Reduced',
      Discount: '€10.00',
      Due: '€90.00',
      Paid: '€40.00',
      Refunded: '€0.00',
    });
    expect(within(first).getByRole('button', { name: 'Move to individual: Athlete 1' })).toBeTruthy();

    const cancelled = within(list).getByRole('listitem', { name: 'Athlete 2' });
    expect(within(cancelled).getByText('Cancelled')).toBeTruthy();
    expect(within(cancelled).getByText('Athlete 2').style.textDecoration).toBe('line-through');
    expect(within(cancelled).getByText('Team official · Whole event')).toBeTruthy();
    expect(within(cancelled).queryByRole('button')).toBeNull();
    // One variant only: the action exists once on the screen.
    expect(screen.getAllByRole('button', { name: /^Move to individual/ })).toHaveLength(1);
  });

  it('keeps the table from `sm` up, with the actions in their own column', () => {
    stubScreen(false);
    renderLines(move);
    expect(screen.queryByRole('list')).toBeNull();
    const table = screen.getByRole('table', { name: 'Participants of WS-000021' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Participant', 'Kind', 'Sport', 'Fee', 'Discount', 'Due', 'Paid', 'Refunded', 'Actions']);
    const row = within(table).getByText('Athlete 1').closest('tr');
    expect(row).toBeTruthy();
    const cells = [...(row?.querySelectorAll('td') ?? [])].map((cell) => cell.textContent);
    expect(cells).toEqual([
      'Athlete 1',
      'Athlete',
      'Inline speed skating',
      'Reduced€100.00',
      '€10.00',
      '€90.00',
      '€40.00',
      '€0.00',
      'To individual',
    ]);
    expect(screen.getAllByRole('button', { name: /^Move to individual/ })).toHaveLength(1);
  });

  it('has no action column nor buttons when no line has an action', () => {
    stubScreen(false);
    renderLines();
    expect(screen.getAllByRole('columnheader')).toHaveLength(8);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
