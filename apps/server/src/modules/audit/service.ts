// The audit log of administrative and money actions (decision 024): who did what to whom, with the state
// before and after. A service records its action inside the action's own transaction, so the change and its
// record commit (or fail) together. Entries are never changed: the database refuses UPDATE and DELETE, and
// the API only reads them (WSK administrators, listAuditEvents).
import type { AuditEvent, auditEventsQuerySchema } from '@portal/contract/endpoints/audit';
import { isAuditActionPrefix } from '@portal/contract/endpoints/audit';
import type { Paged } from '@portal/contract/http';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { buildPage, toPageRequest } from '../../platform/http/paging';
import {
  type AuditEventFilters,
  type AuditEventPageRow,
  insertAuditEvent,
  listAuditEventPage,
} from './queries';

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
  /**
   * The state the action changed, as it was and as it became (a role and status, a payment's state, an
   * amount); plain JSON values. Left out when the action has no single before/after (a creation's before).
   */
  readonly before?: unknown;
  readonly after?: unknown;
}

/** Adds one row to the audit log; pass the transaction of the action as `db`. */
export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await insertAuditEvent(db, {
    actorUserId: entry.actorUserId,
    action: entry.action,
    targetUserId: entry.targetUserId ?? null,
    details: entry.details ?? {},
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export interface AuditReadDeps {
  readonly db: Database;
  readonly config: Pick<Config, 'publicUrl'>;
}

type AuditEventsQuery = z.output<typeof auditEventsQuerySchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** No audit log is this long; a larger offset reads nothing instead of asking PostgreSQL to skip it. */
const MAX_OFFSET = 10_000_000;

export function auditFiltersOf(query: Omit<AuditEventsQuery, 'page' | 'page_size'>): AuditEventFilters {
  const { action } = query;
  return {
    action: action ? (isAuditActionPrefix(action) ? { prefix: action } : { exact: action }) : undefined,
    actorUserId: query.actor,
    actorSearch: query.actor_search || undefined,
    targetUserId: query.target,
    // Days are UTC days, both ends included.
    from: query.date_from ? new Date(`${query.date_from}T00:00:00.000Z`) : undefined,
    until: query.date_to ? new Date(Date.parse(`${query.date_to}T00:00:00.000Z`) + DAY_MS) : undefined,
  };
}

function nameOf(id: number, firstName: string | null, lastName: string | null, email: string | null) {
  const name = `${firstName ?? ''} ${lastName ?? ''}`.trim();
  return name || email || `User ${id}`;
}

function toAuditEvent(row: AuditEventPageRow): AuditEvent {
  return {
    id: row.id,
    time: row.createdAt.toISOString(),
    action: row.action,
    actor:
      row.actorId === null
        ? null
        : {
            id: row.actorId,
            name: nameOf(row.actorId, row.actorFirstName, row.actorLastName, row.actorEmail),
            email: row.actorEmail,
          },
    target:
      row.targetId === null
        ? null
        : {
            id: row.targetId,
            name: nameOf(row.targetId, row.targetFirstName, row.targetLastName, row.targetEmail),
          },
    details: row.details,
    before: row.before ?? null,
    after: row.after ?? null,
  };
}

/** A page of the audit log, newest first (the endpoint admits WSK administrators only). */
export async function listAuditEvents(
  deps: AuditReadDeps,
  query: AuditEventsQuery,
  links: { readonly requestUrl: string },
): Promise<Paged<AuditEvent>> {
  const page = toPageRequest(query);
  const { rows, count } = await listAuditEventPage(deps.db, {
    filters: auditFiltersOf(query),
    limit: page.offset > MAX_OFFSET ? 0 : page.limit,
    offset: Math.min(page.offset, MAX_OFFSET),
  });
  return buildPage({
    publicUrl: deps.config.publicUrl,
    requestUrl: links.requestUrl,
    page,
    count,
    results: rows.map(toAuditEvent),
  });
}
