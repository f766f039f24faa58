// User accounts: every field of spec §3 plus the password hash, nationality federation, gender, birthday
// and event eligibility. E-mails are stored lower-case, so the unique index on lower(email) is also the
// case-insensitive lookup index.
import { type Gender, genders } from '@portal/contract/constants';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { federations } from './federations';
import { departments, groups, jobs, organizations } from './organizations';
import { roles } from './roles';

/** Whether an administrator approved the role the user holds (§4 Role assignment); pending has no rights. */
export const ROLE_STATUSES = ['approved', 'pending'] as const;
export type RoleStatus = (typeof ROLE_STATUSES)[number];

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Lower-case (checked); null for accounts signed up with a phone number only. */
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    phone: text('phone').unique('users_phone_unique'),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    /** argon2id (platform/auth/password.ts); null until the user sets a password. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    middleName: text('middle_name'),
    stageName: text('stage_name'),
    /** Storage key or URL of the profile picture. */
    avatar: text('avatar'),
    /** null until the user picks a role during sign-up (§2 `/role`). */
    roleId: integer('role_id').references(() => roles.id, { onDelete: 'restrict' }),
    /** 'pending' until an administrator approves a requested role; the access guard then sees no role. */
    roleStatus: text('role_status').$type<RoleStatus>().notNull().default('approved'),
    /** The federation an NF admin or viewer administers; every NF read and write is scoped to it (§6). */
    nfAdminFederationId: integer('nf_admin_federation_id').references(() => federations.id, {
      onDelete: 'restrict',
    }),
    /** The user's national federation (nationality); the default federation when they belong to none. */
    federationId: integer('federation_id').references(() => federations.id, { onDelete: 'restrict' }),
    notBelongToAnyFederation: boolean('not_belong_to_any_federation').notNull().default(false),
    registrationCompleted: boolean('registration_completed').notNull().default(false),
    /** Job title of an NF user within their federation (edit_nf_job_information/, nf_viewer_set_job/). */
    position: text('position'),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    departmentId: integer('department_id').references(() => departments.id, { onDelete: 'set null' }),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'set null' }),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    /** The athlete's World Skate id, once matched. */
    wskId: text('wsk_id').unique('users_wsk_id_unique'),
    /** Passport expiry (§3 active_until_date), compared by day (§9). */
    activeUntilDate: date('active_until_date', { mode: 'string' }),
    /** Year the anti-doping certificate was issued; valid for 3 years (§9). */
    antiDopingYearIssued: integer('anti_doping_year_issued'),
    ageGroup: text('age_group'),
    gender: text('gender').$type<Gender>(),
    birthday: date('birthday', { mode: 'string' }),
    isValidForEvent: boolean('is_valid_for_event').notNull().default(false),
    /** Set when the user deleted their account: personal data erased, the row kept for financial records. */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    index('users_role_id_index').on(table.roleId),
    index('users_federation_id_index').on(table.federationId),
    index('users_nf_admin_federation_id_index').on(table.nfAdminFederationId),
    // The user-management lists (modules/users/user-list-queries.ts): each ordering with its id tiebreak, an
    // NF's own users in the default order, the pending requests oldest first, and the contains-search
    // (ILIKE '%…%') through trigrams (pg_trgm, enabled by the migration and loaded into PGlite).
    index('users_last_name_id_index').on(table.lastName, table.id),
    index('users_first_name_id_index').on(table.firstName, table.id),
    index('users_email_id_index').on(table.email, table.id),
    index('users_created_at_id_index').on(table.createdAt, table.id),
    index('users_federation_id_last_name_index').on(table.federationId, table.lastName, table.id),
    index('users_pending_updated_at_index')
      .on(table.updatedAt, table.id)
      .where(sql`${table.roleStatus} = 'pending'`),
    index('users_first_name_trgm_index').using('gin', table.firstName.op('gin_trgm_ops')),
    index('users_last_name_trgm_index').using('gin', table.lastName.op('gin_trgm_ops')),
    index('users_email_trgm_index').using('gin', table.email.op('gin_trgm_ops')),
    index('users_wsk_id_trgm_index').using('gin', table.wskId.op('gin_trgm_ops')),
    // Every list page counts its whole filtered set: the live users with the columns of the common filters
    // (NF scope, role and approval, staff candidates' registration) count from this index alone.
    index('users_live_federation_role_index')
      .on(table.federationId, table.roleId, table.roleStatus, table.registrationCompleted)
      .where(sql`${table.deletedAt} is null`),
    check('users_email_lower_case_check', sql`${table.email} = lower(${table.email})`),
    check(
      'users_gender_check',
      sql`${table.gender} in (${sql.raw(genders.map((gender) => `'${gender}'`).join(', '))})`,
    ),
    check(
      'users_role_status_check',
      sql`${table.roleStatus} in (${sql.raw(ROLE_STATUSES.map((status) => `'${status}'`).join(', '))})`,
    ),
    check('users_anti_doping_year_check', sql`${table.antiDopingYearIssued} between 1900 and 2999`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/**
 * How many live users there are per federation, role, approval state and registration state: the columns
 * of the lists' common filters. Kept by statement-level triggers on `users` (migration 0021), in the same
 * transaction as the change, so a list without a search or row-level filter counts its users from these
 * few rows instead of the whole table.
 */
export const userListCounts = pgTable(
  'user_list_counts',
  {
    federationId: integer('federation_id'),
    roleId: integer('role_id'),
    roleStatus: text('role_status').$type<RoleStatus>().notNull(),
    registrationCompleted: boolean('registration_completed').notNull(),
    liveUsers: integer('live_users').notNull(),
  },
  (table) => [
    unique('user_list_counts_key')
      .on(table.federationId, table.roleId, table.roleStatus, table.registrationCompleted)
      .nullsNotDistinct(),
  ],
);
