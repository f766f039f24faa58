// SQL of team registrations (decision 017, "Teams"): the team with its ban, its roster's accepted members
// (or any account, for officials) as candidates with the facts of eligibility and their roster jersey
// number (one statement per page, the same for one person inside a write), the team's advisory lock and
// quota count per kind, the jersey numbers its active registrations wear, and its use of its places (one
// grouped query).
import { ACTIVE_PARTICIPANT_STATUSES, PARTICIPANT_KINDS, type ParticipantKind } from '@portal/contract/event';
import { and, asc, count, eq, inArray, isNotNull, isNull, not, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { eventSportParticipants } from '../../db/schema/events';
import { federations } from '../../db/schema/federations';
import { eventParticipants } from '../../db/schema/participants';
import { roles } from '../../db/schema/roles';
import { teamMembers, teams } from '../../db/schema/teams';
import { users } from '../../db/schema/users';
import {
  activeJoin,
  activeParticipant,
  approvedAthleteSql,
  byName,
  type CandidateTerms,
  candidateColumns,
  eligibleSql,
  searchOf,
} from './queries';

interface Page {
  readonly limit: number;
  readonly offset: number;
}

const activeStatuses = [...ACTIVE_PARTICIPANT_STATUSES];

export async function findTeam(db: Database, params: { readonly id: number }) {
  const [row] = await db
    .select({ id: teams.id, name: teams.name, adminUserId: teams.adminUserId, bannedAt: teams.bannedAt })
    .from(teams)
    .where(eq(teams.id, params.id));
  return row;
}

export type TeamRow = NonNullable<Awaited<ReturnType<typeof findTeam>>>;

// Candidates ------------------------------------------------------------------------------------------------

/** A place on the team's roster counts once the athlete accepted it (decision 019, "Rosters"). */
const acceptedPlaceJoin = (teamId: number) =>
  and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, users.id), eq(teamMembers.status, 'accepted'));

/** The candidate columns with the person's accepted place on the team's roster. */
function teamCandidateQuery(db: Database, terms: CandidateTerms, teamId: number) {
  return db
    .select({
      ...candidateColumns(terms),
      onRoster: sql<boolean>`${teamMembers.id} is not null`,
      rosterJersey: teamMembers.jerseyNumber,
    })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(federations, and(eq(federations.id, users.federationId), not(federations.isDefault)))
    .leftJoin(activeParticipant, activeJoin(terms))
    .leftJoin(teamMembers, acceptedPlaceJoin(teamId));
}

export type TeamCandidateRow = Awaited<ReturnType<typeof teamCandidateQuery>>[number];

/**
 * One page of a team's candidates, by last name, first name, id: for team athletes the roster's members,
 * for team officials every kept account (teams are international; found by name, e-mail or WSK id); each
 * with the facts of eligibility. `eligibleOnly` keeps those who may be registered now (the same rules in
 * SQL, with the athlete role for roster members). And how many match.
 */
export async function listTeamCandidatePage(
  db: Database,
  params: Page & {
    readonly terms: CandidateTerms;
    readonly teamId: number;
    readonly search?: string | undefined;
    readonly eligibleOnly: boolean;
    /** A banned team's candidates are all `banned`: none is eligible. */
    readonly teamBanned: boolean;
  },
) {
  const { terms } = params;
  const athletes = terms.kind === 'team_athlete';
  const where = and(
    isNull(users.deletedAt),
    athletes ? isNotNull(teamMembers.id) : undefined,
    searchOf(params.search),
    params.eligibleOnly
      ? params.teamBanned
        ? sql`false`
        : (and(eligibleSql(terms), athletes ? approvedAthleteSql : undefined) as SQL)
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    teamCandidateQuery(db, terms, params.teamId)
      .where(where)
      .orderBy(...byName)
      .limit(params.limit)
      .offset(params.offset),
    db
      .select({ total: count() })
      .from(users)
      .leftJoin(roles, eq(roles.id, users.roleId))
      .leftJoin(activeParticipant, activeJoin(terms))
      .leftJoin(teamMembers, acceptedPlaceJoin(params.teamId))
      .where(where),
  ]);
  return { rows, count: total?.total ?? 0 };
}

