// The audit log of administrative and money actions (approvals, declines, deletions, role changes,
// payments, refunds…): who did what to whom and when, with the state before and after where there is one.
// Rows are only ever added: a trigger refuses UPDATE and DELETE (migration 0022, decision 024).
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
    /** The changed state before the action (a role and status, a payment state, an amount…); null when none. */
    before: jsonb('before').$type<unknown>(),
    /** The same state after the action; null when the action has no single before/after (a deletion's after). */
    after: jsonb('after').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    // The audit screen's filters, each newest first: the whole log, an action (exact or a `user.` prefix,
    // hence text_pattern_ops), an actor, a target.
    index('audit_events_created_at_id_index').on(table.createdAt.desc(), table.id.desc()),
    index('audit_events_action_created_at_index').using(
      'btree',
      table.action.op('text_pattern_ops'),
      table.createdAt.desc(),
    ),
    index('audit_events_target_user_id_created_at_index').on(table.targetUserId, table.createdAt),
    index('audit_events_actor_user_id_created_at_index').on(table.actorUserId, table.createdAt),
  ],
);

export type AuditEventRow = typeof auditEvents.$inferSelect;
