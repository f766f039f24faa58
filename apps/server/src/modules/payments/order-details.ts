// Orders as the API shows them (decision 018): a batch of orders read in a fixed number of queries (the
// orders with their event, or season for an annual team order (decision 019), and payer, their lines with
// the participants or the annual fee, their payments, their refunds),
// each order's sums and state from its ledger (ledger.ts). The lists page and filter in SQL and hand the
// page's ids here; the writes answer with the order they changed.
import { fromCents, toCents } from '@portal/contract/money';
import type { Order, OrderDetail, OrderLine, OrderPayment, RefundRequest } from '@portal/contract/order';
import { and, asc, eq, isNotNull, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Config } from '../../config';
import { type Database, preparedPerDatabase } from '../../db/client';
import { eventSports, events } from '../../db/schema/events';
import { federations } from '../../db/schema/federations';
import { eventParticipants } from '../../db/schema/participants';
import { orderLines, orderPayments, orders, refundRequests } from '../../db/schema/payments';
import { sports } from '../../db/schema/sports';
import { annualTeamFees, teamSeasons, teams } from '../../db/schema/teams';
import { fileUploads } from '../../db/schema/uploads';
import { users } from '../../db/schema/users';
import type { FileStorage } from '../../platform/storage/storage';
import { fullName } from '../events/people-service';
import { orderLedger } from './ledger';

const payerFederations = alias(federations, 'payer_federations');
const athleteFederations = alias(federations, 'athlete_federations');
const lineFederations = alias(federations, 'line_federations');
const creators = alias(users, 'creators');
const deciders = alias(users, 'deciders');

/** How the proofs of bank transfers are linked: short-lived signed links, as private documents are. */
export interface ProofLinks {
  readonly storage: Pick<FileStorage, 'signedDownloadUrl'>;
  readonly ttlSeconds: number;
}

/** Transfer proofs are private documents: linked for a few minutes, as the other documents are. */
export function proofLinksOf(deps: {
  readonly storage: Pick<FileStorage, 'signedDownloadUrl'>;
  readonly config: Pick<Config, 'fileLinkTtlSeconds'>;
}): ProofLinks {
  return { storage: deps.storage, ttlSeconds: deps.config.fileLinkTtlSeconds };
}

/** The reference a payer quotes on a bank transfer. */
export function orderReference(orderId: number): string {
  return `WS-${String(orderId).padStart(6, '0')}`;
}

/** `column = any(:ids)`: one prepared statement serves any number of ids. */
const anyId = (column: SQLWrapper) => sql`${column} = any(${sql.placeholder('ids')}::int[])`;

const person = (row: { id: number; firstName: string; lastName: string } | null) =>
  row === null ? null : { id: row.id, full_name: fullName(row) };

const ordersQuery = preparedPerDatabase((db) =>
  db
    .select({
      id: orders.id,
      payerKind: orders.payerKind,
      currency: orders.currency,
      allowedPaymentSystems: orders.allowedPaymentSystems,
      createdAt: orders.createdAt,
      updatedAt: orders.updatedAt,
      event: { id: events.id, name: events.name },
      season: { id: teamSeasons.id, name: teamSeasons.name },
      federation: { id: payerFederations.id, name: payerFederations.name, code: payerFederations.code },
      athlete: { id: users.id, firstName: users.firstName, lastName: users.lastName },
      athleteFederation: {
        id: athleteFederations.id,
        name: athleteFederations.name,
        code: athleteFederations.code,
      },
      team: { id: teams.id, name: teams.name },
    })
    .from(orders)
    .leftJoin(events, eq(events.id, orders.eventId))
    .leftJoin(teamSeasons, eq(teamSeasons.id, orders.seasonId))
    .leftJoin(payerFederations, eq(payerFederations.id, orders.federationId))
    .leftJoin(users, eq(users.id, orders.userId))
    .leftJoin(athleteFederations, eq(athleteFederations.id, users.federationId))
    .leftJoin(teams, eq(teams.id, orders.teamId))
    .where(anyId(orders.id))
    .prepare('order_details_orders'),
);

function readOrders(db: Database, ids: readonly number[]) {
  return ordersQuery(db).execute({ ids: [...ids] });
}

const linesQuery = preparedPerDatabase((db) =>
  db
    .select({
      id: orderLines.id,
      orderId: orderLines.orderId,
      fee: orderLines.fee,
      feeReduced: orderLines.feeReduced,
      discount: orderLines.discount,
      cancelledAt: orderLines.cancelledAt,
      participant: {
        id: eventParticipants.id,
        kind: eventParticipants.kind,
        status: eventParticipants.status,
        eventSportId: eventParticipants.eventSportId,
      },
      user: { id: users.id, firstName: users.firstName, lastName: users.lastName },
      sport: { id: sports.id, name: sports.name },
      federation: { id: lineFederations.id, name: lineFederations.name, code: lineFederations.code },
      annualFee: { id: annualTeamFees.id, name: annualTeamFees.name },
    })
    .from(orderLines)
    .leftJoin(eventParticipants, eq(eventParticipants.id, orderLines.participantId))
    .leftJoin(users, eq(users.id, eventParticipants.userId))
    .leftJoin(annualTeamFees, eq(annualTeamFees.id, orderLines.annualFeeId))
    .leftJoin(eventSports, eq(eventSports.id, eventParticipants.eventSportId))
    .leftJoin(sports, eq(sports.id, eventSports.sportId))
    .leftJoin(lineFederations, eq(lineFederations.id, eventParticipants.federationId))
    .where(anyId(orderLines.orderId))
    .orderBy(asc(orderLines.id))
    .prepare('order_details_lines'),
);

