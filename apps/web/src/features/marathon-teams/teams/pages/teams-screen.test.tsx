// /marathon-teams against a fake API: the list with its badges, the filters sent as the list's query, and
// the user's own places: answering a pending one (the call, `update_user_roster_team`, the refreshed lists)
// and leaving an accepted one after a confirmation.
import { APP_EVENTS } from '@portal/contract/app-events';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../../app/testing/render-routes';
import { appEvents } from '../../../../shared/events/app-events';
import {
  athleteUser,
  mockTeamsApi,
  rosterEntry,
  type TeamsFakeOptions,
  teamAdminUser,
  testTeam,
  wskViewer,
} from '../testing/teams-api';

const LOAD = { timeout: 10_000 };

function open(options: TeamsFakeOptions = {}, path = '/marathon-teams') {
  const api = mockTeamsApi(options);
  storeTokens();
  return { ...api, ...renderRoutes(path) };
}

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the marathon teams list', { timeout: 20_000 }, () => {
  it('shows each team with its country, roster size and badges', async () => {
    open({
      teams: [
        testTeam(1, { name: 'Roma Skaters', active_paid: true, roster_size: 1 }),
        testTeam(2, {
          name: 'Lyon Rollers',
          country_code: 'FR',
          ban: { since: '2026-03-01T10:00:00Z', reason: 'Unpaid fines' },
        }),
      ],
    });
    const table = await screen.findByRole('table', { name: 'Marathon teams' }, LOAD);
    const roma = within(table).getByRole('link', { name: 'Roma Skaters' }).closest('tr') as HTMLElement;
    // The current season's name as the server gives it (team-seasons/now/).
    expect(await within(roma).findByText('Active 2031')).toBeTruthy();
    expect(within(roma).getByText('1 athlete')).toBeTruthy();
    expect(within(roma).queryByText('Banned')).toBeNull();
    const lyon = within(table).getByRole('link', { name: 'Lyon Rollers' }).closest('tr') as HTMLElement;
    expect(within(lyon).getByText('Not paid')).toBeTruthy();
    expect(within(lyon).getByText('Banned')).toBeTruthy();
    expect(within(lyon).getByText('France')).toBeTruthy();
    expect(within(roma).getByRole('link', { name: 'Roma Skaters' }).getAttribute('href')).toBe(
      '/marathon-teams/1',
    );
  });

  it('sends the filters of the URL and those chosen as the list’s query', async () => {
    const { callsTo } = open({ teams: [testTeam(1)] }, '/marathon-teams?banned=true&page=2');
    await screen.findByRole('table', { name: 'Marathon teams' }, LOAD);
    const first = callsTo('teams/').at(-1);
    expect(Object.fromEntries(first?.search ?? [])).toEqual({ banned: 'true', page: '2', page_size: '20' });

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'roma' } });
    await waitFor(() => expect(callsTo('teams/').at(-1)?.search.get('search')).toBe('roma'), LOAD);
    // A new filter goes back to the first page.
    expect(callsTo('teams/').at(-1)?.search.get('page')).toBe('1');

    fireEvent.click(screen.getByRole('combobox', { name: 'Current season' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Not paid', hidden: true }));
    await waitFor(() =>
      expect(Object.fromEntries(callsTo('teams/').at(-1)?.search ?? [])).toEqual({
        search: 'roma',
        banned: 'true',
        active_paid: 'false',
        page: '1',
        page_size: '20',
      }),
    );
  });

  it('says when no team matches the filters', async () => {
    open({ teams: [] }, '/marathon-teams?search=zzz');
    expect(await screen.findByText('No teams match these filters', {}, LOAD)).toBeTruthy();
  });
});