/** One person with the same facts and their place on the roster (kept accounts only). */
export async function findTeamCandidate(
  db: Database,
  params: { readonly terms: CandidateTerms; readonly teamId: number; readonly userId: number },
): Promise<TeamCandidateRow | undefined> {
  const [row] = await teamCandidateQuery(db, params.terms, params.teamId).where(
    and(eq(users.id, params.userId), isNull(users.deletedAt)),
  );
  return row;
}

// Quota and jerseys -----------------------------------------------------------------------------------------

/**
 * Serialises a team's registrations of one kind for one event sport until the transaction ends: the
 * two-key advisory lock on (event sport, −(team × 16 + kind index)), negative so it never meets a
 * federation's key (federation × 16 + kind index) of the same sport.
 */
export async function lockTeamQuota(
  db: Database,
  params: { readonly eventSportId: number; readonly kind: ParticipantKind; readonly teamId: number },
): Promise<void> {
  const key = -(params.teamId * 16 + PARTICIPANT_KINDS.indexOf(params.kind));
  await db.execute(sql`select pg_advisory_xact_lock(${params.eventSportId}::int, ${key}::int)`);
}

const teamRows = (params: { readonly eventSportId: number; readonly teamId: number }) =>
  and(
    eq(eventParticipants.eventSportId, params.eventSportId),
    eq(eventParticipants.teamId, params.teamId),
    inArray(eventParticipants.status, activeStatuses),
  );

/** The team's active registrations of the kind for the event sport. */
export async function countTeamQuotaUse(
  db: Database,
  params: { readonly eventSportId: number; readonly kind: ParticipantKind; readonly teamId: number },
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(eventParticipants)
    .where(and(teamRows(params), eq(eventParticipants.kind, params.kind)));
  return row?.total ?? 0;
}

/** The jersey numbers the team's active registrations of the event sport wear, in order. */
export async function listUsedJerseyNumbers(
  db: Database,
  params: { readonly eventSportId: number; readonly teamId: number },
): Promise<number[]> {
  const rows = await db
    .select({ number: eventParticipants.jerseyNumber })
    .from(eventParticipants)
    .where(and(teamRows(params), isNotNull(eventParticipants.jerseyNumber)))
    .orderBy(asc(eventParticipants.jerseyNumber));
  return rows.flatMap((row) => (row.number === null ? [] : [row.number]));
}

const counted = (condition: SQL) =>
  sql<number>`count(${eventParticipants.id}) filter (where ${condition})`.mapWith(Number);

/** For each of the kinds with a row on the event sport: its default quota and the team's active use. */
export async function listTeamKindUse(
  db: Database,
  params: {
    readonly eventSportId: number;
    readonly teamId: number;
    readonly kinds: readonly ParticipantKind[];
  },
) {
  return db
    .select({
      kind: eventSportParticipants.kind,
      quota: eventSportParticipants.quota,
      used: sql<number>`count(${eventParticipants.id})`.mapWith(Number),
      approved: counted(eq(eventParticipants.status, 'approved')),
      pending: counted(eq(eventParticipants.status, 'pending')),
    })
    .from(eventSportParticipants)
    .leftJoin(
      eventParticipants,
      and(
        eq(eventParticipants.eventSportId, eventSportParticipants.eventSportId),
        eq(eventParticipants.kind, eventSportParticipants.kind),
        eq(eventParticipants.teamId, params.teamId),
        inArray(eventParticipants.status, activeStatuses),
      ),
    )
    .where(
      and(
        eq(eventSportParticipants.eventSportId, params.eventSportId),
        inArray(eventSportParticipants.kind, [...params.kinds]),
      ),
    )
    .groupBy(eventSportParticipants.kind, eventSportParticipants.quota);
}
