// /event-registration/:id/:sportId/team-admin-to against a fake API: a user without a team gets the empty
// state, WSK staff the note that teams register their own; the team's administrator sees the window, the
// team's quota, its officials, finds any account with the reasons the ineligible may not be registered,
// registers an official with a function (the body), withdraws one; a refused team is not available.
import { APP_EVENTS } from '@portal/contract/app-events';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { appEvents } from '../../../shared/events/app-events';
import { json } from '../../../shared/testing/mock-api';
import { athleteUser, eventSport, wskViewer } from '../testing/events-api';
import {
  mockTeamRegistrationApi,
  teamCandidate,
  teamParticipant,
  teamSport,
} from '../testing/team-registration-api';

const PATH = '/event-registration/1/10/team-admin-to';

function open(options: Parameters<typeof mockTeamRegistrationApi>[0] = {}, path = PATH) {
  const api = mockTeamRegistrationApi({
    me: athleteUser,
    sport: teamSport(),
    teamParticipants: [
      teamParticipant(1, { kind: 'team_official', function: 'Coach', entries: [], jersey_number: null }),
      teamParticipant(2, { kind: 'team_athlete' }),
    ],
    accountCandidates: [
      teamCandidate(21, { full_name: 'Olga Official', categories: [] }),
      teamCandidate(22, {
        full_name: 'Paolo Nopassport',
        categories: [],
        eligible: false,
        reasons: ['passport_missing'],
      }),
    ],
    ...options,
  });
  storeTokens();
  return { ...api, ...renderRoutes(path) };
}

const people = () => screen.findByRole('table', { name: 'People' }, { timeout: 20_000 });
const rowOf = (table: HTMLElement, name: string) =>
  within(table).getByText(name).closest('tr') as HTMLElement;
