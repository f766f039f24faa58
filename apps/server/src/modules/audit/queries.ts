// SQL of the audit log (db/schema/audit.ts): rows are only ever added, and read back by tests and, later,
// by an audit screen.
import type { Database } from '../../db/client';
import { auditEvents } from '../../db/schema/audit';

export async function insertAuditEvent(
  db: Database,
  values: {
    readonly actorUserId: number | null;
    readonly action: string;
    readonly targetUserId: number | null;
    readonly details: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(auditEvents).values(values);
}
