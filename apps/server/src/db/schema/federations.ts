// National federations (one per country) and the one default federation of users who belong to none.
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export const federations = pgTable(
  'federations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    /** ISO 3166-1 alpha-3 of the country ('XXX' for the default federation, see seed/reference.ts). */
    code: varchar('code', { length: 3 }).notNull().unique('federations_code_unique'),
    /** ISO 3166-1 alpha-2 of the country. */
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    /** The country's flag emoji. */
    flag: text('flag').notNull(),
    /** The federation of users with not_belong_to_any_federation; exactly one row has it. */
    isDefault: boolean('is_default').notNull().default(false),
  },
  (table) => [
    uniqueIndex('federations_single_default').on(table.isDefault).where(sql`${table.isDefault}`),
    check(
      'federations_code_check',
      sql`${table.code} ~ '^[A-Z]{3}$' and ${table.countryCode} ~ '^[A-Z]{2}$'`,
    ),
  ],
);

export type FederationRow = typeof federations.$inferSelect;
