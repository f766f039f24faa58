// /event-registration/:id/:sportId/team-admin-athletes against a fake API: the team's roster with the roster
// jersey numbers and the reasons of the ineligible, the registered athletes with their numbers; registering
// an athlete with entries and a jersey number (the body), the numbers in use offered but disabled, the §5
// message for a number out of range and the one for a number in use, the server's refusal on the number,
// the reload of the numbers in use on `reload-custom-jersey-selections`, and a withdrawal.
import { APP_EVENTS } from '@portal/contract/app-events';
import { validationMessages } from '@portal/contract/validation';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { appEvents } from '../../../shared/events/app-events';
import { json } from '../../../shared/testing/mock-api';
import { athleteUser } from '../testing/events-api';
import {
  mockTeamRegistrationApi,
  teamCandidate,
  teamParticipant,
  teamSport,
} from '../testing/team-registration-api';

const PATH = '/event-registration/1/10/team-admin-athletes';

function open(options: Parameters<typeof mockTeamRegistrationApi>[0] = {}) {
  const api = mockTeamRegistrationApi({
    me: athleteUser,
    sport: teamSport(),
    // Registered 1 wears 7.
    teamParticipants: [teamParticipant(1, { jersey_number: 7 })],
    rosterCandidates: [
      teamCandidate(31, { full_name: 'Rita Roster', jersey_number: 12 }),
      teamCandidate(32, { full_name: 'Ugo Unnumbered' }),
      teamCandidate(33, {
        full_name: 'Dario Doping',
        jersey_number: 5,
        eligible: false,
        reasons: ['anti_doping_missing'],
      }),
    ],
    ...options,
  });
  storeTokens();
  return { ...api, ...renderRoutes(PATH) };
}

const roster = () => screen.findByRole('table', { name: 'Team roster' }, { timeout: 20_000 });
const rowOf = (table: HTMLElement, name: string) =>
  within(table).getByText(name).closest('tr') as HTMLElement;
const posts = (calls: ReturnType<typeof open>['calls']) => calls.filter((call) => call.method === 'POST');
const summaryReads = (calls: ReturnType<typeof open>['calls']) =>
  calls.filter((call) => call.path === '/api/client/events/1/sports/10/teams/4/registration/').length;

