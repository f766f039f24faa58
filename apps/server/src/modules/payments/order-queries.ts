// SQL of the order lists (decision 018): each order's sums derived in the statement from its lines, payments
// and refunds (one LATERAL subquery each, correlated to the order), its state by the same rule as
// ledger.ts's orderState, and the scope, subject (event or annual orders), event, season, state, tab, payer
// kind and payer-name filters in the WHERE clause, so a page is cut in SQL and only its ids go on to
// order-details.ts.

import type { OrderState, OrderTab, PayerKind } from '@portal/contract/order';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  ilike,
  inArray,
  isNotNull,
  or,
  type SQL,
  sql,
  type WithSubquery,
} from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { type Database, preparedPerDatabase } from '../../db/client';
import { containsPattern } from '../../db/like';
import { totalOfPage } from '../../db/page-total';
import { events } from '../../db/schema/events';
import { federations } from '../../db/schema/federations';
import { eventParticipants } from '../../db/schema/participants';
import { orderLines, orderPayments, orders, refundRequests } from '../../db/schema/payments';
import { teamMembers, teams } from '../../db/schema/teams';
import { users } from '../../db/schema/users';
import type { VersionedTables } from '../../platform/http/response-cache';
import type { SubjectGuard } from './order-subject';

const payerFederations = alias(federations, 'payer_federations');
const payerUsers = alias(users, 'payer_users');
const payerTeams = alias(teams, 'payer_teams');

/**
 * Whose orders a read covers: every order (WSK staff); a federation's own orders; the individual orders of
 * a federation's athletes (an athlete order with a line for a participant of the federation); an athlete's
 * own; a team's; the individual orders of a team's roster athletes.
 */
export type OrderScope =
  | { readonly kind: 'all' }
  | { readonly kind: 'federation'; readonly federationId: number }
  | { readonly kind: 'federation_individuals'; readonly federationId: number }
  | { readonly kind: 'athlete'; readonly userId: number }
  | { readonly kind: 'team'; readonly teamId: number }
  | { readonly kind: 'team_individuals'; readonly teamId: number };

export interface OrderFilter {
  /** Any of these; none matches nothing. */
  readonly scopes: readonly OrderScope[];
  /** Event orders (unless told), annual team orders, or both. */
  readonly subject?: SubjectGuard | undefined;
  readonly eventId?: number | undefined;
  readonly seasonId?: number | undefined;
  readonly payerKinds?: readonly PayerKind[] | undefined;
  readonly state?: OrderState | undefined;
  readonly tab?: OrderTab | undefined;
  /** Leave cancelled orders out: they appear in no payer's list. */
  readonly live?: boolean | undefined;
  /** Part of the payer's name: the federation's, the athlete's first, last or full name, the team's. */
  readonly search?: string | undefined;
  /** Only orders with a payment waiting for confirmation. */
  readonly toCheck?: boolean | undefined;
}

interface Page {
  readonly limit: number;
  readonly offset: number;
}

/** The sums of every order, as subqueries correlated to `orders.id`, and the state derived from them. */
function orderFacts(db: Database) {
  const live = sql`${orderLines.cancelledAt} is null`;
  const lines = db
    .select({
      liveLines: sql<number>`(count(*) filter (where ${live}))::int`.as('live_lines'),
      fees: sql<string>`coalesce(sum(${orderLines.fee}) filter (where ${live}), 0)`.as('fees_total'),
      discount: sql<string>`coalesce(sum(${orderLines.discount}) filter (where ${live}), 0)`.as(
        'discount_total',
      ),
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orders.id))
    .as('line_sums');
  const payments = db
    .select({
      confirmed:
        sql<string>`coalesce(sum(${orderPayments.amount}) filter (where ${orderPayments.state} = 'confirmed'), 0)`.as(
          'confirmed_total',
        ),
      pending:
        sql<string>`coalesce(sum(${orderPayments.amount}) filter (where ${orderPayments.state} = 'pending'), 0)`.as(
          'pending_total',
        ),
    })
    .from(orderPayments)
    .where(eq(orderPayments.orderId, orders.id))
    .as('payment_sums');
  const refunds = db
    .select({ refunded: sql<string>`coalesce(sum(${refundRequests.amount}), 0)`.as('refunded_total') })
    .from(refundRequests)
    .innerJoin(orderLines, eq(orderLines.id, refundRequests.orderLineId))
    .where(and(eq(orderLines.orderId, orders.id), eq(refundRequests.state, 'confirmed')))
    .as('refund_sums');
  const charge = sql`(${lines.fees} - ${lines.discount})`;
  // orderState() of ledger.ts: refunds never make an order owe again, so they do not enter the state.
  const state = sql<OrderState>`(case
    when ${payments.confirmed} <= 0 then (case
      when ${lines.liveLines} = 0 then 'cancelled'
      when ${charge} <= 0 then 'waived'
      else 'awaiting_payment' end)
    when ${payments.confirmed} >= ${charge} then 'paid'
    else 'partially_paid' end)`;
  const outstanding = sql`greatest(0, ${charge} - ${payments.confirmed})`;
  return { lines, payments, refunds, charge, state, outstanding };
}

