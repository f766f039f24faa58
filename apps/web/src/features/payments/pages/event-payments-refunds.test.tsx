// /event/:id/payments, refunds and "to check", against a fake API: WSK administrators confirm (with a note),
// change or decline a requested refund and record a refund on a paid line (already paid back or to decide),
// each checked here as the server does with the server's refusals shown in the dialog, the drawer showing the
// order the server answered; viewers get none of it. The "To check only" filter kept in the address and sent
// to every list, and the individuals marked "To check".
import { REFUND_MESSAGES } from '@portal/contract/endpoints/refunds';
import { ORDER_MESSAGES } from '@portal/contract/order';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../shared/testing/mock-api';
import {
  openDetails as drawer,
  LOAD,
  listen,
  openPaymentsScreen as open,
  orderItem,
  refuse,
  writes,
} from '../wsk/testing/event-payments-screen';
import {
  individualLine,
  order,
  orderDetail,
  orderLine,
  refundRequest,
  wskViewer,
} from '../wsk/testing/wsk-payments-api';

const paidOrder = order(1, {
  state: 'partially_paid',
  amounts: { ...order(1).amounts, paid: '100.00', outstanding: '140.00' },
});
/** Skater 1 paid €100.00 with €20.00 asked back; nothing paid for Skater 2. */
const detail = orderDetail(paidOrder, {
  lines: [orderLine(1, { paid: '100.00' }), orderLine(2)],
  refunds: [refundRequest(4, 1)],
});
const REFUND = '€20.00 for Skater 1, 13/04/2026';

