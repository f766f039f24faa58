// SQL of marathon teams as event registration needs them (decision 017, "Teams"): the teams a person
// administers with their roster size (one statement).
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { teamMembers, teams } from '../../db/schema/teams';
import { users } from '../../db/schema/users';

/** The teams the person administers, oldest first, with their administrator and roster size. */
export async function listTeamsOfAdmin(db: Database, params: { readonly userId: number }) {
  return db
    .select({
      id: teams.id,
      name: teams.name,
      countryCode: teams.countryCode,
      administrator: { id: users.id, firstName: users.firstName, lastName: users.lastName },
      rosterSize:
        sql<number>`(select count(*) from ${teamMembers} where ${teamMembers.teamId} = ${teams.id})`.mapWith(
          Number,
        ),
    })
    .from(teams)
    .leftJoin(users, eq(users.id, teams.adminUserId))
    .where(eq(teams.adminUserId, params.userId))
    .orderBy(asc(teams.id));
}
