// /marathon-applications/team-admin-payments against a fake API: the team administrator's annual fees (the
// order opened when there is none), the pay dialog on the annual calls (payment, amount check, proof), the
// tabs' lists, the annual order's card with its fee line, and refunds and withdrawals on the annual calls.
import { APP_EVENTS } from '@portal/contract/app-events';
import type { OrderDetail } from '@portal/contract/order';
import type { AnnualTeamFee } from '@portal/contract/team';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { appEvents } from '../../../shared/events/app-events';
import { json } from '../../../shared/testing/mock-api';
import { mockPayApi, type PayFakeOptions, PROOF_NAME, payment, UPLOAD_TARGET } from '../pay/testing/pay-api';
import {
  annualLine,
  annualOrder,
  athleteUser,
  type Call,
  nfAdmin,
  refundRequest,
  team,
} from '../payer/testing/payer-api';

const PATH = '/marathon-applications/team-admin-payments';
const TEAMS = '/api/client/teams/';
const LOAD = { timeout: 10_000 };

const season = { id: 1, name: '2026', starts_on: '2026-01-01', ends_on: '2026-12-31' };

function fee(overrides: Partial<AnnualTeamFee> = {}): AnnualTeamFee {
  return {
    id: 1,
    name: 'Annual team fee 2026',
    season,
    amount: '300.00',
    currency: 'EUR',
    order: null,
    ...overrides,
  };
}

interface AnnualFake extends PayFakeOptions {
  readonly fees?: readonly AnnualTeamFee[];
  /** The team's annual orders by tab path ("team_admin_awaiting_payments"). */
  readonly annualLists?: Readonly<Record<string, readonly OrderDetail[]>>;
  /** The order `POST annual-orders/` and `GET annual-orders/{id}/` answer. */
  readonly opened?: OrderDetail;
}

const page = (results: readonly unknown[]) =>
  json({ count: results.length, next: null, previous: null, results });

/** The team service's annual calls, on top of the payers' and paying fakes. */
function annualAnswer({ fees = [fee()], annualLists = {}, opened = annualOrder(41) }: AnnualFake) {
  return (call: Call): Response | undefined => {
    if (!call.path.startsWith(TEAMS)) return undefined;
    const rest = call.path.slice(TEAMS.length);
    if (rest === 'annual-team-fees/for_team_admin/') return json(fees);
    if (rest === 'annual-orders/' && call.method === 'POST') return json(opened, 201);
    const list = /^annual-orders\/(team_admin_\w+)\/$/.exec(rest);
    if (list?.[1]) return page(annualLists[list[1]] ?? []);
    if (/^annual-orders\/\d+\/check_amount\/$/.test(rest)) {
      return json({ allowed: true, message: null, payable: '300.00', currency: 'EUR' });
    }
    if (/^annual-orders\/\d+\/$/.test(rest)) return json(opened);
    if (rest === 'annual-order-payments/presign_url/' && call.method === 'POST') {
      return json({
        url: UPLOAD_TARGET,
        fields: { key: PROOF_NAME },
        new_file_name: PROOF_NAME,
      });
    }
    if (rest === 'annual-order-payments/' && call.method === 'POST') {
      return json({ payment: payment(601, { order: 41, amount: '300.00' }), checkout: null }, 201);
    }
    if (/^annual-order-payments\/\d+\/$/.test(rest) && call.method === 'DELETE') {
      return new Response(null, { status: 204 });
    }
    if (rest === 'annual-order-line-refund-requests/' && call.method === 'POST') {
      return json(refundRequest(801, 411, { participant: null, amount: '300.00' }), 201);
    }
    if (/^annual-order-line-refund-requests\/\d+\/$/.test(rest) && call.method === 'DELETE') {
      return new Response(null, { status: 204 });
    }
    return undefined;
  };
}

function open(options: AnnualFake = {}) {
  const api = mockPayApi({
    me: athleteUser,
    teams: [team],
    ...options,
    answer: annualAnswer(options),
  });
  storeTokens();
  return { ...api, ...renderRoutes(PATH) };
}

