// Registrations bill their payer (decision 018): inside the registration's transaction the payer's order for
// the event is opened when missing and the participant's fee becomes a line on it; a registration withdrawn
// or rejected before anything was paid on it cancels its line. The ledger of an order is read here for every
// write that moves money, under a lock of the order.
import { toCents } from '@portal/contract/money';
import type { PayerKind } from '@portal/contract/order';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Database, preparedPerDatabase } from '../../db/client';
import { orderLines, orderPayments, orders, refundRequests } from '../../db/schema/payments';
import { mayCancelLine, type OrderLedger, orderLedger } from './ledger';

/** Who pays a registration: the federation registering it, the athlete registering themselves, the team. */
export type Payer =
  | { readonly kind: 'federation'; readonly federationId: number }
  | { readonly kind: 'athlete'; readonly userId: number }
  | { readonly kind: 'team'; readonly teamId: number };

function payerColumns(payer: Payer) {
  return {
    payerKind: payer.kind satisfies PayerKind,
    federationId: payer.kind === 'federation' ? payer.federationId : null,
    userId: payer.kind === 'athlete' ? payer.userId : null,
    teamId: payer.kind === 'team' ? payer.teamId : null,
  };
}

function payerCondition(payer: Payer) {
  switch (payer.kind) {
    case 'federation':
      return and(eq(orders.payerKind, 'federation'), eq(orders.federationId, payer.federationId));
    case 'athlete':
      return and(eq(orders.payerKind, 'athlete'), eq(orders.userId, payer.userId));
    case 'team':
      return and(eq(orders.payerKind, 'team'), eq(orders.teamId, payer.teamId));
  }
}

/**
 * The payer's order for the event, opened (in the event's currency, every payment system allowed) when
 * missing. A parallel opening of the same order meets the unique index and reads the winner's row.
 */
export async function openOrder(
  tx: Database,
  params: { readonly eventId: number; readonly currency: string; readonly payer: Payer; readonly now: Date },
): Promise<number> {
  const inserted = await tx
    .insert(orders)
    .values({
      eventId: params.eventId,
      currency: params.currency,
      ...payerColumns(params.payer),
      createdAt: params.now,
      updatedAt: params.now,
    })
    .onConflictDoNothing()
    .returning({ id: orders.id });
  if (inserted[0]) return inserted[0].id;
  const [existing] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.eventId, params.eventId), payerCondition(params.payer)));
  if (!existing) throw new Error('The order was neither opened nor found');
  return existing.id;
}

/**
 * Bills a new registration: a line with the fee frozen at registration on the payer's order. A kind that
 * pays nothing (no fee, or a fee of zero) opens no order.
 */
export async function billParticipant(
  tx: Database,
  params: {
    readonly eventId: number;
    readonly currency: string;
    readonly participantId: number;
    readonly fee: string | null;
    readonly feeReduced: boolean;
    readonly payer: Payer;
    readonly now: Date;
  },
): Promise<void> {
  if (params.fee === null || toCents(params.fee) === 0) return;
  const orderId = await openOrder(tx, params);
  await tx.insert(orderLines).values({
    orderId,
    participantId: params.participantId,
    fee: params.fee,
    feeReduced: params.feeReduced,
    createdAt: params.now,
    updatedAt: params.now,
  });
  await tx.update(orders).set({ updatedAt: params.now }).where(eq(orders.id, orderId));
}

