// Refund requests (decision 018): the payer asks money back on a participant's paid line (or, by the line's
// id, on a team's annual order's line, decision 019) and may withdraw the request while it waits; WSK
// administrators record refunds themselves (confirmed at once or requested), confirm, change or decline
// requests. A confirmed refund is a ledger row: it never exceeds what is paid on its line. Every write runs
// under the lock of the line's order, reads the ledger after the lock and is audited in its transaction.
// Paying the money back is WSK's finance office's work (a bank transfer, or the card provider's dashboard):
// nothing here calls the provider.
import { REFUND_MESSAGES } from '@portal/contract/endpoints/refunds';
import { fromCents, toCents } from '@portal/contract/money';
import {
  ORDER_MESSAGES,
  type OrderDetail,
  type RefundRequest,
  type RefundState,
} from '@portal/contract/order';
import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { eventParticipants } from '../../db/schema/participants';
import { orderLines, orders, refundRequests } from '../../db/schema/payments';
import { teams } from '../../db/schema/teams';
import type { AccessClaims } from '../../platform/auth/tokens';
import { Invalid, NotFound } from '../../platform/http/errors';
import { type AuditAction, recordAudit } from '../audit/service';
import { EventStateError } from '../events/service';
import { formatAmount } from './amount-check';
import { lockOrders, readLedger } from './billing';
import { ledgerHolds, mayRefund, type OrderLedger } from './ledger';
import { loadOrderDetail, type ProofLinks } from './order-details';
import { touchOrder } from './order-payment-queries';
import { actsForPayer } from './order-payments';
import { fitsSubject, type OrderSubject } from './order-subject';

/** What the refund writes read and answer with. */
export interface RefundDeps {
  readonly db: Database;
  readonly proofs: ProofLinks;
}

const lineNotFound = () => new NotFound(ORDER_MESSAGES.LINE_NOT_FOUND);
const refundNotFound = () => new NotFound(REFUND_MESSAGES.REFUND_NOT_FOUND);
const notRequested = () => new EventStateError(REFUND_MESSAGES.NOT_REQUESTED);

// SQL ---------------------------------------------------------------------------------------------------------

/** The order a line is on now: who pays it (the team's administrator for a team order), in what currency. */
const orderColumns = {
  seasonId: orders.seasonId,
  payerKind: orders.payerKind,
  federationId: orders.federationId,
  userId: orders.userId,
  teamAdminUserId: teams.adminUserId,
  currency: orders.currency,
};

/**
 * Which line a refund is asked on: a participant's (an event order's line, by the participant) or an annual
 * order's line by its id. Each reaches only lines of its own kind.
 */
export type LineKey = { readonly participant: number } | { readonly line: number };

/** The line (a participant's, or an annual order's by id) with the order it is on now. */
async function findLine(db: Database, key: LineKey) {
  const [row] = await db
    .select({
      lineId: orderLines.id,
      orderId: orderLines.orderId,
      participantId: orderLines.participantId,
      annualFeeId: orderLines.annualFeeId,
      userId: eventParticipants.userId,
      order: orderColumns,
    })
    .from(orderLines)
    .leftJoin(eventParticipants, eq(eventParticipants.id, orderLines.participantId))
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .leftJoin(teams, eq(teams.id, orders.teamId))
    .where(
      'participant' in key
        ? eq(orderLines.participantId, key.participant)
        : and(eq(orderLines.id, key.line), isNotNull(orderLines.annualFeeId)),
    );
  return row;
}

type Line = NonNullable<Awaited<ReturnType<typeof findLine>>>;

/** A refund with its line and the order the line is on now. */
async function findRefund(db: Database, refundId: number) {
  const [row] = await db
    .select({
      id: refundRequests.id,
      lineId: refundRequests.orderLineId,
      orderId: orderLines.orderId,
      participantId: orderLines.participantId,
      userId: eventParticipants.userId,
      amount: refundRequests.amount,
      state: refundRequests.state,
      order: orderColumns,
    })
    .from(refundRequests)
    .innerJoin(orderLines, eq(orderLines.id, refundRequests.orderLineId))
    .leftJoin(eventParticipants, eq(eventParticipants.id, orderLines.participantId))
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .leftJoin(teams, eq(teams.id, orders.teamId))
    .where(eq(refundRequests.id, refundId));
  return row;
}

type RefundRow = NonNullable<Awaited<ReturnType<typeof findRefund>>>;

