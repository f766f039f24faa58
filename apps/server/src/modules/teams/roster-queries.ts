// SQL of team rosters (decision 019, "Rosters"): roster places with their team and athlete (name,
// federation, gender, birthday, picture) in one statement per page or list, a place locked for its answer,
// the athlete check, the jersey numbers in use, the approved athletes a team's administrator may add, and
// the place's writes. The partial unique index team_members_team_jersey_unique keeps numbers unique among
// pending and accepted places under concurrent adds.
import { ROLE_TYPES } from '@portal/contract/roles';
import type { RosterStatus } from '@portal/contract/team';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  isNull,
  ne,
  not,
  notBetween,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/like';
import { federations } from '../../db/schema/federations';
import { roles } from '../../db/schema/roles';
import { teamMembers, teams } from '../../db/schema/teams';
import { users } from '../../db/schema/users';

interface Page {
  readonly limit: number;
  readonly offset: number;
}

/** The index whose violation is a jersey number already worn on the roster. */
export const ROSTER_JERSEY_UNIQUE = 'team_members_team_jersey_unique';

const person = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  gender: users.gender,
  birthday: users.birthday,
  avatar: users.avatar,
};
const federationRef = { id: federations.id, code: federations.code, name: federations.name };
// The default federation ("no federation") is not shown as one.
const federationJoin = and(eq(federations.id, users.federationId), not(federations.isDefault));

function rosterQuery(db: Database) {
  return db
    .select({
      id: teamMembers.id,
      team: { id: teams.id, name: teams.name },
      teamAdminUserId: teams.adminUserId,
      user: person,
      federation: federationRef,
      jerseyNumber: teamMembers.jerseyNumber,
      status: teamMembers.status,
      createdAt: teamMembers.createdAt,
      decidedAt: teamMembers.decidedAt,
    })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .leftJoin(federations, federationJoin);
}

export type RosterRow = Awaited<ReturnType<typeof rosterQuery>>[number];

/** Part of the first or last name, or both as "first last", the caller's wildcards taken literally. */
function nameSearch(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
  );
}

/** One page of a team's roster by jersey number (places without one last), with how many match. */
export async function listRosterPage(
  db: Database,
  params: Page & {
    readonly teamId: number;
    readonly status?: RosterStatus | undefined;
    readonly search?: string | undefined;
  },
) {
  const where = and(
    eq(teamMembers.teamId, params.teamId),
    params.status ? eq(teamMembers.status, params.status) : undefined,
    nameSearch(params.search),
  );
  const [rows, [total]] = await Promise.all([
    rosterQuery(db)
      .where(where)
      .orderBy(sql`${teamMembers.jerseyNumber} asc nulls last`, asc(teamMembers.id))
      .limit(params.limit)
      .offset(params.offset),
    db
      .select({ total: count() })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(where),
  ]);
  return { rows, count: total?.total ?? 0 };
}

/**
 * One person's places, newest first: optionally of one status, optionally only on the teams `adminUserId`
 * administers.
 */
export async function listRosterOfUser(
  db: Database,
  params: {
    readonly userId: number;
    readonly status?: RosterStatus | undefined;
    readonly adminUserId?: number | undefined;
  },
) {
  return rosterQuery(db)
    .where(
      and(
        eq(teamMembers.userId, params.userId),
        params.status ? eq(teamMembers.status, params.status) : undefined,
        params.adminUserId === undefined ? undefined : eq(teams.adminUserId, params.adminUserId),
      ),
    )
    .orderBy(desc(teamMembers.createdAt), desc(teamMembers.id));
}

export async function findRosterEntry(db: Database, params: { readonly id: number }) {
  const [row] = await rosterQuery(db).where(eq(teamMembers.id, params.id));
  return row;
}

/** The place with its team's administrator and ban, locked for the caller's transaction. */
export async function lockRosterEntry(db: Database, params: { readonly id: number }) {
  const [row] = await db
    .select({
      id: teamMembers.id,
      teamId: teamMembers.teamId,
      userId: teamMembers.userId,
      status: teamMembers.status,
      jerseyNumber: teamMembers.jerseyNumber,
      teamAdminUserId: teams.adminUserId,
      teamBannedAt: teams.bannedAt,
    })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.id, params.id))
    .for('update', { of: teamMembers });
  return row;
}