type OrderFacts = ReturnType<typeof orderFacts>;

/** The facts and the payer's name beside each order of the query. */
function withFacts<T extends PgSelect>(query: T, facts: OrderFacts) {
  return query
    .innerJoinLateral(facts.lines, sql`true`)
    .innerJoinLateral(facts.payments, sql`true`)
    .innerJoinLateral(facts.refunds, sql`true`)
    .leftJoin(payerFederations, eq(payerFederations.id, orders.federationId))
    .leftJoin(payerUsers, eq(payerUsers.id, orders.userId))
    .leftJoin(payerTeams, eq(payerTeams.id, orders.teamId));
}

export function scopeCondition(db: Database, scope: OrderScope): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return sql`true`;
    case 'federation':
      return and(eq(orders.payerKind, 'federation'), eq(orders.federationId, scope.federationId));
    case 'federation_individuals':
      return and(
        eq(orders.payerKind, 'athlete'),
        exists(
          db
            .select({ one: sql`1` })
            .from(orderLines)
            .innerJoin(eventParticipants, eq(eventParticipants.id, orderLines.participantId))
            .where(
              and(eq(orderLines.orderId, orders.id), eq(eventParticipants.federationId, scope.federationId)),
            ),
        ),
      );
    case 'athlete':
      return and(eq(orders.payerKind, 'athlete'), eq(orders.userId, scope.userId));
    case 'team':
      return and(eq(orders.payerKind, 'team'), eq(orders.teamId, scope.teamId));
    case 'team_individuals':
      return and(
        eq(orders.payerKind, 'athlete'),
        exists(
          db
            .select({ one: sql`1` })
            .from(teamMembers)
            .where(and(eq(teamMembers.teamId, scope.teamId), eq(teamMembers.userId, orders.userId))),
        ),
      );
  }
}

function tabCondition(tab: OrderTab, facts: OrderFacts): SQL {
  switch (tab) {
    case 'awaiting':
      return sql`${facts.state} in ('awaiting_payment', 'partially_paid')`;
    case 'processed':
      return sql`(${facts.state} = 'paid' or ${facts.payments.confirmed} > 0)`;
    case 'waived':
      return sql`${facts.state} = 'waived'`;
  }
}

function payerNameMatches(search: string): SQL | undefined {
  const pattern = containsPattern(search);
  return or(
    ilike(payerFederations.name, pattern),
    ilike(payerUsers.firstName, pattern),
    ilike(payerUsers.lastName, pattern),
    ilike(sql`${payerUsers.firstName} || ' ' || ${payerUsers.lastName}`, pattern),
    ilike(payerTeams.name, pattern),
  );
}

/** Event orders, annual orders, or both. */
export function subjectCondition(subject: SubjectGuard): SQL | undefined {
  switch (subject) {
    case 'event':
      return isNotNull(orders.eventId);
    case 'annual':
      return isNotNull(orders.seasonId);
    case 'any':
      return undefined;
  }
}

function filterCondition(db: Database, filter: OrderFilter, facts: OrderFacts): SQL | undefined {
  const scopes = filter.scopes.map((scope) => scopeCondition(db, scope));
  return and(
    scopes.length === 0 ? sql`false` : or(...scopes),
    subjectCondition(filter.subject ?? 'event'),
    filter.eventId === undefined ? undefined : eq(orders.eventId, filter.eventId),
    filter.seasonId === undefined ? undefined : eq(orders.seasonId, filter.seasonId),
    filter.payerKinds === undefined ? undefined : inArray(orders.payerKind, [...filter.payerKinds]),
    filter.state === undefined ? undefined : sql`${facts.state} = ${filter.state}`,
    filter.tab === undefined ? undefined : tabCondition(filter.tab, facts),
    filter.live ? sql`${facts.state} <> 'cancelled'` : undefined,
    filter.search ? payerNameMatches(filter.search) : undefined,
    filter.toCheck ? sql`${facts.payments.pending} > 0` : undefined,
  );
}