const callsTo = (calls: readonly Call[], suffix: string, method = 'GET') =>
  calls.filter((call) => call.path.endsWith(suffix) && call.method === method);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('team admin annual payments', { timeout: 30_000 }, () => {
  it('tells someone without a team that the page is a team administrator’s', async () => {
    open({ teams: [] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You do not administer a team' }, LOAD),
    ).toBeTruthy();
  });

  it('lists the team’s fees with where each order stands, and asks each tab with the team', async () => {
    const { calls } = open({
      fees: [
        fee(),
        fee({
          id: 2,
          name: 'Annual team fee 2027',
          season: { id: 2, name: '2027', starts_on: '2027-01-01', ends_on: '2027-12-31' },
          order: { id: 42, reference: 'WS-000042', state: 'paid', outstanding: '0.00' },
        }),
      ],
    });
    const table = await screen.findByRole('table', { name: 'Annual fees' }, LOAD);
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByText('Season 2026')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('€300.00')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Not opened')).toBeTruthy();
    expect(
      within(rows[1] as HTMLElement).getByRole('button', { name: 'Pay Annual team fee 2026' }),
    ).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('WS-000042')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Paid')).toBeTruthy();
    // A paid fee is not paid again.
    expect(within(rows[2] as HTMLElement).queryByRole('button', { name: /^Pay/ })).toBeNull();
    expect(callsTo(calls, '/annual-team-fees/for_team_admin/')[0]?.search.get('team')).toBe('4');

    await waitFor(() => expect(callsTo(calls, '/team_admin_awaiting_payments/')).toHaveLength(1));
    expect(callsTo(calls, '/team_admin_awaiting_payments/')[0]?.search.get('team')).toBe('4');
    expect(await screen.findByText('No annual orders awaiting payment', {}, LOAD)).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Processed' }));
    await waitFor(() => expect(callsTo(calls, '/team_admin_processed_payments/')).toHaveLength(1));
    fireEvent.click(screen.getByRole('tab', { name: 'Waived' }));
    await waitFor(() => expect(callsTo(calls, '/team_admin_waived_payments/')).toHaveLength(1));
    expect(callsTo(calls, '/team_admin_waived_payments/')[0]?.search.get('team')).toBe('4');
    // Nothing of the event orders' lists is asked.
    expect(calls.some((call) => call.path.includes('/new_payments/orders/team_admin'))).toBe(false);
  });

  it('offers Pay to the team’s administrator only', async () => {
    open({ me: nfAdmin });
    const table = await screen.findByRole('table', { name: 'Annual fees' }, LOAD);
    expect(within(table).getByText('Not opened')).toBeTruthy();
    expect(within(table).queryByRole('button', { name: /^Pay/ })).toBeNull();
  });

  it('shows an annual order by its season, with the fee as its line', async () => {
    open({ annualLists: { team_admin_awaiting_payments: [annualOrder(41)] } });
    const card = await screen.findByRole('article', { name: 'WS-000041' }, LOAD);
    expect(within(card).getByText(`${team.name} · Season 2026`)).toBeTruthy();
    const lines = within(card).getByRole('table', { name: 'Annual fee of WS-000041' });
    expect(within(lines).getByRole('columnheader', { name: 'Annual fee' })).toBeTruthy();
    expect(within(lines).queryByRole('columnheader', { name: 'Kind' })).toBeNull();
    expect(within(lines).getByText('Annual team fee 2026')).toBeTruthy();
  });

  it('opens the order when there is none, then pays it by card through the annual calls', async () => {
    const { calls, bodies } = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay Annual team fee 2026' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Pay WS-000041' }, LOAD);
    expect(bodies('/api/client/teams/annual-orders/')).toEqual([{ team: 4, season: 1 }]);
    expect(within(dialog).getByText(`Season 2026 · ${team.name}`)).toBeTruthy();
    await waitFor(() =>
      expect(
        callsTo(calls, '/api/client/teams/annual-orders/41/check_amount/')[0]?.search.get('amount'),
      ).toBe('300.00'),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue to card payment' }));
    await waitFor(() => expect(bodies('/api/client/teams/annual-order-payments/')).toHaveLength(1));
    expect(bodies('/api/client/teams/annual-order-payments/')).toEqual([
      {
        order: 41,
        amount: '300.00',
        payment_system: 'card',
        idempotency_key: expect.any(String),
        proof: null,
      },
    ]);
    // The event orders' calls are never used for an annual order.
    expect(calls.some((call) => /\/new_payments\/(order-payments\/|orders\/41\/)/.test(call.path))).toBe(
      false,
    );
  });

  it('pays an opened order by bank transfer with the proof uploaded through the annual presign', async () => {
    const emit = vi.spyOn(appEvents, 'emit');
    const opened = annualOrder(41, { allowed_payment_systems: ['bank_transfer'] });
    const { calls, bodies } = open({
      opened,
      fees: [
        fee({ order: { id: 41, reference: 'WS-000041', state: 'awaiting_payment', outstanding: '300.00' } }),
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay Annual team fee 2026' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Pay WS-000041' }, LOAD);
    // The order was there: it is read, not opened again.
    expect(callsTo(calls, '/api/client/teams/annual-orders/41/')).toHaveLength(1);
    expect(bodies('/api/client/teams/annual-orders/')).toHaveLength(0);
    const file = new File(['%PDF-1.7'], 'receipt.pdf', { type: 'application/pdf' });
    fireEvent.change(within(dialog).getByLabelText(/Proof of the bank transfer/), {
      target: { files: [file] },
    });
    expect(await within(dialog).findByText('receipt.pdf', {}, LOAD)).toBeTruthy();
    expect(bodies('/api/client/teams/annual-order-payments/presign_url/')).toEqual([
      { file_name: 'receipt.pdf' },
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit the transfer' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pay WS-000041' })).toBeNull());
    expect(bodies('/api/client/teams/annual-order-payments/')).toEqual([
      {
        order: 41,
        amount: '300.00',
        payment_system: 'bank_transfer',
        idempotency_key: expect.any(String),
        proof: PROOF_NAME,
      },
    ]);
    expect(emit).toHaveBeenCalledWith(APP_EVENTS.SHOW_TIP, {
      message: 'Bank transfer submitted: World Skate confirms it once the money arrives',
    });
    expect(calls.some((call) => call.path.startsWith('/api/client/new_payments/order-payments'))).toBe(false);
  });

  it('asks a refund on the annual line, and withdraws a pending payment and a refund request', async () => {
    const paid = annualOrder(41, {
      state: 'partially_paid',
      lines: [annualLine(411, { paid: '300.00' })],
      payments: [
        payment(601, { order: 41, amount: '300.00', state: 'confirmed' }),
        payment(602, { order: 41, amount: '50.00', state: 'pending' }),
      ],
      refunds: [refundRequest(801, 411, { participant: null, amount: '20.00' })],
    });
    const { calls, bodies } = open({ annualLists: { team_admin_awaiting_payments: [paid] } });
    const card = await screen.findByRole('article', { name: 'WS-000041' }, LOAD);

    fireEvent.click(within(card).getByRole('button', { name: 'Request a refund for Annual team fee 2026' }));
    let dialog = await screen.findByRole('dialog', { name: 'Request a refund' });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'The team folded' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request refund' }));
    await waitFor(() =>
      expect(bodies('/api/client/teams/annual-order-line-refund-requests/')).toHaveLength(1),
    );
    expect(bodies('/api/client/teams/annual-order-line-refund-requests/')).toEqual([
      { line: 411, amount: '280.00', reason: 'The team folded' },
    ]);

    fireEvent.click(
      await within(card).findByRole('button', {
        name: 'Withdraw the refund request of €20.00 for Annual team fee 2026',
      }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Withdraw the refund request' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(callsTo(calls, '/annual-order-line-refund-requests/801/', 'DELETE')).toHaveLength(1),
    );

    fireEvent.click(within(card).getByRole('button', { name: 'Withdraw the payment of €50.00' }));
    dialog = await screen.findByRole('dialog', { name: 'Withdraw the payment' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(callsTo(calls, '/annual-order-payments/602/', 'DELETE')).toHaveLength(1));
    expect(
      calls.some((call) => call.path.startsWith('/api/client/new_payments/') && call.method !== 'GET'),
    ).toBe(false);
  });
});
