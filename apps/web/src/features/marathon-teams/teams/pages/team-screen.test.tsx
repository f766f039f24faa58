// /marathon-teams/:id against a fake API: what each role may do (an athlete reads the page, the team's
// administrator edits it and its roster, a WSK viewer reads the roster, a WSK administrator also bans),
// the ban's required reason, adding an athlete with the §5 jersey rules checked before the call and the
// server's refusal on the field, and the logo upload (presign, upload, PATCH).
import { validationMessages } from '@portal/contract/validation';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../../app/testing/render-routes';
import { json } from '../../../../shared/testing/mock-api';
import {
  athleteUser,
  candidate,
  mockTeamsApi,
  rosterEntry,
  season2026,
  type TeamsFakeOptions,
  teamAdminUser,
  teamDetail,
  wskAdmin,
  wskViewer,
} from '../testing/teams-api';

const LOAD = { timeout: 10_000 };
const IN_USE = validationMessages.jerseyNumberInUse;

function open(options: TeamsFakeOptions = {}) {
  const api = mockTeamsApi({
    roster: [rosterEntry(7, { jersey_number: 7 }), rosterEntry(8, { jersey_number: 12, status: 'pending' })],
    candidates: [candidate(50), candidate(51, { full_name: 'Already There', on_roster: true })],
    ...options,
  });
  storeTokens();
  return { ...api, ...renderRoutes('/marathon-teams/4') };
}

const heading = () => screen.findByRole('heading', { level: 1, name: 'Roma Inline Marathon Team' }, LOAD);

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function openAddDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add athlete' }, LOAD));
  const dialog = await screen.findByRole('dialog', { name: /Add an athlete/ });
  fireEvent.change(within(dialog).getByLabelText(/Find an athlete/), { target: { value: 'cand' } });
  fireEvent.click(await within(dialog).findByRole('radio', { name: 'Candidate 50' }, LOAD));
  return dialog;
}

