// A fake of the marathon-teams calls for the screens' tests: the signed-in user, the teams list, one team's
// page, its seasons and roster, the user's own places, the roster candidates, and the changes (answer,
// leave, add, remove, edit, logo upload, ban, unban), each recorded with its body. A test may answer any
// call itself first (`answer`), e.g. with a 400.

import type { RosterCandidate } from '@portal/contract/endpoints/team-roster';
import type { Paged } from '@portal/contract/http';
import type { NationalFederation } from '@portal/contract/sport';
import type { RosterEntry, Team, TeamDetail, TeamSeason } from '@portal/contract/team';
import type { User } from '@portal/contract/user';
import { athlete } from '../../../../shared/testing/athlete';
import { json, mockAuthApi } from '../../../../shared/testing/mock-api';

export const BASE = '/api/client/teams/';

export interface Call {
  readonly path: string;
  readonly method: string;
  readonly search: URLSearchParams;
  readonly body?: unknown;
}

export const athleteUser: User = {
  ...athlete,
  id: 30,
  first_name: 'Ada',
  last_name: 'Skater',
  role: { id: 2, name: 'Athlete', type: 'athlete', permission: 'admin' },
};
export const teamAdminUser: User = {
  ...athlete,
  id: 7,
  first_name: 'Tina',
  last_name: 'Admin',
  role: { id: 2, name: 'Athlete', type: 'athlete', permission: 'admin' },
};
export const wskAdmin: User = {
  ...athlete,
  id: 1,
  role: { id: 3, name: 'WSK', type: 'wsk_admin', permission: 'admin' },
};
export const wskViewer: User = {
  ...athlete,
  id: 2,
  role: { id: 3, name: 'WSK', type: 'wsk_admin', permission: 'viewer' },
};

export function testTeam(id: number, overrides: Partial<Team> = {}): Team {
  return {
    id,
    name: `Team ${id}`,
    country_code: 'IT',
    sport_type: 'INLINE_SPEED_SKATING',
    administrator: { id: teamAdminUser.id, full_name: 'Tina Admin' },
    roster_size: 3,
    logo: null,
    ban: null,
    active_paid: false,
    ...overrides,
  };
}

export function teamDetail(overrides: Partial<TeamDetail> = {}): TeamDetail {
  return {
    ...testTeam(4, { name: 'Roma Inline Marathon Team', active_paid: true }),
    contact_email: 'roma@teams.test',
    contact_phone: '+39061234567',
    application: 3,
    created: '2026-01-10T10:00:00Z',
    ...overrides,
  };
}

export function rosterEntry(id: number, overrides: Partial<RosterEntry> = {}): RosterEntry {
  return {
    id,
    team: { id: 4, name: 'Roma Inline Marathon Team' },
    user: {
      id: 300 + id,
      full_name: `Athlete ${id}`,
      federation: { id: 3, code: 'ITA', name: 'Italy' },
      gender: 'female',
      birth_date: '2000-01-01',
      avatar: null,
    },
    jersey_number: id,
    status: 'accepted',
    created: '2026-02-01T10:00:00Z',
    decided: null,
    ...overrides,
  };
}

export function candidate(id: number, overrides: Partial<RosterCandidate> = {}): RosterCandidate {
  return {
    id,
    full_name: `Candidate ${id}`,
    federation: { id: 3, code: 'ITA', name: 'Italy' },
    gender: 'male',
    birth_date: '2001-01-01',
    avatar: null,
    on_roster: false,
    ...overrides,
  };
}

export const season2026: TeamSeason = { id: 1, name: '2026', starts_on: '2026-01-01', ends_on: '2026-12-31' };

const FEDERATIONS: readonly NationalFederation[] = [
  { id: 3, name: 'Italy', code: 'ITA', country_code: 'IT', flag: '', is_default: false },
  { id: 8, name: 'France', code: 'FRA', country_code: 'FR', flag: '', is_default: false },
];

const paged = <T>(results: readonly T[]): Paged<T> => ({
  count: results.length,
  next: null,
  previous: null,
  results: [...results],
});

