// SQL of marathon teams (decisions 017 and 019, "Teams"): a team's columns with its administrator, accepted
// roster size, logo file, ban and whether the current season is paid, read in one statement per list or
// page (subqueries, no query per row); the team locked for a write; its changes and its ban.
import { and, asc, count, eq, ilike, isNotNull, isNull, not, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/like';
import { teamApplications } from '../../db/schema/team-applications';
import { teamMembers, teams } from '../../db/schema/teams';
import { fileUploads } from '../../db/schema/uploads';
import { users } from '../../db/schema/users';
import { currentSeasonId, teamPaidForSeason } from '../payments/annual-state';

/** Whether the team's annual order for the current season is paid or waived (false between seasons). */
const activePaidSql = sql<boolean>`coalesce(${teamPaidForSeason(teams.id, currentSeasonId)}, false)`;

const teamColumns = {
  id: teams.id,
  name: teams.name,
  countryCode: teams.countryCode,
  sportType: teams.sportType,
  adminUserId: teams.adminUserId,
  administrator: { id: users.id, firstName: users.firstName, lastName: users.lastName },
  rosterSize: sql<number>`(
    select count(*) from ${teamMembers}
    where ${teamMembers.teamId} = ${teams.id} and ${teamMembers.status} = 'accepted'
  )`.mapWith(Number),
  logo: { key: fileUploads.key, contentType: fileUploads.contentType },
  bannedAt: teams.bannedAt,
  banReason: teams.banReason,
  activePaid: activePaidSql,
};

const logoJoin = and(eq(fileUploads.key, teams.logoKey), isNotNull(fileUploads.uploadedAt));

const detailColumns = {
  ...teamColumns,
  contactEmail: teams.contactEmail,
  contactPhone: teams.contactPhone,
  applicationId: sql<number | null>`(
    select ${teamApplications.id} from ${teamApplications} where ${teamApplications.teamId} = ${teams.id}
    limit 1
  )`,
  createdAt: teams.createdAt,
};

function teamQuery(db: Database) {
  return db
    .select(teamColumns)
    .from(teams)
    .leftJoin(users, eq(users.id, teams.adminUserId))
    .leftJoin(fileUploads, logoJoin);
}

function teamDetailQuery(db: Database) {
  return db
    .select(detailColumns)
    .from(teams)
    .leftJoin(users, eq(users.id, teams.adminUserId))
    .leftJoin(fileUploads, logoJoin);
}

/** By name whatever the case (as names are unique), then id. */
const byName = [asc(sql`lower(${teams.name})`), asc(teams.id)];

export type TeamListRow = Awaited<ReturnType<typeof listTeamsOfAdmin>>[number];
export type TeamDetailRow = NonNullable<Awaited<ReturnType<typeof findTeamDetail>>>;

/** The teams the person administers, oldest first. */
export async function listTeamsOfAdmin(db: Database, params: { readonly userId: number }) {
  return teamQuery(db).where(eq(teams.adminUserId, params.userId)).orderBy(asc(teams.id));
}

export interface TeamFilters {
  readonly search?: string | undefined;
  readonly country?: string | undefined;
  readonly banned?: boolean | undefined;
  readonly activePaid?: boolean | undefined;
}

function filtersOf(filters: TeamFilters): SQL | undefined {
  return and(
    filters.search ? ilike(teams.name, containsPattern(filters.search)) : undefined,
    filters.country ? eq(teams.countryCode, filters.country) : undefined,
    filters.banned === undefined
      ? undefined
      : filters.banned
        ? isNotNull(teams.bannedAt)
        : isNull(teams.bannedAt),
    filters.activePaid === undefined ? undefined : filters.activePaid ? activePaidSql : not(activePaidSql),
  );
}

/** One page of teams by name, id, with how many match the filters. */
export async function listTeamPage(
  db: Database,
  params: TeamFilters & { readonly limit: number; readonly offset: number },
) {
  const where = filtersOf(params);
  const [rows, [total]] = await Promise.all([
    teamQuery(db)
      .where(where)
      .orderBy(...byName)
      .limit(params.limit)
      .offset(params.offset),
    db.select({ total: count() }).from(teams).where(where),
  ]);
  return { rows, count: total?.total ?? 0 };
}

/** Every team that is not banned and whose current season is paid, by name. */
export async function listActivePaidTeams(db: Database) {
  return teamQuery(db)
    .where(filtersOf({ banned: false, activePaid: true }))
    .orderBy(...byName);
}

/** The team with its contacts, application and creation time. */
export async function findTeamDetail(db: Database, params: { readonly id: number }) {
  const [row] = await teamDetailQuery(db).where(eq(teams.id, params.id));
  return row;
}

/** The team's own row, locked for the caller's transaction. */
export async function lockTeam(db: Database, params: { readonly id: number }) {
  const [row] = await db.select().from(teams).where(eq(teams.id, params.id)).for('update');
  return row;
}

/** Whether another team already has this name, whatever the case. */
export async function teamNameTaken(
  db: Database,
  params: { readonly name: string; readonly exceptId: number },
): Promise<boolean> {
  const [row] = await db
    .select({ id: teams.id })
    .from(teams)
    .where(and(sql`lower(${teams.name}) = lower(${params.name})`, not(eq(teams.id, params.exceptId))))
    .limit(1);
  return row !== undefined;
}

export async function updateTeamRow(
  db: Database,
  params: { readonly id: number; readonly values: Partial<typeof teams.$inferInsert> },
): Promise<void> {
  await db.update(teams).set(params.values).where(eq(teams.id, params.id));
}
