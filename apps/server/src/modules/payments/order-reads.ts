// The read side of the new payments group (decision 018): WSK's lists and details of an event's orders, the
// national federations', athletes' and team administrators' lists of their own orders by tab with their
// totals, the caller's not-paid orders, whether they pay anything for an event, and whether an amount may be
// paid on an order now. The scope is part of every query; another payer's order is 404 whether it exists or
// not. Pages of ids come from order-queries.ts, the orders themselves from order-details.ts.
import type {
  checkAmountQuerySchema,
  payerOrdersQuerySchema,
  payerTotalQuerySchema,
  paymentsExistQuerySchema,
  teamOrdersQuerySchema,
  wskOrdersQuerySchema,
} from '@portal/contract/endpoints/orders';
import { TEAM_MESSAGES } from '@portal/contract/endpoints/teams';
import type { Paged } from '@portal/contract/http';
import { fromCents, toCents } from '@portal/contract/money';
import {
  type CheckAmount,
  type IndividualLine,
  type NotPaidOrder,
  ORDER_MESSAGES,
  type Order,
  type OrderDetail,
  type OrderTab,
  type OrderTotals,
  type PayerKind,
} from '@portal/contract/order';
import { ROLE_TYPES } from '@portal/contract/roles';
import type { z } from 'zod';
import type { AccessClaims } from '../../platform/auth/tokens';
import { NotFound } from '../../platform/http/errors';
import { buildPage, toPageRequest } from '../../platform/http/paging';
import { type ListLinks, sqlPage } from '../events/people-service';
import type { EventReadDeps } from '../events/service';
import { amountRefusal } from './amount-check';
import { readLedger } from './billing';
import { loadOrderDetail, loadOrderDetails, orderReference, type ProofLinks, toOrder } from './order-details';
import {
  findOrderPayer,
  hasOrderWithLiveLine,
  listIndividualLinePage,
  listOrderPage,
  listUnpaidOrders,
  nfFederationOf,
  type OrderFilter,
  type OrderScope,
  sumOrders,
  teamIdsAdministeredBy,
} from './order-queries';
import { fitsSubject, type OrderSubject, orderNotFoundFor } from './order-subject';

export interface OrderReadDeps extends EventReadDeps {
  /** How the proofs of bank transfers are linked in the orders answered. */
  readonly proofs: ProofLinks;
}

type PayerOrdersQuery = z.output<typeof payerOrdersQuerySchema>;
type TeamOrdersQuery = z.output<typeof teamOrdersQuerySchema>;
type PayerTotalQuery = z.output<typeof payerTotalQuerySchema>;
type WskOrdersQuery = z.output<typeof wskOrdersQuerySchema>;
type PaymentsExistQuery = z.output<typeof paymentsExistQuerySchema>;
type CheckAmountQuery = z.output<typeof checkAmountQuerySchema>;

/** The not-paid indicator shows this many orders at most. */
export const NOT_PAID_ORDERS_LIMIT = 50;

const isWskStaff = (caller: AccessClaims) => caller.role === ROLE_TYPES.WSK_ADMIN;

const orderNotFound = () => new NotFound(ORDER_MESSAGES.ORDER_NOT_FOUND);

// Scope -----------------------------------------------------------------------------------------------------

/** The federation the caller administers as NF staff; null for anyone else. */
async function federationOfCaller(deps: OrderReadDeps, caller: AccessClaims): Promise<number | null> {
  if (caller.role !== ROLE_TYPES.NF_ADMIN) return null;
  // The access check read it with the role; claims made outside a request carry none and ask.
  if (caller.nfFederationId !== undefined) return caller.nfFederationId;
  return nfFederationOf(deps.db, { userId: caller.userId });
}

/**
 * The team a team administrator's list is about: the one named (404 unless they administer it) or their
 * first; null when they administer none.
 */
async function teamOfCaller(
  deps: OrderReadDeps,
  caller: AccessClaims,
  named: number | undefined,
): Promise<number | null> {
  const teamIds = await teamIdsAdministeredBy(deps.db, { userId: caller.userId });
  if (named === undefined) return teamIds[0] ?? null;
  if (!teamIds.includes(named)) throw new NotFound(TEAM_MESSAGES.TEAM_NOT_FOUND);
  return named;
}

