// Marathon teams (decisions 017 and 019): a team with its country, administrator, contacts, logo and ban
// state, born of an approved application (team-applications.ts); its roster of athletes, each added by the
// team's administrator with a jersey number and accepted or declined by the athlete; and the seasons a team
// pays an annual fee for (the fee's orders are orders of payments.ts).
import type { SportType } from '@portal/contract/sport';
import { ROSTER_STATUSES, type RosterStatus } from '@portal/contract/team';
import { sql } from 'drizzle-orm';
import {
  char,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { fileUploads } from './uploads';
import { users } from './users';

const quotedList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export const teams = pgTable(
  'teams',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    /** ISO 3166-1 alpha-2. */
    countryCode: char('country_code', { length: 2 }).notNull(),
    /** The sport the team skates; it decides the roster's jersey range (§5). */
    sportType: text('sport_type').$type<SportType>().notNull().default('INLINE_SPEED_SKATING'),
    /** The team's administrator; the first team (by id) of a user is their team-admin team. */
    adminUserId: integer('admin_user_id').references(() => users.id, { onDelete: 'set null' }),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    /** The team's logo (a public picture). */
    logoKey: text('logo_key').references(() => fileUploads.key, { onDelete: 'set null' }),
    /** Set while WSK has banned the team: it registers for no event. */
    bannedAt: timestamp('banned_at', { withTimezone: true, mode: 'date' }),
    banReason: text('ban_reason'),
    bannedBy: integer('banned_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    index('teams_admin_user_id_index').on(table.adminUserId, table.id),
    // One team per name, whatever the case: an application for a taken name is refused.
    uniqueIndex('teams_name_unique').on(sql`lower(${table.name})`),
    index('teams_country_index').on(table.countryCode, table.id),
    // The teams list's contains-search on the name (ILIKE '%…%') through trigrams.
    index('teams_name_trgm_index').using('gin', table.name.op('gin_trgm_ops')),
    check('teams_ban_check', sql`(${table.bannedAt} is null) = (${table.banReason} is null)`),
    check('teams_country_code_check', sql`${table.countryCode} ~ '^[A-Z]{2}$'`),
  ],
);

export type TeamRow = typeof teams.$inferSelect;

/**
 * An athlete on a team's roster, with the jersey number they wear for it (unique among the roster's pending
 * and accepted athletes). The team's administrator adds them (pending); the athlete accepts or declines.
 */
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
    status: text('status').$type<RosterStatus>().notNull().default('pending'),
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    /** When the athlete accepted or declined. */
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    unique('team_members_team_user_unique').on(table.teamId, table.userId),
    // A declined athlete gives their number back.
    uniqueIndex('team_members_team_jersey_unique')
      .on(table.teamId, table.jerseyNumber)
      .where(sql`${table.status} <> 'declined'`),
    index('team_members_user_id_index').on(table.userId),
    index('team_members_team_index').on(table.teamId, table.status, table.id),
    check('team_members_status_check', sql`${table.status} in (${quotedList(ROSTER_STATUSES)})`),
    check(
      'team_members_jersey_check',
      sql`${table.jerseyNumber} is null or ${table.jerseyNumber} between 0 and 99`,
    ),
  ],
);

export type TeamMemberRow = typeof teamMembers.$inferSelect;

/** A season teams are active in once their annual fee for it is paid; seasons do not overlap. */
export const teamSeasons = pgTable(
  'team_seasons',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    unique('team_seasons_name_unique').on(table.name),
    index('team_seasons_dates_index').on(table.startsOn, table.endsOn),
    check('team_seasons_dates_check', sql`${table.endsOn} >= ${table.startsOn}`),
  ],
);

export type TeamSeasonRow = typeof teamSeasons.$inferSelect;

/** The annual fee a team pays for a season, in the season's currency. */
export const annualTeamFees = pgTable(
  'annual_team_fees',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    seasonId: integer('season_id')
      .notNull()
      .references(() => teamSeasons.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'string' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    unique('annual_team_fees_season_unique').on(table.seasonId),
    check('annual_team_fees_amount_check', sql`${table.amount} >= 0`),
    check('annual_team_fees_currency_check', sql`${table.currency} ~ '^[A-Z]{3}$'`),
  ],
);

export type AnnualTeamFeeRow = typeof annualTeamFees.$inferSelect;
