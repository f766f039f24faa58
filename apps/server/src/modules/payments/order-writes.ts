// WSK's and the national federations' changes to orders (decision 018): a line's discount, the payment
// systems an order may be paid with, and an NF athlete's line moved between the federation's order and the
// athlete's own. Every change that touches what an order charges runs under a lock of the order(s) it
// changes, asks the ledger's guards on what the lock lets it see, and is audited in its transaction.
import { fromCents, toCents } from '@portal/contract/money';
import { type MoveReply, ORDER_MESSAGES, type OrderDetail } from '@portal/contract/order';
import { PAYMENT_SYSTEMS, type PaymentSystem } from '@portal/contract/payment';
import { ROLE_TYPES } from '@portal/contract/roles';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { eventParticipants } from '../../db/schema/participants';
import { orderLines, orders } from '../../db/schema/payments';
import { users } from '../../db/schema/users';
import type { AccessClaims } from '../../platform/auth/tokens';
import { Invalid, NotFound } from '../../platform/http/errors';
import { recordAudit } from '../audit/service';
import { EventStateError } from '../events/service';
import { lockOrders, openOrder, type Payer, readLedger } from './billing';
import { mayDiscount, mayMoveLine, mayReceiveLine } from './ledger';
import { loadOrderDetail, loadOrderDetails, type ProofLinks, toOrder } from './order-details';

/** A participant's line with what the writes judge: the participant and the order it is on. */
interface ParticipantLine {
  readonly participantId: number;
  readonly kind: string;
  readonly userId: number;
  readonly federationId: number | null;
  readonly lineId: number;
  readonly orderId: number;
  readonly fee: string;
  readonly discount: string;
  readonly cancelled: boolean;
  readonly order: {
    readonly eventId: number;
    readonly payerKind: string;
    readonly federationId: number | null;
    readonly userId: number | null;
    readonly currency: string;
  };
}

async function findParticipantLine(
  db: Database,
  participantId: number,
): Promise<ParticipantLine | undefined> {
  const [row] = await db
    .select({
      participantId: eventParticipants.id,
      kind: eventParticipants.kind,
      userId: eventParticipants.userId,
      federationId: eventParticipants.federationId,
      lineId: orderLines.id,
      orderId: orderLines.orderId,
      fee: orderLines.fee,
      discount: orderLines.discount,
      cancelledAt: orderLines.cancelledAt,
      order: {
        eventId: orders.eventId,
        payerKind: orders.payerKind,
        federationId: orders.federationId,
        userId: orders.userId,
        currency: orders.currency,
      },
    })
    .from(orderLines)
    .innerJoin(eventParticipants, eq(eventParticipants.id, orderLines.participantId))
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(eq(orderLines.participantId, participantId));
  // A participant's line is on an event order (an annual order's line bills a fee, not a participant).
  const eventId = row?.order.eventId ?? null;
  if (!row || eventId === null) return undefined;
  const { cancelledAt, order, ...line } = row;
  return { ...line, order: { ...order, eventId }, cancelled: cancelledAt !== null };
}

/** The federation an NF caller administers; null when none. */
async function administeredFederation(db: Database, caller: AccessClaims): Promise<number | null> {
  const [row] = await db
    .select({ id: users.nfAdminFederationId })
    .from(users)
    .where(and(eq(users.id, caller.userId), isNull(users.deletedAt)));
  return row?.id ?? null;
}

/**
 * The line moved to another order between its first read and the lock of that order: the transaction
 * gives up its (now useless) lock and starts again, rather than lock a second order out of id order.
 */
class LineMoved extends Error {
  override readonly name = 'LineMoved';
}

const MAX_ATTEMPTS = 5;

async function withLineRetries<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof LineMoved) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}

/** Locks the order the participant's line is on and reads the line again under the lock. */
async function lockedLine(
  tx: Database,
  participantId: number,
  seen: ParticipantLine,
  alsoLock: readonly number[] = [],
): Promise<ParticipantLine> {
  await lockOrders(tx, [seen.orderId, ...alsoLock]);
  const line = await findParticipantLine(tx, participantId);
  if (!line || line.orderId !== seen.orderId) throw new LineMoved();
  return line;
}