/** The scopes of the orders a caller pays for (never WSK's `all`, nor another payer's individuals). */
export type PayerScope = Extract<OrderScope, { readonly kind: 'federation' | 'athlete' | 'team' }>;

/** The orders the caller pays: their federation's as NF staff, their own as an athlete, their teams'. */
export async function payerScopesOf(deps: OrderReadDeps, caller: AccessClaims): Promise<PayerScope[]> {
  const [federationId, teamIds] = await Promise.all([
    federationOfCaller(deps, caller),
    teamIdsAdministeredBy(deps.db, { userId: caller.userId }),
  ]);
  return [
    ...(federationId === null ? [] : [{ kind: 'federation', federationId } as const]),
    ...(caller.role === ROLE_TYPES.ATHLETE ? [{ kind: 'athlete', userId: caller.userId } as const] : []),
    ...teamIds.map((teamId) => ({ kind: 'team', teamId }) as const),
  ];
}

// Lists -----------------------------------------------------------------------------------------------------

/** One page of the orders matching the filter (paged and filtered in SQL), as `toResults` shows them. */
export async function pageOfOrders<T>(
  deps: OrderReadDeps,
  filter: OrderFilter,
  query: { readonly page: number; readonly page_size: number },
  links: ListLinks,
  toResults: (details: OrderDetail[]) => T[],
): Promise<Paged<T>> {
  const page = toPageRequest(query);
  const { ids, count } =
    filter.scopes.length === 0
      ? { ids: [], count: 0 }
      : await listOrderPage(deps.db, { ...filter, ...sqlPage(page) });
  return buildPage({
    publicUrl: deps.config.publicUrl,
    requestUrl: links.requestUrl,
    page,
    count,
    results: toResults(await loadOrderDetails(deps.db, ids, deps.proofs)),
  });
}

const details = (orders: OrderDetail[]) => orders;
const summaries = (orders: OrderDetail[]) => orders.map(toOrder);

type WskOrderPage = Paged<Order> & { totals: OrderTotals['totals'] };

/** A page of WSK's orders with the sums of every order the filters match (cancelled ones add nothing). */
async function wskPage(
  deps: OrderReadDeps,
  filter: OrderFilter,
  query: { readonly page: number; readonly page_size: number },
  links: ListLinks,
): Promise<WskOrderPage> {
  const [page, totals] = await Promise.all([
    pageOfOrders(deps, filter, query, links, summaries),
    sumsOf(deps, filter),
  ]);
  return { ...page, totals };
}

/** WSK: an event's federation and athlete orders (or one kind of them), newest first. */
export function listWskOrders(
  deps: OrderReadDeps,
  query: WskOrdersQuery,
  links: ListLinks,
): Promise<WskOrderPage> {
  const filter: OrderFilter = {
    scopes: [{ kind: 'all' }],
    eventId: query.event,
    payerKinds: query.payer_kind ? [query.payer_kind] : ['federation', 'athlete'],
    state: query.state,
    search: query.search || undefined,
    toCheck: query.to_check,
  };
  return wskPage(deps, filter, query, links);
}

/** WSK: an event's team orders, newest first. */
export function listWskTeamOrders(
  deps: OrderReadDeps,
  query: Omit<WskOrdersQuery, 'payer_kind'>,
  links: ListLinks,
): Promise<WskOrderPage> {
  const filter: OrderFilter = {
    scopes: [{ kind: 'all' }],
    eventId: query.event,
    payerKinds: ['team'],
    state: query.state,
    search: query.search || undefined,
    toCheck: query.to_check,
  };
  return wskPage(deps, filter, query, links);
}

/** WSK: the lines of an event's individual (athlete) orders, one row each, paged over the lines. */
export async function listWskIndividuals(
  deps: OrderReadDeps,
  query: Omit<WskOrdersQuery, 'payer_kind'>,
  links: ListLinks,
): Promise<Paged<IndividualLine>> {
  const page = toPageRequest(query);
  const { rows, count } = await listIndividualLinePage(deps.db, {
    eventId: query.event,
    state: query.state,
    search: query.search || undefined,
    toCheck: query.to_check,
    ...sqlPage(page),
  });
  const orderIds = [...new Set(rows.map((row) => row.orderId))];
  const byId = new Map(
    (await loadOrderDetails(deps.db, orderIds, deps.proofs)).map((order) => [order.id, order]),
  );
  const results = rows.flatMap((row): IndividualLine[] => {
    const order = byId.get(row.orderId);
    const line = order?.lines.find((candidate) => candidate.id === row.lineId);
    if (!order || !line) return [];
    return [
      {
        order: {
          id: order.id,
          reference: order.reference,
          state: order.state,
          pending: order.amounts.pending,
        },
        line,
        currency: order.amounts.currency,
      },
    ];
  });
  return buildPage({ publicUrl: deps.config.publicUrl, requestUrl: links.requestUrl, page, count, results });
}

