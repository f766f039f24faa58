// SQL of the audit log (db/schema/audit.ts): rows are only ever added (a trigger refuses UPDATE and DELETE),
// and read back a page at a time, newest first, by the audit screen.
import { and, desc, eq, gte, ilike, like, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { containsPattern, prefixPattern } from '../../db/like';
import { auditEvents } from '../../db/schema/audit';
import { users } from '../../db/schema/users';

export async function insertAuditEvent(
  db: Database,
  values: {
    readonly actorUserId: number | null;
    readonly action: string;
    readonly targetUserId: number | null;
    readonly details: Record<string, unknown>;
    readonly before: unknown;
    readonly after: unknown;
  },
): Promise<void> {
  await db.insert(auditEvents).values(values);
}

export interface AuditEventFilters {
  /** An exact action, or every action starting with `actionPrefix`. */
  readonly action?: { readonly exact: string } | { readonly prefix: string } | undefined;
  readonly actorUserId?: number | undefined;
  /** Part of the actor's name or e-mail, case-insensitive. */
  readonly actorSearch?: string | undefined;
  readonly targetUserId?: number | undefined;
  /** Entries at or after `from` and before `until`. */
  readonly from?: Date | undefined;
  readonly until?: Date | undefined;
}

const actors = alias(users, 'actor');
const targets = alias(users, 'target');

function whereOf(filters: AuditEventFilters): SQL | undefined {
  const { action } = filters;
  return and(
    action && 'exact' in action ? eq(auditEvents.action, action.exact) : undefined,
    action && 'prefix' in action ? like(auditEvents.action, prefixPattern(action.prefix)) : undefined,
    filters.actorUserId !== undefined ? eq(auditEvents.actorUserId, filters.actorUserId) : undefined,
    filters.actorSearch
      ? or(
          ilike(sql`${actors.firstName} || ' ' || ${actors.lastName}`, containsPattern(filters.actorSearch)),
          ilike(actors.email, containsPattern(filters.actorSearch)),
        )
      : undefined,
    filters.targetUserId !== undefined ? eq(auditEvents.targetUserId, filters.targetUserId) : undefined,
    filters.from ? gte(auditEvents.createdAt, filters.from) : undefined,
    filters.until ? lt(auditEvents.createdAt, filters.until) : undefined,
  );
}

/**
 * One page of entries, newest first, with their actor and target and the number of matching entries (a
 * window count in the same query). Only a page past the end, which returns no row to carry the count,
 * costs a second query.
 */
export async function listAuditEventPage(
  db: Database,
  params: { readonly filters: AuditEventFilters; readonly limit: number; readonly offset: number },
) {
  const where = whereOf(params.filters);
  const rows = await db
    .select({
      id: auditEvents.id,
      createdAt: auditEvents.createdAt,
      action: auditEvents.action,
      details: auditEvents.details,
      before: auditEvents.before,
      after: auditEvents.after,
      actorId: actors.id,
      actorFirstName: actors.firstName,
      actorLastName: actors.lastName,
      actorEmail: actors.email,
      targetId: targets.id,
      targetFirstName: targets.firstName,
      targetLastName: targets.lastName,
      targetEmail: targets.email,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(auditEvents)
    .leftJoin(actors, eq(actors.id, auditEvents.actorUserId))
    .leftJoin(targets, eq(targets.id, auditEvents.targetUserId))
    .where(where)
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(params.limit)
    .offset(params.offset);
  if (rows.length > 0 || params.offset === 0) return { rows, count: rows[0]?.total ?? 0 };
  const [counted] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(auditEvents)
    .leftJoin(actors, eq(actors.id, auditEvents.actorUserId))
    .where(where);
  return { rows, count: counted?.total ?? 0 };
}

export type AuditEventPageRow = Awaited<ReturnType<typeof listAuditEventPage>>['rows'][number];