/** Σ the line's requests still waiting for WSK, but one (the request being changed). */
async function requestedOnLine(db: Database, lineId: number, except: number | null): Promise<number> {
  const [row] = await db
    .select({ requested: sql<string>`coalesce(sum(${refundRequests.amount}), 0)::text` })
    .from(refundRequests)
    .where(
      and(
        eq(refundRequests.orderLineId, lineId),
        eq(refundRequests.state, 'requested'),
        except === null ? undefined : ne(refundRequests.id, except),
      ),
    );
  return toCents(row?.requested ?? '0');
}

async function insertRefund(
  db: Database,
  values: {
    readonly lineId: number;
    readonly amountCents: number;
    readonly reason: string;
    readonly state: Exclude<RefundState, 'declined'>;
    readonly createdBy: number;
    readonly now: Date;
  },
): Promise<number> {
  const confirmed = values.state === 'confirmed';
  const [row] = await db
    .insert(refundRequests)
    .values({
      orderLineId: values.lineId,
      amount: fromCents(values.amountCents),
      reason: values.reason,
      state: values.state,
      createdBy: values.createdBy,
      decidedBy: confirmed ? values.createdBy : null,
      decidedAt: confirmed ? values.now : null,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning({ id: refundRequests.id });
  if (!row) throw new Error('The refund insert returned no row');
  return row.id;
}

async function decideRefund(
  db: Database,
  params: {
    readonly id: number;
    readonly state: Exclude<RefundState, 'requested'>;
    readonly decidedBy: number;
    readonly reason: string | null;
    readonly now: Date;
  },
): Promise<void> {
  await db
    .update(refundRequests)
    .set({
      state: params.state,
      decidedBy: params.decidedBy,
      decidedAt: params.now,
      decisionReason: params.reason,
      updatedAt: params.now,
    })
    .where(eq(refundRequests.id, params.id));
}

// Locking -----------------------------------------------------------------------------------------------------

/**
 * The line moved to another order between its first read and the lock of that order: the transaction gives
 * up and starts again, so it never locks a second order out of id order.
 */
class LineMoved extends Error {
  override readonly name = 'LineMoved';
}

const MAX_ATTEMPTS = 5;

/**
 * Runs `write` in a transaction holding the lock of the order the row's line is on, with the row read again
 * under the lock (a line moves between orders only under both orders' locks).
 */
async function underOrderLock<R extends { readonly orderId: number }, T>(
  db: Database,
  read: (tx: Database) => Promise<R | undefined>,
  notFound: () => Error,
  write: (tx: Database, row: R) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        const seen = await read(tx);
        if (!seen) throw notFound();
        await lockOrders(tx, [seen.orderId]);
        const row = await read(tx);
        if (!row) throw notFound();
        if (row.orderId !== seen.orderId) throw new LineMoved();
        return write(tx, row);
      });
    } catch (error) {
      if (!(error instanceof LineMoved) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}

/** A confirmed refund changed the ledger: it must still hold, or the whole write is undone. */
async function assertLedgerHolds(tx: Database, orderId: number): Promise<void> {
  if (!ledgerHolds(await readLedger(tx, orderId))) {
    throw new Error(`A refund would break the ledger of order ${orderId}`);
  }
}

// The amount rules --------------------------------------------------------------------------------------------

function positiveCents(amount: string): number {
  const cents = toCents(amount);
  if (cents <= 0) throw new Invalid({ amount: [ORDER_MESSAGES.AMOUNT_NOT_POSITIVE] });
  return cents;
}

function abovePaid(availableCents: number, currency: string): Invalid {
  const shown = formatAmount(Math.max(0, availableCents), currency);
  return new Invalid({ amount: [REFUND_MESSAGES.ABOVE_PAID.replace('{amount}', shown)] });
}

function paidOnLine(ledger: OrderLedger, lineId: number) {
  const line = ledger.lines.find((candidate) => candidate.id === lineId);
  return { coveredCents: line?.coveredCents ?? 0, paidCents: line?.paidCents ?? 0 };
}

/**
 * A request (or a refund WSK records) may ask at most what is paid on the line (covered by the order's
 * payments less its confirmed refunds) less what the line's other requests already ask; nothing covered on
 * the line is refused on the field that named it (the participant, or the annual order's line).
 */
async function checkRequestable(
  tx: Database,
  line: { readonly orderId: number; readonly lineId: number; readonly order: { readonly currency: string } },
  amountCents: number,
  except: number | null,
  field: 'participant' | 'line' = 'participant',
): Promise<OrderLedger> {
  const ledger = await readLedger(tx, line.orderId);
  const { coveredCents, paidCents } = paidOnLine(ledger, line.lineId);
  if (coveredCents === 0) throw new Invalid({ [field]: [REFUND_MESSAGES.NOTHING_PAID] });
  const availableCents = paidCents - (await requestedOnLine(tx, line.lineId, except));
  if (amountCents > availableCents) throw abovePaid(availableCents, line.order.currency);
  return ledger;
}

// Answers and audit -------------------------------------------------------------------------------------------

async function orderReply(deps: RefundDeps, orderId: number): Promise<OrderDetail> {
  const order = await loadOrderDetail(deps.db, orderId, deps.proofs);
  if (!order) throw new NotFound(ORDER_MESSAGES.ORDER_NOT_FOUND);
  return order;
}

async function refundReply(deps: RefundDeps, orderId: number, refundId: number): Promise<RefundRequest> {
  const refund = (await orderReply(deps, orderId)).refunds.find((candidate) => candidate.id === refundId);
  if (!refund) throw refundNotFound();
  return refund;
}

async function auditRefund(
  tx: Database,
  caller: AccessClaims,
  action: AuditAction,
  refund: {
    readonly id: number;
    readonly orderId: number;
    readonly lineId: number;
    readonly userId: number | null;
  },
  facts: Record<string, unknown>,
  change?: { readonly before: unknown; readonly after: unknown },
): Promise<void> {
  await recordAudit(tx, {
    actorUserId: caller.userId,
    action,
    targetUserId: refund.userId,
    details: { order: refund.orderId, line: refund.lineId, refund: refund.id, ...facts },
    ...change,
  });
}

// The payer ---------------------------------------------------------------------------------------------------

type CreateBody = LineKey & {
  readonly amount: string;
  readonly reason: string;
};

/**
 * The payer (NF administrators of the federation, the athlete, the team's administrator) asks money back on
 * one of their participants' paid lines, or a team's administrator on their annual order's line. Another
 * payer's line is 404, the same as none.
 */
export async function createRefundRequest(
  deps: RefundDeps,
  caller: AccessClaims,
  body: CreateBody,
): Promise<RefundRequest> {
  const amountCents = positiveCents(body.amount);
  const field = 'participant' in body ? 'participant' : 'line';
  const created = await underOrderLock(
    deps.db,
    (tx) => findLine(tx, body),
    lineNotFound,
    async (tx, line) => {
      if (!(await actsForPayer(tx, caller, line.order, 'pay'))) throw lineNotFound();
      await checkRequestable(tx, line, amountCents, null, field);
      const now = new Date();
      const id = await insertRefund(tx, {
        lineId: line.lineId,
        amountCents,
        reason: body.reason,
        state: 'requested',
        createdBy: caller.userId,
        now,
      });
      await touchOrder(tx, { id: line.orderId, now });
      await auditRefund(tx, caller, 'refund.request', { ...line, id }, refundFacts(line, amountCents, body));
      return { id, orderId: line.orderId };
    },
  );
  return refundReply(deps, created.orderId, created.id);
}

function refundFacts(line: Line, amountCents: number, body: Pick<CreateBody, 'reason'>) {
  return {
    ...(line.participantId === null ? { annual_fee: line.annualFeeId } : { participant: line.participantId }),
    amount: fromCents(amountCents),
    reason: body.reason,
  };
}

/**
 * The payer withdraws their requested refund; it stays in the order's history, declined as withdrawn by
 * the payer. Another payer's refund, or one on an order of another subject than the call's, is 404, the
 * same as none.
 */
export async function withdrawRefundRequest(
  deps: RefundDeps,
  caller: AccessClaims,
  refundId: number,
  subject: OrderSubject = 'event',
): Promise<null> {
  await underOrderLock(
    deps.db,
    (tx) => findRefund(tx, refundId),
    refundNotFound,
    async (tx, refund) => {
      if (!fitsSubject(refund.order, subject)) throw refundNotFound();
      if (!(await actsForPayer(tx, caller, refund.order, 'pay'))) throw refundNotFound();
      if (refund.state !== 'requested') throw notRequested();
      const now = new Date();
      await decideRefund(tx, {
        id: refund.id,
        state: 'declined',
        decidedBy: caller.userId,
        reason: REFUND_MESSAGES.WITHDRAWN,
        now,
      });
      await touchOrder(tx, { id: refund.orderId, now });
      await auditRefund(tx, caller, 'refund.withdraw', refund, { amount: fromCents(toCents(refund.amount)) });
    },
  );
  return null;
}

// WSK ---------------------------------------------------------------------------------------------------------

/**
 * WSK administrators record a refund on any participant's paid line under the same amount rules: confirmed
 * at once (the money was already given back, so it enters the ledger now) or requested, to decide later.
 */
export async function wskCreateRefund(
  deps: RefundDeps,
  caller: AccessClaims,
  body: {
    readonly participant: number;
    readonly amount: string;
    readonly reason: string;
    readonly confirm: boolean;
  },
): Promise<OrderDetail> {
  const amountCents = positiveCents(body.amount);
  const orderId = await underOrderLock(
    deps.db,
    (tx) => findLine(tx, { participant: body.participant }),
    lineNotFound,
    async (tx, line) => {
      const ledger = await checkRequestable(tx, line, amountCents, null);
      if (body.confirm && !mayRefund(ledger, line.lineId, amountCents)) {
        throw abovePaid(paidOnLine(ledger, line.lineId).paidCents, line.order.currency);
      }
      const now = new Date();
      const id = await insertRefund(tx, {
        lineId: line.lineId,
        amountCents,
        reason: body.reason,
        state: body.confirm ? 'confirmed' : 'requested',
        createdBy: caller.userId,
        now,
      });
      if (body.confirm) await assertLedgerHolds(tx, line.orderId);
      await touchOrder(tx, { id: line.orderId, now });
      await auditRefund(
        tx,
        caller,
        'refund.create',
        { ...line, id },
        {
          ...refundFacts(line, amountCents, body),
          confirmed: body.confirm,
        },
      );
      return line.orderId;
    },
  );
  return orderReply(deps, orderId);
}

/** A refund of WSK's decisions, locked with its order; `decide` changes it (or finds nothing to change). */
async function decideUnderLock(
  deps: RefundDeps,
  refundId: number,
  decide: (tx: Database, refund: RefundRow) => Promise<void>,
): Promise<OrderDetail> {
  const orderId = await underOrderLock(
    deps.db,
    (tx) => findRefund(tx, refundId),
    refundNotFound,
    async (tx, refund) => {
      await decide(tx, refund);
      return refund.orderId;
    },
  );
  return orderReply(deps, orderId);
}

/**
 * WSK administrators confirm a requested refund while it is no more than what is paid on its line. A
 * confirmed refund confirmed again changes nothing and records nothing, so a repeated click is harmless.
 */
export function wskConfirmRefund(
  deps: RefundDeps,
  caller: AccessClaims,
  refundId: number,
  body: { readonly note: string },
): Promise<OrderDetail> {
  return decideUnderLock(deps, refundId, async (tx, refund) => {
    if (refund.state === 'confirmed') return;
    if (refund.state !== 'requested') throw notRequested();
    const amountCents = toCents(refund.amount);
    const ledger = await readLedger(tx, refund.orderId);
    if (!mayRefund(ledger, refund.lineId, amountCents)) {
      throw abovePaid(paidOnLine(ledger, refund.lineId).paidCents, refund.order.currency);
    }
    const now = new Date();
    await decideRefund(tx, {
      id: refund.id,
      state: 'confirmed',
      decidedBy: caller.userId,
      reason: null,
      now,
    });
    await assertLedgerHolds(tx, refund.orderId);
    await touchOrder(tx, { id: refund.orderId, now });
    await auditRefund(
      tx,
      caller,
      'refund.confirm',
      refund,
      { amount: fromCents(amountCents), note: body.note },
      { before: { state: refund.state }, after: { state: 'confirmed' } },
    );
  });
}

/**
 * WSK administrators change a requested refund: a new amount, held to the same rule as a new request (the
 * request's own amount not counted among the line's others), or declined with the reason the payer sees.
 */
export function wskChangeRefund(
  deps: RefundDeps,
  caller: AccessClaims,
  refundId: number,
  body: {
    readonly amount?: string | undefined;
    readonly state?: 'declined' | undefined;
    readonly decision_reason?: string | undefined;
  },
): Promise<OrderDetail> {
  const amountCents =
    body.state === 'declined' || body.amount === undefined ? null : positiveCents(body.amount);
  return decideUnderLock(deps, refundId, async (tx, refund) => {
    if (refund.state !== 'requested') throw notRequested();
    const now = new Date();
    const before = fromCents(toCents(refund.amount));
    if (body.state === 'declined') {
      const reason = body.decision_reason ?? '';
      await decideRefund(tx, { id: refund.id, state: 'declined', decidedBy: caller.userId, reason, now });
      await touchOrder(tx, { id: refund.orderId, now });
      await auditRefund(
        tx,
        caller,
        'refund.decline',
        refund,
        { amount: before, reason },
        { before: { state: refund.state }, after: { state: 'declined' } },
      );
      return;
    }
    if (amountCents === null) return;
    await checkRequestable(tx, refund, amountCents, refund.id);
    const after = fromCents(amountCents);
    await tx
      .update(refundRequests)
      .set({ amount: after, updatedAt: now })
      .where(eq(refundRequests.id, refund.id));
    await touchOrder(tx, { id: refund.orderId, now });
    await auditRefund(
      tx,
      caller,
      'refund.change',
      refund,
      {},
      { before: { amount: before }, after: { amount: after } },
    );
  });
}
