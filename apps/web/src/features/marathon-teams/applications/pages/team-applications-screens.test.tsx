// WSK's review screens against a fake API: the list (submitted by default; status, country and search into
// the address and the query; rows opening the details; anyone else told the page is not theirs) and the
// details (decisions only for WSK administrators and only on a submitted application, approval sending
// {status: 'approved'} and linking the new team, rejection needing a reason, withdrawing).
import type { TeamApplication } from '@portal/contract/team-application';
import { TEAM_APPLICATION_MESSAGES } from '@portal/contract/team-application';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { athlete } from '../../../../shared/testing/athlete';
import { fakeMatchMedia } from '../../../../shared/testing/dom-stubs';
import { json } from '../../../../shared/testing/mock-api';
import { PHONE_QUERY } from '../components/applications-list';
import {
  application,
  BASE,
  type Call,
  LOAD,
  openScreen,
  wskAdmin,
  wskViewer,
} from '../testing/applications-api';

afterEach(() => {
  vi.unstubAllGlobals();
});

const listQueries = (calls: readonly Call[]) =>
  calls
    .filter((call) => call.path === BASE && call.method === 'GET')
    .map((call) => Object.fromEntries(call.query));

describe('team applications list', { timeout: 30_000 }, () => {
  it('lists the submitted applications first and puts the filters into the address and the query', async () => {
    const rows = [application(1), application(2, { status: 'approved', team_name: 'Amsterdam Flyers' })];
    const { calls, router } = openScreen('/marathon-applications', { me: wskViewer, applications: rows });
    const table = await screen.findByRole('table', { name: 'Team applications' }, LOAD);
    expect(within(table).getByText('Team 1')).toBeTruthy();
    expect(within(table).getByText('Waiting for review')).toBeTruthy();
    expect(within(table).queryByText('Amsterdam Flyers')).toBeNull();
    expect(listQueries(calls)[0]).toEqual({ page: '1', page_size: '20', status: 'submitted' });

    fireEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'All statuses', hidden: true }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=all'));
    await waitFor(() => expect(listQueries(calls).at(-1)).toEqual({ page: '1', page_size: '20' }));
    expect(await screen.findByText('Amsterdam Flyers')).toBeTruthy();

    fireEvent.click(screen.getByRole('combobox', { name: 'Country' }));
    fireEvent.click(await screen.findByRole('option', { name: /Netherlands/, hidden: true }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=all&country=NL'));
    await waitFor(() =>
      expect(listQueries(calls).at(-1)).toEqual({ page: '1', page_size: '20', country: 'NL' }),
    );

    fireEvent.change(screen.getByRole('textbox', { name: 'Search applications' }), {
      target: { value: ' flyers ' },
    });
    await waitFor(() => expect(router.state.location.search).toBe('?status=all&country=NL&search=flyers'));
    await waitFor(() =>
      expect(listQueries(calls).at(-1)).toEqual({
        page: '1',
        page_size: '20',
        country: 'NL',
        search: 'flyers',
      }),
    );
  });

  it('opens an application from its row', async () => {
    const { router } = openScreen('/marathon-applications', { me: wskAdmin, applications: [application(7)] });
    const table = await screen.findByRole('table', { name: 'Team applications' }, LOAD);
    fireEvent.click(within(table).getByText('team7@example.test'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/marathon-team-application/7'));
    expect(await screen.findByRole('heading', { name: 'Team 7', level: 1 }, LOAD)).toBeTruthy();
  });

  it('tells an empty list apart from filters matching nothing', async () => {
    openScreen('/marathon-applications', { me: wskAdmin, applications: [] });
    expect(await screen.findByText('No applications here', {}, LOAD)).toBeTruthy();
  });

  it('shows a card per application on a phone', async () => {
    const original = window.matchMedia;
    window.matchMedia = fakeMatchMedia((query) => query === PHONE_QUERY);
    try {
      openScreen('/marathon-applications', { me: wskAdmin, applications: [application(3)] });
      const cards = await screen.findByRole('list', { name: 'Team applications' }, LOAD);
      const card = within(cards).getByRole('listitem', { name: 'Team 3' });
      expect(within(card).getByText('Waiting for review')).toBeTruthy();
      expect(screen.queryByRole('table')).toBeNull();
    } finally {
      window.matchMedia = original;
    }
  });

  it('shows the no-access state to users who are not WSK staff, without asking for the list', async () => {
    const { calls } = openScreen('/marathon-applications', { me: athlete, applications: [application(1)] });
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this page' }, LOAD),
    ).toBeTruthy();
    expect(listQueries(calls)).toHaveLength(0);
  });
});

const DETAILS = '/marathon-team-application/5';

function decisions(calls: readonly Call[]) {
  return calls.filter((call) => call.path === `${BASE}5/change_status/`);
}

describe('team application details', { timeout: 30_000 }, () => {
  it('shows the application in full, with the decision buttons for a WSK administrator', async () => {
    openScreen(DETAILS, {
      me: wskAdmin,
      applications: [application(5, { applicant: { id: 9, full_name: 'Ada Skater' } })],
    });
    expect(await screen.findByRole('heading', { name: 'Team 5', level: 1 }, LOAD)).toBeTruthy();
    expect(screen.getByText('admin5@example.test')).toBeTruthy();
    expect(screen.getByText('Marco Rossi')).toBeTruthy();
    expect(screen.getByText('Ada Skater')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Document 1/ }).getAttribute('href')).toBe(
      'https://files.test/doc-5.pdf?signature=x',
    );
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeTruthy();
  });

  it('offers no decision to a WSK viewer', async () => {
    openScreen(DETAILS, { me: wskViewer, applications: [application(5)] });
    await screen.findByRole('heading', { name: 'Team 5', level: 1 }, LOAD);
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
  });

  it.each(['draft', 'approved', 'rejected', 'withdrawn'] as const)(
    'offers no decision on a %s application',
    async (status) => {
      openScreen(DETAILS, { me: wskAdmin, applications: [application(5, { status })] });
      await screen.findByRole('heading', { name: 'Team 5', level: 1 }, LOAD);
      expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
      expect(Boolean(screen.queryByRole('button', { name: 'Withdraw' }))).toBe(status === 'draft');
    },
  );

  it('approves with {status: "approved"} after the confirmation, then links the new team', async () => {
    const approved: TeamApplication = {
      ...application(5),
      status: 'approved',
      team: { id: 12, name: 'Team 5' },
      decided: '2026-11-21T09:00:00Z',
      decided_by: { id: 1, full_name: 'Wanda Keller' },
    };
    const { calls } = openScreen(DETAILS, {
      me: wskAdmin,
      applications: [application(5)],
      answer: (call) => (call.path === `${BASE}5/change_status/` ? json(approved) : undefined),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the application' });
    expect(within(dialog).getByText(/creates the team and e-mails an invitation to/)).toBeTruthy();
    expect(within(dialog).getByText('admin5@example.test')).toBeTruthy();
    expect(decisions(calls)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(decisions(calls)).toHaveLength(1));
    expect(decisions(calls)[0]?.body).toEqual({ status: 'approved' });
    const link = await screen.findByRole('link', { name: 'Open Team 5' });
    expect(link.getAttribute('href')).toBe('/marathon-teams/12');
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('rejects only with a reason', async () => {
    const { calls } = openScreen(DETAILS, {
      me: wskAdmin,
      applications: [application(5)],
      answer: (call) =>
        call.path === `${BASE}5/change_status/`
          ? json({ ...application(5), status: 'rejected', reason: 'No documents of the club' })
          : undefined,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the application' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(TEAM_APPLICATION_MESSAGES.REASON_REQUIRED)).toBeTruthy();
    expect(decisions(calls)).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'No documents of the club' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(decisions(calls)).toHaveLength(1));
    expect(decisions(calls)[0]?.body).toEqual({ status: 'rejected', reason: 'No documents of the club' });
    expect(await screen.findByText('Reason for the rejection')).toBeTruthy();
  });

  it('lets the signed-in applicant withdraw their undecided application', async () => {
    const mine = application(5, { applicant: { id: athlete.id, full_name: 'Ada Skater' } });
    const { calls } = openScreen(DETAILS, {
      me: athlete,
      applications: [mine],
      answer: (call) => (call.method === 'DELETE' ? new Response(null, { status: 204 }) : undefined),
    });
    expect(await screen.findByRole('heading', { name: 'Team 5', level: 1 }, LOAD)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw the application' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'DELETE' && call.path === `${BASE}5/`)).toBe(true),
    );
  });

  it('shows the no-access state when the server does not show the application to a non-WSK user', async () => {
    openScreen(DETAILS, { me: athlete, applications: [] });
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this page' }, LOAD),
    ).toBeTruthy();
  });
});
