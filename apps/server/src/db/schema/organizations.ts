// The WSK staff structure a user's job information points at: organization > department > group > job.
// Minimal on purpose; the job-information issue fills in the rest. The organization type of a user comes
// from the job first, then the group, then the department (spec §3).
import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';

export const organizations = pgTable('organizations', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  organizationType: text('organization_type'),
});

export const departments = pgTable('departments', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  organizationType: text('organization_type'),
});

export const groups = pgTable('groups', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  departmentId: integer('department_id').references(() => departments.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  /** Members of the group may pick sports (sportsAllowedForGroup of §3). */
  allowSports: boolean('allow_sports').notNull().default(false),
  organizationType: text('organization_type'),
});

export const jobs = pgTable('jobs', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  groupId: integer('group_id').references(() => groups.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  organizationType: text('organization_type'),
});
