// Refunds on the payer's order cards against a fake API: who may ask money back (NF administrators, the
// athlete, the team administrator; not viewers nor another payer's staff) and on which lines (something paid
// and not all of it asked back, whatever the order's state), the amount and reason checked as the server
// does, the server's refusals on their fields, the order's refunds with their states and reasons, and
// withdrawing a request after a confirmation.
import { APP_EVENTS } from '@portal/contract/app-events';
import { REFUND_MESSAGES } from '@portal/contract/endpoints/refunds';
import { ORDER_MESSAGES } from '@portal/contract/order';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { appEvents } from '../../../shared/events/app-events';
import { json } from '../../../shared/testing/mock-api';
import {
  athleteUser,
  type Call,
  italy,
  mockPayerApi,
  nfAdmin,
  nfViewer,
  order,
  orderLine,
  type PayerFakeOptions,
  refundRequest,
  team,
} from '../payer/testing/payer-api';

const NF = '/event-registration/1/10/payments?tab=processed';
const LOAD = { timeout: 10_000 };

const PAID_AMOUNTS = {
  currency: 'EUR',
  fees: '240.00',
  discount: '0.00',
  due: '240.00',
  paid: '240.00',
  refunded: '0.00',
  pending: '0.00',
  outstanding: '0.00',
};

/** A paid federation order: Athlete 1 paid €120.00 with €20.00 already asked back, Athlete 2 paid in full. */
const paidOrder = order(40, {
  state: 'paid',
  participants_count: 2,
  amounts: PAID_AMOUNTS,
  lines: [orderLine(1, { paid: '120.00' }), orderLine(2, { paid: '120.00' })],
  refunds: [
    refundRequest(801, 1, { amount: '20.00', reason: 'Skipped one race' }),
    refundRequest(802, 2, {
      amount: '30.00',
      state: 'confirmed',
      reason: 'Hotel cancelled',
      decided: '2026-04-15T10:00:00Z',
      decided_by: { id: 1, full_name: 'Wanda Keller' },
    }),
    refundRequest(803, 2, {
      amount: '90.00',
      state: 'declined',
      reason: 'Changed our mind',
      decided: '2026-04-15T11:00:00Z',
      decision_reason: 'The entry was used',
    }),
  ],
});

function open(options: PayerFakeOptions = {}, path = NF) {
  const api = mockPayerApi({
    me: nfAdmin,
    lists: { 'orders/nf_processed_payments/': [paidOrder] },
    ...options,
  });
  storeTokens();
  return { ...api, ...renderRoutes(path) };
}

const card = (reference = 'WS-000040') => screen.findByRole('article', { name: reference }, LOAD);

async function openDialog(name = 'Athlete 1') {
  const article = await card();
  fireEvent.click(await within(article).findByRole('button', { name: `Request a refund for ${name}` }, LOAD));
  return screen.findByRole('dialog', { name: 'Request a refund' });
}

const posts = (calls: readonly Call[]) =>
  calls.filter((call) => call.method === 'POST' && call.path.endsWith('/participant-refund-requests/'));