/** The newest season's orders first (an event order has none). */
const seasonStartsOn = sql`(select season.starts_on from team_seasons season where season.id = ${orders.seasonId})`;

/** How many rows a page's common table expression matched, for a page past the end that carries none. */
async function countOf(db: Database, matched: WithSubquery): Promise<number> {
  const [counted] = await db.with(matched).select({ total: count() }).from(matched);
  return counted?.total ?? 0;
}

/**
 * One page of the ids of the matching orders, newest first (annual orders: the newest season's first), and
 * how many match, in one statement. The matching orders are found once, in a common table expression that
 * PostgreSQL materializes because both the page and the count read it: each order's facts (its sums and
 * state, which most filters test) are derived once instead of once for the page and again for the count.
 */
export async function listOrderPage(
  db: Database,
  params: OrderFilter & Page,
): Promise<{ ids: number[]; count: number }> {
  const facts = orderFacts(db);
  const where = filterCondition(db, params, facts);
  const annual = params.subject === 'annual';
  const matched = db.$with('matched_orders').as(
    withFacts(
      db
        // The season's start orders annual orders; the other lists order by id alone.
        .select({ id: orders.id, startsOn: (annual ? seasonStartsOn : sql`null`).as('starts_on') })
        .from(orders)
        .$dynamic(),
      facts,
    ).where(where),
  );
  const rows = await db
    .with(matched)
    .select({ id: matched.id, total: sql<number>`(select count(*) from ${matched})` })
    .from(matched)
    .orderBy(...(annual ? [sql`${matched.startsOn} desc`, desc(matched.id)] : [desc(matched.id)]))
    .limit(params.limit)
    .offset(params.offset);
  const total = await totalOfPage(rows, params, () => countOf(db, matched));
  return { ids: rows.map((row) => row.id), count: total };
}

/**
 * One page of the lines of an event's individual (athlete) orders, newest order first and its lines oldest
 * first, by the order's state and the athlete's name, and how many match.
 */
export async function listIndividualLinePage(
  db: Database,
  params: Page & {
    readonly eventId: number;
    readonly state?: OrderState | undefined;
    readonly search?: string | undefined;
    readonly toCheck?: boolean | undefined;
  },
): Promise<{ rows: { orderId: number; lineId: number }[]; count: number }> {
  const facts = orderFacts(db);
  const where = filterCondition(
    db,
    {
      scopes: [{ kind: 'all' }],
      eventId: params.eventId,
      payerKinds: ['athlete'],
      state: params.state,
      search: params.search,
      toCheck: params.toCheck,
    },
    facts,
  );
  const fromLines = <T extends PgSelect>(query: T) =>
    withFacts(query.innerJoin(orders, eq(orders.id, orderLines.orderId)), facts);
  // The matching lines once, for the page and the count (as listOrderPage does).
  const matched = db
    .$with('matched_lines')
    .as(
      fromLines(
        db.select({ orderId: orderLines.orderId, lineId: orderLines.id }).from(orderLines).$dynamic(),
      ).where(where),
    );
  const rows = await db
    .with(matched)
    .select({
      orderId: matched.orderId,
      lineId: matched.lineId,
      total: sql<number>`(select count(*) from ${matched})`,
    })
    .from(matched)
    .orderBy(desc(matched.orderId), asc(matched.lineId))
    .limit(params.limit)
    .offset(params.offset);
  const total = await totalOfPage(rows, params, () => countOf(db, matched));
  return { rows: rows.map((row) => ({ orderId: row.orderId, lineId: row.lineId })), count: total };
}

/** Amounts as numeric(12,2) text, so they reach the code exactly and become cents there. */
const asText = (expression: SQL) => sql<string>`(${expression})::numeric(14, 2)::text`;

/**
 * The matching orders summed per currency: the sums the ledger derives (fees and discounts of live lines,
 * confirmed refunds, confirmed and pending payments, outstanding per order never below zero).
 */
