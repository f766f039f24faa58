// /event/:id/nf-management and its federation page against a fake API: WSK staff's list, NF staff taken to
// their own federation, the refusal (403) for everyone else, and a federation's contacts, eligible athletes
// and quotas; WSK staff's Participants tab: address, filters, decisions, export and credential links.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { fakeMatchMedia, PHONE_MEDIA } from '../../../shared/testing/dom-stubs';
import { json } from '../../../shared/testing/mock-api';
import { france, italy, mockEventsApi, nfAdmin, wskAdmin, wskViewer } from '../testing/events-api';
import { mockParticipantsApi, participantRow } from '../testing/participants-api';

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

function openParticipants(path: string, options: Parameters<typeof mockParticipantsApi>[0] = {}) {
  const api = mockParticipantsApi(options);
  storeTokens();
  return { ...api, ...renderRoutes(path) };
}

const PARTICIPANTS_PATH = '/api/client/events/1/participants/';
/** The list answers after the router's and the query's own delays: wait longer than the default second. */
const eventually = <T,>(check: () => T) => waitFor(check, { timeout: 10_000 });
const managed = [
  participantRow(1, { status: 'pending', need_wsk_match: true }),
  participantRow(2, { status: 'approved' }),
  participantRow(3, { status: 'rejected', kind: 'nto', entries: [], function: 'Team leader' }),
];

