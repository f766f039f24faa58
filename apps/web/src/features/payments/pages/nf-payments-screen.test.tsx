// /event-registration/:id/:sportId/payments against a fake API: the totals in en-US currency format, the
// tabs and the calls they make (kept in the address), the orders with their lines, moving an athlete's entry
// to an individual order and back (confirmation, the refreshed lists, the reload of the sport payment card,
// the server's refusal), viewers without moves, the empty, error and not-found states, and who may not see it.
import { APP_EVENTS } from '@portal/contract/app-events';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { appEvents } from '../../../shared/events/app-events';
import { json } from '../../../shared/testing/mock-api';
import {
  athleteUser,
  mockPayerApi,
  nfViewer,
  order,
  orderLine,
  type PayerFakeOptions,
  participantLine,
  stripValues,
  wskAdmin,
} from '../payer/testing/payer-api';

const PATH = '/event-registration/1/10/payments';

function open(options: PayerFakeOptions = {}, path = PATH) {
  const api = mockPayerApi(options);
  storeTokens();
  return { ...api, ...renderRoutes(path) };
}

const listCalls = (calls: ReturnType<typeof open>['calls'], suffix: string) =>
  calls.filter((call) => call.path.endsWith(suffix));

const federationOrder = order(21, {
  state: 'partially_paid',
  participants_count: 3,
  lines: [
    orderLine(1, { fee: '0.10', fee_reduced: true, due: '0.10' }),
    orderLine(2, { paid: '120.00', due: '120.00' }),
    orderLine(3, { cancelled: '2026-04-12T10:00:00Z', due: '0.00' }),
    participantLine(4, { kind: 'nto', user: { id: 404, full_name: 'Olga Official' } }),
  ],
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('federation payments', { timeout: 20_000 }, () => {
  it('shows the totals and the awaiting orders with their lines', async () => {
    const { calls } = open({ lists: { 'orders/nf_payments/': [federationOrder] } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Federation payments' }, { timeout: 10_000 }),
    );
    expect(screen.getByText('Italy’s orders for World Championships 1, every sport included.')).toBeTruthy();
    expect(stripValues(await screen.findByLabelText('Totals in EUR'))).toEqual({
      Fees: '€1,434.50',
      Discount: '€200.00',
      Due: '€1,234.50',
      Paid: '€0.00',
      Pending: '€100.00',
      Outstanding: '€1,234.50',
    });
    expect(listCalls(calls, '/orders/nf_total/')[0]?.search.get('event')).toBe('1');

    const card = await screen.findByRole('article', { name: 'WS-000021' });
    expect(within(card).getByText('Partially paid')).toBeTruthy();
    expect(within(card).getByText('Card, Bank transfer')).toBeTruthy();
    const lines = within(card).getByRole('table', { name: 'Participants of WS-000021' });
    const cells = (name: string) =>
      [...(within(lines).getByText(name).closest('tr')?.querySelectorAll('td') ?? [])].map(
        (cell) => cell.textContent,
      );
    expect(cells('Athlete 1')).toEqual([
      'Athlete 1',
      'Athlete',
      'Inline speed skating',
      'Reduced€0.10',
      '€0.00',
      '€0.10',
      '€0.00',
      '€0.00',
      'Move to individual',
    ]);
    expect(cells('Athlete 3')[0]).toBe('Athlete 3Cancelled');
    expect(within(lines).getByText('Athlete 3').style.textDecoration).toBe('line-through');
    const awaiting = listCalls(calls, '/orders/nf_payments/')[0];
    expect(awaiting?.search.get('event')).toBe('1');
    expect(awaiting?.search.get('page')).toBe('1');
  });

  it('calls each tab’s list and keeps the tab in the address', async () => {
    const { calls, router } = open({
      lists: { 'orders/nf_waived_payments/': [order(5, { state: 'waived' })] },
    });
    expect(await screen.findByText('No orders awaiting payment for this event', {}, { timeout: 10_000 }));
    fireEvent.click(screen.getByRole('tab', { name: 'Processed' }));
    expect(await screen.findByText('No processed orders for this event')).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=processed');
    expect(listCalls(calls, '/orders/nf_processed_payments/')).toHaveLength(1);
    fireEvent.click(screen.getByRole('tab', { name: 'Waived' }));
    expect(await screen.findByRole('article', { name: 'WS-000005' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Individual' }));
    expect(await screen.findByText('No individual orders of your athletes for this event')).toBeTruthy();
    expect(listCalls(calls, '/orders/nf_individual_payments/')[0]?.search.get('event')).toBe('1');
  });

  it('opens the tab the address names', async () => {
    const { calls } = open({}, `${PATH}?tab=individual`);
    expect(
      await screen.findByText(
        'No individual orders of your athletes for this event',
        {},
        { timeout: 10_000 },
      ),
    );
    expect(screen.getByRole('tab', { name: 'Individual', selected: true })).toBeTruthy();
    expect(listCalls(calls, '/orders/nf_payments/')).toHaveLength(0);
  });

  it('moves an unpaid athlete to an individual order after confirming, and back', async () => {
    const reload = vi.fn();
    const tip = vi.fn();
    const offReload = appEvents.on(APP_EVENTS.RELOAD_SPORT_PAYMENT_CARD, reload);
    const offTip = appEvents.on(APP_EVENTS.SHOW_TIP, tip);
    const { calls } = open({ lists: { 'orders/nf_payments/': [federationOrder] } });
    const card = await screen.findByRole('article', { name: 'WS-000021' }, { timeout: 10_000 });
    // Only the live, unpaid athlete line moves: not the paid one, the cancelled one or the official.
    expect(within(card).getAllByRole('button', { name: /^Move to individual/ })).toHaveLength(1);
    fireEvent.click(within(card).getByRole('button', { name: 'Move to individual: Athlete 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move to an individual order' });
    // Cancelling sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.click(within(card).getByRole('button', { name: 'Move to individual: Athlete 1' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Move to individual' }),
    );
    await waitFor(() =>
      expect(tip).toHaveBeenCalledWith({ message: 'Athlete 1 moved to an individual order' }),
    );
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.path)).toEqual([
      '/api/client/new_payments/participants/101/nf_move_to_individual/',
    ]);
    expect(reload).toHaveBeenCalledTimes(1);
    // The lists and totals ask again: the line has left the federation's order.
    await waitFor(() => expect(within(card).queryByText('Athlete 1')).toBeNull());
    expect(listCalls(calls, '/orders/nf_total/').length).toBeGreaterThan(1);

    fireEvent.click(screen.getByRole('tab', { name: 'Individual' }));
    const individual = await screen.findByRole('article', { name: 'WS-000900' });
    fireEvent.click(within(individual).getByRole('button', { name: 'Move to federation: Athlete 1' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Move back to the federation' })).getByRole('button', {
        name: 'Move to federation',
      }),
    );
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(2));
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.path).toBe(
      '/api/client/new_payments/participants/101/nf_move_to_nf/',
    );
    offReload();
    offTip();
  });

  it('shows the server’s refusal of a move as an error tip', async () => {
    const errorTip = vi.fn();
    const reload = vi.fn();
    const offError = appEvents.on(APP_EVENTS.SHOW_ERROR_TIP, errorTip);
    const offReload = appEvents.on(APP_EVENTS.RELOAD_SPORT_PAYMENT_CARD, reload);
    open({
      lists: { 'orders/nf_payments/': [federationOrder] },
      answer: (call) =>
        call.method === 'POST'
          ? json(
              {
                error: {
                  code: 400,
                  message: 'Something has been paid for this participant: it stays on its order',
                },
              },
              400,
            )
          : undefined,
    });
    const card = await screen.findByRole('article', { name: 'WS-000021' }, { timeout: 10_000 });
    fireEvent.click(within(card).getByRole('button', { name: 'Move to individual: Athlete 1' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Move to individual' }),
    );
    await waitFor(() =>
      expect(errorTip).toHaveBeenCalledWith({
        message: 'Something has been paid for this participant: it stays on its order',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(reload).not.toHaveBeenCalled();
    offError();
    offReload();
  });

  it('lets viewers read without moving anyone', async () => {
    open({ me: nfViewer, lists: { 'orders/nf_payments/': [federationOrder] } });
    const card = await screen.findByRole('article', { name: 'WS-000021' }, { timeout: 10_000 });
    expect(within(card).getByText('Athlete 1')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /Move/ })).toBeNull();
  });

  it('offers a retry when the orders or the totals cannot be loaded', async () => {
    let failing = true;
    const { calls } = open({
      lists: { 'orders/nf_payments/': [federationOrder] },
      answer: (call) =>
        failing && (call.path.endsWith('/orders/nf_payments/') || call.path.endsWith('/nf_total/'))
          ? json({ error: { code: 500, message: 'The service is down' } }, 500)
          : undefined,
    });
    expect(await screen.findByText('The orders could not be loaded', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('The service is down')).toBeTruthy();
    expect(screen.getByText('The totals could not be loaded.')).toBeTruthy();
    failing = false;
    for (const retry of screen.getAllByRole('button', { name: 'Try again' })) fireEvent.click(retry);
    expect(await screen.findByRole('article', { name: 'WS-000021' })).toBeTruthy();
    expect(await screen.findByLabelText('Totals in EUR')).toBeTruthy();
    expect(listCalls(calls, '/orders/nf_payments/')).toHaveLength(2);
  });

  it('says when the event does not exist', async () => {
    const { calls } = open({ event: null });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Event not found' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(calls.some((call) => call.path.includes('/new_payments/orders/nf_'))).toBe(false);
  });

  it('is not for athletes, and leads WSK staff to the event’s payments', async () => {
    const { calls, unmount } = open({ me: athleteUser });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Federation payments are not available to you' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(calls.some((call) => call.path.includes('/new_payments/orders/nf_'))).toBe(false);
    unmount();

    open({ me: wskAdmin });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Federation payments are not available to you' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Event payments' }).getAttribute('href')).toBe(
      '/event/1/payments',
    );
  });
});