export interface TeamsFakeOptions {
  readonly me?: User;
  readonly teams?: readonly Team[];
  readonly team?: TeamDetail;
  readonly seasons?: readonly TeamSeason[];
  readonly roster?: readonly RosterEntry[];
  readonly myPlaces?: readonly RosterEntry[];
  readonly candidates?: readonly RosterCandidate[];
  /** The teams the user administers (`teams/my/`). */
  readonly myTeams?: readonly Team[];
  /** Answers a call before the fake does; undefined lets the fake answer. */
  readonly answer?: (call: Call) => Response | undefined;
}

export function mockTeamsApi({
  me = athleteUser,
  teams = [],
  team = teamDetail(),
  seasons = [],
  roster = [],
  myPlaces = [],
  candidates = [],
  myTeams = [],
  answer,
}: TeamsFakeOptions = {}) {
  const calls: Call[] = [];
  let places = [...myPlaces];
  let current = team;
  const fetchMock = mockAuthApi({ '/api/client/users/users/me/': () => json(me) });
  const fallback = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call: Call = { path: url.pathname, method, search: url.searchParams, body };
    if (url.hostname === 'uploads.test') {
      calls.push(call);
      return new Response(null, { status: 204 });
    }
    if (url.pathname === '/api/client/sport/federations/') return json(paged(FEDERATIONS));
    if (!url.pathname.startsWith(BASE)) return fallback ? fallback(input) : json({}, 404);
    calls.push(call);
    const own = answer?.(call);
    if (own) return own;
    const path = url.pathname.slice(BASE.length);
    const teamPath = /^teams\/(\d+)\/(ban\/|unban\/)?$/.exec(path);
    const rosterPath = /^team-roster\/(\d+)\/(change_status\/)?$/.exec(path);
    if (path === 'teams/my/') return json(myTeams);
    if (path === 'team-seasons/now/') {
      return json({ id: 5, name: '2031', starts_on: '2031-01-01', ends_on: '2031-12-31' });
    }
    if (path === 'team-application-periods/now/') {
      return json({ id: null, name: null, starts_on: null, ends_on: null });
    }
    if (path === 'teams/' && method === 'GET') return json(paged(teams));
    if (path === 'teams/presign_url/' && method === 'POST') {
      return json({ url: 'https://uploads.test/upload', fields: { key: 'k' }, new_file_name: 'logo123.png' });
    }
    if (teamPath) {
      const action = teamPath[2];
      if (action === 'ban/')
        current = { ...current, ban: { since: '2026-03-01T10:00:00Z', reason: body.reason } };
      if (action === 'unban/') current = { ...current, ban: null };
      if (method === 'PATCH') current = { ...current, ...body, logo: current.logo };
      return json(current);
    }
    if (path === 'team-seasons/active_paid_by_team/') return json(seasons);
    if (path === 'team-roster/my/') {
      const status = url.searchParams.get('status');
      return json(places.filter((entry) => !status || entry.status === status));
    }
    if (path === 'team-roster/candidates/') return json(paged(candidates));
    if (path === 'team-roster/' && method === 'GET') {
      const status = url.searchParams.get('status');
      return json(paged(roster.filter((entry) => !status || entry.status === status)));
    }
    if (path === 'team-roster/' && method === 'POST') {
      return json(rosterEntry(99, { jersey_number: body.jersey_number, status: 'pending' }), 201);
    }
    if (rosterPath) {
      const id = Number(rosterPath[1]);
      if (method === 'DELETE') {
        places = places.filter((entry) => entry.id !== id);
        return new Response(null, { status: 204 });
      }
      places = places.map((entry) => (entry.id === id ? { ...entry, status: body.status } : entry));
      return json(places.find((entry) => entry.id === id) ?? rosterEntry(id, { status: body.status }));
    }
    return json({ error: { code: 404, message: 'Not found' } }, 404);
  });
  return {
    fetchMock,
    calls,
    /** The calls to a path under the team service, by method. */
    callsTo: (path: string, method = 'GET') =>
      calls.filter((call) => call.path === `${BASE}${path}` && call.method === method),
  };
}