describe('NF management: participants', { timeout: 45_000 }, () => {
  const findTable = () => screen.findByRole('table', { name: 'Participants' }, { timeout: 10_000 });
  const rowOf = (table: HTMLElement, name: string) =>
    within(table).getByText(name).closest('tr') as HTMLElement;

  it('switches tabs through the address and lists the participants for WSK staff', async () => {
    const { calls, router } = openParticipants('/event/1/nf-management', {
      me: wskViewer,
      nfRows: rows,
      rows: managed,
    });
    await screen.findByRole('table', { name: 'National federations' }, { timeout: 10_000 });
    expect(calls.some((call) => call.path === PARTICIPANTS_PATH)).toBe(false);

    fireEvent.click(screen.getByRole('tab', { name: 'Participants' }));
    await eventually(() => expect(router.state.location.search).toBe('?tab=participants'));
    const table = await findTable();
    const pending = rowOf(table, 'Registered 1');
    expect(within(pending).getByText('Pending')).toBeTruthy();
    expect(within(pending).getByText('Needs WSK match')).toBeTruthy();
    expect(within(pending).getByText('registered1@portal.test')).toBeTruthy();
    expect(within(pending).getByText('Italy (ITA)')).toBeTruthy();
    expect(within(pending).getByText('Track (Seniors)')).toBeTruthy();
    expect(within(pending).getByText('10/04/2026')).toBeTruthy();
    expect(within(rowOf(table, 'Registered 3')).getByText('Team leader')).toBeTruthy();
    expect(within(rowOf(table, 'Registered 3')).getByText('National technical official')).toBeTruthy();
    expect(screen.getByText('3 participants')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Federations' }));
    await eventually(() => expect(router.state.location.search).toBe(''));
    expect(
      await screen.findByRole('table', { name: 'National federations' }, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it('sends the filters of the address as query parameters and keeps changes in it', async () => {
    const { calls, router } = openParticipants(
      '/event/1/nf-management?tab=participants&event_sport=10&kind=athlete&status=pending&federation=3&search=ros&need_wsk_match=true&page=2',
      { me: wskViewer, rows: [] },
    );
    const lastList = () => calls.filter((call) => call.path === PARTICIPANTS_PATH).at(-1);
    await screen.findByText('No participants match these filters', {}, { timeout: 10_000 });
    expect(Object.fromEntries(lastList()?.search ?? [])).toEqual({
      event_sport: '10',
      kind: 'athlete',
      status: 'pending',
      federation: '3',
      search: 'ros',
      need_wsk_match: 'true',
      page: '2',
      page_size: '20',
    });
    expect((screen.getByRole('switch', { name: /Needs WSK match/ }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('switch', { name: /Needs WSK match/ }));
    await eventually(() =>
      expect(router.state.location.search).toBe(
        '?tab=participants&event_sport=10&kind=athlete&status=pending&federation=3&search=ros',
      ),
    );
    await eventually(() => expect(lastList()?.search.get('need_wsk_match')).toBeNull());
    expect(lastList()?.search.get('page')).toBe('1');

    fireEvent.click(screen.getByLabelText(/^Status/, { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Approved', hidden: true }));
    await eventually(() => expect(lastList()?.search.get('status')).toBe('approved'));
    expect(router.state.location.search).toContain('status=approved');

    fireEvent.click(screen.getByLabelText(/^Federation/, { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'France', hidden: true }));
    await eventually(() => expect(lastList()?.search.get('federation')).toBe(String(france.id)));
  });

  it('says when no participant matches the filters', async () => {
    openParticipants('/event/1/nf-management?tab=participants&status=withdrawn', {
      me: wskViewer,
      rows: managed,
    });
    expect(
      await screen.findByRole(
        'heading',
        { name: 'No participants match these filters' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
  });

  it('shows viewers no decisions, and a credential link only for approved participants', async () => {
    openParticipants('/event/1/nf-management?tab=participants', { me: wskViewer, rows: managed });
    const table = await findTable();
    expect(within(table).queryByRole('button', { name: /^(Approve|Reject|Withdraw) / })).toBeNull();
    const links = within(table).getAllByRole('link', { name: /^Credential of / });
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('/pdf/2');
    expect(links[0]?.closest('tr')).toBe(rowOf(table, 'Registered 2'));
    // Viewers export too.
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });

  it('lets WSK administrators approve a pending registration', async () => {
    const { calls } = openParticipants('/event/1/nf-management?tab=participants', {
      me: wskAdmin,
      rows: managed,
    });
    const table = await findTable();
    expect(
      within(rowOf(table, 'Registered 2')).queryByRole('button', { name: 'Approve Registered 2' }),
    ).toBeNull();
    expect(within(rowOf(table, 'Registered 3')).queryByRole('button', { name: /Withdraw/ })).toBeNull();
    fireEvent.click(within(table).getByRole('button', { name: 'Approve Registered 1' }));
    await eventually(() =>
      expect(
        calls.some((call) => call.method === 'POST' && call.path === `${PARTICIPANTS_PATH}1/approve/`),
      ).toBe(true),
    );
    const approveCall = calls.find((call) => call.path === `${PARTICIPANTS_PATH}1/approve/`);
    expect(approveCall?.body).toBeUndefined();
    // The list is asked again and shows the decision.
    await eventually(() => expect(within(rowOf(table, 'Registered 1')).getByText('Approved')).toBeTruthy());
    expect(
      within(rowOf(table, 'Registered 1')).getByRole('link', { name: 'Credential of Registered 1' }),
    ).toBeTruthy();
  });

  it('asks for a reason before rejecting and sends it', async () => {
    const { calls } = openParticipants('/event/1/nf-management?tab=participants', {
      me: wskAdmin,
      rows: managed,
    });
    const table = await findTable();
    fireEvent.click(within(table).getByRole('button', { name: 'Reject Registered 1' }));
    const form = await screen.findByRole('form', { name: 'Reject Registered 1' });
    fireEvent.change(within(form).getByLabelText(/^Reason/), { target: { value: '   ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Reject' }));
    expect(await within(form).findByText('This field is required')).toBeTruthy();
    expect(calls.some((call) => call.path.endsWith('/reject/'))).toBe(false);

    fireEvent.change(within(form).getByLabelText(/^Reason/), { target: { value: '  No valid passport  ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Reject' }));
    await eventually(() => expect(screen.queryByRole('form', { name: 'Reject Registered 1' })).toBeNull());
    const sent = calls.find(
      (call) => call.method === 'POST' && call.path === `${PARTICIPANTS_PATH}1/reject/`,
    );
    expect(sent?.body).toEqual({ reason: 'No valid passport' });
    await eventually(() => expect(within(rowOf(table, 'Registered 1')).getByText('Rejected')).toBeTruthy());
  });

  it('shows the server’s refusal of a rejection in the dialog', async () => {
    openParticipants('/event/1/nf-management?tab=participants', {
      me: wskAdmin,
      rows: managed,
      write: (call) =>
        call.path.endsWith('/reject/')
          ? json(
              { error: { code: 400, message: 'Only pending registrations can be approved or rejected' } },
              400,
            )
          : undefined,
    });
    const table = await findTable();
    fireEvent.click(within(table).getByRole('button', { name: 'Reject Registered 1' }));
    const form = await screen.findByRole('form', { name: 'Reject Registered 1' });
    fireEvent.change(within(form).getByLabelText(/^Reason/), { target: { value: 'Late' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Reject' }));
    expect(
      await within(form).findByText('Only pending registrations can be approved or rejected'),
    ).toBeTruthy();
  });

  it('withdraws an active registration after confirming', async () => {
    const { calls } = openParticipants('/event/1/nf-management?tab=participants', {
      me: wskAdmin,
      rows: managed,
    });
    const table = await findTable();
    fireEvent.click(within(table).getByRole('button', { name: 'Withdraw Registered 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw Registered 2?' });
    expect(calls.some((call) => call.path.endsWith('/withdraw/'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await eventually(() =>
      expect(
        calls.some((call) => call.method === 'POST' && call.path === `${PARTICIPANTS_PATH}2/withdraw/`),
      ).toBe(true),
    );
    await eventually(() => expect(within(rowOf(table, 'Registered 2')).getByText('Withdrawn')).toBeTruthy());
  });

  it('exports the filtered list as a streamed file of the chosen format', async () => {
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    try {
      const { fetchMock } = openParticipants(
        '/event/1/nf-management?tab=participants&status=pending&federation=3&need_wsk_match=true&page=3',
        { me: wskViewer, rows: managed },
      );
      await findTable();
      fireEvent.click(screen.getByRole('button', { name: 'Export XLSX' }));
      await eventually(() => expect(clicked).toEqual(['participants-1.xlsx']));
      const exportCall = fetchMock.mock.calls.find(([url]) =>
        String(url).includes('/participants/export/'),
      ) as unknown as [string, RequestInit] | undefined;
      const url = new URL(String(exportCall?.[0]), 'http://localhost');
      expect(url.pathname).toBe(`${PARTICIPANTS_PATH}export/`);
      expect(Object.fromEntries(url.searchParams)).toEqual({
        status: 'pending',
        federation: '3',
        need_wsk_match: 'true',
        format: 'xlsx',
      });
      const headers = exportCall?.[1].headers as Record<string, string> | undefined;
      expect(headers?.Authorization).toBe('Bearer access');
      expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveProperty('disabled', false);
    } finally {
      click.mockRestore();
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    }
  });

  it('shows cards on a phone, with the same actions', async () => {
    const { matchMedia } = window;
    window.matchMedia = fakeMatchMedia(PHONE_MEDIA);
    try {
      openParticipants('/event/1/nf-management?tab=participants', { me: wskAdmin, rows: managed });
      const cards = await screen.findByRole('list', { name: 'Participants' }, { timeout: 10_000 });
      expect(screen.queryByRole('table', { name: 'Participants' })).toBeNull();
      const card = within(cards).getByText('Registered 1').closest('li') as HTMLElement;
      expect(within(card).getByRole('button', { name: 'Approve Registered 1' })).toBeTruthy();
      expect(within(card).getByText('10/04/2026')).toBeTruthy();
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('shows no participants tab to NF staff, even from a shared link', async () => {
    const { calls } = openParticipants('/event/1/nf-management?tab=participants&search=a', {
      me: nfAdmin,
      nfRows: rows,
      rows: managed,
    });
    await screen.findByRole('table', { name: 'National federations' }, { timeout: 10_000 });
    expect(screen.queryByRole('tab', { name: 'Participants' })).toBeNull();
    expect(calls.some((call) => call.path === PARTICIPANTS_PATH)).toBe(false);
  });

  it('still takes NF staff with a participants link to their own federation', async () => {
    openParticipants('/event/1/nf-management?tab=participants', {
      me: nfAdmin,
      nfRows: [rows[1] as (typeof rows)[number]],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Italy (ITA)' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });
});
