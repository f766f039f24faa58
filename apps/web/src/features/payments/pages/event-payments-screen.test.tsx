// /event/:id/payments against a fake API: WSK staff's three lists with their queries (event, filters, page)
// kept in the address, an order's details, the administrators' discount and payment-system changes with
// the client and server checks, their decisions on bank transfers (confirm, correct, decline) with the
// server's refusals in the dialog, the orders whose payments wait marked "To check", viewers reading only,
// and everyone else told the page is not theirs.
import { APP_EVENTS } from '@portal/contract/app-events';
import { ORDER_PAYMENT_MESSAGES } from '@portal/contract/endpoints/order-payments';
import { ORDER_MESSAGES } from '@portal/contract/order';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appEvents } from '../../../shared/events/app-events';
import { json } from '../../../shared/testing/mock-api';
import { stripValues } from '../payer/testing/payer-api';
import {
  LOAD,
  listen,
  openPaymentsScreen as open,
  openDetails,
  orderItem,
  refuse,
  writes,
} from '../wsk/testing/event-payments-screen';
import {
  individualLine,
  italy,
  nfAdmin,
  order,
  orderDetail,
  orderLine,
  orderPayment,
  refundRequest,
  wskAdmin,
  wskViewer,
} from '../wsk/testing/wsk-payments-api';

const athleteOrder = order(2, {
  payer: { kind: 'athlete', id: 301, name: 'Ada Skater', federation: italy },
  state: 'paid',
  participants_count: 1,
  amounts: {
    currency: 'EUR',
    fees: '1200.50',
    discount: '0.00',
    due: '1200.50',
    paid: '1200.50',
    refunded: '0.00',
    pending: '0.00',
    outstanding: '0.00',
  },
});
const federationOrder = order(1);

