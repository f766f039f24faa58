// SQL of quotas per national federation and NF management (decision 016). NF staff's reads carry their
// administered federation in the WHERE clause (a scalar subquery on their own row), never a filter after
// loading; the NF-management page is one query, its counts in lateral subqueries.
import { ACTIVE_PARTICIPANT_STATUSES, PARTICIPANT_KINDS, type ParticipantKind } from '@portal/contract/event';
import { PERMISSIONS, ROLE_TYPES } from '@portal/contract/roles';
import {
  and,
  asc,
  type Column,
  count,
  eq,
  ilike,
  inArray,
  isNull,
  not,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/like';
import { eventSportQuotas } from '../../db/schema/event-parts';
import { eventSportParticipants, eventSports } from '../../db/schema/events';
import { federations } from '../../db/schema/federations';
import { eventParticipants } from '../../db/schema/participants';
import { roles } from '../../db/schema/roles';
import { users } from '../../db/schema/users';
import { isValidForEventSql, type ValidityDay } from '../users/user-list-queries';

/** Whose federations a read shows: every one (WSK staff) or the one the NF caller administers. */
export type FederationScope =
  | { readonly kind: 'all' }
  /** The federation is the caller's nf_admin_federation, read in the same query; none means nobody. */
  | { readonly kind: 'nf'; readonly callerId: number };

const scopeCaller = alias(users, 'scope_caller');

function inScope(db: Database, scope: FederationScope, column: Column) {
  if (scope.kind === 'all') return undefined;
  return sql`${column} = (${db
    .select({ id: scopeCaller.nfAdminFederationId })
    .from(scopeCaller)
    .where(and(eq(scopeCaller.id, scope.callerId), isNull(scopeCaller.deletedAt)))})`;
}

/** The federation the NF caller administers; null when none. */
export async function administeredFederation(
  db: Database,
  params: { readonly userId: number },
): Promise<number | null> {
  const [row] = await db
    .select({ id: users.nfAdminFederationId })
    .from(users)
    .where(and(eq(users.id, params.userId), isNull(users.deletedAt)));
  return row?.id ?? null;
}

/** The contract's order of participant kinds. */
const kindOrder = (column: Column) =>
  sql`array_position(array[${sql.raw(PARTICIPANT_KINDS.map((kind) => `'${kind}'`).join(', '))}], ${column})`;

const federationRef = { id: federations.id, name: federations.name, code: federations.code };

/** A national federation: every row of the reference list but the default one of people with none. */
const national = not(federations.isDefault);

// Quotas ----------------------------------------------------------------------------------------------------

/** The federations' own quotas of an event sport in the scope, by federation name. */
export async function listQuotasOfEventSport(
  db: Database,
  params: { readonly eventSportId: number; readonly scope: FederationScope },
) {
  return db
    .select({ federation: federationRef, kind: eventSportQuotas.kind, quota: eventSportQuotas.quota })
    .from(eventSportQuotas)
    .innerJoin(federations, eq(federations.id, eventSportQuotas.federationId))
    .where(
      and(
        eq(eventSportQuotas.eventSportId, params.eventSportId),
        inScope(db, params.scope, eventSportQuotas.federationId),
      ),
    )
    .orderBy(asc(federations.name), asc(federations.id), kindOrder(eventSportQuotas.kind));
}

/** The participant kinds that have a row (a window) for the event sport. */
export async function registeredKinds(
  db: Database,
  params: { readonly eventSportId: number },
): Promise<ParticipantKind[]> {
  const rows = await db
    .select({ kind: eventSportParticipants.kind })
    .from(eventSportParticipants)
    .where(eq(eventSportParticipants.eventSportId, params.eventSportId));
  return rows.map((row) => row.kind);
}

/** How many of these ids are national federations. */
export async function countNationalFederations(
  db: Database,
  params: { readonly ids: readonly number[] },
): Promise<number> {
  if (params.ids.length === 0) return 0;
  const [row] = await db
    .select({ total: count() })
    .from(federations)
    .where(and(inArray(federations.id, [...params.ids]), national));
  return row?.total ?? 0;
}

/** The event sport's own quotas become exactly `rows` (one multi-row insert). */
export async function replaceQuotas(
  db: Database,
  params: {
    readonly eventSportId: number;
    readonly rows: readonly { federationId: number; kind: ParticipantKind; quota: number }[];
  },
): Promise<void> {
  await db.delete(eventSportQuotas).where(eq(eventSportQuotas.eventSportId, params.eventSportId));
  if (params.rows.length === 0) return;
  await db
    .insert(eventSportQuotas)
    .values(params.rows.map((row) => ({ ...row, eventSportId: params.eventSportId })));
}

// NF management --------------------------------------------------------------------------------------------

/** The federation's athletes (approved athlete role, account kept) valid for events on `day`. */
function eligibleAthletes(db: Database, federationId: SQL | typeof federations.id, day: ValidityDay) {
  return db
    .select({ total: sql<number>`count(*)::int`.as('eligible_total') })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        sql`${users.federationId} = ${federationId}`,
        isNull(users.deletedAt),
        eq(users.roleStatus, 'approved'),
        eq(roles.type, ROLE_TYPES.ATHLETE),
        isValidForEventSql(day),
      ),
    );
}

const activeStatuses = [...ACTIVE_PARTICIPANT_STATUSES];