/** WSK: one order with its lines, payments and refunds; 404 unless it is of one of the endpoint's kinds. */
export async function getWskOrderDetails(
  deps: OrderReadDeps,
  orderId: number,
  kinds: readonly PayerKind[],
): Promise<OrderDetail> {
  const order = await loadOrderDetail(deps.db, orderId, deps.proofs);
  if (!order || !kinds.includes(order.payer.kind)) throw orderNotFound();
  return order;
}

/** NF staff: their federation's orders of a tab, or the individual orders of its athletes. */
export async function listNfOrders(
  deps: OrderReadDeps,
  caller: AccessClaims,
  list: OrderTab | 'individuals',
  query: PayerOrdersQuery,
  links: ListLinks,
): Promise<Paged<OrderDetail>> {
  const federationId = await federationOfCaller(deps, caller);
  const scopes: OrderScope[] =
    federationId === null
      ? []
      : [{ kind: list === 'individuals' ? 'federation_individuals' : 'federation', federationId }];
  return pageOfOrders(deps, payerFilter(scopes, list, query.event), query, links, details);
}

/** Athletes: their own orders of a tab. */
export function listAthleteOrders(
  deps: OrderReadDeps,
  caller: AccessClaims,
  tab: OrderTab,
  query: PayerOrdersQuery,
  links: ListLinks,
): Promise<Paged<OrderDetail>> {
  const scopes: OrderScope[] = [{ kind: 'athlete', userId: caller.userId }];
  return pageOfOrders(deps, payerFilter(scopes, tab, query.event), query, links, details);
}

/**
 * Team administrators: their team's event orders of a tab, or the individual orders of its roster athletes;
 * with `subject` 'annual', their team's annual orders of a tab (decision 019), newest season first.
 */
export async function listTeamOrders(
  deps: OrderReadDeps,
  caller: AccessClaims,
  list: OrderTab | 'individuals',
  query: Pick<TeamOrdersQuery, 'page' | 'page_size' | 'team'> & { readonly event?: number | undefined },
  links: ListLinks,
  subject: OrderSubject = 'event',
): Promise<Paged<OrderDetail>> {
  const teamId = await teamOfCaller(deps, caller, query.team);
  const scopes: OrderScope[] =
    teamId === null ? [] : [{ kind: list === 'individuals' ? 'team_individuals' : 'team', teamId }];
  return pageOfOrders(deps, payerFilter(scopes, list, query.event, subject), query, links, details);
}

/** A payer's list: a tab, or every individual order but the cancelled ones. */
function payerFilter(
  scopes: OrderScope[],
  list: OrderTab | 'individuals',
  eventId: number | undefined,
  subject: OrderSubject = 'event',
): OrderFilter {
  return { scopes, subject, eventId, live: true, ...(list !== 'individuals' && { tab: list }) };
}

// Totals ----------------------------------------------------------------------------------------------------

async function totalsOf(deps: OrderReadDeps, scopes: OrderScope[], eventId: number | undefined) {
  if (scopes.length === 0) return { totals: [] };
  return { totals: await sumsOf(deps, { scopes, eventId, live: true }) };
}

/** The matching orders summed per currency: the sums the ledger derives. */
async function sumsOf(deps: OrderReadDeps, filter: OrderFilter): Promise<OrderTotals['totals']> {
  const rows = await sumOrders(deps.db, filter);
  return rows.map((row): OrderTotals['totals'][number] => {
    const fees = toCents(row.fees);
    const discount = toCents(row.discount);
    const refunded = toCents(row.refunded);
    const confirmed = toCents(row.confirmed);
    return {
      currency: row.currency,
      orders: row.orders,
      fees: fromCents(fees),
      discount: fromCents(discount),
      due: fromCents(fees - discount - refunded),
      paid: fromCents(confirmed - refunded),
      refunded: fromCents(refunded),
      pending: fromCents(toCents(row.pending)),
      outstanding: fromCents(toCents(row.outstanding)),
    };
  });
}