describe('my team places', { timeout: 20_000 }, () => {
  it('accepts a pending place: the call, update_user_roster_team and the refreshed lists', async () => {
    const emit = vi.spyOn(appEvents, 'emit');
    const { callsTo } = open({ myPlaces: [rosterEntry(11, { status: 'pending', jersey_number: 23 })] });
    const section = await screen.findByRole('region', { name: 'My team places' }, LOAD);
    expect(within(section).getByText('Jersey number 23')).toBeTruthy();
    const listsBefore = callsTo('teams/').length;

    fireEvent.click(
      within(section).getByRole('button', { name: 'Accept the place on Roma Inline Marathon Team' }),
    );
    await waitFor(() => expect(callsTo('team-roster/11/change_status/', 'PATCH')).toHaveLength(1));
    expect(callsTo('team-roster/11/change_status/', 'PATCH')[0]?.body).toEqual({ status: 'accepted' });
    await waitFor(() => expect(emit).toHaveBeenCalledWith(APP_EVENTS.UPDATE_USER_ROSTER_TEAM));
    // The place is now accepted: it may be left, and the teams list was asked again.
    expect(
      await within(section).findByRole('button', { name: 'Leave Roma Inline Marathon Team' }, LOAD),
    ).toBeTruthy();
    expect(within(section).queryByRole('button', { name: /^Accept/ })).toBeNull();
    await waitFor(() => expect(callsTo('teams/').length).toBeGreaterThan(listsBefore));
  });

  it('declines a pending place', async () => {
    const emit = vi.spyOn(appEvents, 'emit');
    const { callsTo } = open({ myPlaces: [rosterEntry(12, { status: 'pending' })] });
    const section = await screen.findByRole('region', { name: 'My team places' }, LOAD);
    fireEvent.click(
      within(section).getByRole('button', { name: 'Decline the place on Roma Inline Marathon Team' }),
    );
    await waitFor(() =>
      expect(callsTo('team-roster/12/change_status/', 'PATCH')[0]?.body).toEqual({ status: 'declined' }),
    );
    await waitFor(() => expect(emit).toHaveBeenCalledWith(APP_EVENTS.UPDATE_USER_ROSTER_TEAM));
    // A declined place leaves the section, which has nothing more to show.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'My team places' })).toBeNull(), LOAD);
  });

  it('leaves an accepted team only after the confirmation', async () => {
    const { callsTo } = open({ myPlaces: [rosterEntry(13, { status: 'accepted' })] });
    const section = await screen.findByRole('region', { name: 'My team places' }, LOAD);
    fireEvent.click(within(section).getByRole('button', { name: 'Leave Roma Inline Marathon Team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Roma Inline Marathon Team?' });
    expect(callsTo('team-roster/13/', 'DELETE')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave team' }));
    await waitFor(() => expect(callsTo('team-roster/13/', 'DELETE')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'My team places' })).toBeNull(), LOAD);
  });

  it('shows nothing while the user has no place', async () => {
    open({ teams: [testTeam(1)] });
    await screen.findByRole('table', { name: 'Marathon teams' }, LOAD);
    expect(screen.queryByRole('region', { name: 'My team places' })).toBeNull();
  });
});

describe('the marathon teams sections', { timeout: 20_000 }, () => {
  const sections = async () => {
    const nav = await screen.findByRole('navigation', { name: 'Marathon teams' }, LOAD);
    await screen.findByRole('table', { name: 'Marathon teams' }, LOAD);
    return nav;
  };
  const labels = (nav: HTMLElement) =>
    within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);

  it('shows an athlete the teams only', async () => {
    open({ me: athleteUser, teams: [testTeam(1)] });
    expect(labels(await sections())).toEqual(['Marathon teams']);
  });

  it('shows WSK staff the applications and the annual team payments', async () => {
    open({ me: wskViewer, teams: [testTeam(1)] });
    expect(labels(await sections())).toEqual(['Marathon teams', 'Applications', 'Annual team payments']);
  });

  it('shows a team’s administrator the team admin payments', async () => {
    open({ me: teamAdminUser, teams: [testTeam(1)], myTeams: [testTeam(4)] });
    const nav = await sections();
    await waitFor(() => expect(labels(nav)).toEqual(['Marathon teams', 'Team admin payments']));
  });
});