async function openForm(name: string) {
  const table = await roster();
  fireEvent.click(within(rowOf(table, name)).getByRole('button', { name: `Register ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: `Register ${name}` });
  fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Track' }));
  return dialog;
}

const jerseyField = (dialog: HTMLElement) =>
  within(dialog).getByLabelText(/Jersey number/, { selector: 'input' }) as HTMLInputElement;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('registering a team’s athletes', { timeout: 40_000 }, () => {
  it('shows the roster with jersey numbers and reasons, and the registered athletes with theirs', async () => {
    const { calls } = open();
    const table = await roster();
    expect(screen.getByRole('heading', { level: 1, name: 'Register team athletes' })).toBeTruthy();
    expect(within(rowOf(table, 'Rita Roster')).getByText('12')).toBeTruthy();
    const dario = rowOf(table, 'Dario Doping');
    expect(within(dario).getByText('No valid anti-doping certificate')).toBeTruthy();
    expect(within(dario).queryByRole('button', { name: /Register/ })).toBeNull();
    expect(
      calls.find((call) => call.path.endsWith('/teams/4/registration/candidates/'))?.search.get('kind'),
    ).toBe('team_athlete');
    const registered = await screen.findByRole('table', { name: 'Registered team athletes' });
    const one = rowOf(registered, 'Registered 1');
    expect(within(one).getByText('7')).toBeTruthy();
    expect(within(one).getByText('Track (Seniors)')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Quota' })).getByText('1 / 4')).toBeTruthy();
  });

  it('registers an athlete with entries and their roster number', async () => {
    const reloads: string[] = [];
    const off = appEvents.on(APP_EVENTS.RELOAD_CUSTOM_JERSEY_SELECTIONS, () => reloads.push('reload'));
    const { calls } = open();
    const dialog = await openForm('Rita Roster');
    // The roster number is offered first.
    expect(jerseyField(dialog).value).toBe('12');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls)[0]?.path).toBe('/api/client/events/1/sports/10/teams/4/participants/');
    expect(posts(calls)[0]?.body).toEqual({
      kind: 'team_athlete',
      user: 31,
      entries: [{ discipline: 21, category: 'Seniors' }],
      jersey_number: 12,
    });
    expect(reloads).toEqual(['reload']);
    const registered = await screen.findByRole('table', { name: 'Registered team athletes' });
    expect(await within(registered).findByText('Person 31')).toBeTruthy();
    expect(within(rowOf(registered, 'Person 31')).getByText('12')).toBeTruthy();
    off();
  });

  it('offers the numbers in use disabled and checks the number with the §5 messages', async () => {
    const { calls } = open();
    const dialog = await openForm('Ugo Unnumbered');
    // No roster number: one must be chosen.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('Choose a jersey number')).toBeTruthy();

    fireEvent.change(jerseyField(dialog), { target: { value: '7' } });
    const seven = await screen.findByRole('option', { name: /^7\s*in use$/, hidden: true });
    expect(seven.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('option', { name: '17', hidden: true }).getAttribute('aria-disabled')).toBeNull();
    expect(await within(dialog).findByText(validationMessages.jerseyNumberInUse)).toBeTruthy();

    fireEvent.change(jerseyField(dialog), { target: { value: '120' } });
    expect(await within(dialog).findByText('Jersey number should be between 1 and 99')).toBeTruthy();
    fireEvent.change(jerseyField(dialog), { target: { value: '0' } });
    expect(await within(dialog).findByText('Jersey number should be between 1 and 99')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(posts(calls)).toHaveLength(0);

    fireEvent.change(jerseyField(dialog), { target: { value: '23' } });
    await waitFor(() => expect(within(dialog).queryByText(/Jersey number should be/)).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls)[0]?.body).toMatchObject({ jersey_number: 23 });
  });

  it('shows the server’s refusal of the number on the field', async () => {
    const { calls } = open({
      write: (call) =>
        call.path.endsWith('/teams/4/participants/')
          ? json(
              {
                error: { code: 400, message: 'Bad request' },
                invalid_fields: { jersey_number: [validationMessages.jerseyNumberInUse] },
              },
              400,
            )
          : undefined,
    });
    const dialog = await openForm('Rita Roster');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    const message = await within(dialog).findByText(validationMessages.jerseyNumberInUse);
    expect(jerseyField(dialog).getAttribute('aria-invalid')).toBe('true');
    expect(message).toBeTruthy();
    expect(posts(calls)).toHaveLength(1);
  });

  it('asks again for the numbers in use on reload-custom-jersey-selections', async () => {
    const { calls } = open();
    await openForm('Rita Roster');
    await waitFor(() => expect(summaryReads(calls)).toBeGreaterThan(0));
    const before = summaryReads(calls);
    act(() => appEvents.emit(APP_EVENTS.RELOAD_CUSTOM_JERSEY_SELECTIONS));
    await waitFor(() => expect(summaryReads(calls)).toBeGreaterThan(before));
  });

  it('withdraws an athlete after confirming, freeing the number', async () => {
    const { calls } = open();
    const registered = await screen.findByRole(
      'table',
      { name: 'Registered team athletes' },
      { timeout: 20_000 },
    );
    fireEvent.click(within(registered).getByRole('button', { name: 'Withdraw Registered 1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Withdraw Registered 1?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls)[0]?.path).toBe('/api/client/events/1/participants/1/withdraw/');
    expect(await within(registered).findByText('Withdrawn')).toBeTruthy();
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: 'Quota' })).getByText('0 / 4')).toBeTruthy(),
    );
  });

  it('shows the empty roster', async () => {
    open({ rosterCandidates: [], teamParticipants: [] });
    expect(await screen.findByText('The team’s roster is empty', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByText('No team athletes registered yet')).toBeTruthy();
  });
});