function listen() {
  const emit = vi.spyOn(appEvents, 'emit');
  return emit;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('refund requests of the payer', { timeout: 30_000 }, () => {
  it("lists the order's refunds with their participant, state, reason and decision", async () => {
    open();
    const region = within(await card()).getByRole('region', { name: 'Refunds of WS-000040' });
    const requested = within(region).getByRole('listitem', { name: 'Refund of €20.00 for Athlete 1' });
    expect(within(requested).getByText('Requested')).toBeTruthy();
    expect(within(requested).getByText('Skipped one race')).toBeTruthy();
    const refunded = within(region).getByRole('listitem', { name: 'Refund of €30.00 for Athlete 2' });
    expect(within(refunded).getByText('Refunded')).toBeTruthy();
    expect(within(refunded).queryByRole('button')).toBeNull();
    const declined = within(region).getByRole('listitem', { name: 'Refund of €90.00 for Athlete 2' });
    expect(within(declined).getByText('Declined')).toBeTruthy();
    expect(within(declined).getByText('The entry was used')).toBeTruthy();
    expect(within(declined).queryByRole('button')).toBeNull();
  });

  it('asks a refund on a paid line: at most what is not asked yet, checked here, then sent', async () => {
    const emit = listen();
    const { calls } = open();
    const article = await card();
    // Athlete 2 paid €120.00 with nothing requested (the confirmed refund is already off what is paid).
    expect(
      await within(article).findByRole('button', { name: 'Request a refund for Athlete 2' }, LOAD),
    ).toBeTruthy();
    const dialog = await openDialog();
    const amount = within(dialog).getByLabelText(/Amount \(EUR\)/) as HTMLInputElement;
    expect(amount.value).toBe('100.00');
    expect(within(dialog).getByText('At most €100.00')).toBeTruthy();
    const send = within(dialog).getByRole('button', { name: 'Request refund' });

    fireEvent.change(amount, { target: { value: '100.01' } });
    fireEvent.click(send);
    expect(
      await within(dialog).findByText(REFUND_MESSAGES.ABOVE_PAID.replace('{amount}', '€100.00')),
    ).toBeTruthy();
    // The reason is required as well.
    expect(within(dialog).getByText('This field is required')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '0' } });
    expect(await within(dialog).findByText(ORDER_MESSAGES.AMOUNT_NOT_POSITIVE)).toBeTruthy();
    fireEvent.change(amount, { target: { value: 'ten' } });
    expect(await within(dialog).findByText('Enter an amount such as 120 or 120.50')).toBeTruthy();
    fireEvent.click(send);
    expect(posts(calls)).toHaveLength(0);

    fireEvent.change(amount, { target: { value: ' 40.5 ' } });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: ' Injured in training ' } });
    fireEvent.click(send);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Request a refund' })).toBeNull());
    expect(posts(calls)).toHaveLength(1);
    expect(posts(calls)[0]?.body).toEqual({
      participant: 101,
      amount: '40.5',
      reason: 'Injured in training',
    });
    expect(emit).toHaveBeenCalledWith(APP_EVENTS.SHOW_TIP, {
      message: 'Refund of €40.50 requested for Athlete 1',
    });
    expect(emit).toHaveBeenCalledWith(APP_EVENTS.RELOAD_SPORT_PAYMENT_CARD);
    // The list is asked again and shows the new request.
    const region = within(await card()).getByRole('region', { name: 'Refunds of WS-000040' });
    const made = await within(region).findByRole(
      'listitem',
      { name: 'Refund of €40.50 for Athlete 1' },
      LOAD,
    );
    expect(within(made).getByText('Requested')).toBeTruthy();
    expect(within(made).getByText('Injured in training')).toBeTruthy();
  });

  it("shows the server's refusal on the amount, on the participant, or above the form", async () => {
    const refusals = [
      { invalid_fields: { amount: [REFUND_MESSAGES.ABOVE_PAID.replace('{amount}', '€60.00')] } },
      { invalid_fields: { participant: [REFUND_MESSAGES.NOTHING_PAID] } },
      {},
    ];
    const { calls } = open({
      answer: (call) => {
        if (call.method !== 'POST') return undefined;
        const refusal = refusals.shift();
        return refusal
          ? json(
              {
                error: { code: refusal.invalid_fields ? 400 : 404, message: 'Participant not found' },
                ...refusal,
              },
              refusal.invalid_fields ? 400 : 404,
            )
          : undefined;
      },
    });
    const dialog = await openDialog();
    const amount = within(dialog).getByLabelText(/Amount \(EUR\)/);
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Injured' } });
    const send = within(dialog).getByRole('button', { name: 'Request refund' });

    fireEvent.click(send);
    expect(
      await within(dialog).findByText(REFUND_MESSAGES.ABOVE_PAID.replace('{amount}', '€60.00')),
    ).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(send);
    expect(await within(dialog).findByText(REFUND_MESSAGES.NOTHING_PAID)).toBeTruthy();

    fireEvent.click(send);
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(within(dialog).getByText('Participant not found')).toBeTruthy();
    expect(posts(calls)).toHaveLength(3);
    expect(screen.getByRole('dialog', { name: 'Request a refund' })).toBeTruthy();
  });

  it('offers no refund on a line with nothing paid or all of it asked back, but does on an unpaid order', async () => {
    const partly = order(41, {
      state: 'partially_paid',
      participants_count: 3,
      lines: [
        orderLine(1, { paid: '120.00' }),
        orderLine(2, { paid: '30.00' }),
        orderLine(3, { paid: '0.00' }),
      ],
      refunds: [refundRequest(810, 2, { amount: '30.00' })],
    });
    open({ lists: { 'orders/nf_payments/': [partly] } }, '/event-registration/1/10/payments');
    const article = await card('WS-000041');
    expect(
      await within(article).findByRole('button', { name: 'Request a refund for Athlete 1' }, LOAD),
    ).toBeTruthy();
    expect(within(article).queryByRole('button', { name: 'Request a refund for Athlete 2' })).toBeNull();
    expect(within(article).queryByRole('button', { name: 'Request a refund for Athlete 3' })).toBeNull();
  });

  it('withdraws a requested refund after a confirmation, and keeps it when dismissed', async () => {
    const emit = listen();
    const { calls } = open();
    const region = within(await card()).getByRole('region', { name: 'Refunds of WS-000040' });
    const withdraw = await within(region).findByRole(
      'button',
      { name: 'Withdraw the refund request of €20.00 for Athlete 1' },
      LOAD,
    );
    // Only a requested refund is withdrawn.
    expect(within(region).getAllByRole('button', { name: /Withdraw/ })).toHaveLength(1);

    fireEvent.click(withdraw);
    let dialog = await screen.findByRole('dialog', { name: 'Withdraw the refund request' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Withdraw the refund request' })).toBeNull(),
    );
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(withdraw);
    dialog = await screen.findByRole('dialog', { name: 'Withdraw the refund request' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(emit).toHaveBeenCalledWith(APP_EVENTS.SHOW_TIP, {
        message: 'Refund request of €20.00 for Athlete 1 withdrawn',
      }),
    );
    const deleted = calls.filter((call) => call.method === 'DELETE');
    expect(deleted.map((call) => call.path)).toEqual([
      '/api/client/new_payments/participant-refund-requests/801/',
    ]);
    expect(emit).toHaveBeenCalledWith(APP_EVENTS.RELOAD_SPORT_PAYMENT_CARD);
    const item = await within(await card()).findByRole('listitem', {
      name: 'Refund of €20.00 for Athlete 1',
    });
    await waitFor(() => expect(within(item).getByText('Declined')).toBeTruthy());
    expect(within(item).getByText(REFUND_MESSAGES.WITHDRAWN)).toBeTruthy();
    expect(within(item).queryByRole('button')).toBeNull();
  });

  it("shows the server's refusal to withdraw as an error tip", async () => {
    const emit = listen();
    open({
      answer: (call) =>
        call.method === 'DELETE'
          ? json({ error: { code: 400, message: REFUND_MESSAGES.NOT_REQUESTED } }, 400)
          : undefined,
    });
    fireEvent.click(
      await within(await card()).findByRole(
        'button',
        { name: 'Withdraw the refund request of €20.00 for Athlete 1' },
        LOAD,
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw the refund request' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(emit).toHaveBeenCalledWith(APP_EVENTS.SHOW_ERROR_TIP, {
        message: REFUND_MESSAGES.NOT_REQUESTED,
      }),
    );
  });

  it('lets NF viewers read the refunds without asking or withdrawing', async () => {
    const { calls } = open({ me: nfViewer });
    const article = await card();
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('/users/me/'))).toBe(true));
    expect(within(article).getByRole('listitem', { name: 'Refund of €20.00 for Athlete 1' })).toBeTruthy();
    expect(within(article).queryByRole('button', { name: /Request a refund|Withdraw/ })).toBeNull();
  });

  it('lets the athlete ask a refund on their own paid order', async () => {
    const own = order(31, {
      state: 'paid',
      payer: { kind: 'athlete', id: athleteUser.id, name: 'Ada Skater', federation: italy },
      amounts: { ...PAID_AMOUNTS, due: '120.00', paid: '120.00', fees: '120.00' },
      lines: [orderLine(1, { paid: '120.00' })],
    });
    const { calls } = open(
      { me: athleteUser, lists: { 'orders/athlete_processed_payments/': [own] } },
      '/event-registration/1/10/my-payments?tab=processed',
    );
    const article = await card('WS-000031');
    fireEvent.click(
      await within(article).findByRole('button', { name: 'Request a refund for Athlete 1' }, LOAD),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Request a refund' });
    expect((within(dialog).getByLabelText(/Amount \(EUR\)/) as HTMLInputElement).value).toBe('120.00');
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Injured' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request refund' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toEqual({ participant: 101, amount: '120.00', reason: 'Injured' });
  });

  it("lets the team administrator ask on the team's order, not on its athletes' own orders", async () => {
    const teamOrder = order(42, {
      state: 'paid',
      payer: { kind: 'team', id: team.id, name: team.name, federation: null },
      amounts: { ...PAID_AMOUNTS, due: '120.00', paid: '120.00', fees: '120.00' },
      lines: [orderLine(1, { paid: '120.00' })],
    });
    const athleteOwn = order(43, {
      state: 'paid',
      payer: { kind: 'athlete', id: 77, name: 'Roster Athlete', federation: italy },
      amounts: { ...PAID_AMOUNTS, due: '120.00', paid: '120.00', fees: '120.00' },
      lines: [orderLine(5, { paid: '120.00' })],
    });
    open(
      {
        me: athleteUser,
        teams: [team],
        lists: {
          'orders/team_admin_processed_payments/': [teamOrder],
          'orders/team_admin_individual_payments/': [athleteOwn],
        },
      },
      '/event-registration/1/10/team-payments?tab=processed',
    );
    const article = await card('WS-000042');
    expect(
      await within(article).findByRole('button', { name: 'Request a refund for Athlete 1' }, LOAD),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: /Individual|Athletes/ }));
    const other = await card('WS-000043');
    expect(within(other).queryByRole('button', { name: /Request a refund/ })).toBeNull();
  });
});