function readLines(db: Database, ids: readonly number[]) {
  return linesQuery(db).execute({ ids: [...ids] });
}

const paymentsQuery = preparedPerDatabase((db) =>
  db
    .select({
      id: orderPayments.id,
      orderId: orderPayments.orderId,
      amount: orderPayments.amount,
      paymentSystem: orderPayments.paymentSystem,
      state: orderPayments.state,
      createdAt: orderPayments.createdAt,
      decidedAt: orderPayments.decidedAt,
      declineReason: orderPayments.declineReason,
      proof: { key: fileUploads.key, contentType: fileUploads.contentType },
      creator: { id: creators.id, firstName: creators.firstName, lastName: creators.lastName },
      decider: { id: deciders.id, firstName: deciders.firstName, lastName: deciders.lastName },
    })
    .from(orderPayments)
    .leftJoin(
      fileUploads,
      and(eq(fileUploads.key, orderPayments.proofKey), isNotNull(fileUploads.uploadedAt)),
    )
    .leftJoin(creators, eq(creators.id, orderPayments.createdBy))
    .leftJoin(deciders, eq(deciders.id, orderPayments.decidedBy))
    .where(anyId(orderPayments.orderId))
    .orderBy(asc(orderPayments.id))
    .prepare('order_details_payments'),
);

function readPayments(db: Database, ids: readonly number[]) {
  return paymentsQuery(db).execute({ ids: [...ids] });
}

const refundsQuery = preparedPerDatabase((db) =>
  db
    .select({
      id: refundRequests.id,
      orderId: orderLines.orderId,
      lineId: refundRequests.orderLineId,
      participantId: orderLines.participantId,
      amount: refundRequests.amount,
      reason: refundRequests.reason,
      state: refundRequests.state,
      createdAt: refundRequests.createdAt,
      decidedAt: refundRequests.decidedAt,
      decisionReason: refundRequests.decisionReason,
      creator: { id: creators.id, firstName: creators.firstName, lastName: creators.lastName },
      decider: { id: deciders.id, firstName: deciders.firstName, lastName: deciders.lastName },
    })
    .from(refundRequests)
    .innerJoin(orderLines, eq(orderLines.id, refundRequests.orderLineId))
    .leftJoin(creators, eq(creators.id, refundRequests.createdBy))
    .leftJoin(deciders, eq(deciders.id, refundRequests.decidedBy))
    .where(anyId(orderLines.orderId))
    .orderBy(asc(refundRequests.id))
    .prepare('order_details_refunds'),
);

function readRefunds(db: Database, ids: readonly number[]) {
  return refundsQuery(db).execute({ ids: [...ids] });
}

function groupBy<T extends { readonly orderId: number }>(rows: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.orderId);
    if (group) group.push(row);
    else groups.set(row.orderId, [row]);
  }
  return groups;
}

/**
 * The orders of `ids` with their lines, payments and refunds, in the order of `ids`; ids that name no order
 * are left out. Four queries whatever the number of orders, each prepared once per database (their joins
 * took longer to plan than to run). Without `proofs` (tests of the sums) a
 * transfer's proof is not linked.
 */