/** NF staff: their federation's orders (not cancelled) summed per currency. */
export async function getNfTotal(
  deps: OrderReadDeps,
  caller: AccessClaims,
  query: PayerTotalQuery,
): Promise<OrderTotals> {
  const federationId = await federationOfCaller(deps, caller);
  return totalsOf(deps, federationId === null ? [] : [{ kind: 'federation', federationId }], query.event);
}

/** Athletes: their own orders (not cancelled) summed per currency. */
export function getAthleteTotal(
  deps: OrderReadDeps,
  caller: AccessClaims,
  query: PayerTotalQuery,
): Promise<OrderTotals> {
  return totalsOf(deps, [{ kind: 'athlete', userId: caller.userId }], query.event);
}

// The caller's own orders -----------------------------------------------------------------------------------

/** Whether the caller pays anything for the event: an order of theirs with a live line. */
export async function getPaymentsExist(
  deps: OrderReadDeps,
  caller: AccessClaims,
  query: PaymentsExistQuery,
): Promise<{ exists: boolean }> {
  const scopes = await payerScopesOf(deps, caller);
  if (scopes.length === 0) return { exists: false };
  return { exists: await hasOrderWithLiveLine(deps.db, { scopes, eventId: query.event }) };
}

/**
 * The caller's orders awaiting payment or partially paid, oldest event first; a team administrator's annual
 * orders too, last, with no event.
 */
export async function listNotPaidOrders(deps: OrderReadDeps, caller: AccessClaims): Promise<NotPaidOrder[]> {
  const scopes = await payerScopesOf(deps, caller);
  if (scopes.length === 0) return [];
  const rows = await listUnpaidOrders(deps.db, { scopes, limit: NOT_PAID_ORDERS_LIMIT });
  return rows.map((row) => ({
    id: row.id,
    reference: orderReference(row.id),
    event: row.event,
    payer_kind: row.payerKind,
    event_sport: row.eventSportId,
    state: row.state,
    currency: row.currency,
    outstanding: fromCents(toCents(row.outstanding)),
  }));
}

// Checking an amount ----------------------------------------------------------------------------------------

/** Whether the caller pays the order: NF staff of its federation, the athlete, the team's administrator. */
async function paysFor(
  deps: OrderReadDeps,
  caller: AccessClaims,
  payer: NonNullable<Awaited<ReturnType<typeof findOrderPayer>>>,
): Promise<boolean> {
  switch (payer.payerKind) {
    case 'federation': {
      const federationId = await federationOfCaller(deps, caller);
      return federationId !== null && federationId === payer.federationId;
    }
    case 'athlete':
      return caller.role === ROLE_TYPES.ATHLETE && payer.userId === caller.userId;
    case 'team':
      return payer.teamAdminUserId !== null && payer.teamAdminUserId === caller.userId;
  }
}

/**
 * Whether the amount may be paid on the order now: above zero and not above what is payable (outstanding
 * less the payments awaiting confirmation). The payer and WSK staff ask; anyone else gets 404, and so does
 * an order of another subject than the call's (`orders/…` event orders, `annual-orders/…` annual ones).
 */
export async function checkAmount(
  deps: OrderReadDeps,
  caller: AccessClaims,
  orderId: number,
  query: CheckAmountQuery,
  subject: OrderSubject = 'event',
): Promise<CheckAmount> {
  const payer = await findOrderPayer(deps.db, { id: orderId });
  if (
    !payer ||
    !fitsSubject(payer, subject) ||
    !(isWskStaff(caller) || (await paysFor(deps, caller, payer)))
  ) {
    throw orderNotFoundFor(subject);
  }
  const ledger = await readLedger(deps.db, orderId);
  // The rule the payment itself is held to (amount-check.ts), so the check and the payment never disagree.
  const refusal = amountRefusal(ledger, toCents(query.amount), payer.currency);
  return {
    allowed: refusal === null,
    message: refusal,
    payable: fromCents(ledger.payableCents),
    currency: payer.currency,
  };
}