export async function sumOrders(db: Database, filter: OrderFilter) {
  const facts = orderFacts(db);
  return withFacts(
    db
      .select({
        currency: orders.currency,
        orders: count(),
        fees: asText(sql`sum(${facts.lines.fees})`),
        discount: asText(sql`sum(${facts.lines.discount})`),
        refunded: asText(sql`sum(${facts.refunds.refunded})`),
        confirmed: asText(sql`sum(${facts.payments.confirmed})`),
        pending: asText(sql`sum(${facts.payments.pending})`),
        outstanding: asText(sql`sum(${facts.outstanding})`),
      })
      .from(orders)
      .$dynamic(),
    facts,
  )
    .where(filterCondition(db, filter, facts))
    .groupBy(orders.currency)
    .orderBy(asc(orders.currency));
}

/**
 * The matching orders awaiting payment or partially paid, event and annual ones, oldest event first and the
 * annual ones last (no event), with what is outstanding.
 */
export async function listUnpaidOrders(
  db: Database,
  params: { readonly scopes: readonly OrderScope[]; readonly limit: number },
) {
  const facts = orderFacts(db);
  return withFacts(
    db
      .select({
        id: orders.id,
        event: { id: events.id, name: events.name },
        payerKind: orders.payerKind,
        // The sport of the oldest live line: the payments screens live under an event sport.
        eventSportId: sql<number | null>`(
          select ep.event_sport_id from order_lines ol
          join event_participants ep on ep.id = ol.participant_id
          where ol.order_id = ${orders.id} and ol.cancelled_at is null and ep.event_sport_id is not null
          order by ol.id limit 1)`,
        state: facts.state,
        currency: orders.currency,
        outstanding: asText(facts.outstanding),
      })
      .from(orders)
      .leftJoin(events, eq(events.id, orders.eventId))
      .$dynamic(),
    facts,
  )
    .where(filterCondition(db, { scopes: params.scopes, subject: 'any', tab: 'awaiting' }, facts))
    .orderBy(sql`${events.startsOn} asc nulls last`, sql`${events.id} asc nulls last`, asc(orders.id))
    .limit(params.limit);
}

/** Whether any of the matching orders of the event has a live line. */
export async function hasOrderWithLiveLine(
  db: Database,
  params: { readonly scopes: readonly OrderScope[]; readonly eventId: number },
): Promise<boolean> {
  const facts = orderFacts(db);
  const [row] = await withFacts(db.select({ id: orders.id }).from(orders).$dynamic(), facts)
    .where(
      and(
        filterCondition(db, { scopes: params.scopes, eventId: params.eventId }, facts),
        sql`${facts.lines.liveLines} > 0`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

const orderPayerQuery = preparedPerDatabase((db) =>
  db
    .select({
      id: orders.id,
      seasonId: orders.seasonId,
      payerKind: orders.payerKind,
      federationId: orders.federationId,
      userId: orders.userId,
      teamId: orders.teamId,
      teamAdminUserId: teams.adminUserId,
      currency: orders.currency,
    })
    .from(orders)
    .leftJoin(teams, eq(teams.id, orders.teamId))
    .where(eq(orders.id, sql.placeholder('id')))
    .prepare('order_payer'),
);

/**
 * Who pays the order (the team's administrator for a team order) and its currency; prepared, since every
 * amount check and order read asks.
 */
export async function findOrderPayer(db: Database, params: { readonly id: number }) {
  const [row] = await orderPayerQuery(db).execute({ id: params.id });
  return row;
}

const nfFederationQuery = preparedPerDatabase((db) =>
  db
    .select({ federationId: users.nfAdminFederationId })
    .from(users)
    .where(and(eq(users.id, sql.placeholder('userId')), sql`${users.deletedAt} is null`))
    .prepare('nf_federation_of'),
);

/** The federation the person administers as NF staff; null when none (or the account is gone). */
export async function nfFederationOf(db: Database, params: { readonly userId: number }) {
  const [row] = await nfFederationQuery(db).execute({ userId: params.userId });
  return row?.federationId ?? null;
}

/** The teams the person administers, oldest first. */
export async function teamIdsAdministeredBy(db: Database, params: { readonly userId: number }) {
  const rows = await db
    .select({ id: teams.id })
    .from(teams)
    .where(eq(teams.adminUserId, params.userId))
    .orderBy(asc(teams.id));
  return rows.map((row) => row.id);
}

/** Every table a page of this list reads (decision 033: its cached replies are current while they are unchanged). */
export const ORDER_LIST_TABLES: VersionedTables = [
  'annual_team_fees',
  'event_participants',
  'event_sports',
  'events',
  'federations',
  'file_uploads',
  'order_lines',
  'order_payments',
  'orders',
  'refund_requests',
  'sports',
  'team_seasons',
  'teams',
  'users',
];