function typeJersey(dialog: HTMLElement, value: string) {
  fireEvent.change(within(dialog).getByLabelText(/Jersey number/), { target: { value } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add athlete' }));
}

describe('the team page by role', { timeout: 20_000 }, () => {
  it('shows an athlete the team and its seasons, without roster, edit or ban', async () => {
    const { callsTo } = open({ me: athleteUser, seasons: [season2026] });
    await heading();
    expect(await screen.findByText('Active in 2026', {}, LOAD)).toBeTruthy();
    const seasons = screen.getByRole('list', { name: 'Active seasons' });
    expect(
      within(seasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Active in 2026')]);
    expect(screen.queryByRole('region', { name: 'Roster' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ban' })).toBeNull();
    expect(callsTo('team-roster/')).toHaveLength(0);
  });

  it('gives the team’s administrator edit, the roster with remove, and add athlete', async () => {
    open({ me: teamAdminUser });
    await heading();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ban' })).toBeNull();
    const roster = await screen.findByRole('region', { name: 'Roster' }, LOAD);
    expect(await within(roster).findByText('Athlete 7', {}, LOAD)).toBeTruthy();
    expect(within(roster).getByText('Waiting for the athlete')).toBeTruthy();
    expect(within(roster).getByRole('button', { name: 'Remove Athlete 7' })).toBeTruthy();
    expect(within(roster).getByRole('button', { name: 'Add athlete' })).toBeTruthy();
    expect(screen.getByText('No paid season yet')).toBeTruthy();
  });

  it('shows a WSK viewer the roster but no edit, ban or roster change', async () => {
    open({ me: wskViewer });
    await heading();
    const roster = await screen.findByRole('region', { name: 'Roster' }, LOAD);
    expect(await within(roster).findByText('Athlete 7', {}, LOAD)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ban' })).toBeNull();
    expect(within(roster).queryByRole('button', { name: 'Add athlete' })).toBeNull();
    expect(within(roster).queryByRole('button', { name: /^Remove/ })).toBeNull();
  });

  it('lets a WSK administrator ban only with a reason, then unban', async () => {
    const { callsTo } = open({ me: wskAdmin });
    await heading();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ban' }));
    const dialog = await screen.findByRole('dialog', { name: /Ban Roma/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ban team' }));
    expect(await within(dialog).findByText(validationMessages.required)).toBeTruthy();
    expect(callsTo('teams/4/ban/', 'POST')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Unpaid fines' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ban team' }));
    await waitFor(() => expect(callsTo('teams/4/ban/', 'POST')[0]?.body).toEqual({ reason: 'Unpaid fines' }));
    expect(await screen.findByText('This team is banned', {}, LOAD)).toBeTruthy();
    expect(screen.getByText('Unpaid fines')).toBeTruthy();
    // A banned team's roster cannot change.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Add athlete' })).toBeNull());

    fireEvent.click(await screen.findByRole('button', { name: 'Unban' }));
    const confirm = await screen.findByRole('dialog', { name: /Unban Roma/ });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Unban team' }));
    await waitFor(() => expect(callsTo('teams/4/unban/', 'POST')).toHaveLength(1));
  });
});

describe('adding an athlete', { timeout: 30_000 }, () => {
  it('refuses a jersey number in use by another pending or accepted place without calling', async () => {
    const { callsTo } = open({ me: teamAdminUser });
    const dialog = await openAddDialog();
    await waitFor(() =>
      expect(callsTo('team-roster/').some((c) => c.search.get('status') === 'pending')).toBe(true),
    );
    typeJersey(dialog, '12');
    expect(await within(dialog).findByText(IN_USE)).toBeTruthy();
    expect(callsTo('team-roster/', 'POST')).toHaveLength(0);
  });

  it('refuses 0 on an inline team with the §5 range message', async () => {
    const { callsTo } = open({ me: teamAdminUser });
    const dialog = await openAddDialog();
    typeJersey(dialog, '0');
    expect(await within(dialog).findByText('Jersey number should be between 1 and 99')).toBeTruthy();
    expect(callsTo('team-roster/', 'POST')).toHaveLength(0);
  });

  it('accepts 0 on a roller-derby team and sends the place', async () => {
    const { callsTo } = open({ me: teamAdminUser, team: teamDetail({ sport_type: 'ROLLER_DERBY' }) });
    const dialog = await openAddDialog();
    typeJersey(dialog, '0');
    await waitFor(() =>
      expect(callsTo('team-roster/', 'POST')[0]?.body).toEqual({ team: 4, user: 50, jersey_number: 0 }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Add an athlete/ })).toBeNull());
  });

  it('shows the server’s refusal of the jersey number on the field', async () => {
    open({
      me: teamAdminUser,
      answer: (call) =>
        call.method === 'POST' && call.path.endsWith('/team-roster/')
          ? json(
              {
                status: 'ERR',
                error: { code: 400, message: 'Invalid input' },
                invalid_fields: { jersey_number: [IN_USE] },
              },
              400,
            )
          : undefined,
    });
    const dialog = await openAddDialog();
    typeJersey(dialog, '33');
    const field = within(dialog).getByLabelText(/Jersey number/);
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText(IN_USE)).toBeTruthy();
  });

  it('does not let an athlete already on the roster be chosen', async () => {
    open({ me: teamAdminUser });
    const dialog = await openAddDialog();
    const taken = within(dialog).getByRole('radio', { name: 'Already There' });
    expect(taken.hasAttribute('disabled') || taken.getAttribute('aria-disabled') === 'true').toBe(true);
  });
});

describe('editing the team', { timeout: 20_000 }, () => {
  it('uploads a new logo (presign, upload) and saves its key with the PATCH', async () => {
    const { calls, callsTo } = open({ me: teamAdminUser });
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit team' });
    const input = dialog.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File(['png'], 'logo.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    fireEvent.change(within(dialog).getByLabelText(/Team name/), { target: { value: 'Roma Marathon' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save team' }));

    await waitFor(() => expect(callsTo('teams/4/', 'PATCH')).toHaveLength(1), LOAD);
    expect(callsTo('teams/presign_url/', 'POST')[0]?.body).toEqual({ file_name: 'logo.png' });
    const order = calls.map((call) => `${call.method} ${call.path}`);
    const upload = order.indexOf('POST /upload');
    expect(upload).toBeGreaterThan(order.indexOf('POST /api/client/teams/teams/presign_url/'));
    expect(upload).toBeLessThan(order.indexOf('PATCH /api/client/teams/teams/4/'));
    expect(callsTo('teams/4/', 'PATCH')[0]?.body).toEqual({
      name: 'Roma Marathon',
      contact_email: 'roma@teams.test',
      contact_phone: '+39061234567',
      logo: 'logo123.png',
    });
  });
});