async function touchOrders(tx: Database, orderIds: readonly number[], now: Date): Promise<void> {
  await tx
    .update(orders)
    .set({ updatedAt: now })
    .where(inArray(orders.id, [...orderIds]));
}

/** What the writes read and answer with. */
export interface OrderWriteDeps {
  readonly db: Database;
  readonly proofs: ProofLinks;
}

async function orderReply(deps: OrderWriteDeps, orderId: number): Promise<OrderDetail> {
  const detail = await loadOrderDetail(deps.db, orderId, deps.proofs);
  if (!detail) throw new NotFound(ORDER_MESSAGES.ORDER_NOT_FOUND);
  return detail;
}

// Discounts ---------------------------------------------------------------------------------------------

/**
 * WSK administrators set the discount of a participant's live line, from 0 to its fee, as long as the
 * order still charges at least what was confirmed paid on it (otherwise a refund comes first).
 */
export async function changeDiscount(
  deps: OrderWriteDeps,
  caller: AccessClaims,
  participantId: number,
  body: { readonly discount: string },
): Promise<OrderDetail> {
  const discountCents = toCents(body.discount);
  const orderId = await withLineRetries(() =>
    deps.db.transaction(async (tx) => {
      const seen = await findParticipantLine(tx, participantId);
      if (!seen) throw new NotFound(ORDER_MESSAGES.LINE_NOT_FOUND);
      const line = await lockedLine(tx, participantId, seen);
      if (line.cancelled) throw new EventStateError(ORDER_MESSAGES.LINE_CANCELLED);
      if (discountCents > toCents(line.fee)) {
        throw new Invalid({ discount: [ORDER_MESSAGES.DISCOUNT_ABOVE_FEE] });
      }
      const ledger = await readLedger(tx, line.orderId);
      if (!mayDiscount(ledger, line.lineId, discountCents)) {
        throw new Invalid({ discount: [ORDER_MESSAGES.DISCOUNT_BELOW_PAID] });
      }
      const now = new Date();
      const after = fromCents(discountCents);
      await tx
        .update(orderLines)
        .set({ discount: after, updatedAt: now })
        .where(eq(orderLines.id, line.lineId));
      await touchOrders(tx, [line.orderId], now);
      await recordAudit(tx, {
        actorUserId: caller.userId,
        action: 'order.discount',
        targetUserId: line.userId,
        details: {
          order: line.orderId,
          line: line.lineId,
          participant: line.participantId,
        },
        before: { discount: fromCents(toCents(line.discount)) },
        after: { discount: after },
      });
      return line.orderId;
    }),
  );
  return orderReply(deps, orderId);
}

// Payment systems ---------------------------------------------------------------------------------------

/** WSK administrators choose how an order may be paid; stored in the contract's order of systems. */
export async function changeAllowedPaymentSystems(
  deps: OrderWriteDeps,
  caller: AccessClaims,
  orderId: number,
  body: { readonly allowed_payment_systems: readonly PaymentSystem[] },
): Promise<OrderDetail> {
  const chosen = PAYMENT_SYSTEMS.filter((system) => body.allowed_payment_systems.includes(system));
  await deps.db.transaction(async (tx) => {
    await lockOrders(tx, [orderId]);
    const [order] = await tx
      .select({ allowed: orders.allowedPaymentSystems })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!order) throw new NotFound(ORDER_MESSAGES.ORDER_NOT_FOUND);
    await tx
      .update(orders)
      .set({ allowedPaymentSystems: chosen, updatedAt: new Date() })
      .where(eq(orders.id, orderId));
    await recordAudit(tx, {
      actorUserId: caller.userId,
      action: 'order.allowed_payment_systems',
      details: { order: orderId },
      before: { allowed_payment_systems: order.allowed },
      after: { allowed_payment_systems: chosen },
    });
  });
  return orderReply(deps, orderId);
}

// Moves between the federation's order and the athlete's own ------------------------------------------

type MoveDirection = 'to_individual' | 'to_federation';

