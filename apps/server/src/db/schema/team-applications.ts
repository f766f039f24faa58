// Marathon team applications (decision 019): the periods in which teams may apply, and the applications,
// made by anyone (signed in or not) while a period is open, confirmed by a code sent to the contact e-mail,
// then approved (the team is created and its administrator invited) or rejected with a reason by WSK.
import { TEAM_APPLICATION_STATUSES, type TeamApplicationStatus } from '@portal/contract/team-application';
import { sql } from 'drizzle-orm';
import {
  char,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { teams } from './teams';
import { fileUploads } from './uploads';
import { users } from './users';

const quotedList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** When teams may apply: from the first day to the last, inclusive; periods do not overlap. */
export const teamApplicationPeriods = pgTable(
  'team_application_periods',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('team_application_periods_dates_index').on(table.startsOn, table.endsOn),
    check('team_application_periods_dates_check', sql`${table.endsOn} >= ${table.startsOn}`),
  ],
);

export type TeamApplicationPeriodRow = typeof teamApplicationPeriods.$inferSelect;

export const teamApplications = pgTable(
  'team_applications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    periodId: integer('period_id')
      .notNull()
      .references(() => teamApplicationPeriods.id, { onDelete: 'restrict' }),
    teamName: text('team_name').notNull(),
    /** ISO 3166-1 alpha-2. */
    countryCode: char('country_code', { length: 2 }).notNull(),
    /** Lower-cased; the address the confirmation code goes to. */
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    /** The person who will administer the team (invited when the application is approved). */
    adminFirstName: text('admin_first_name').notNull(),
    adminLastName: text('admin_last_name').notNull(),
    /** Lower-cased. */
    adminEmail: text('admin_email').notNull(),
    status: text('status').$type<TeamApplicationStatus>().notNull().default('draft'),
    /** WSK's reason for a rejection. */
    reason: text('reason'),
    /** The signed-in user who applied; null for an application made without an account. */
    applicantUserId: integer('applicant_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The team an approval created. */
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    /** The e-mail code: an HMAC of the application and the code, its expiry, wrong tries and last send. */
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true, mode: 'date' }),
    codeTries: smallint('code_tries').notNull().default(0),
    codeSentAt: timestamp('code_sent_at', { withTimezone: true, mode: 'date' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    // WSK's review list by status, newest first; the drafts of a contact e-mail (code confirmation).
    index('team_applications_status_index').on(table.status, table.id),
    index('team_applications_contact_email_index').on(table.contactEmail, table.status),
    index('team_applications_applicant_index').on(table.applicantUserId, table.id),
    index('team_applications_country_index').on(table.countryCode, table.id),
    // The review list's contains-search (ILIKE '%…%') on each field it searches, through trigrams.
    index('team_applications_team_name_trgm_index').using('gin', table.teamName.op('gin_trgm_ops')),
    index('team_applications_contact_email_trgm_index').using('gin', table.contactEmail.op('gin_trgm_ops')),
    index('team_applications_admin_email_trgm_index').using('gin', table.adminEmail.op('gin_trgm_ops')),
    index('team_applications_admin_name_trgm_index').using(
      'gin',
      sql`(${table.adminFirstName} || ' ' || ${table.adminLastName}) gin_trgm_ops`,
    ),
    uniqueIndex('team_applications_team_unique').on(table.teamId).where(sql`${table.teamId} is not null`),
    check(
      'team_applications_status_check',
      sql`${table.status} in (${quotedList(TEAM_APPLICATION_STATUSES)})`,
    ),
    check('team_applications_country_code_check', sql`${table.countryCode} ~ '^[A-Z]{2}$'`),
    check(
      'team_applications_decision_check',
      sql`${table.status} <> 'rejected' or ${table.reason} is not null`,
    ),
  ],
);

export type TeamApplicationRow = typeof teamApplications.$inferSelect;

/** The documents an application carries (uploads made through its no-token presign). */
export const teamApplicationDocuments = pgTable(
  'team_application_documents',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => teamApplications.id, { onDelete: 'cascade' }),
    uploadKey: text('upload_key')
      .notNull()
      .references(() => fileUploads.key, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.applicationId, table.uploadKey] })],
);