/** A federation's active registrations (pending or approved) and, of those, the approved ones. */
const registrationCounts = {
  registered: sql<number>`count(*)::int`.as('registered_total'),
  approved: sql<number>`(count(*) filter (where ${eventParticipants.status} = 'approved'))::int`.as(
    'approved_total',
  ),
};

/** Approved NF staff of a federation (admins and viewers), accounts kept. */
const nfStaffOf = (federationId: SQL | typeof federations.id) =>
  and(
    sql`${users.nfAdminFederationId} = ${federationId}`,
    isNull(users.deletedAt),
    eq(users.roleStatus, 'approved'),
    eq(roles.type, ROLE_TYPES.NF_ADMIN),
  );

/**
 * One page of national federations in the scope, found by name or code, by name, each with its eligible
 * athletes on `day`, its own quotas in the event and its administrators; and how many match.
 */
export async function listNfManagementPage(
  db: Database,
  params: {
    readonly eventId: number;
    readonly scope: FederationScope;
    readonly search?: string | undefined;
    readonly day: ValidityDay;
    readonly limit: number;
    readonly offset: number;
  },
) {
  const pattern = params.search ? containsPattern(params.search) : null;
  const where = and(
    national,
    inScope(db, params.scope, federations.id),
    pattern ? or(ilike(federations.name, pattern), ilike(federations.code, pattern)) : undefined,
  );
  const eligible = eligibleAthletes(db, federations.id, params.day).as('eligible');
  const overrides = db
    .select({ total: sql<number>`count(*)::int`.as('overrides_total') })
    .from(eventSportQuotas)
    .innerJoin(eventSports, eq(eventSports.id, eventSportQuotas.eventSportId))
    .where(and(eq(eventSports.eventId, params.eventId), eq(eventSportQuotas.federationId, federations.id)))
    .as('overrides');
  const administrators = db
    .select({ total: sql<number>`count(*)::int`.as('administrators_total') })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(nfStaffOf(federations.id), eq(roles.permission, PERMISSIONS.ADMIN)))
    .as('administrators');
  const registrations = db
    .select(registrationCounts)
    .from(eventParticipants)
    .where(
      and(
        eq(eventParticipants.eventId, params.eventId),
        eq(eventParticipants.federationId, federations.id),
        inArray(eventParticipants.status, activeStatuses),
      ),
    )
    .as('registrations');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        federation: federationRef,
        eligibleAthletes: eligible.total,
        quotaOverrides: overrides.total,
        administrators: administrators.total,
        registered: registrations.registered,
        approved: registrations.approved,
      })
      .from(federations)
      .leftJoinLateral(eligible, sql`true`)
      .leftJoinLateral(overrides, sql`true`)
      .leftJoinLateral(administrators, sql`true`)
      .leftJoinLateral(registrations, sql`true`)
      .where(where)
      .orderBy(asc(federations.name), asc(federations.id))
      .limit(params.limit)
      .offset(params.offset),
    db.select({ total: count() }).from(federations).where(where),
  ]);
  return { rows, count: total?.total ?? 0 };
}

export async function findNationalFederation(db: Database, params: { readonly id: number }) {
  const [row] = await db
    .select(federationRef)
    .from(federations)
    .where(and(eq(federations.id, params.id), national));
  return row;
}

export async function countEligibleAthletes(
  db: Database,
  params: { readonly federationId: number; readonly day: ValidityDay },
): Promise<number> {
  const [row] = await eligibleAthletes(db, sql`${params.federationId}`, params.day);
  return row?.total ?? 0;
}

/** The federation's NF administrators and viewers, by name. */
export async function listNfContacts(db: Database, params: { readonly federationId: number }) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      permission: roles.permission,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(nfStaffOf(sql`${params.federationId}`))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

/**
 * Every participant kind of these event sports with its default quota, the federation's own one, and the
 * federation's active registrations of the kind within the quota (extra-quota requests not counted) and
 * its approved ones.
 */
export async function listKindQuotas(
  db: Database,
  params: { readonly eventSportIds: readonly number[]; readonly federationId: number },
) {
  if (params.eventSportIds.length === 0) return [];
  const registrations = db
    .select({
      used: sql<number>`(count(*) filter (where not ${eventParticipants.extraQuota}))::int`.as('used_total'),
      approved: sql<number>`(count(*) filter (where ${eventParticipants.status} = 'approved'))::int`.as(
        'approved_total',
      ),
    })
    .from(eventParticipants)
    .where(
      and(
        eq(eventParticipants.eventSportId, eventSportParticipants.eventSportId),
        eq(eventParticipants.kind, eventSportParticipants.kind),
        eq(eventParticipants.federationId, params.federationId),
        inArray(eventParticipants.status, activeStatuses),
      ),
    )
    .as('registrations');
  return db
    .select({
      eventSportId: eventSportParticipants.eventSportId,
      kind: eventSportParticipants.kind,
      defaultQuota: eventSportParticipants.quota,
      ownQuota: eventSportQuotas.quota,
      used: registrations.used,
      approved: registrations.approved,
    })
    .from(eventSportParticipants)
    .leftJoinLateral(registrations, sql`true`)
    .leftJoin(
      eventSportQuotas,
      and(
        eq(eventSportQuotas.eventSportId, eventSportParticipants.eventSportId),
        eq(eventSportQuotas.kind, eventSportParticipants.kind),
        eq(eventSportQuotas.federationId, params.federationId),
      ),
    )
    .where(inArray(eventSportParticipants.eventSportId, [...params.eventSportIds]));
}