export async function loadOrderDetails(
  db: Database,
  ids: readonly number[],
  proofs: ProofLinks | null = null,
): Promise<OrderDetail[]> {
  if (ids.length === 0) return [];
  const [orderRows, lineRows, paymentRows, refundRows] = await Promise.all([
    readOrders(db, ids),
    readLines(db, ids),
    readPayments(db, ids),
    readRefunds(db, ids),
  ]);
  const linesOf = groupBy(lineRows);
  const paymentsOf = groupBy(paymentRows);
  const refundsOf = groupBy(refundRows);
  const byId = new Map(orderRows.map((row) => [row.id, row]));
  // Signing may be asynchronous (a bucket's presigned GETs): the proofs' links are made before the replies.
  const proofUrls = new Map<string, string>();
  if (proofs !== null) {
    const expiresAt = new Date(Date.now() + proofs.ttlSeconds * 1000);
    for (const payment of paymentRows) {
      if (payment.proof === null) continue;
      proofUrls.set(payment.proof.key, await proofs.storage.signedDownloadUrl(payment.proof.key, expiresAt));
    }
  }

  return ids.flatMap((id): OrderDetail[] => {
    const row = byId.get(id);
    if (!row) return [];
    const lines = linesOf.get(id) ?? [];
    const payments = paymentsOf.get(id) ?? [];
    const refunds = refundsOf.get(id) ?? [];
    const refundedOn = new Map<number, number>();
    for (const refund of refunds) {
      if (refund.state !== 'confirmed') continue;
      refundedOn.set(refund.lineId, (refundedOn.get(refund.lineId) ?? 0) + toCents(refund.amount));
    }
    const sumOf = (state: OrderPayment['state']) =>
      payments.filter((payment) => payment.state === state).reduce((sum, p) => sum + toCents(p.amount), 0);
    const ledger = orderLedger({
      lines: lines.map((line) => ({
        id: line.id,
        feeCents: toCents(line.fee),
        discountCents: toCents(line.discount),
        cancelled: line.cancelledAt !== null,
        refundedCents: refundedOn.get(line.id) ?? 0,
      })),
      confirmedCents: sumOf('confirmed'),
      pendingCents: sumOf('pending'),
    });
    const lineLedgers = new Map(ledger.lines.map((line) => [line.id, line]));
    const payer: Order['payer'] =
      row.payerKind === 'federation' && row.federation
        ? {
            kind: 'federation',
            id: row.federation.id,
            name: row.federation.name,
            federation: row.federation,
          }
        : row.payerKind === 'team' && row.team
          ? { kind: 'team', id: row.team.id, name: row.team.name, federation: null }
          : {
              kind: 'athlete',
              id: row.athlete?.id ?? 0,
              name: row.athlete ? fullName(row.athlete) : '',
              federation: row.athleteFederation,
            };
    return [
      {
        id: row.id,
        reference: orderReference(row.id),
        event: row.event,
        season: row.season,
        payer,
        state: ledger.state,
        amounts: {
          currency: row.currency,
          fees: fromCents(ledger.feesCents),
          discount: fromCents(ledger.discountCents),
          due: fromCents(ledger.dueCents),
          paid: fromCents(ledger.paidCents),
          refunded: fromCents(ledger.refundedCents),
          pending: fromCents(ledger.pendingCents),
          outstanding: fromCents(ledger.outstandingCents),
        },
        allowed_payment_systems: row.allowedPaymentSystems,
        participants_count: ledger.liveLines,
        created: row.createdAt.toISOString(),
        updated: row.updatedAt.toISOString(),
        lines: lines.map((line): OrderLine => {
          const entry = lineLedgers.get(line.id);
          return {
            id: line.id,
            annual_fee: line.annualFee,
            participant: participantOf(line),
            fee: fromCents(toCents(line.fee)),
            fee_reduced: line.feeReduced,
            discount: fromCents(toCents(line.discount)),
            due: fromCents(entry?.dueCents ?? 0),
            paid: fromCents(entry?.paidCents ?? 0),
            refunded: fromCents(entry?.refundedCents ?? 0),
            cancelled: line.cancelledAt?.toISOString() ?? null,
          };
        }),
        payments: payments.map(
          (payment): OrderPayment => ({
            id: payment.id,
            order: id,
            amount: fromCents(toCents(payment.amount)),
            currency: row.currency,
            payment_system: payment.paymentSystem,
            state: payment.state,
            created: payment.createdAt.toISOString(),
            created_by: person(payment.creator),
            decided: payment.decidedAt?.toISOString() ?? null,
            decided_by: person(payment.decider),
            decline_reason: payment.declineReason,
            proof:
              proofs === null || payment.proof === null
                ? null
                : {
                    file_name: payment.proof.key,
                    content_type: payment.proof.contentType,
                    url: proofUrls.get(payment.proof.key) ?? '',
                  },
          }),
        ),
        refunds: refunds.map(
          (refund): RefundRequest => ({
            id: refund.id,
            line: refund.lineId,
            participant: refund.participantId,
            amount: fromCents(toCents(refund.amount)),
            reason: refund.reason,
            state: refund.state,
            created: refund.createdAt.toISOString(),
            created_by: person(refund.creator),
            decided: refund.decidedAt?.toISOString() ?? null,
            decided_by: person(refund.decider),
            decision_reason: refund.decisionReason,
          }),
        ),
      },
    ];
  });
}

type LineRow = Awaited<ReturnType<typeof readLines>>[number];

/** The participant a line bills; null on an annual order's line (it bills the fee). */
function participantOf(line: LineRow): OrderLine['participant'] {
  const { participant, user } = line;
  if (participant === null || user === null) return null;
  return {
    id: participant.id,
    user: { id: user.id, full_name: fullName(user) },
    kind: participant.kind,
    status: participant.status,
    event_sport:
      participant.eventSportId === null || line.sport === null
        ? null
        : { id: participant.eventSportId, sport: line.sport },
    federation: line.federation,
  };
}

/** An order's summary (no lines, payments or refunds). */
export function toOrder(detail: OrderDetail): Order {
  const { lines: _lines, payments: _payments, refunds: _refunds, ...order } = detail;
  return order;
}

export async function loadOrderDetail(
  db: Database,
  id: number,
  proofs: ProofLinks | null = null,
): Promise<OrderDetail | undefined> {
  const [detail] = await loadOrderDetails(db, [id], proofs);
  return detail;
}