const detail = orderDetail(federationOrder, {
  lines: [
    orderLine(1, { fee: '100.00', fee_reduced: true, due: '100.00' }),
    orderLine(2, { cancelled: '2026-04-12T10:00:00Z', due: '0.00' }),
  ],
  payments: [
    {
      id: 9,
      order: 1,
      amount: '50.00',
      currency: 'EUR',
      payment_system: 'bank_transfer',
      state: 'confirmed',
      created: '2026-04-11T09:00:00Z',
      created_by: { id: 5, full_name: 'Nico Ferri' },
      decided: '2026-04-12T09:00:00Z',
      decided_by: { id: 1, full_name: 'Wanda Keller' },
      decline_reason: null,
      proof: {
        file_name: '0123456789abcdef0123456789abcdef.pdf',
        content_type: 'application/pdf',
        url: 'https://files.test/proof.pdf?signature=x',
      },
    },
  ],
  refunds: [refundRequest(4, 1)],
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('event payments screen', { timeout: 30_000 }, () => {
  it("lists the event's federation and athlete orders with their own amounts in en-US format", async () => {
    const { queriesTo } = open({ me: wskViewer, orders: [federationOrder, athleteOrder] });
    const table = await screen.findByRole('table', { name: 'Federation and athlete orders' }, LOAD);
    const athleteRow = within(table).getByText('Ada Skater').closest('tr') as HTMLElement;
    expect(within(athleteRow).getByText('WS-000002')).toBeTruthy();
    expect(within(athleteRow).getByText('Paid')).toBeTruthy();
    expect(within(athleteRow).getAllByText('€1,200.50')).toHaveLength(2);
    expect(within(athleteRow).getByText('Athlete · Italy')).toBeTruthy();
    expect(screen.getByText('2 orders')).toBeTruthy();
    const query = queriesTo('orders/wsk_list/')[0];
    expect(Object.fromEntries(query ?? [])).toEqual({ event: '1', page: '1', page_size: '20' });
  });

  it('sums every order the filters match above the list, whatever the page', async () => {
    const many = Array.from({ length: 25 }, (_, index) => order(index + 1));
    open({ me: wskViewer, orders: many });
    await screen.findByRole('table', { name: 'Federation and athlete orders' }, LOAD);
    const totals = stripValues(await screen.findByLabelText('Totals in EUR'));
    // 25 orders of €240.00, though the page shows 20.
    expect(totals.Fees).toBe('€6,000.00');
    expect(totals.Outstanding).toBe('€6,000.00');
    expect(screen.getByText('Every order the filters match, on every page.')).toBeTruthy();
  });

  it('puts the payer kind, the state, the search and the page into the address and the query', async () => {
    const many = Array.from({ length: 25 }, (_, index) =>
      order(index + 1, {
        payer: { kind: 'athlete', id: index, name: `Athlete ${index + 1}`, federation: italy },
      }),
    );
    const { queriesTo, router } = open({ me: wskViewer, orders: many });
    await screen.findByRole('table', { name: 'Federation and athlete orders' }, LOAD);

    const payer = screen.getByRole('radiogroup', { name: 'Payer' });
    fireEvent.click(within(payer).getByRole('radio', { name: 'Athletes' }));
    await waitFor(() => expect(router.state.location.search).toBe('?payer=athlete'));
    await waitFor(() => expect(queriesTo('orders/wsk_list/').at(-1)?.get('payer_kind')).toBe('athlete'));

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?payer=athlete&page=2'));
    await waitFor(() => expect(queriesTo('orders/wsk_list/').at(-1)?.get('page')).toBe('2'));
    expect(await screen.findByText('Athlete 21')).toBeTruthy();

    // A filter starts again at page 1.
    fireEvent.click(screen.getByRole('combobox', { name: 'State' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Awaiting payment', hidden: true }));
    await waitFor(() => expect(router.state.location.search).toBe('?state=awaiting_payment&payer=athlete'));

    fireEvent.change(screen.getByRole('textbox', { name: 'Search payers' }), {
      target: { value: ' ete 3 ' },
    });
    await waitFor(() =>
      expect(router.state.location.search).toBe('?state=awaiting_payment&payer=athlete&search=ete+3'),
    );
    await waitFor(() => {
      const last = queriesTo('orders/wsk_list/').at(-1);
      expect(Object.fromEntries(last ?? [])).toEqual({
        event: '1',
        page: '1',
        page_size: '20',
        state: 'awaiting_payment',
        payer_kind: 'athlete',
        search: 'ete 3',
      });
    });
  });

  it('reads the teams and the individuals with their own calls, the tab kept in the address', async () => {
    const team = order(7, {
      payer: { kind: 'team', id: 70, name: 'Roma Rollers', federation: null },
      state: 'partially_paid',
    });
    const line = orderLine(5, { fee: '80.00', fee_reduced: true, discount: '10.00', due: '70.00' });
    const individualOrder = order(50, { state: 'waived' });
    const { queriesTo, router } = open({
      me: wskViewer,
      teamOrders: [team],
      individuals: [individualLine(line, individualOrder)],
      details: [orderDetail(individualOrder, { lines: [line] })],
    });
    await screen.findByText('No federation or athlete orders for this event yet', {}, LOAD);

    fireEvent.click(screen.getByRole('tab', { name: 'Teams' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=teams'));
    const teams = await screen.findByRole('table', { name: 'Team orders' }, LOAD);
    expect(within(teams).getByText('Roma Rollers')).toBeTruthy();
    expect(within(teams).getByText('Partially paid')).toBeTruthy();
    expect(queriesTo('orders/marathon_teams_wsk_list/').at(-1)?.get('event')).toBe('1');
    // Teams have no payer kind filter.
    expect(screen.queryByRole('radio', { name: 'Athletes' })).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Individuals' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=individuals'));
    const individuals = await screen.findByRole('table', { name: 'Individual participants' }, LOAD);
    const row = within(individuals).getByText('Skater 5').closest('tr') as HTMLElement;
    expect(within(row).getByText('WS-000050')).toBeTruthy();
    expect(within(row).getByText('Waived')).toBeTruthy();
    expect(within(row).getByText('Reduced')).toBeTruthy();
    expect(within(row).getByText('€70.00')).toBeTruthy();
    expect(queriesTo('participants/marathon_individuals_wsk_list/').at(-1)?.get('event')).toBe('1');

    fireEvent.click(within(row).getByRole('button', { name: 'Details of WS-000050 for Skater 5' }));
    await screen.findByRole('dialog', { name: 'Order WS-000050' });
    expect(queriesTo('orders/marathon_individuals_wsk_details/').at(-1)?.get('order')).toBe('50');
  });

  it('opens on the section, filters and page of the address', async () => {
    const { queriesTo } = open(
      { me: wskViewer },
      '/event/1/payments?tab=teams&state=paid&search=roma&page=2',
    );
    await screen.findByText('No order matches these filters', {}, LOAD);
    expect(Object.fromEntries(queriesTo('orders/marathon_teams_wsk_list/').at(-1) ?? [])).toEqual({
      event: '1',
      page: '2',
      page_size: '20',
      state: 'paid',
      search: 'roma',
    });
    expect(queriesTo('orders/wsk_list/')).toHaveLength(0);
  });

  it("shows an order's payer, amounts, lines, payments and refunds, read only for a viewer", async () => {
    const { queriesTo } = open({ me: wskViewer, orders: [federationOrder], details: [detail] });
    const drawer = await openDetails();
    expect(await within(drawer).findByText('Italy', {}, LOAD)).toBeTruthy();
    expect(queriesTo('orders/wsk_details/').at(-1)?.get('order')).toBe('1');
    const amounts = within(drawer).getByRole('region', { name: 'Amounts' });
    expect(within(amounts).getByText('Outstanding').nextSibling?.textContent).toBe('€240.00');
    expect(within(amounts).getByText('Pending').nextSibling?.textContent).toBe('€0.00');
    expect(within(drawer).getByText('Awaiting payment')).toBeTruthy();

    const first = within(drawer).getByRole('listitem', { name: 'Skater 1' });
    expect(within(first).getByText('Reduced')).toBeTruthy();
    expect(within(first).getByText('Athlete · Inline speed skating · Italy')).toBeTruthy();
    const second = within(drawer).getByRole('listitem', { name: 'Skater 2' });
    expect(within(second).getByText('Cancelled 12/04/2026')).toBeTruthy();

    const payments = within(drawer).getByRole('list', { name: 'Payments' });
    const payment = within(payments).getByRole('listitem', { name: '€50.00 by bank transfer, 11/04/2026' });
    expect(within(payment).getByText(/^Bank transfer · Sent by Nico Ferri on 11\/04\/2026/)).toBeTruthy();
    expect(within(payment).getByText('Confirmed')).toBeTruthy();
    expect(within(payment).getByText(/^Confirmed by Wanda Keller on 12\/04\/2026/)).toBeTruthy();
    expect(
      within(payment).getByRole('link', { name: 'View proof (opens in a new tab)' }).getAttribute('href'),
    ).toBe('https://files.test/proof.pdf?signature=x');
    const refunds = within(drawer).getByRole('list', { name: 'Refunds' });
    const refund = within(refunds).getByRole('listitem', { name: '€20.00 for Skater 1, 13/04/2026' });
    expect(within(refund).getByText(/^Skater 1 · Requested by Nico Ferri on 13\/04\/2026/)).toBeTruthy();
    expect(within(refund).getByText('Reason: Injury before the event')).toBeTruthy();
    expect(within(refund).getByText('Requested')).toBeTruthy();
    expect(within(refund).queryByRole('button')).toBeNull();

    // Viewers read: no discount, no payment-system form.
    expect(within(drawer).queryByRole('button', { name: /Change the discount/ })).toBeNull();
    expect(within(drawer).queryByRole('checkbox')).toBeNull();
    expect(within(drawer).getByText('Card, Bank transfer')).toBeTruthy();
  });

  it('says when an order has no payments or refunds yet, and when it cannot be loaded', async () => {
    open({ orders: [federationOrder, athleteOrder], details: [orderDetail(federationOrder)] });
    const drawer = await openDetails();
    expect(await within(drawer).findByText('No payments yet.', {}, LOAD)).toBeTruthy();
    expect(within(drawer).getByText('No refunds.')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const missing = await openDetails('WS-000002');
    expect(await within(missing).findByText('The order could not be loaded', {}, LOAD)).toBeTruthy();
    expect(within(missing).getByText('Order not found')).toBeTruthy();
  });

  it("lets a WSK administrator change a line's discount: the fee limit here, the server's refusal on the field", async () => {
    const reloads = vi.fn();
    const off = appEvents.on(APP_EVENTS.RELOAD_SPORT_PAYMENT_CARD, reloads);
    let refuse = true;
    const { calls, queriesTo } = open({
      orders: [federationOrder],
      details: [detail],
      write: (call) => {
        if (!call.path.endsWith('/wsk_change_discount/') || !refuse) return undefined;
        refuse = false;
        return json(
          {
            error: { code: 400, message: 'Bad request' },
            invalid_fields: { discount: ['The discount cannot be more than the fee'] },
          },
          400,
        );
      },
    });
    const drawer = await openDetails();
    const line = await within(drawer).findByRole('listitem', { name: 'Skater 1' }, LOAD);
    // A cancelled line keeps its discount.
    expect(
      within(within(drawer).getByRole('listitem', { name: 'Skater 2' })).queryByRole('button', {
        name: /Change the discount/,
      }),
    ).toBeNull();
    fireEvent.click(within(line).getByRole('button', { name: 'Change the discount of Skater 1' }));
    const form = within(line).getByRole('form', { name: 'Discount of Skater 1' });
    const field = within(form).getByLabelText('Discount (EUR)');

    fireEvent.change(field, { target: { value: '100.01' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save discount' }));
    expect(await within(form).findByText('The discount cannot be more than the fee')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'ten' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save discount' }));
    expect(await within(form).findByText('Enter an amount such as 120 or 120.50')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);

    fireEvent.change(field, { target: { value: '30' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save discount' }));
    expect(await within(form).findByText('The discount cannot be more than the fee')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(reloads).not.toHaveBeenCalled();

    const listCalls = queriesTo('orders/wsk_list/').length;
    fireEvent.click(within(form).getByRole('button', { name: 'Save discount' }));
    await waitFor(() => expect(within(line).queryByRole('form')).toBeNull());
    const patch = calls.filter((call) => call.method === 'PATCH').at(-1);
    expect(patch?.path).toBe('/api/client/new_payments/participants/101/wsk_change_discount/');
    expect(patch?.body).toEqual({ discount: '30' });
    expect(within(line).getByText('€70.00')).toBeTruthy();
    expect(reloads).toHaveBeenCalledTimes(1);
    // The lists are asked again: what the payer owes has changed.
    await waitFor(() => expect(queriesTo('orders/wsk_list/').length).toBeGreaterThan(listCalls));
    off();
  });

  it('lets a WSK administrator change the allowed payment systems, at least one', async () => {
    const reloads = vi.fn();
    const off = appEvents.on(APP_EVENTS.RELOAD_SPORT_PAYMENT_CARD, reloads);
    let refuse = true;
    const { calls } = open({
      orders: [federationOrder],
      details: [detail],
      write: (call) => {
        if (!call.path.endsWith('/wsk_change_allowed_payment_systems/') || !refuse) return undefined;
        refuse = false;
        return json({ error: { code: 403, message: 'You do not have permission' } }, 403);
      },
    });
    const drawer = await openDetails();
    const form = await within(drawer).findByRole('form', { name: 'Allowed payment systems' }, LOAD);
    const card = within(form).getByRole('checkbox', { name: 'Card' });
    const transfer = within(form).getByRole('checkbox', { name: 'Bank transfer' });
    const save = within(form).getByRole('button', { name: 'Save payment systems' });
    expect(save.hasAttribute('disabled')).toBe(true);

    fireEvent.click(card);
    fireEvent.click(transfer);
    fireEvent.click(save);
    expect(await within(form).findByText('Choose at least one payment system')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);

    fireEvent.click(transfer);
    fireEvent.click(save);
    expect(await within(form).findByRole('alert')).toBeTruthy();
    expect(within(form).getByText('You do not have permission')).toBeTruthy();
    expect(reloads).not.toHaveBeenCalled();

    fireEvent.click(save);
    await waitFor(() => expect(reloads).toHaveBeenCalledTimes(1));
    const patch = calls.filter((call) => call.method === 'PATCH').at(-1);
    expect(patch?.path).toBe('/api/client/new_payments/orders/1/wsk_change_allowed_payment_systems/');
    expect(patch?.body).toEqual({ allowed_payment_systems: ['bank_transfer'] });
    await waitFor(() =>
      expect((within(drawer).getByRole('checkbox', { name: 'Card' }) as HTMLInputElement).checked).toBe(
        false,
      ),
    );
    expect(within(drawer).queryByRole('alert')).toBeNull();
    off();
  });

  it('shows the server message on the payment systems when it names them', async () => {
    const { calls } = open({
      orders: [federationOrder],
      details: [detail],
      write: () =>
        json(
          {
            error: { code: 400, message: 'Bad request' },
            invalid_fields: { allowed_payment_systems: ['Name each payment system once'] },
          },
          400,
        ),
    });
    const drawer = await openDetails();
    const form = await within(drawer).findByRole('form', { name: 'Allowed payment systems' }, LOAD);
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Card' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save payment systems' }));
    expect(await within(form).findByText('Name each payment system once')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1);
  });

  describe('decisions on payments', () => {
    const transfer = orderPayment(11, {
      proof: {
        file_name: '0000000000000000000000000000011a.png',
        content_type: 'image/png',
        url: 'https://files.test/proof-11.png?signature=x',
      },
    });
    const card = orderPayment(12, {
      amount: '30.00',
      payment_system: 'card',
      proof: null,
      created: '2026-04-12T09:00:00Z',
    });
    const declined = orderPayment(13, {
      amount: '70.00',
      state: 'declined',
      created: '2026-04-09T09:00:00Z',
      decided: '2026-04-10T09:00:00Z',
      decided_by: { id: 1, full_name: 'Wanda Keller' },
      decline_reason: 'The transfer never arrived',
      proof: null,
    });
    const pendingOrder = order(1, {
      amounts: { ...federationOrder.amounts, pending: '80.00' },
    });
    const withPayments = orderDetail(pendingOrder, { payments: [transfer, card, declined] });
    const TRANSFER = '€50.00 by bank transfer, 11/04/2026';
    const CARD = '€30.00 by card, 12/04/2026';

    const paymentItem = (name: string) => orderItem('Payments', name);

    it("confirms a pending bank transfer with a note, the server's refusal shown in the dialog", async () => {
      const { reloads, tip, off } = listen();
      let refused = false;
      const { calls, queriesTo } = open({
        orders: [pendingOrder],
        details: [withPayments],
        write: () => {
          if (refused) return undefined;
          refused = true;
          return json({ error: { code: 400, message: ORDER_PAYMENT_MESSAGES.ABOVE_OUTSTANDING } }, 400);
        },
      });
      const item = await paymentItem(TRANSFER);
      expect(within(item).getByText('Waiting for World Skate to check the proof')).toBeTruthy();
      fireEvent.click(within(item).getByRole('button', { name: 'Confirm' }));
      const dialog = await screen.findByRole('dialog', { name: 'Confirm the payment' });
      expect(within(dialog).getByText('WS-000001 still owes €240.00.')).toBeTruthy();
      fireEvent.change(within(dialog).getByLabelText('Note'), {
        target: { value: ' Matches the bank statement ' },
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm payment' }));
      expect(await within(dialog).findByRole('alert')).toBeTruthy();
      expect(within(dialog).getByText(ORDER_PAYMENT_MESSAGES.ABOVE_OUTSTANDING)).toBeTruthy();
      expect(within(dialog).getByRole('button', { name: 'Correct the amount' })).toBeTruthy();
      expect(reloads).not.toHaveBeenCalled();

      const listCalls = queriesTo('orders/wsk_list/').length;
      fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm payment' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm the payment' })).toBeNull());
      const sent = writes(calls);
      expect(sent).toHaveLength(2);
      expect(sent[1]?.method).toBe('PATCH');
      expect(sent[1]?.path).toBe('/api/client/new_payments/order-payments/11/wsk_confirm/');
      expect(sent[1]?.body).toEqual({ note: 'Matches the bank statement' });
      // The drawer shows the order the server answered.
      const confirmed = await screen.findByRole('listitem', { name: TRANSFER });
      expect(within(confirmed).getByText('Confirmed')).toBeTruthy();
      expect(within(confirmed).getByText(/^Confirmed by Wanda Keller on 14\/04\/2026/)).toBeTruthy();
      expect(within(confirmed).queryByRole('button', { name: 'Confirm' })).toBeNull();
      expect(tip).toHaveBeenCalledWith({ message: 'The payment of €50.00 is confirmed.' });
      expect(reloads).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(queriesTo('orders/wsk_list/').length).toBeGreaterThan(listCalls));
      off();
    });

    it('corrects the amount: checked here, the server refusal on the field, reached from a refused confirmation', async () => {
      const { reloads, tip, off } = listen();
      const { calls } = open({
        orders: [pendingOrder],
        details: [withPayments],
        write: (call) => {
          if (call.path.endsWith('/wsk_confirm/')) {
            return json({ error: { code: 400, message: ORDER_PAYMENT_MESSAGES.ABOVE_OUTSTANDING } }, 400);
          }
          const amount = (call.body as { amount: string }).amount;
          return amount === '0.50'
            ? refuse({ invalid_fields: { amount: ['Too little to be a transfer'] } })
            : undefined;
        },
      });
      const item = await paymentItem(TRANSFER);
      fireEvent.click(within(item).getByRole('button', { name: 'Confirm' }));
      const confirm = await screen.findByRole('dialog', { name: 'Confirm the payment' });
      fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm payment' }));
      fireEvent.click(await within(confirm).findByRole('button', { name: 'Correct the amount' }));

      const dialog = await screen.findByRole('dialog', { name: 'Correct the amount' });
      const field = within(dialog).getByLabelText('Amount (EUR)') as HTMLInputElement;
      expect(field.value).toBe('50.00');
      const save = within(dialog).getByRole('button', { name: 'Save amount' });
      fireEvent.change(field, { target: { value: '0' } });
      fireEvent.click(save);
      expect(await within(dialog).findByText(ORDER_MESSAGES.AMOUNT_NOT_POSITIVE)).toBeTruthy();
      fireEvent.change(field, { target: { value: 'fifty' } });
      fireEvent.click(save);
      expect(await within(dialog).findByText('Enter an amount such as 120 or 120.50')).toBeTruthy();
      expect(writes(calls).filter((call) => call.path.endsWith('/wsk_update/'))).toHaveLength(0);

      fireEvent.change(field, { target: { value: '0.50' } });
      fireEvent.click(save);
      expect(await within(dialog).findByText('Too little to be a transfer')).toBeTruthy();
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(reloads).not.toHaveBeenCalled();

      fireEvent.change(field, { target: { value: '45' } });
      fireEvent.click(save);
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Correct the amount' })).toBeNull());
      const update = writes(calls).at(-1);
      expect(update?.method).toBe('PATCH');
      expect(update?.path).toBe('/api/client/new_payments/order-payments/11/wsk_update/');
      expect(update?.body).toEqual({ amount: '45' });
      // Still pending, at what arrived, and still WSK's to confirm.
      const corrected = await screen.findByRole('listitem', { name: '€45.00 by bank transfer, 11/04/2026' });
      expect(within(corrected).getByText('Pending')).toBeTruthy();
      expect(within(corrected).getByRole('button', { name: 'Confirm' })).toBeTruthy();
      expect(tip).toHaveBeenCalledWith({ message: 'The payment is corrected to €45.00.' });
      expect(reloads).toHaveBeenCalledTimes(1);
      off();
    });

    it('declines a pending bank transfer with the reason the payer is shown, required', async () => {
      const { reloads, tip, off } = listen();
      const { calls } = open({ orders: [pendingOrder], details: [withPayments] });
      const item = await paymentItem(TRANSFER);
      fireEvent.click(within(item).getByRole('button', { name: 'Decline' }));
      let dialog = await screen.findByRole('dialog', { name: 'Decline the payment' });
      // Escape closes the dialog alone, not the order behind it.
      fireEvent.keyDown(within(dialog).getByLabelText(/Reason/), { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Decline the payment' })).toBeNull());
      expect(screen.getByRole('dialog', { name: 'Order WS-000001' })).toBeTruthy();

      fireEvent.click(within(item).getByRole('button', { name: 'Decline' }));
      dialog = await screen.findByRole('dialog', { name: 'Decline the payment' });
      const reason = within(dialog).getByLabelText(/Reason/);
      fireEvent.change(reason, { target: { value: '   ' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Decline payment' }));
      expect(await within(dialog).findByText('This field is required')).toBeTruthy();
      expect(writes(calls)).toHaveLength(0);

      fireEvent.change(reason, { target: { value: ' The proof is for another event ' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Decline payment' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Decline the payment' })).toBeNull());
      const sent = writes(calls);
      expect(sent).toHaveLength(1);
      expect(sent[0]?.method).toBe('DELETE');
      expect(sent[0]?.path).toBe('/api/client/new_payments/order-payments/11/wsk_decline/');
      expect(Object.fromEntries(sent[0]?.search ?? [])).toEqual({ reason: 'The proof is for another event' });
      const declinedItem = await screen.findByRole('listitem', { name: TRANSFER });
      expect(within(declinedItem).getByText('Declined')).toBeTruthy();
      expect(within(declinedItem).getByText('Reason: The proof is for another event')).toBeTruthy();
      expect(within(declinedItem).queryByRole('button')).toBeNull();
      expect(tip).toHaveBeenCalledWith({ message: 'The payment of €50.00 is declined.' });
      expect(reloads).toHaveBeenCalledTimes(1);
      off();
    });

    it('shows the server refusal of a decision that came too late', async () => {
      open({
        orders: [pendingOrder],
        details: [withPayments],
        write: () => json({ error: { code: 400, message: ORDER_PAYMENT_MESSAGES.NOT_PENDING } }, 400),
      });
      const item = await paymentItem(TRANSFER);
      fireEvent.click(within(item).getByRole('button', { name: 'Decline' }));
      const dialog = await screen.findByRole('dialog', { name: 'Decline the payment' });
      fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'No proof' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Decline payment' }));
      expect(await within(dialog).findByText(ORDER_PAYMENT_MESSAGES.NOT_PENDING)).toBeTruthy();
      // Only a refused confirmation offers to correct the amount.
      expect(within(dialog).queryByRole('button', { name: 'Correct the amount' })).toBeNull();
    });

    it('leaves a pending card payment to the provider, and shows why a payment was declined', async () => {
      open({ orders: [pendingOrder], details: [withPayments] });
      const item = await paymentItem(CARD);
      expect(within(item).getByText('Waiting for the card provider')).toBeTruthy();
      expect(within(item).getByText('Pending')).toBeTruthy();
      expect(within(item).queryByRole('button')).toBeNull();
      expect(within(item).queryByRole('link')).toBeNull();
      const old = screen.getByRole('listitem', { name: '€70.00 by bank transfer, 09/04/2026' });
      expect(within(old).getByText('Reason: The transfer never arrived')).toBeTruthy();
      expect(within(old).getByText(/^Declined by Wanda Keller on 10\/04\/2026/)).toBeTruthy();
      expect(within(old).queryByRole('button')).toBeNull();
    });

    it('shows a viewer the proof, with a preview of a picture, but no decision', async () => {
      open({ me: wskViewer, orders: [pendingOrder], details: [withPayments] });
      const item = await paymentItem(TRANSFER);
      const link = within(item).getByRole('link', { name: 'View proof (opens in a new tab)' });
      expect(link.getAttribute('href')).toBe('https://files.test/proof-11.png?signature=x');
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(item.querySelector('img')?.getAttribute('src')).toBe(
        'https://files.test/proof-11.png?signature=x',
      );
      expect(within(item).queryByRole('button')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    });

    it('marks the orders whose payments wait as "To check"', async () => {
      open({
        me: wskViewer,
        orders: [pendingOrder, athleteOrder],
        teamOrders: [
          order(7, {
            payer: { kind: 'team', id: 70, name: 'Roma Rollers', federation: null },
            amounts: { ...federationOrder.amounts, pending: '0.01' },
          }),
        ],
      });
      const table = await screen.findByRole('table', { name: 'Federation and athlete orders' }, LOAD);
      const rowOf = (name: string) => within(table).getByText(name).closest('tr') as HTMLElement;
      expect(within(rowOf('Italy')).getByText('To check')).toBeTruthy();
      expect(within(rowOf('Ada Skater')).queryByText('To check')).toBeNull();
      fireEvent.click(screen.getByRole('tab', { name: 'Teams' }));
      const teams = await screen.findByRole('table', { name: 'Team orders' }, LOAD);
      expect(within(teams).getByText('To check')).toBeTruthy();
    });
  });

  it('tells anyone but WSK staff that the payments are managed by World Skate', async () => {
    const { calls } = open({ me: nfAdmin, orders: [federationOrder] });
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this page' }, LOAD),
    ).toBeTruthy();
    expect(screen.getByText('The payments of this event are managed by World Skate.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the event' }).getAttribute('href')).toBe(
      '/event/1/profile',
    );
    expect(calls).toHaveLength(0);
  });

  it('says when the event has no orders yet', async () => {
    open({ me: wskAdmin });
    expect(
      await screen.findByText('No federation or athlete orders for this event yet', {}, LOAD),
    ).toBeTruthy();
  });

  it('offers a retry when a list fails, and shows the list once it loads', async () => {
    let fail = true;
    open({
      orders: [federationOrder],
      read: (call) =>
        fail && call.path.endsWith('/wsk_list/')
          ? json({ error: { code: 500, message: 'Down' } }, 500)
          : undefined,
    });
    expect(await screen.findByText('The orders could not be loaded', {}, LOAD)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Federation and athlete orders' }, LOAD)).toBeTruthy();
  });
});