const posts = (calls: ReturnType<typeof open>['calls']) => calls.filter((call) => call.method === 'POST');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('registering a team’s officials', { timeout: 40_000 }, () => {
  it('shows a user without a team an empty state and asks nothing about a team', async () => {
    const { calls } = open({ teams: [] });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'You do not administer a team' },
        { timeout: 20_000 },
      ),
    ).toBeTruthy();
    expect(calls.some((call) => call.path.includes('/teams/4/'))).toBe(false);
  });

  it('tells WSK staff that teams register through their administrator', async () => {
    open({ me: wskViewer, teams: [] });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Team registrations are made by the team’s administrator' },
        { timeout: 20_000 },
      ),
    ).toBeTruthy();
  });

  it('lets WSK staff read a team named in the address, without Register or Withdraw', async () => {
    const { calls } = open({ me: wskViewer, teams: [], editable: false }, `${PATH}?team=4`);
    const table = await people();
    expect(within(table).getByText('Olga Official')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/client/events/1/sports/10/teams/4/registration/')).toBe(
      true,
    );
    expect(screen.getByText(/its administrator registers and withdraws them/)).toBeTruthy();
    const registered = await screen.findByRole('table', { name: 'Registered team officials' });
    expect(within(registered).getByText('Coach')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Register / })).toBeNull();
    expect(screen.queryByRole('button', { name: /Withdraw/ })).toBeNull();
  });

  it('shows the team, window and quota, the officials, and the reasons of the ineligible', async () => {
    const { calls } = open();
    const table = await people();
    expect(screen.getByRole('heading', { level: 1, name: 'Register team officials' })).toBeTruthy();
    expect(
      screen.getByText(/Roma Inline Marathon Team: Inline speed skating at World Championships 1/),
    ).toBeTruthy();
    const quota = screen.getByRole('region', { name: 'Quota' });
    expect(within(quota).getByText('1 / 2')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Registration window' })).getByText('€40.00'),
    ).toBeTruthy();

    const registered = await screen.findByRole('table', { name: 'Registered team officials' });
    expect(within(rowOf(registered, 'Registered 1')).getByText('Coach')).toBeTruthy();
    // The team's athlete is not an official.
    expect(within(registered).queryByText('Registered 2')).toBeNull();

    const nora = rowOf(table, 'Paolo Nopassport');
    expect(within(nora).getByText('No passport details')).toBeTruthy();
    expect(within(nora).queryByRole('button', { name: /Register/ })).toBeNull();
    const candidates = calls.find((call) => call.path.endsWith('/teams/4/registration/candidates/'));
    expect(candidates?.search.get('kind')).toBe('team_official');
  });

  it('finds an account and registers them as an official with a function', async () => {
    const { calls } = open();
    await people();
    fireEvent.change(screen.getByLabelText('Search people'), { target: { value: 'olga' } });
    await waitFor(
      () =>
        expect(
          calls.some(
            (call) => call.path.endsWith('/registration/candidates/') && call.search.get('search') === 'olga',
          ),
        ).toBe(true),
      { timeout: 5_000 },
    );
    const table = await people();
    await waitFor(() => expect(within(table).queryByText('Paolo Nopassport')).toBeNull());
    fireEvent.click(within(table).getByRole('button', { name: 'Register Olga Official' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register Olga Official as a team official' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Function/, { selector: 'input' }), {
      target: { value: 'Mechanic' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls)[0]?.path).toBe('/api/client/events/1/sports/10/teams/4/participants/');
    expect(posts(calls)[0]?.body).toEqual({ kind: 'team_official', user: 21, function: 'Mechanic' });
    const registered = await screen.findByRole('table', { name: 'Registered team officials' });
    expect(await within(registered).findByText('Person 21')).toBeTruthy();
    expect(within(rowOf(registered, 'Person 21')).getByText('Mechanic')).toBeTruthy();
  });

  it('shows the server’s refusal on the person', async () => {
    const { calls } = open({
      write: (call) =>
        call.path.endsWith('/teams/4/participants/')
          ? json(
              {
                error: { code: 400, message: 'Bad request' },
                invalid_fields: { user: ['The team’s quota is full'] },
              },
              400,
            )
          : undefined,
    });
    const table = await people();
    fireEvent.click(within(table).getByRole('button', { name: 'Register Olga Official' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register Olga Official as a team official' });
    fireEvent.change(within(dialog).getByLabelText(/Function/, { selector: 'input' }), {
      target: { value: 'Coach' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('The team’s quota is full')).toBeTruthy();
    expect(posts(calls)).toHaveLength(1);
  });

  it('withdraws an official after confirming and reloads the jersey selects', async () => {
    const reloads: string[] = [];
    const off = appEvents.on(APP_EVENTS.RELOAD_CUSTOM_JERSEY_SELECTIONS, () => reloads.push('reload'));
    const { calls } = open();
    const registered = await screen.findByRole(
      'table',
      { name: 'Registered team officials' },
      { timeout: 20_000 },
    );
    fireEvent.click(within(registered).getByRole('button', { name: 'Withdraw Registered 1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Withdraw Registered 1?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls)[0]?.path).toBe('/api/client/events/1/participants/1/withdraw/');
    expect(await within(registered).findByText('Withdrawn')).toBeTruthy();
    expect(reloads).toEqual(['reload']);
    off();
  });

  it('raises the dates guard instead of the form when the window is closed', async () => {
    const { calls } = open({
      sport: teamSport({ opens_on: '2026-05-01', phase: 'not_open_yet', outcome: 'NOT_OPENED_YET' }),
    });
    const table = await people();
    fireEvent.click(within(table).getByRole('button', { name: 'Register Olga Official' }));
    expect(await screen.findByRole('dialog', { name: 'Registration is not open yet' })).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
  });

  it('is not available for a team the server refuses', async () => {
    open(
      {
        read: (call) =>
          call.path.endsWith('/teams/9/registration/')
            ? json({ error: { code: 403, message: 'Forbidden' } }, 403)
            : undefined,
      },
      `${PATH}?team=9`,
    );
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'This team’s registration is not available to you' },
        { timeout: 20_000 },
      ),
    ).toBeTruthy();
  });

  it('says when the sport takes no team officials', async () => {
    open({ sport: eventSport() });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Team officials do not register for this sport' },
        { timeout: 20_000 },
      ),
    ).toBeTruthy();
  });

  it('shows the empty lists', async () => {
    open({ teamParticipants: [], accountCandidates: [] });
    expect(await screen.findByText('No team officials registered yet', {}, { timeout: 20_000 })).toBeTruthy();
    expect(await screen.findByText('Nobody to list')).toBeTruthy();
  });
});
