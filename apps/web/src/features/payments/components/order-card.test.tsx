// The payer's order card on a phone: its lines are cards, not a table wider than the screen, each with the
// amounts in view and the line's actions (the screen's move, the refund of a paid line) as buttons under
// them, named as on the table; opening one works as from the table.
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { mockPayerApi, order, orderLine } from '../payer/testing/payer-api';
import { stubScreen } from './testing/stub-screen';

const LOAD = { timeout: 10_000 };

/** Athlete 1 unpaid (it may move to an individual order), Athlete 2 paid (money may be asked back). */
const federationOrder = order(21, {
  state: 'partially_paid',
  participants_count: 2,
  lines: [orderLine(1), orderLine(2, { paid: '120.00' })],
});

function openOnPhone() {
  stubScreen(true);
  mockPayerApi({ lists: { 'orders/nf_payments/': [federationOrder] } });
  storeTokens();
  renderRoutes('/event-registration/1/10/payments');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('order card on a phone', { timeout: 20_000 }, () => {
  it('shows each line as a card with its amounts and actions', async () => {
    openOnPhone();
    const card = await screen.findByRole('article', { name: 'WS-000021' }, LOAD);
    expect(within(card).queryByRole('table', { name: 'Participants of WS-000021' })).toBeNull();
    const lines = within(card).getByRole('list', { name: 'Participants of WS-000021' });
    const unpaid = within(lines).getByRole('listitem', { name: 'Athlete 1' });
    expect(
      within(unpaid)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Fee', 'Discount', 'Due', 'Paid', 'Refunded']);
    expect(within(unpaid).getByRole('button', { name: 'Move to individual: Athlete 1' })).toBeTruthy();
    expect(within(unpaid).queryByRole('button', { name: /Request a refund/ })).toBeNull();

    const paid = within(lines).getByRole('listitem', { name: 'Athlete 2' });
    expect(
      within(paid)
        .getAllByRole('definition')
        .map((amount) => amount.textContent),
    ).toEqual(['€120.00', '€0.00', '€120.00', '€120.00', '€0.00']);
    expect(within(paid).queryByRole('button', { name: /^Move to/ })).toBeNull();
    const refund = within(paid).getByRole('button', { name: 'Request a refund for Athlete 2' });
    expect(refund.textContent).toBe('Refund');
    fireEvent.click(refund);
    expect(await screen.findByRole('dialog', { name: 'Request a refund' })).toBeTruthy();
  });

  it('opens the move from the card', async () => {
    openOnPhone();
    const card = await screen.findByRole('article', { name: 'WS-000021' }, LOAD);
    fireEvent.click(within(card).getByRole('button', { name: 'Move to individual: Athlete 1' }));
    expect(await screen.findByRole('dialog', { name: 'Move to an individual order' })).toBeTruthy();
  });
});
