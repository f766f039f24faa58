// The audit log of administrative actions: who did what to whom. A service records its action inside the
// action's own transaction, so the change and its record commit (or fail) together.
import type { Database } from '../../db/client';
import { insertAuditEvent } from './queries';

/** `<subject>.<verb>`, e.g. 'user.approve_nf', 'user.decline_federation', 'user.delete'. */
export type AuditAction = `${string}.${string}`;

export interface AuditEntry {
  /** Who acted; null for the system itself. */
  readonly actorUserId: number | null;
  readonly action: AuditAction;
  /** Whom it concerned, when a user. */
  readonly targetUserId?: number | null;
  /** Further facts worth keeping (the role granted, the federation…); plain JSON values only. */
  readonly details?: Record<string, unknown>;
}

/** Adds one row to the audit log; pass the transaction of the action as `db`. */
export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await insertAuditEvent(db, {
    actorUserId: entry.actorUserId,
    action: entry.action,
    targetUserId: entry.targetUserId ?? null,
    details: entry.details ?? {},
  });
}
