// The personal records of the sign-up steps (spec §2): passport details beyond the fields of the user row
// (birthday, gender and active_until_date stay on users, where lists and eligibility read them), the postal
// address, the anti-doping certificate and the legal guardian of a minor. One row per user each; deleting the user deletes them.
import { GUARDIAN_RELATIONS, type GuardianRelation } from '@portal/contract/user';
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { fileUploads } from './uploads';
import { users } from './users';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const passports = pgTable(
  'passports',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Names exactly as printed in the passport. */
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** ISO 3166-1 alpha-2 of the issuing country. */
    nationality: varchar('nationality', { length: 2 }).notNull(),
    number: text('number').notNull(),
    /** The stored name of the scan (a private upload). */
    scan: text('scan').references(() => fileUploads.key, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [check('passports_nationality_check', sql`${table.nationality} ~ '^[A-Z]{2}$'`)],
);

export const postalAddresses = pgTable(
  'postal_addresses',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    country: varchar('country', { length: 2 }).notNull(),
    region: text('region'),
    city: text('city').notNull(),
    postcode: text('postcode').notNull(),
    street: text('street').notNull(),
    ...timestamps,
  },
  (table) => [check('postal_addresses_country_check', sql`${table.country} ~ '^[A-Z]{2}$'`)],
);

export const legalGuardians = pgTable(
  'legal_guardians',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The minor; one guardian each. */
    userId: integer('user_id')
      .notNull()
      .unique('legal_guardians_user_id_unique')
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    relation: text('relation').$type<GuardianRelation>().notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** The signed consent (a private upload). */
    consentDocument: text('consent_document').references(() => fileUploads.key, { onDelete: 'set null' }),
    /** When the guardian acknowledged the anti-doping rules; null until then. */
    antiDopingAcknowledgedAt: timestamp('anti_doping_acknowledged_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (table) => [
    check(
      'legal_guardians_relation_check',
      sql`${table.relation} in (${sql.raw(GUARDIAN_RELATIONS.map((relation) => `'${relation}'`).join(', '))})`,
    ),
  ],
);

/** The anti-doping certificate; its year of issue is on users (anti_doping_year_issued), where lists read it. */
export const antiDopingCertificates = pgTable('anti_doping_certificates', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The stored name of the certificate (a private upload). */
  certificate: text('certificate').references(() => fileUploads.key, { onDelete: 'set null' }),
  ...timestamps,
});

export type PassportRow = typeof passports.$inferSelect;
export type PostalAddressRow = typeof postalAddresses.$inferSelect;
export type LegalGuardianRow = typeof legalGuardians.$inferSelect;