const refundItem = (name = REFUND) => orderItem('Refunds', name);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('refunds on the event payments screen', { timeout: 30_000 }, () => {
  it("confirms a requested refund with a note, the server's refusal shown in the dialog", async () => {
    const { reloads, tip, off } = listen();
    let refused = false;
    const { calls, queriesTo } = open({
      orders: [paidOrder],
      details: [detail],
      write: () => {
        if (refused) return undefined;
        refused = true;
        return refuse({
          invalid_fields: { amount: [REFUND_MESSAGES.ABOVE_PAID.replace('{amount}', '€10.00')] },
        });
      },
    });
    const item = await refundItem();
    fireEvent.click(within(item).getByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the refund' });
    expect(within(dialog).getByText('Reason: Injury before the event')).toBeTruthy();
    expect(within(dialog).getByText('Paid on the line: €100.00.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Note'), { target: { value: ' Paid back by transfer ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm refund' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(within(dialog).getByText(REFUND_MESSAGES.ABOVE_PAID.replace('{amount}', '€10.00'))).toBeTruthy();
    expect(reloads).not.toHaveBeenCalled();

    const listCalls = queriesTo('orders/wsk_list/').length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm refund' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm the refund' })).toBeNull());
    const sent = writes(calls);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.method).toBe('PATCH');
    expect(sent[1]?.path).toBe('/api/client/new_payments/participant-refund-requests/4/wsk_confirm/');
    expect(sent[1]?.body).toEqual({ note: 'Paid back by transfer' });
    // The drawer shows the order the server answered: refunded, the line's sums moved.
    const confirmed = await screen.findByRole('listitem', { name: REFUND });
    expect(within(confirmed).getByText('Refunded')).toBeTruthy();
    expect(within(confirmed).getByText(/^Refunded by Wanda Keller on 14\/04\/2026/)).toBeTruthy();
    expect(within(confirmed).queryByRole('button')).toBeNull();
    const line = screen.getByRole('listitem', { name: 'Skater 1' });
    expect(within(line).getByText('Refunded').nextSibling?.textContent).toBe('€20.00');
    expect(tip).toHaveBeenCalledWith({ message: 'The refund of €20.00 is confirmed.' });
    expect(reloads).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(queriesTo('orders/wsk_list/').length).toBeGreaterThan(listCalls));
    off();
  });

  it("changes a requested refund's amount: at most what is paid less the other requests, the server's refusal on the field", async () => {
    const { reloads, tip, off } = listen();
    const withTwo = orderDetail(paidOrder, {
      lines: detail.lines,
      refunds: [
        refundRequest(4, 1),
        refundRequest(5, 1, { amount: '30.00', created: '2026-04-14T09:00:00Z' }),
      ],
    });
    const { calls } = open({
      orders: [paidOrder],
      details: [withTwo],
      write: (call) =>
        (call.body as { amount?: string }).amount === '60'
          ? refuse({
              invalid_fields: {
                amount: ['The refund is more than what was paid for this participant (€50.00)'],
              },
            })
          : undefined,
    });
    const item = await refundItem();
    fireEvent.click(within(item).getByRole('button', { name: 'Change amount' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the refund' });
    const field = within(dialog).getByLabelText('Amount (EUR)') as HTMLInputElement;
    expect(field.value).toBe('20.00');
    // €100.00 paid, €30.00 asked by the other request.
    expect(within(dialog).getByText('At most €70.00')).toBeTruthy();
    const save = within(dialog).getByRole('button', { name: 'Save amount' });
    fireEvent.change(field, { target: { value: '70.01' } });
    fireEvent.click(save);
    expect(
      await within(dialog).findByText(REFUND_MESSAGES.ABOVE_PAID.replace('{amount}', '€70.00')),
    ).toBeTruthy();
    fireEvent.change(field, { target: { value: '0' } });
    expect(await within(dialog).findByText(ORDER_MESSAGES.AMOUNT_NOT_POSITIVE)).toBeTruthy();
    fireEvent.change(field, { target: { value: 'half' } });
    expect(await within(dialog).findByText('Enter an amount such as 120 or 120.50')).toBeTruthy();
    fireEvent.click(save);
    expect(writes(calls)).toHaveLength(0);

    fireEvent.change(field, { target: { value: '60' } });
    fireEvent.click(save);
    expect(
      await within(dialog).findByText('The refund is more than what was paid for this participant (€50.00)'),
    ).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(reloads).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: '15' } });
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change the refund' })).toBeNull());
    const change = writes(calls).at(-1);
    expect(change?.method).toBe('PATCH');
    expect(change?.path).toBe('/api/client/new_payments/participant-refund-requests/4/wsk_change_refund/');
    expect(change?.body).toEqual({ amount: '15' });
    const changed = await screen.findByRole('listitem', { name: '€15.00 for Skater 1, 13/04/2026' });
    expect(within(changed).getByText('Requested')).toBeTruthy();
    expect(within(changed).getByRole('button', { name: 'Confirm' })).toBeTruthy();
    expect(tip).toHaveBeenCalledWith({ message: 'The refund is changed to €15.00.' });
    expect(reloads).toHaveBeenCalledTimes(1);
    off();
  });

  it('declines a requested refund with the reason the payer is shown, required', async () => {
    const { reloads, tip, off } = listen();
    const { calls } = open({ orders: [paidOrder], details: [detail] });
    const item = await refundItem();
    fireEvent.click(within(item).getByRole('button', { name: 'Decline' }));
    let dialog = await screen.findByRole('dialog', { name: 'Decline the refund' });
    // Escape closes the dialog alone, not the order behind it.
    fireEvent.keyDown(within(dialog).getByLabelText(/Reason/), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Decline the refund' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Order WS-000001' })).toBeTruthy();

    fireEvent.click(within(item).getByRole('button', { name: 'Decline' }));
    dialog = await screen.findByRole('dialog', { name: 'Decline the refund' });
    const reason = within(dialog).getByLabelText(/Reason/);
    fireEvent.change(reason, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline refund' }));
    expect(await within(dialog).findByText(REFUND_MESSAGES.DECLINE_REASON_REQUIRED)).toBeTruthy();
    expect(writes(calls)).toHaveLength(0);

    fireEvent.change(reason, { target: { value: ' The entry was used ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline refund' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Decline the refund' })).toBeNull());
    const sent = writes(calls);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('PATCH');
    expect(sent[0]?.path).toBe('/api/client/new_payments/participant-refund-requests/4/wsk_change_refund/');
    expect(sent[0]?.body).toEqual({ state: 'declined', decision_reason: 'The entry was used' });
    const declined = await screen.findByRole('listitem', { name: REFUND });
    expect(within(declined).getByText('Declined')).toBeTruthy();
    expect(within(declined).getByText('Decision: The entry was used')).toBeTruthy();
    expect(within(declined).queryByRole('button')).toBeNull();
    expect(tip).toHaveBeenCalledWith({ message: 'The refund of €20.00 is declined.' });
    expect(reloads).toHaveBeenCalledTimes(1);
    off();
  });

  it('shows the server refusal of a decision that came too late', async () => {
    open({
      orders: [paidOrder],
      details: [detail],
      write: () => json({ error: { code: 400, message: REFUND_MESSAGES.NOT_REQUESTED } }, 400),
    });
    const item = await refundItem();
    fireEvent.click(within(item).getByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the refund' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm refund' }));
    expect(await within(dialog).findByText(REFUND_MESSAGES.NOT_REQUESTED)).toBeTruthy();
  });

  it('records a refund on a paid line, already paid back: checked here, the server refusal shown', async () => {
    const { reloads, tip, off } = listen();
    let refusals = [
      refuse({ invalid_fields: { participant: [REFUND_MESSAGES.NOTHING_PAID] } }),
      refuse({
        invalid_fields: { amount: ['The refund is more than what was paid for this participant (€5.00)'] },
      }),
    ];
    const { calls } = open({
      orders: [paidOrder],
      details: [detail],
      write: () => {
        const [next, ...rest] = refusals;
        refusals = rest;
        return next;
      },
    });
    const shown = await drawer();
    const unpaid = await within(shown).findByRole('listitem', { name: 'Skater 2' }, LOAD);
    expect(within(unpaid).queryByRole('button', { name: /^Refund/ })).toBeNull();
    const line = within(shown).getByRole('listitem', { name: 'Skater 1' });
    fireEvent.click(within(line).getByRole('button', { name: 'Refund Skater 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a refund' });
    const amount = within(dialog).getByLabelText(/Amount \(EUR\)/) as HTMLInputElement;
    // €100.00 paid, €20.00 already asked.
    expect(amount.value).toBe('80.00');
    expect(within(dialog).getByText('At most €80.00')).toBeTruthy();
    const checkbox = within(dialog).getByRole('checkbox', { name: /Already paid back/ }) as HTMLInputElement;
    expect(checkbox.checked).toBe(false);
    const save = within(dialog).getByRole('button', { name: 'Record refund' });

    fireEvent.change(amount, { target: { value: '80.01' } });
    fireEvent.click(save);
    expect(
      await within(dialog).findByText(REFUND_MESSAGES.ABOVE_PAID.replace('{amount}', '€80.00')),
    ).toBeTruthy();
    expect(within(dialog).getByText('This field is required')).toBeTruthy();
    expect(writes(calls)).toHaveLength(0);

    fireEvent.change(amount, { target: { value: '30' } });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: ' Event day cancelled ' } });
    fireEvent.click(checkbox);
    fireEvent.click(save);
    expect(await within(dialog).findByText(REFUND_MESSAGES.NOTHING_PAID)).toBeTruthy();
    fireEvent.click(save);
    expect(
      await within(dialog).findByText('The refund is more than what was paid for this participant (€5.00)'),
    ).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(reloads).not.toHaveBeenCalled();

    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Record a refund' })).toBeNull());
    const created = writes(calls).at(-1);
    expect(created?.method).toBe('POST');
    expect(created?.path).toBe('/api/client/new_payments/participant-refund-requests/wsk_create_refund/');
    expect(created?.body).toEqual({
      participant: 101,
      amount: '30',
      reason: 'Event day cancelled',
      confirm: true,
    });
    const refunds = within(shown).getByRole('list', { name: 'Refunds' });
    const made = await within(refunds).findByRole('listitem', { name: '€30.00 for Skater 1, 14/04/2026' });
    expect(within(made).getByText('Refunded')).toBeTruthy();
    expect(within(line).getByText('Refunded').nextSibling?.textContent).toBe('€30.00');
    expect(tip).toHaveBeenCalledWith({
      message: 'The refund of €30.00 to Skater 1 is recorded as refunded.',
    });
    expect(reloads).toHaveBeenCalledTimes(1);
    off();
  });

  it('records a refund to decide later when it is not paid back yet', async () => {
    const { tip, off } = listen();
    const { calls } = open({ orders: [paidOrder], details: [detail] });
    const shown = await drawer();
    const line = await within(shown).findByRole('listitem', { name: 'Skater 1' }, LOAD);
    fireEvent.click(within(line).getByRole('button', { name: 'Refund Skater 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a refund' });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Visa refused' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Record a refund' })).toBeNull());
    expect(writes(calls).at(-1)?.body).toEqual({
      participant: 101,
      amount: '80.00',
      reason: 'Visa refused',
      confirm: false,
    });
    const made = await within(shown).findByRole('listitem', { name: '€80.00 for Skater 1, 14/04/2026' });
    expect(within(made).getByText('Requested')).toBeTruthy();
    // Everything paid is now asked back: nothing is left to refund on the line.
    expect(within(line).queryByRole('button', { name: 'Refund Skater 1' })).toBeNull();
    expect(tip).toHaveBeenCalledWith({
      message: 'The refund of €80.00 for Skater 1 is recorded, waiting for confirmation.',
    });
    off();
  });

  it('shows a viewer the refunds without any action on them or on the lines', async () => {
    const { calls } = open({ me: wskViewer, orders: [paidOrder], details: [detail] });
    const item = await refundItem();
    expect(within(item).getByText('Requested')).toBeTruthy();
    expect(within(item).queryByRole('button')).toBeNull();
    const line = screen.getByRole('listitem', { name: 'Skater 1' });
    expect(within(line).queryByRole('button')).toBeNull();
    expect(writes(calls)).toHaveLength(0);
  });
});

