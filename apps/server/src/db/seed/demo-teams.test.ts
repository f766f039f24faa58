// The demo marathon team (demo-teams.ts) on a database seeded as the demo is: team.admin@portal.test's
// `teams/my/` shows it; its roster (population athletes of several federations, women and men, and the demo
// athlete wearing 7, all accepted) are all eligible team-athlete candidates on the open event's first sport,
// which takes team officials and team athletes, while the one pending place is not; nothing is registered
// for the team yet.
import { ROLE_TYPES } from '@portal/contract/roles';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTeamRegistration, listTeamCandidates } from '../../modules/participants/team-service';
import { listMyTeams } from '../../modules/teams/service';
import type { AccessClaims } from '../../platform/auth/tokens';
import { createTestDatabase, type TestDatabase } from '../../test/harness';
import { eventSports, events } from '../schema/events';
import { eventParticipants } from '../schema/participants';
import { teamMembers, teams as teamsTable } from '../schema/teams';
import { users } from '../schema/users';
import { DEMO_ATHLETE_EMAIL, seedDemo } from './demo';
import { DEMO_EVENTS } from './demo-events';
import {
  DEMO_TEAM_ADMIN_EMAIL,
  DEMO_TEAM_ATHLETE_JERSEY,
  DEMO_TEAM_CONTACT_EMAIL,
  DEMO_TEAM_NAME,
  DEMO_TEAM_PENDING,
  DEMO_TEAM_ROSTER,
} from './demo-teams';

const today = new Date('2026-03-01T12:00:00Z');

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db, { today });
});
afterAll(() => database?.drop());

const deps = () => ({ db: database.db, config: { publicUrl: 'http://portal.test' } });

async function teamAdmin(): Promise<AccessClaims> {
  const [row] = await database.db.select().from(users).where(eq(users.email, DEMO_TEAM_ADMIN_EMAIL));
  return { userId: row?.id ?? 0, sessionId: 1, role: ROLE_TYPES.ATHLETE, permission: null };
}

async function openSport() {
  const [event] = await database.db
    .select()
    .from(events)
    .where(eq(events.name, DEMO_EVENTS[0]?.name ?? ''));
  const [sport] = await database.db
    .select()
    .from(eventSports)
    .where(eq(eventSports.eventId, event?.id ?? 0))
    .orderBy(asc(eventSports.id))
    .limit(1);
  return { id: event?.id ?? 0, sportId: sport?.id ?? 0 };
}

describe('seedDemoTeams', () => {
  it('gives team.admin the demo team, first among their teams', async () => {
    const caller = await teamAdmin();
    const teams = await listMyTeams(deps(), caller);
    expect(teams).toEqual([
      {
        id: expect.any(Number),
        name: DEMO_TEAM_NAME,
        country_code: 'IT',
        sport_type: 'INLINE_SPEED_SKATING',
        administrator: { id: caller.userId, full_name: 'Tommaso Bianchi' },
        // The accepted places; the pending one does not count.
        roster_size: DEMO_TEAM_ROSTER.length + 1,
        logo: null,
        ban: null,
        active_paid: expect.any(Boolean),
      },
    ]);
    // Nobody else administers a team.
    const [athlete] = await database.db.select().from(users).where(eq(users.email, DEMO_ATHLETE_EMAIL));
    expect(await listMyTeams(deps(), { ...caller, userId: athlete?.id ?? 0 })).toEqual([]);
  });

  it('makes the roster eligible team athletes of the open event’s first sport, nobody registered yet', async () => {
    const caller = await teamAdmin();
    const [team] = await listMyTeams(deps(), caller);
    const target = { ...(await openSport()), teamId: team?.id ?? 0 };
    const candidates = await listTeamCandidates(
      deps(),
      caller,
      target,
      { page: 1, page_size: 100, kind: 'team_athlete' },
      { requestUrl: '/' },
    );
    expect(candidates.count).toBe(DEMO_TEAM_ROSTER.length + 1);
    expect(candidates.results.every((row) => row.eligible)).toBe(true);
    expect(candidates.results.map((row) => row.jersey_number).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      [...DEMO_TEAM_ROSTER.map((member) => member.jersey), DEMO_TEAM_ATHLETE_JERSEY].sort((a, b) => a - b),
    );
    // International and mixed.
    expect(new Set(candidates.results.map((row) => row.federation?.code)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(candidates.results.map((row) => row.gender))).toEqual(new Set(['F', 'M']));
    const [athlete] = await database.db.select().from(users).where(eq(users.email, DEMO_ATHLETE_EMAIL));
    expect(candidates.results.find((row) => row.id === athlete?.id)?.jersey_number).toBe(
      DEMO_TEAM_ATHLETE_JERSEY,
    );

    const registration = await getTeamRegistration(deps(), caller, target);
    expect(registration.editable).toBe(true);
    expect(registration.kinds.map((row) => [row.kind, row.used])).toEqual([
      ['team_official', 0],
      ['team_athlete', 0],
    ]);
    expect(registration.used_jersey_numbers).toEqual([]);
    const teamRows = await database.db
      .select()
      .from(eventParticipants)
      .where(eq(eventParticipants.teamId, team?.id ?? 0));
    expect(teamRows).toEqual([]);
    const members = await database.db.select().from(teamMembers);
    expect(members).toHaveLength(DEMO_TEAM_ROSTER.length + 2);
    const pending = members.filter((member) => member.status === 'pending');
    expect(pending.map((member) => member.jerseyNumber)).toEqual([DEMO_TEAM_PENDING.jersey]);
    expect(candidates.results.map((row) => row.id)).not.toContain(pending[0]?.userId);
    const [teamRow] = await database.db.select().from(teamsTable);
    expect(teamRow?.contactEmail).toBe(DEMO_TEAM_CONTACT_EMAIL);
  });
});
