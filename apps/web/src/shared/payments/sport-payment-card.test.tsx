// The sport profile's payment card: NF staff's federation outstanding from nf_total, an athlete's own only
// when they pay anything, a team administrator's team summed from its awaiting orders; the links to each
// payments screen, the "New" badge of the §9 flag, nothing for anyone else, and the reload on
// `reload-sport-payment-card`.
import { APP_EVENTS } from '@portal/contract/app-events';
import type { OrderTotals } from '@portal/contract/order';
import type { User } from '@portal/contract/user';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenManager } from '../auth/token-manager';
import { appEvents } from '../events/app-events';
import { athlete } from '../testing/athlete';
import { json } from '../testing/mock-api';
import { SportPaymentCard } from './sport-payment-card';
import { mockPaymentsFetch, renderSignedIn } from './testing/render-with-payments';

const BASE = '/api/client/new_payments/';
const italy = { id: 3, name: 'Italy', code: 'ITA' };
const nfAdmin: User = {
  ...athlete,
  role: { id: 6, name: 'NF', type: 'nf_admin', permission: 'viewer' },
  nf_admin_federation: italy,
};
const athleteUser: User = {
  ...athlete,
  role: { id: 2, name: 'Athlete', type: 'athlete', permission: 'admin' },
};
const team = {
  id: 4,
  name: 'Roma Inline Marathon Team',
  country_code: 'IT',
  administrator: { id: 7, full_name: 'Ada Skater' },
  roster_size: 6,
};

const totals = (outstanding: string): OrderTotals => ({
  totals: [
    {
      currency: 'EUR',
      fees: outstanding,
      discount: '0.00',
      due: outstanding,
      paid: '0.00',
      refunded: '0.00',
      pending: '0.00',
      outstanding,
      orders: 1,
    },
  ],
});

const teamOrder = (id: number, outstanding: string) => ({
  id,
  amounts: { currency: 'EUR', outstanding },
});

const card = () => screen.findByRole('region', { name: 'Payments' });

afterEach(() => {
  tokenManager.clearTokens();
  vi.unstubAllGlobals();
});

describe('sport payment card', () => {
  it('shows NF staff their federation’s outstanding and leads to the federation payments', async () => {
    const calls = mockPaymentsFetch(nfAdmin, {
      [`${BASE}orders/nf_total/`]: () => json(totals('1234.50')),
    });
    renderSignedIn(<SportPaymentCard eventId={1} sportId={10} currency="EUR" />);
    const section = await card();
    expect(await within(section).findByText('Outstanding €1,234.50')).toBeTruthy();
    expect(within(section).getByText('Italy')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Federation payments' }).getAttribute('href')).toBe(
      '/event-registration/1/10/payments',
    );
    expect(calls.find((call) => call.path.endsWith('/nf_total/'))?.search.get('event')).toBe('1');
    expect(calls.some((call) => call.path.endsWith('/payments_exists/'))).toBe(false);
  });

  it('shows an athlete their own outstanding only when they pay anything for the event', async () => {
    const calls = mockPaymentsFetch(athleteUser, {
      [`${BASE}participants/payments_exists/`]: () => json({ exists: true }),
      [`${BASE}orders/athlete_total/`]: () => json({ totals: [] }),
    });
    const { unmount } = renderSignedIn(<SportPaymentCard eventId={1} sportId={10} currency="EUR" />);
    const section = await card();
    // No order yet in any currency: nothing outstanding, in the event's currency.
    expect(await within(section).findByText('Outstanding €0.00')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'My payments' }).getAttribute('href')).toBe(
      '/event-registration/1/10/my-payments',
    );
    expect(calls.find((call) => call.path.endsWith('/payments_exists/'))?.search.get('event')).toBe('1');
    unmount();

    const none = mockPaymentsFetch(athleteUser, {
      [`${BASE}participants/payments_exists/`]: () => json({ exists: false }),
    });
    renderSignedIn(<SportPaymentCard eventId={1} sportId={10} currency="EUR" />);
    await waitFor(() => expect(none.some((call) => call.path.endsWith('/payments_exists/'))).toBe(true));
    expect(screen.queryByRole('region', { name: 'Payments' })).toBeNull();
    expect(none.some((call) => call.path.endsWith('/athlete_total/'))).toBe(false);
  });

  it('sums a team administrator’s awaiting team orders', async () => {
    const calls = mockPaymentsFetch(athlete, {
      '/api/client/teams/teams/my/': () => json([team]),
      [`${BASE}orders/team_admin_payments/`]: () =>
        json({
          count: 2,
          next: null,
          previous: null,
          results: [teamOrder(1, '100.25'), teamOrder(2, '20.25')],
        }),
    });
    renderSignedIn(<SportPaymentCard eventId={1} sportId={10} currency="EUR" />);
    const section = await card();
    expect(await within(section).findByText('Outstanding €120.50')).toBeTruthy();
    expect(within(section).getByText(team.name)).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Team payments' }).getAttribute('href')).toBe(
      '/event-registration/1/10/team-payments',
    );
    const list = calls.find((call) => call.path.endsWith('/team_admin_payments/'));
    expect(list?.search.get('team')).toBe('4');
    expect(list?.search.get('event')).toBe('1');
  });

  it('shows nothing to someone who pays nothing', async () => {
    const calls = mockPaymentsFetch(athlete, {});
    renderSignedIn(<SportPaymentCard eventId={1} sportId={10} currency="EUR" />);
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('/teams/my/'))).toBe(true));
    expect(screen.queryByRole('region', { name: 'Payments' })).toBeNull();
    expect(calls.some((call) => call.path.startsWith(BASE))).toBe(false);
  });

  it('asks again on reload-sport-payment-card', async () => {
    let outstanding = '120.00';
    const calls = mockPaymentsFetch(nfAdmin, {
      [`${BASE}orders/nf_total/`]: () => json(totals(outstanding)),
    });
    renderSignedIn(<SportPaymentCard eventId={1} sportId={10} currency="EUR" />);
    expect(await within(await card()).findByText('Outstanding €120.00')).toBeTruthy();
    outstanding = '0.00';
    act(() => appEvents.emit(APP_EVENTS.RELOAD_SPORT_PAYMENT_CARD));
    expect(await screen.findByText('Outstanding €0.00')).toBeTruthy();
    expect(calls.filter((call) => call.path.endsWith('/nf_total/'))).toHaveLength(2);
  });

  it('offers a retry when the outstanding cannot be loaded', async () => {
    mockPaymentsFetch(nfAdmin, {
      [`${BASE}orders/nf_total/`]: () => json({ error: { code: 500, message: 'Down' } }, 500),
    });
    renderSignedIn(<SportPaymentCard eventId={1} sportId={10} currency="EUR" />);
    expect(await screen.findByText('What is outstanding could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('marks the payments link "New" while the startup flag is on', async () => {
    mockPaymentsFetch(
      nfAdmin,
      { [`${BASE}orders/nf_total/`]: () => json(totals('1.00')) },
      { new_payments_indicator: true },
    );
    const { unmount } = renderSignedIn(<SportPaymentCard eventId={1} sportId={10} currency="EUR" />);
    expect(await screen.findByRole('link', { name: 'Federation payments New' })).toBeTruthy();
    unmount();

    mockPaymentsFetch(nfAdmin, { [`${BASE}orders/nf_total/`]: () => json(totals('1.00')) });
    renderSignedIn(<SportPaymentCard eventId={1} sportId={10} currency="EUR" />);
    expect(await screen.findByText('Outstanding €1.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Federation payments' })).toBeTruthy();
    expect(screen.queryByText('New')).toBeNull();
  });
});
