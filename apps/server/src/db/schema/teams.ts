// Marathon teams as event registration needs them (decision 017, "Teams"): a team with its country and
// administrator, and its roster of athletes with their jersey numbers. The marathon-teams issue adds
// applications, seasons, bans and annual fees around the same tables.
import { sql } from 'drizzle-orm';
import { char, check, index, integer, pgTable, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './users';

export const teams = pgTable(
  'teams',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    /** ISO 3166-1 alpha-2. */
    countryCode: char('country_code', { length: 2 }).notNull(),
    /** The team's administrator; the first team (by id) of a user is their team-admin team. */
    adminUserId: integer('admin_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    index('teams_admin_user_id_index').on(table.adminUserId, table.id),
    check('teams_country_code_check', sql`${table.countryCode} ~ '^[A-Z]{2}$'`),
  ],
);

export type TeamRow = typeof teams.$inferSelect;

/** An athlete on a team's roster, with the jersey number they wear for it (unique within the roster). */
export const teamMembers = pgTable(
  'team_members',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jerseyNumber: smallint('jersey_number'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    unique('team_members_team_user_unique').on(table.teamId, table.userId),
    unique('team_members_team_jersey_unique').on(table.teamId, table.jerseyNumber),
    index('team_members_user_id_index').on(table.userId),
    check(
      'team_members_jersey_check',
      sql`${table.jerseyNumber} is null or ${table.jerseyNumber} between 0 and 99`,
    ),
  ],
);