/** Locks orders in id order (the one order every money write takes), so two writes never deadlock. */
export async function lockOrders(tx: Database, orderIds: readonly number[]): Promise<void> {
  const ids = [...new Set(orderIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  await tx
    .select({ id: orders.id })
    .from(orders)
    .where(inArray(orders.id, ids))
    .orderBy(asc(orders.id))
    .for('update');
}

const ledgerLinesQuery = preparedPerDatabase((db) =>
  db
    .select({
      id: orderLines.id,
      fee: orderLines.fee,
      discount: orderLines.discount,
      cancelledAt: orderLines.cancelledAt,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, sql.placeholder('orderId')))
    .orderBy(asc(orderLines.id))
    .prepare('ledger_lines'),
);

// A statement of its own, joined so that every column is qualified: in a correlated subquery of a
// one-table select Drizzle prints columns bare, and a bare "id" there would name the refund's id.
const ledgerRefundsQuery = preparedPerDatabase((db) =>
  db
    .select({
      lineId: refundRequests.orderLineId,
      refunded: sql<string>`sum(${refundRequests.amount})::text`,
    })
    .from(refundRequests)
    .innerJoin(orderLines, eq(orderLines.id, refundRequests.orderLineId))
    .where(and(eq(orderLines.orderId, sql.placeholder('orderId')), eq(refundRequests.state, 'confirmed')))
    .groupBy(refundRequests.orderLineId)
    .prepare('ledger_refunds'),
);

const ledgerPaymentsQuery = preparedPerDatabase((db) =>
  db
    .select({
      confirmed: sql<string>`coalesce(sum(${orderPayments.amount}) filter (where ${orderPayments.state} = 'confirmed'), 0)::text`,
      pending: sql<string>`coalesce(sum(${orderPayments.amount}) filter (where ${orderPayments.state} = 'pending'), 0)::text`,
    })
    .from(orderPayments)
    .where(eq(orderPayments.orderId, sql.placeholder('orderId')))
    .prepare('ledger_payments'),
);

/** The ledger of an order from its rows; the caller holds the order's lock when it writes from it. */
export async function readLedger(tx: Database, orderId: number): Promise<OrderLedger> {
  // Prepared: the amount check of every venue payment and every payment write read them.
  const lines = await ledgerLinesQuery(tx).execute({ orderId });
  const refunds = await ledgerRefundsQuery(tx).execute({ orderId });
  const refundedOn = new Map(refunds.map((row) => [row.lineId, toCents(row.refunded)]));
  const [sums] = await ledgerPaymentsQuery(tx).execute({ orderId });
  return orderLedger({
    lines: lines.map((line) => ({
      id: line.id,
      feeCents: toCents(line.fee),
      discountCents: toCents(line.discount),
      cancelled: line.cancelledAt !== null,
      refundedCents: refundedOn.get(line.id) ?? 0,
    })),
    confirmedCents: toCents(sums?.confirmed ?? '0'),
    pendingCents: toCents(sums?.pending ?? '0'),
  });
}

/**
 * A registration withdrawn or rejected: its line is cancelled when nothing paid is left on it (the order's
 * confirmed payments still fit in its other lines); a paid line stays and is settled by a refund. No line
 * (a kind that pays nothing): nothing to do.
 */
export async function cancelParticipantLine(
  tx: Database,
  params: { readonly participantId: number; readonly now: Date },
): Promise<void> {
  const [line] = await tx
    .select({ id: orderLines.id, orderId: orderLines.orderId, cancelledAt: orderLines.cancelledAt })
    .from(orderLines)
    .where(eq(orderLines.participantId, params.participantId));
  if (!line || line.cancelledAt !== null) return;
  await lockOrders(tx, [line.orderId]);
  const ledger = await readLedger(tx, line.orderId);
  if (!mayCancelLine(ledger, line.id)) return;
  await tx
    .update(orderLines)
    .set({ cancelledAt: params.now, updatedAt: params.now })
    .where(eq(orderLines.id, line.id));
  await tx.update(orders).set({ updatedAt: params.now }).where(eq(orders.id, line.orderId));
}

/**
 * Bills every active participant with a fee and no line yet on its payer's order (the team; the athlete for
 * a self-registration; otherwise the federation), as migration 0016 did for the registrations made before
 * orders existed. The demo seed calls it after its direct inserts.
 */
export async function billUnbilledParticipants(tx: Database): Promise<void> {
  await tx.execute(
    sql.raw(`INSERT INTO "orders" ("event_id", "payer_kind", "federation_id", "user_id", "team_id", "currency")
SELECT DISTINCT p."event_id", payer.kind,
  CASE WHEN payer.kind = 'federation' THEN p."federation_id" END,
  CASE WHEN payer.kind = 'athlete' THEN p."user_id" END,
  CASE WHEN payer.kind = 'team' THEN p."team_id" END,
  e."currency"
FROM "event_participants" p
JOIN "events" e ON e."id" = p."event_id"
CROSS JOIN LATERAL (
  SELECT CASE
    WHEN p."team_id" IS NOT NULL THEN 'team'
    WHEN p."kind" = 'athlete' AND p."registered_by" = p."user_id" THEN 'athlete'
    ELSE 'federation'
  END AS kind
) payer
WHERE p."fee_amount" > 0 AND p."status" IN ('pending', 'approved')
  AND (payer.kind <> 'federation' OR p."federation_id" IS NOT NULL)
  AND NOT EXISTS (SELECT 1 FROM "order_lines" l WHERE l."participant_id" = p."id")
ON CONFLICT DO NOTHING;`),
  );
  await tx.execute(
    sql.raw(`INSERT INTO "order_lines" ("order_id", "participant_id", "fee", "fee_reduced", "created_at")
SELECT o."id", p."id", p."fee_amount", p."fee_reduced", p."created_at"
FROM "event_participants" p
JOIN "orders" o ON o."event_id" = p."event_id" AND (
  (o."payer_kind" = 'team' AND o."team_id" = p."team_id")
  OR (o."payer_kind" = 'athlete' AND p."team_id" IS NULL AND p."kind" = 'athlete'
      AND p."registered_by" = p."user_id" AND o."user_id" = p."user_id")
  OR (o."payer_kind" = 'federation' AND p."team_id" IS NULL
      AND NOT (p."kind" = 'athlete' AND p."registered_by" IS NOT DISTINCT FROM p."user_id")
      AND o."federation_id" = p."federation_id")
)
WHERE p."fee_amount" > 0 AND p."status" IN ('pending', 'approved')
  AND NOT EXISTS (SELECT 1 FROM "order_lines" l WHERE l."participant_id" = p."id")
ORDER BY p."id";`),
  );
}
