// Sports of spec §3: one row per sport offered, each of one of the thirteen sport types of the contract
// (the check constraint is generated from that list, so a new type needs a migration).
import { type SportType, sportTypes } from '@portal/contract/sport';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

/** extra_official_rules of §3: the official roles an NTO may add; further keys may come with events. */
export interface ExtraOfficialRules {
  roles: string[];
  [key: string]: unknown;
}

export const sports = pgTable(
  'sports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    type: text('type').$type<SportType>().notNull(),
    /** ISO alpha-2 codes of the countries whose athletes may take part (the contract's allowed_countries). */
    allowedCountries: text('allowed_countries').array().notNull().default(sql`'{}'::text[]`),
    needExtraOfficialsNto: boolean('need_extra_officials_nto').notNull().default(false),
    needPreSeed: boolean('need_pre_seed').notNull().default(false),
    needExtraQuota: boolean('need_extra_quota').notNull().default(false),
    icon: text('icon'),
    /** The sport's dates (§3 "dates", `{ start, end }` in the contract): both set or both null. */
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    isTeamBased: boolean('is_team_based').notNull().default(false),
    /** null when the sport has no extra officials. */
    extraOfficialRules: jsonb('extra_official_rules').$type<ExtraOfficialRules>(),
  },
  (table) => [
    index('sports_type_index').on(table.type),
    check(
      'sports_type_check',
      sql`${table.type} in (${sql.raw(sportTypes.map((type) => `'${type}'`).join(', '))})`,
    ),
    check(
      'sports_dates_check',
      sql`(${table.startDate} is null) = (${table.endDate} is null) and (${table.startDate} is null or ${table.startDate} <= ${table.endDate})`,
    ),
  ],
);

export type SportRow = typeof sports.$inferSelect;
