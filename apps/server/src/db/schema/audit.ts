// The audit log of administrative actions (approvals, declines, deletions, role changes…): who did what to
// whom and when. Rows are only ever added.
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const auditEvents = pgTable(
  'audit_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Who acted; null once that account is gone, or for the system itself. */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** What happened, e.g. 'user.approve_federation', 'user.decline_nf', 'user.delete'. */
    action: text('action').notNull(),
    /** Whom it concerned, when a user. */
    targetUserId: integer('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Further facts (the role granted, the federation...). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_events_target_user_id_created_at_index').on(table.targetUserId, table.createdAt),
    index('audit_events_actor_user_id_created_at_index').on(table.actorUserId, table.createdAt),
  ],
);

export type AuditEventRow = typeof auditEvents.$inferSelect;