/** The team's administrator, sport and ban; `lock` holds it FOR SHARE until the transaction ends. */
export async function findRosterTeam(db: Database, params: { readonly id: number; readonly lock?: boolean }) {
  const query = db
    .select({
      id: teams.id,
      name: teams.name,
      adminUserId: teams.adminUserId,
      sportType: teams.sportType,
      bannedAt: teams.bannedAt,
    })
    .from(teams)
    .where(eq(teams.id, params.id));
  const [row] = params.lock ? await query.for('share') : await query;
  return row;
}

/** Whether the account is an approved athlete that was not deleted. */
export async function isApprovedAthlete(db: Database, params: { readonly userId: number }): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(users.id, params.userId),
        eq(roles.type, ROLE_TYPES.ATHLETE),
        eq(users.roleStatus, 'approved'),
        isNull(users.deletedAt),
      ),
    );
  return row !== undefined;
}

/** The person's place on the team, whatever its status. */
export async function findPlace(db: Database, params: { readonly teamId: number; readonly userId: number }) {
  const [row] = await db
    .select({ id: teamMembers.id, status: teamMembers.status })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, params.teamId), eq(teamMembers.userId, params.userId)));
  return row;
}

/** Whether a pending or accepted place of the team wears the number. */
export async function jerseyNumberInUse(
  db: Database,
  params: { readonly teamId: number; readonly jerseyNumber: number },
): Promise<boolean> {
  const [row] = await db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(
      and(
        eq(teamMembers.teamId, params.teamId),
        eq(teamMembers.jerseyNumber, params.jerseyNumber),
        ne(teamMembers.status, 'declined'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The pending and accepted places whose number is outside min..max (a change of the team's sport). */
export async function countRosterOutsideRange(
  db: Database,
  params: { readonly teamId: number; readonly min: number; readonly max: number },
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(teamMembers)
    .where(
      and(
        eq(teamMembers.teamId, params.teamId),
        ne(teamMembers.status, 'declined'),
        notBetween(teamMembers.jerseyNumber, params.min, params.max),
      ),
    );
  return row?.total ?? 0;
}

/** A new pending place; answers its id. */
export async function insertPlace(
  db: Database,
  params: {
    readonly teamId: number;
    readonly userId: number;
    readonly jerseyNumber: number;
    readonly addedBy: number;
  },
): Promise<number> {
  const [row] = await db
    .insert(teamMembers)
    .values({ ...params, status: 'pending' })
    .returning({ id: teamMembers.id });
  if (!row) throw new Error('The roster insert returned no row');
  return row.id;
}

/** A declined place made pending again with a new number. */
export async function reusePlace(
  db: Database,
  params: {
    readonly id: number;
    readonly jerseyNumber: number;
    readonly addedBy: number;
    readonly now: Date;
  },
): Promise<void> {
  await db
    .update(teamMembers)
    .set({
      status: 'pending',
      jerseyNumber: params.jerseyNumber,
      addedBy: params.addedBy,
      decidedAt: null,
      createdAt: params.now,
    })
    .where(eq(teamMembers.id, params.id));
}

export async function answerPlace(
  db: Database,
  params: { readonly id: number; readonly status: 'accepted' | 'declined'; readonly now: Date },
): Promise<void> {
  await db
    .update(teamMembers)
    .set({ status: params.status, decidedAt: params.now })
    .where(eq(teamMembers.id, params.id));
}

export async function deletePlace(db: Database, params: { readonly id: number }): Promise<void> {
  await db.delete(teamMembers).where(eq(teamMembers.id, params.id));
}

/**
 * One page of the approved athletes (kept accounts) found by name or e-mail, by last name, first name, id,
 * each saying whether they hold a pending or accepted place on the team; and how many match.
 */
export async function listRosterCandidatePage(
  db: Database,
  params: Page & { readonly teamId: number; readonly search: string },
) {
  const pattern = containsPattern(params.search);
  const where = and(
    eq(roles.type, ROLE_TYPES.ATHLETE),
    eq(users.roleStatus, 'approved'),
    isNull(users.deletedAt),
    or(nameSearch(params.search), ilike(users.email, pattern)),
  );
  const onRoster = sql<boolean>`exists (
    select 1 from ${teamMembers}
    where ${teamMembers.teamId} = ${params.teamId} and ${teamMembers.userId} = ${users.id}
      and ${teamMembers.status} <> 'declined'
  )`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...person, federation: federationRef, onRoster })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .leftJoin(federations, federationJoin)
      .where(where)
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
      .limit(params.limit)
      .offset(params.offset),
    db.select({ total: count() }).from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(where),
  ]);
  return { rows, count: total?.total ?? 0 };
}