describe('"To check only" on the event payments screen', { timeout: 30_000 }, () => {
  const waiting = order(1, { amounts: { ...order(1).amounts, pending: '50.00' } });
  const settled = order(2, { payer: { kind: 'federation', id: 9, name: 'Spain', federation: null } });

  it('puts the filter into the address and every list’s query, starting again at page 1', async () => {
    const { queriesTo, router } = open(
      { me: wskViewer, orders: [waiting, settled] },
      '/event/1/payments?page=2',
    );
    const filter = await screen.findByRole('switch', { name: /To check only/ }, LOAD);
    fireEvent.click(filter);
    await waitFor(() => expect(router.state.location.search).toBe('?to_check=1'));
    await waitFor(() => {
      const last = queriesTo('orders/wsk_list/').at(-1);
      expect(Object.fromEntries(last ?? [])).toEqual({
        event: '1',
        page: '1',
        page_size: '20',
        to_check: 'true',
      });
    });
    const table = await screen.findByRole('table', { name: 'Federation and athlete orders' }, LOAD);
    await waitFor(() => expect(within(table).queryByText('Spain')).toBeNull());
    expect(within(table).getByText('Italy')).toBeTruthy();

    fireEvent.click(screen.getByRole('switch', { name: /To check only/ }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(queriesTo('orders/wsk_list/').at(-1)?.get('to_check')).toBeNull());
  });

  it('opens on the filter of the address, and marks the individuals whose order has a payment to check', async () => {
    const waitingLine = orderLine(5);
    const settledLine = orderLine(6);
    const { queriesTo } = open(
      {
        me: wskViewer,
        individuals: [individualLine(waitingLine, waiting), individualLine(settledLine, order(51))],
        teamOrders: [],
      },
      '/event/1/payments?tab=individuals',
    );
    const table = await screen.findByRole('table', { name: 'Individual participants' }, LOAD);
    const rowOf = (name: string) => within(table).getByText(name).closest('tr') as HTMLElement;
    expect(within(rowOf('Skater 5')).getByText('To check')).toBeTruthy();
    expect(within(rowOf('Skater 6')).queryByText('To check')).toBeNull();

    fireEvent.click(screen.getByRole('switch', { name: /To check only/ }));
    await waitFor(() =>
      expect(queriesTo('participants/marathon_individuals_wsk_list/').at(-1)?.get('to_check')).toBe('true'),
    );
    await waitFor(() => expect(within(table).queryByText('Skater 6')).toBeNull());

    fireEvent.click(screen.getByRole('tab', { name: 'Teams' }));
    await screen.findByText('No team orders for this event yet', {}, LOAD);
    // A section starts unfiltered; the filter is there again in it.
    expect(queriesTo('orders/marathon_teams_wsk_list/').at(-1)?.get('to_check')).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: /To check only/ }));
    await waitFor(() =>
      expect(queriesTo('orders/marathon_teams_wsk_list/').at(-1)?.get('to_check')).toBe('true'),
    );
  });

  it('asks only what is to check when the address says so', async () => {
    const { queriesTo } = open({ me: wskViewer, teamOrders: [] }, '/event/1/payments?tab=teams&to_check=1');
    await screen.findByText('No order matches these filters', {}, LOAD);
    expect(Object.fromEntries(queriesTo('orders/marathon_teams_wsk_list/').at(-1) ?? [])).toEqual({
      event: '1',
      page: '1',
      page_size: '20',
      to_check: 'true',
    });
    expect((screen.getByRole('switch', { name: /To check only/ }) as HTMLInputElement).checked).toBe(true);
  });
});
