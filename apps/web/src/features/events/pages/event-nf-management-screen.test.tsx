// /event/:id/nf-management and its federation page against a fake API: WSK staff's list, NF staff taken to
// their own federation, the refusal (403) for everyone else, and a federation's contacts, eligible athletes
// and quotas.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { json } from '../../../shared/testing/mock-api';
import { france, italy, mockEventsApi, nfAdmin, wskViewer } from '../testing/events-api';

function open(path: string, options: Parameters<typeof mockEventsApi>[0] = {}) {
  const api = mockEventsApi(options);
  storeTokens();
  return { ...api, ...renderRoutes(path) };
}

const rows = [
  {
    federation: france,
    eligible_athletes: 4,
    quota_overrides: 0,
    administrators: 1,
    registered: 0,
    approved: 0,
  },
  {
    federation: italy,
    eligible_athletes: 12,
    quota_overrides: 2,
    administrators: 3,
    registered: 7,
    approved: 5,
  },
];
const refused = () => json({ error: { code: 403, message: 'You may only see your own federation' } }, 403);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NF management', { timeout: 20_000 }, () => {
  it('lists every federation for WSK staff, each linking to its page', async () => {
    open('/event/1/nf-management', { me: wskViewer, nfRows: rows });
    const table = await screen.findByRole('table', { name: 'National federations' }, { timeout: 10_000 });
    const link = within(table).getByRole('link', { name: 'Italy (ITA)' });
    expect(link.getAttribute('href')).toBe('/event/1/nf-management/3');
    const italyRow = within(table).getByRole('link', { name: 'Italy (ITA)' }).closest('tr') as HTMLElement;
    expect(within(italyRow).getByText('12')).toBeTruthy();
    // Registered (active) and approved registrations of the federation.
    expect(within(italyRow).getByText('7')).toBeTruthy();
    expect(within(italyRow).getByText('5')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Search federations' })).toBeTruthy();
  });

  it('keeps the search and the page in the address and asks the server for them', async () => {
    const { calls, router } = open('/event/1/nf-management?search=it&page=2', {
      me: wskViewer,
      nfRows: rows,
    });
    const lastList = () => calls.filter((call) => call.path === '/api/client/events/1/nf-management/').at(-1);
    await screen.findByRole('table', { name: 'National federations' }, { timeout: 10_000 });
    expect(lastList()?.search.get('search')).toBe('it');
    expect(lastList()?.search.get('page')).toBe('2');
    expect((screen.getByRole('textbox', { name: 'Search federations' }) as HTMLInputElement).value).toBe(
      'it',
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Search federations' }), {
      target: { value: 'fra' },
    });
    await waitFor(() => expect(router.state.location.search).toBe('?search=fra'));
    await waitFor(() => expect(lastList()?.search.get('search')).toBe('fra'));
    expect(lastList()?.search.get('page')).toBe('1');
  });

  it('says when no federation matches', async () => {
    open('/event/1/nf-management', { me: wskViewer, nfRows: [] });
    expect(await screen.findByText('No national federations yet', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('tells other users it is not available (403), without a retry', async () => {
    open('/event/1/nf-management', {
      read: (call) => (call.path.includes('/nf-management/') ? refused() : undefined),
    });
    expect(
      await screen.findByRole(
        'heading',
        { name: 'NF management is not available to you' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('takes NF staff straight to their federation: contacts, eligible athletes and quotas', async () => {
    open('/event/1/nf-management', { me: nfAdmin, nfRows: [rows[1] as (typeof rows)[number]] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Italy (ITA)' }, { timeout: 10_000 }),
    ).toBeTruthy();
    const email = screen.getByRole('link', { name: 'nf.admin@portal.test' });
    expect(email.getAttribute('href')).toBe('mailto:nf.admin@portal.test');
    expect(screen.getByText('Administrator')).toBeTruthy();
    expect(screen.getByText('Viewer')).toBeTruthy();
    expect(screen.getByText(/Judged on 05\/07\/2026 \(the event’s last day\)/)).toBeTruthy();
    const quotas = screen.getByRole('table', { name: 'Quotas: Inline speed skating' });
    const athletes = within(quotas).getByText('Athletes').closest('tr') as HTMLElement;
    expect(within(athletes).getByText('6')).toBeTruthy();
    // Used within the quota, and approved.
    expect(within(athletes).getByText('4')).toBeTruthy();
    expect(within(athletes).getByText('3')).toBeTruthy();
    expect(within(athletes).getByText('Own quota')).toBeTruthy();
    const ntos = within(quotas).getByText('National technical officials').closest('tr') as HTMLElement;
    expect(within(ntos).getByText('No limit')).toBeTruthy();
    expect(within(ntos).getByText('Default')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Athletes of Inline speed skating' }).getAttribute('href')).toBe(
      '/event-registration/1/10/individual-athletes?federation=3',
    );
    expect(screen.getByText(/Payments of this federation appear here once they exist/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'All federations' })).toBeNull();
  });

  it('refuses another federation to NF staff', async () => {
    open('/event/1/nf-management/8', {
      me: nfAdmin,
      read: (call) => (call.path.endsWith('/nf-management/8/') ? refused() : undefined),
    });
    expect(
      await screen.findByText('You may only see your own federation', {}, { timeout: 10_000 }),
    ).toBeTruthy();
  });
});