/** The athlete-kind participant's line as the caller may see it: WSK administrators any, NF ones their own. */
async function movableLine(db: Database, caller: AccessClaims, participantId: number) {
  const line = await findParticipantLine(db, participantId);
  if (line?.kind !== 'athlete' || line.federationId === null) {
    throw new NotFound(ORDER_MESSAGES.LINE_NOT_FOUND);
  }
  if (caller.role !== ROLE_TYPES.WSK_ADMIN) {
    // Another federation's athlete answers as an unknown one, so ids cannot be probed.
    const own = await administeredFederation(db, caller);
    if (own === null || own !== line.federationId) throw new NotFound(ORDER_MESSAGES.LINE_NOT_FOUND);
  }
  return { ...line, federationId: line.federationId };
}

/** Where the line must be for the move, and the payer it goes to. */
function moveTerms(direction: MoveDirection, line: ParticipantLine & { readonly federationId: number }) {
  if (direction === 'to_individual') {
    return {
      isOnSource: line.order.payerKind === 'federation' && line.order.federationId === line.federationId,
      notOnSource: ORDER_MESSAGES.NOT_ON_FEDERATION_ORDER,
      destination: { kind: 'athlete', userId: line.userId } satisfies Payer,
    };
  }
  return {
    isOnSource: line.order.payerKind === 'athlete' && line.order.userId === line.userId,
    notOnSource: ORDER_MESSAGES.NOT_ON_INDIVIDUAL_ORDER,
    destination: { kind: 'federation', federationId: line.federationId } satisfies Payer,
  };
}

function refuseUnmovable(line: ParticipantLine, terms: ReturnType<typeof moveTerms>): void {
  if (!terms.isOnSource) throw new EventStateError(terms.notOnSource);
  if (line.cancelled) throw new EventStateError(ORDER_MESSAGES.LINE_CANCELLED);
}

async function moveLine(
  db: Database,
  caller: AccessClaims,
  participantId: number,
  direction: MoveDirection,
): Promise<MoveReply> {
  const moved = await withLineRetries(() =>
    db.transaction(async (tx) => {
      const seen = await movableLine(tx, caller, participantId);
      refuseUnmovable(seen, moveTerms(direction, seen));
      const now = new Date();
      const destinationId = await openOrder(tx, {
        eventId: seen.order.eventId,
        currency: seen.order.currency,
        payer: moveTerms(direction, seen).destination,
        now,
      });
      // Both orders locked in id order; the line and the source's ledger are read again under the locks.
      const line = await lockedLine(tx, participantId, seen, [destinationId]);
      const checked = { ...line, federationId: seen.federationId };
      refuseUnmovable(checked, moveTerms(direction, checked));
      const ledger = await readLedger(tx, line.orderId);
      if (!mayMoveLine(ledger, line.lineId)) throw new EventStateError(ORDER_MESSAGES.LINE_PAID);
      const moving = ledger.lines.find((entry) => entry.id === line.lineId);
      if (!moving || !mayReceiveLine(await readLedger(tx, destinationId), moving)) {
        throw new EventStateError(ORDER_MESSAGES.DESTINATION_REFUNDED);
      }
      await tx
        .update(orderLines)
        .set({ orderId: destinationId, updatedAt: now })
        .where(eq(orderLines.id, line.lineId));
      await touchOrders(tx, [line.orderId, destinationId], now);
      await recordAudit(tx, {
        actorUserId: caller.userId,
        action: direction === 'to_individual' ? 'order.move_to_individual' : 'order.move_to_federation',
        targetUserId: line.userId,
        details: {
          line: line.lineId,
          participant: line.participantId,
          from: line.orderId,
          to: destinationId,
        },
      });
      return { from: line.orderId, to: destinationId };
    }),
  );
  const details = await loadOrderDetails(db, [moved.from, moved.to]);
  const [from, to] = details;
  if (!from || !to) throw new NotFound(ORDER_MESSAGES.ORDER_NOT_FOUND);
  return { from: toOrder(from), to: toOrder(to) };
}

/** An NF (or WSK) administrator moves an athlete's line from the federation's order to the athlete's own. */
export function moveToIndividual(
  deps: OrderWriteDeps,
  caller: AccessClaims,
  participantId: number,
): Promise<MoveReply> {
  return moveLine(deps.db, caller, participantId, 'to_individual');
}

/** …and back from the athlete's own order to their federation's. */
export function moveToFederation(
  deps: OrderWriteDeps,
  caller: AccessClaims,
  participantId: number,
): Promise<MoveReply> {
  return moveLine(deps.db, caller, participantId, 'to_federation');
}
