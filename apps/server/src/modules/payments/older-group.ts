// The older payments group (`client/payment/`, decision 018) over the same orders and ledger as the new one:
// the caller's order payments (the payers' scopes of order-reads.ts; WSK staff all), WSK's confirmation of a
// bank transfer and an NF administrator's withdrawal of a pending payment (the same service calls as
// `new_payments/order-payments/`), and an athlete's own orders. Lists are paged in SQL; the page's orders
// are read in one batch (order-details.ts).

import { ORDER_PAYMENT_MESSAGES } from '@portal/contract/endpoints/order-payments';
import type { athleteOrdersQuerySchema, paymentsQuerySchema } from '@portal/contract/endpoints/payments';
import type { Paged } from '@portal/contract/http';
import {
  ORDER_MESSAGES,
  type Order,
  type OrderDetail,
  type OrderPayment,
  type OrderPaymentState,
} from '@portal/contract/order';
import { ROLE_TYPES } from '@portal/contract/roles';
import { and, count, desc, eq, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { orderPayments, orders } from '../../db/schema/payments';
import type { AccessClaims } from '../../platform/auth/tokens';
import { NotFound } from '../../platform/http/errors';
import { buildPage, toPageRequest } from '../../platform/http/paging';
import { type ListLinks, sqlPage } from '../events/people-service';
import { loadOrderDetail, loadOrderDetails, toOrder } from './order-details';
import { findPayableOrder, findPayment } from './order-payment-queries';
import { confirmOrderPayment, type OrderPaymentDeps, withdrawOrderPayment } from './order-payments';
import { scopeCondition, subjectCondition } from './order-queries';
import { type OrderReadDeps, type PayerScope, pageOfOrders, payerScopesOf } from './order-reads';

type PaymentsQuery = z.output<typeof paymentsQuerySchema>;
type AthleteOrdersQuery = z.output<typeof athleteOrdersQuerySchema>;

/** What the older group reads and acts with: the payments' and the reads' dependencies. */
export type OlderGroupDeps = OrderPaymentDeps & OrderReadDeps;

const paymentNotFound = () => new NotFound(ORDER_PAYMENT_MESSAGES.PAYMENT_NOT_FOUND);
const orderNotFound = () => new NotFound(ORDER_MESSAGES.ORDER_NOT_FOUND);

const isWskStaff = (caller: AccessClaims) => caller.role === ROLE_TYPES.WSK_ADMIN;

// SQL ---------------------------------------------------------------------------------------------------------

type PaymentScope = PayerScope | { readonly kind: 'all' };

/** One page of the matching payments (their ids and orders), newest first, and how many match. */
async function listPaymentPage(
  db: Database,
  params: {
    readonly scopes: readonly PaymentScope[];
    readonly orderId?: number | undefined;
    readonly eventId?: number | undefined;
    readonly state?: OrderPaymentState | undefined;
    readonly limit: number;
    readonly offset: number;
  },
) {
  const where = and(
    or(...params.scopes.map((scope) => scopeCondition(db, scope))),
    // The older group is about events: a team's annual orders (decision 019) are the teams calls'.
    subjectCondition('event'),
    params.orderId === undefined ? undefined : eq(orderPayments.orderId, params.orderId),
    params.eventId === undefined ? undefined : eq(orders.eventId, params.eventId),
    params.state === undefined ? undefined : eq(orderPayments.state, params.state),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: orderPayments.id, orderId: orderPayments.orderId })
      .from(orderPayments)
      .innerJoin(orders, eq(orders.id, orderPayments.orderId))
      .where(where)
      .orderBy(desc(orderPayments.id))
      .limit(params.limit)
      .offset(params.offset),
    db
      .select({ total: count() })
      .from(orderPayments)
      .innerJoin(orders, eq(orders.id, orderPayments.orderId))
      .where(where),
  ]);
  return { rows, count: total?.total ?? 0 };
}

// Payments ----------------------------------------------------------------------------------------------------

/**
 * The order payments of the orders the caller pays for (NF staff, viewers included: their federation's;
 * athletes: theirs; team administrators: their teams'), or every one for WSK staff; newest first, by order,
 * event and state. Anyone else gets an empty list.
 */
export async function listPayments(
  deps: OlderGroupDeps,
  caller: AccessClaims,
  query: PaymentsQuery,
  links: ListLinks,
): Promise<Paged<OrderPayment>> {
  const page = toPageRequest(query);
  const scopes: PaymentScope[] = isWskStaff(caller) ? [{ kind: 'all' }] : await payerScopesOf(deps, caller);
  const { rows, count: total } =
    scopes.length === 0
      ? { rows: [], count: 0 }
      : await listPaymentPage(deps.db, {
          scopes,
          orderId: query.order,
          eventId: query.event,
          state: query.state,
          ...sqlPage(page),
        });
  const orderIds = [...new Set(rows.map((row) => row.orderId))];
  const details = await loadOrderDetails(deps.db, orderIds, deps.proofs);
  const byId = new Map(details.flatMap((order) => order.payments).map((payment) => [payment.id, payment]));
  const results = rows.flatMap((row) => byId.get(row.id) ?? []);
  return buildPage({
    publicUrl: deps.config.publicUrl,
    requestUrl: links.requestUrl,
    page,
    count: total,
    results,
  });
}

/** WSK's confirmation of a pending bank transfer (as `wsk_confirm/`), answering the payment. */
export async function confirmPayment(
  deps: OlderGroupDeps,
  caller: AccessClaims,
  paymentId: number,
  body: { readonly note: string },
): Promise<OrderPayment> {
  const order = await confirmOrderPayment(deps, caller, paymentId, body);
  const payment = order.payments.find((candidate) => candidate.id === paymentId);
  if (!payment) throw paymentNotFound();
  return payment;
}

/**
 * An NF administrator withdraws a pending payment of their federation's order (as DELETE
 * `order-payments/{id}/`). A payment of any other order, the administrator's own team's included, is 404
 * here: this call is the federation's.
 */
export async function deletePayment(
  deps: OlderGroupDeps,
  caller: AccessClaims,
  paymentId: number,
): Promise<null> {
  const payment = await findPayment(deps.db, { id: paymentId });
  const order = payment && (await findPayableOrder(deps.db, { id: payment.orderId }));
  if (order?.payerKind !== 'federation') throw paymentNotFound();
  return withdrawOrderPayment(deps, caller, paymentId);
}

// An athlete's orders -----------------------------------------------------------------------------------------

/** The athlete's own orders in every state (the cancelled ones too), newest first, optionally of one event. */
export function listAthleteOrders(
  deps: OlderGroupDeps,
  caller: AccessClaims,
  query: AthleteOrdersQuery,
  links: ListLinks,
): Promise<Paged<Order>> {
  const filter = { scopes: [{ kind: 'athlete', userId: caller.userId }] as const, eventId: query.event };
  return pageOfOrders(deps, filter, query, links, (details) => details.map(toOrder));
}

/** One of the athlete's own orders with its lines, payments and refunds; any other order is 404. */
export async function getAthleteOrderDetail(
  deps: OlderGroupDeps,
  caller: AccessClaims,
  orderId: number,
): Promise<OrderDetail> {
  const order = await findPayableOrder(deps.db, { id: orderId });
  if (order?.payerKind !== 'athlete' || order.userId !== caller.userId) throw orderNotFound();
  const detail = await loadOrderDetail(deps.db, orderId, deps.proofs);
  if (!detail) throw orderNotFound();
  return detail;
}
