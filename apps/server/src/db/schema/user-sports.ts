// The sport catalogue's reference lists (disciplines, stances, devices), the sports a user selected and an
// athlete's palmares form per sport (spec §3 User sport item, §7 Sport service).

import type { PalmaresResult } from '@portal/contract/endpoints/sport-service';
import { USER_SPORT_KINDS, type UserSportKind } from '@portal/contract/endpoints/sport-service';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { federations } from './federations';
import { sports } from './sports';
import { users } from './users';

const referenceColumns = {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  code: text('code'),
  number: text('number'),
};

export const disciplines = pgTable(
  'disciplines',
  {
    ...referenceColumns,
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id, { onDelete: 'cascade' }),
  },
  (table) => [unique('disciplines_sport_name_unique').on(table.sportId, table.name)],
);

/** A stance; a null sport fits every sport that has stances. */
export const stances = pgTable(
  'stances',
  {
    ...referenceColumns,
    sportId: integer('sport_id').references(() => sports.id, { onDelete: 'cascade' }),
  },
  (table) => [
    unique('stances_sport_name_unique').on(table.sportId, table.name).nullsNotDistinct(),
    index('stances_sport_id_index').on(table.sportId),
  ],
);

export const devices = pgTable(
  'devices',
  {
    ...referenceColumns,
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id, { onDelete: 'cascade' }),
  },
  (table) => [unique('devices_sport_name_unique').on(table.sportId, table.name)],
);

export const userSports = pgTable(
  'user_sports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<UserSportKind>().notNull(),
    /** The federation the athlete represents; set with their national federation. */
    federationId: integer('federation_id').references(() => federations.id, { onDelete: 'set null' }),
    disciplineId: integer('discipline_id').references(() => disciplines.id, { onDelete: 'set null' }),
    stanceId: integer('stance_id').references(() => stances.id, { onDelete: 'set null' }),
    deviceId: integer('device_id').references(() => devices.id, { onDelete: 'set null' }),
    marathonNoLevelShowModal: boolean('marathon_no_level_show_modal').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    unique('user_sports_user_sport_unique').on(table.userId, table.sportId),
    index('user_sports_sport_id_index').on(table.sportId),
    index('user_sports_federation_id_index').on(table.federationId),
    check(
      'user_sports_kind_check',
      sql`${table.kind} in (${sql.raw(USER_SPORT_KINDS.map((kind) => `'${kind}'`).join(', '))})`,
    ),
  ],
);

export const palmaresForms = pgTable('palmares_forms', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  userSportId: integer('user_sport_id')
    .notNull()
    .unique('palmares_forms_user_sport_id_unique')
    .references(() => userSports.id, { onDelete: 'cascade' }),
  results: jsonb('results').$type<PalmaresResult[]>().notNull().default(sql`'[]'::jsonb`),
  notes: text('notes'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

export type UserSportRow = typeof userSports.$inferSelect;
export type PalmaresFormRow = typeof palmaresForms.$inferSelect;
