// SQL of paying orders (decision 018): the order a payment is for with who pays it, payments by id, by the
// payer's idempotency key and by the provider's reference, and their state changes. Every write here runs
// inside the caller's transaction, after the order's lock.
import type { OrderPaymentState } from '@portal/contract/order';
import type { PaymentSystem } from '@portal/contract/payment';
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { eventSports, events } from '../../db/schema/events';
import { eventParticipants } from '../../db/schema/participants';
import { orderLines, orderPayments, orders } from '../../db/schema/payments';
import { annualTeamFees, teams } from '../../db/schema/teams';
import { users } from '../../db/schema/users';

/**
 * An order with who pays it (the team's administrator for a team order) and what it is for: the event's
 * name, or the annual fee's for a team's annual order (decision 019).
 */
export async function findPayableOrder(db: Database, params: { readonly id: number }) {
  const [row] = await db
    .select({
      id: orders.id,
      eventId: orders.eventId,
      seasonId: orders.seasonId,
      label: sql<string>`coalesce(${events.name}, ${annualTeamFees.name}, '')`,
      payerKind: orders.payerKind,
      federationId: orders.federationId,
      userId: orders.userId,
      teamId: orders.teamId,
      teamAdminUserId: teams.adminUserId,
      currency: orders.currency,
      allowedPaymentSystems: orders.allowedPaymentSystems,
    })
    .from(orders)
    .leftJoin(events, eq(events.id, orders.eventId))
    .leftJoin(annualTeamFees, eq(annualTeamFees.seasonId, orders.seasonId))
    .leftJoin(teams, eq(teams.id, orders.teamId))
    .where(eq(orders.id, params.id));
  return row;
}

export type PayableOrder = NonNullable<Awaited<ReturnType<typeof findPayableOrder>>>;

/** The federation the person administers as NF staff; null when none (or the account is gone). */
export async function administeredFederationOf(db: Database, params: { readonly userId: number }) {
  const [row] = await db
    .select({ federationId: users.nfAdminFederationId })
    .from(users)
    .where(and(eq(users.id, params.userId), isNull(users.deletedAt)));
  return row?.federationId ?? null;
}

const paymentColumns = {
  id: orderPayments.id,
  orderId: orderPayments.orderId,
  amount: orderPayments.amount,
  paymentSystem: orderPayments.paymentSystem,
  state: orderPayments.state,
  idempotencyKey: orderPayments.idempotencyKey,
  proofKey: orderPayments.proofKey,
  providerReference: orderPayments.providerReference,
  createdBy: orderPayments.createdBy,
};

export async function findPayment(db: Database, params: { readonly id: number }) {
  const [row] = await db.select(paymentColumns).from(orderPayments).where(eq(orderPayments.id, params.id));
  return row;
}

export type PaymentRow = NonNullable<Awaited<ReturnType<typeof findPayment>>>;

export async function findPaymentByKey(
  db: Database,
  params: { readonly orderId: number; readonly idempotencyKey: string },
) {
  const [row] = await db
    .select(paymentColumns)
    .from(orderPayments)
    .where(
      and(eq(orderPayments.orderId, params.orderId), eq(orderPayments.idempotencyKey, params.idempotencyKey)),
    );
  return row;
}

export async function findPaymentByProviderReference(db: Database, params: { readonly reference: string }) {
  const [row] = await db
    .select(paymentColumns)
    .from(orderPayments)
    .where(
      and(isNotNull(orderPayments.providerReference), eq(orderPayments.providerReference, params.reference)),
    );
  return row;
}

/** A new pending payment; undefined when the order already has one with the key (the caller reads that one). */
export async function insertPendingPayment(
  db: Database,
  values: {
    readonly orderId: number;
    readonly amount: string;
    readonly paymentSystem: PaymentSystem;
    readonly idempotencyKey: string;
    readonly proofKey: string | null;
    readonly createdBy: number;
    readonly now: Date;
  },
) {
  const [row] = await db
    .insert(orderPayments)
    .values({
      orderId: values.orderId,
      amount: values.amount,
      paymentSystem: values.paymentSystem,
      idempotencyKey: values.idempotencyKey,
      proofKey: values.proofKey,
      createdBy: values.createdBy,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .onConflictDoNothing()
    .returning(paymentColumns);
  return row;
}

/** The provider's reference of a card payment's checkout, set once. */
export async function setProviderReference(
  db: Database,
  params: { readonly id: number; readonly reference: string },
): Promise<void> {
  await db
    .update(orderPayments)
    .set({ providerReference: params.reference })
    .where(and(eq(orderPayments.id, params.id), isNull(orderPayments.providerReference)));
}

/** A pending payment confirmed or declined (by WSK, the payer withdrawing it, or the provider). */
export async function decidePayment(
  db: Database,
  params: {
    readonly id: number;
    readonly state: Exclude<OrderPaymentState, 'pending'>;
    readonly decidedBy: number | null;
    readonly reason: string | null;
    readonly now: Date;
  },
): Promise<void> {
  await db
    .update(orderPayments)
    .set({
      state: params.state,
      decidedBy: params.decidedBy,
      decidedAt: params.now,
      declineReason: params.state === 'declined' ? params.reason : null,
      updatedAt: params.now,
    })
    .where(eq(orderPayments.id, params.id));
}

export async function setPaymentAmount(
  db: Database,
  params: { readonly id: number; readonly amount: string; readonly now: Date },
): Promise<void> {
  await db
    .update(orderPayments)
    .set({ amount: params.amount, updatedAt: params.now })
    .where(eq(orderPayments.id, params.id));
}

export async function touchOrder(db: Database, params: { readonly id: number; readonly now: Date }) {
  await db.update(orders).set({ updatedAt: params.now }).where(eq(orders.id, params.id));
}

/**
 * The event sport the payment-redirect screen of an order opens on: its first line's, or the event's
 * first sport when no line names one.
 */
export async function redirectSportOf(
  db: Database,
  params: { readonly orderId: number; readonly eventId: number },
) {
  const [line] = await db
    .select({ eventSportId: eventParticipants.eventSportId })
    .from(orderLines)
    .innerJoin(eventParticipants, eq(eventParticipants.id, orderLines.participantId))
    .where(and(eq(orderLines.orderId, params.orderId), isNotNull(eventParticipants.eventSportId)))
    .orderBy(asc(orderLines.id))
    .limit(1);
  if (line?.eventSportId) return line.eventSportId;
  const [sport] = await db
    .select({ id: sql<number>`min(${eventSports.id})` })
    .from(eventSports)
    .where(eq(eventSports.eventId, params.eventId));
  return sport?.id ?? null;
}
