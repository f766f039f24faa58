// A fake of the team registration endpoints for the screens' tests, on top of the events fake: the user's
// teams (`teams/my/`), a team's registration summary (quota use and jersey numbers in use follow the
// registrations), its candidates by kind (the roster with jersey numbers, or any account by search), its
// participants, registrations that stick (a number in use is refused on `jersey_number`, as the server
// does) and withdrawals. Every call is recorded with its query and body.
import type { TeamRegisteredKind } from '@portal/contract/endpoints/teams';
import type { EventSport } from '@portal/contract/event';
import {
  isActiveStatus,
  type KindRegistration,
  type Participant,
  type TeamRegistration,
  type TeamRegistrationCandidate,
} from '@portal/contract/participant';
import type { Team } from '@portal/contract/team';
import { validationMessages } from '@portal/contract/validation';
import { json } from '../../../shared/testing/mock-api';
import {
  type Call,
  eventSport,
  type FakeOptions,
  mockEventsApi,
  participant,
  registrationCandidate,
} from './events-api';

export const romaTeam: Team = {
  id: 4,
  name: 'Roma Inline Marathon Team',
  country_code: 'IT',
  administrator: { id: 7, full_name: 'Tina Admin' },
  sport_type: 'INLINE_SPEED_SKATING',
  roster_size: 3,
  logo: null,
  ban: null,
  active_paid: true,
};

const speed = { id: 4, name: 'Inline speed skating', type: 'INLINE_SPEED_SKATING' as const };

export function teamCandidate(
  id: number,
  overrides: Partial<TeamRegistrationCandidate> = {},
): TeamRegistrationCandidate {
  return { ...registrationCandidate(id), jersey_number: null, ...overrides };
}

export function teamParticipant(id: number, overrides: Partial<Participant> = {}): Participant {
  return participant(id, {
    kind: 'team_athlete',
    federation: null,
    team: { id: romaTeam.id, name: romaTeam.name },
    jersey_number: 10 + id,
    registered_by: { id: 7, full_name: 'Tina Admin' },
    ...overrides,
  });
}

type Settings = EventSport['participants'][number];

const teamWindow = (kind: Settings['kind'], overrides: Partial<Settings> = {}): Settings => ({
  kind,
  opens_on: '2026-04-01',
  reduction_ends_on: null,
  closes_on: '2026-05-31',
  amount: '40.00',
  reduced_amount: null,
  quota: 2,
  phase: 'open',
  outcome: null,
  ...overrides,
});

/** The demo sport with the team kinds' windows open today. */
export function teamSport(overrides: Partial<Settings> = {}): EventSport {
  const sport = eventSport();
  return eventSport({
    participants: [
      ...sport.participants,
      teamWindow('team_official', overrides),
      teamWindow('team_athlete', overrides),
    ],
  });
}

export interface TeamFakeOptions extends FakeOptions {
  /** The answer of `teams/my/`; a Response for a failure. */
  readonly teams?: readonly Team[] | Response;
  /** The team's registrations of the event sport (both kinds). */
  readonly teamParticipants?: readonly Participant[];
  readonly rosterCandidates?: readonly TeamRegistrationCandidate[];
  /** Every account, for the officials' search. */
  readonly accountCandidates?: readonly TeamRegistrationCandidate[];
  /** The kinds with a row on the sport, and their quota. */
  readonly teamQuotas?: Partial<Record<TeamRegisteredKind, number | null>>;
  readonly jersey?: TeamRegistration['jersey'];
  readonly editable?: boolean;
}

const TEAM = /^\/api\/client\/events\/\d+\/sports\/(\d+)\/teams\/(\d+)\/(.*)$/;
const WITHDRAW = /^\/api\/client\/events\/\d+\/participants\/(\d+)\/withdraw\/$/;

const page = (results: readonly unknown[]) =>
  json({ count: results.length, next: null, previous: null, results });

