// An order's payments on its card: amount, way, state, date, decline reason and proof; the payer withdraws
// a pending payment after confirming, viewers and other payers' staff never can.
import { APP_EVENTS } from '@portal/contract/app-events';
import { ORDER_PAYMENT_MESSAGES } from '@portal/contract/endpoints/order-payments';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { appEvents } from '../../../shared/events/app-events';
import { json } from '../../../shared/testing/mock-api';
import { nfAdmin, nfViewer, order } from '../payer/testing/payer-api';
import { mockPayApi, type PayFakeOptions, payment } from './testing/pay-api';

const NF = '/event-registration/1/10/payments';

const withPayments = order(40, {
  amounts: { ...order(40).amounts, pending: '50.00' },
  payments: [
    payment(601, {
      order: 40,
      amount: '50.00',
      payment_system: 'bank_transfer',
      proof: { file_name: 'p.pdf', content_type: 'application/pdf', url: 'https://files.test/p.pdf' },
    }),
    payment(602, {
      order: 40,
      amount: '70.00',
      state: 'declined',
      decline_reason: 'The transfer did not arrive',
      decided: '2026-04-13T10:00:00Z',
    }),
  ],
});

function open(options: PayFakeOptions = {}) {
  const api = mockPayApi({ me: nfAdmin, lists: { 'orders/nf_payments/': [withPayments] }, ...options });
  storeTokens();
  return { ...api, ...renderRoutes(NF) };
}

async function history() {
  return screen.findByRole('region', { name: 'Payments of WS-000040' }, { timeout: 10_000 });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('payments history', { timeout: 20_000 }, () => {
  it('lists each payment with its state, way, decline reason and proof', async () => {
    open();
    const list = await history();
    const pending = within(list).getByRole('listitem', { name: 'Payment of €50.00' });
    expect(within(pending).getByText('Awaiting confirmation')).toBeTruthy();
    expect(within(pending).getByText(/Bank transfer/)).toBeTruthy();
    expect(
      within(pending)
        .getByRole('link', { name: /Proof of the transfer/ })
        .getAttribute('href'),
    ).toBe('https://files.test/p.pdf');
    const declined = within(list).getByRole('listitem', { name: 'Payment of €70.00' });
    expect(within(declined).getByText('Declined')).toBeTruthy();
    expect(within(declined).getByText('The transfer did not arrive')).toBeTruthy();
    expect(within(declined).queryByRole('button', { name: /Withdraw/ })).toBeNull();
  });

  it('withdraws a pending payment after a confirmation', async () => {
    const emit = vi.spyOn(appEvents, 'emit');
    const { calls } = open();
    const list = await history();
    fireEvent.click(await within(list).findByRole('button', { name: 'Withdraw the payment of €50.00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw the payment' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(
        calls.some((call) => call.method === 'DELETE' && call.path.endsWith('/order-payments/601/')),
      ).toBe(true),
    );
    await waitFor(() =>
      expect(emit).toHaveBeenCalledWith(APP_EVENTS.SHOW_TIP, { message: 'Payment of €50.00 withdrawn' }),
    );
    expect(emit).toHaveBeenCalledWith(APP_EVENTS.RELOAD_SPORT_PAYMENT_CARD);
  });

  it('keeps the payment when the confirmation is dismissed', async () => {
    const { calls } = open();
    const list = await history();
    fireEvent.click(await within(list).findByRole('button', { name: 'Withdraw the payment of €50.00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw the payment' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Withdraw the payment' })).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('shows the server’s refusal as an error tip', async () => {
    const emit = vi.spyOn(appEvents, 'emit');
    open({
      answer: (call) =>
        call.method === 'DELETE'
          ? json({ error: { code: 400, message: ORDER_PAYMENT_MESSAGES.NOT_PENDING } }, 400)
          : undefined,
    });
    const list = await history();
    fireEvent.click(await within(list).findByRole('button', { name: 'Withdraw the payment of €50.00' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Withdraw the payment' })).getByRole('button', {
        name: 'Withdraw',
      }),
    );
    await waitFor(() =>
      expect(emit).toHaveBeenCalledWith(APP_EVENTS.SHOW_ERROR_TIP, {
        message: ORDER_PAYMENT_MESSAGES.NOT_PENDING,
      }),
    );
  });

  it('lets NF viewers read the payments without withdrawing', async () => {
    const { calls } = open({ me: nfViewer });
    const list = await history();
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('/users/me/'))).toBe(true));
    expect(within(list).getByRole('listitem', { name: 'Payment of €50.00' })).toBeTruthy();
    expect(within(list).queryByRole('button', { name: /Withdraw/ })).toBeNull();
  });
});