export function mockTeamRegistrationApi({
  teams = [romaTeam],
  teamParticipants: initial = [],
  rosterCandidates = [],
  accountCandidates = [],
  teamQuotas = { team_official: 2, team_athlete: 4 },
  jersey = { min: 1, max: 99 },
  editable = true,
  read,
  write,
  ...options
}: TeamFakeOptions = {}) {
  let rows = [...initial];
  const active = (kind: TeamRegisteredKind) =>
    rows.filter((row) => row.kind === kind && isActiveStatus(row.status));
  const summary = (teamId: number): TeamRegistration => ({
    team: { id: teamId, name: teamId === romaTeam.id ? romaTeam.name : `Team ${teamId}` },
    event_sport: { id: 10, sport: speed },
    kinds: (Object.entries(teamQuotas) as [TeamRegisteredKind, number | null][]).map(
      ([kind, quota]): KindRegistration => ({
        kind,
        quota,
        used: active(kind).length,
        approved: active(kind).filter((row) => row.status === 'approved').length,
        pending: active(kind).filter((row) => row.status === 'pending').length,
        extra_quota: 0,
      }),
    ),
    jersey,
    used_jersey_numbers: active('team_athlete')
      .map((row) => row.jersey_number)
      .filter((number): number is number => number !== null),
    editable,
  });

  return mockEventsApi({
    ...options,
    read: (call: Call) => {
      const answer = read?.(call);
      if (answer) return answer;
      if (call.path === '/api/client/teams/teams/my/') return teams instanceof Response ? teams : json(teams);
      const team = TEAM.exec(call.path);
      if (!team) return undefined;
      const rest = team[3];
      if (rest === 'registration/') return json(summary(Number(team[2])));
      if (rest === 'registration/candidates/') {
        const kind = call.search.get('kind') ?? 'team_athlete';
        const search = call.search.get('search')?.toLowerCase();
        const eligibleOnly = call.search.get('eligible') === 'true';
        const people = kind === 'team_official' ? accountCandidates : rosterCandidates;
        return page(
          people.filter(
            (person) =>
              (!search || person.full_name.toLowerCase().includes(search)) &&
              (!eligibleOnly || person.eligible),
          ),
        );
      }
      if (rest === 'participants/') {
        const kind = call.search.get('kind');
        return page(rows.filter((row) => !kind || row.kind === kind));
      }
      return undefined;
    },
    write: (call: Call) => {
      const answer = write?.(call);
      if (answer) return answer;
      const team = TEAM.exec(call.path);
      if (team?.[3] === 'participants/') {
        const body = call.body as {
          kind: TeamRegisteredKind;
          user: number;
          entries?: { discipline: number; category: string | null }[];
          function?: string | null;
          jersey_number?: number | null;
        };
        if (
          body.jersey_number != null &&
          summary(romaTeam.id).used_jersey_numbers.includes(body.jersey_number)
        ) {
          return json(
            {
              error: { code: 400, message: 'Bad request' },
              invalid_fields: { jersey_number: [validationMessages.jerseyNumberInUse] },
            },
            400,
          );
        }
        const created = teamParticipant(700 + rows.length, {
          kind: body.kind,
          user: { id: body.user, full_name: `Person ${body.user}`, avatar: null, federation: null },
          entries: (body.entries ?? []).map((entry) => ({
            discipline: { id: entry.discipline, name: `Discipline ${entry.discipline}` },
            category: entry.category,
            pre_seed: null,
          })),
          function: body.function ?? null,
          jersey_number: body.jersey_number ?? null,
        });
        rows = [...rows, created];
        return json(created, 201);
      }
      const withdrawn = WITHDRAW.exec(call.path);
      const found = withdrawn ? rows.find((row) => row.id === Number(withdrawn[1])) : undefined;
      if (found) {
        const changed: Participant = { ...found, status: 'withdrawn' };
        rows = rows.map((row) => (row.id === found.id ? changed : row));
        return json(changed);
      }
      return undefined;
    },
  });
}
