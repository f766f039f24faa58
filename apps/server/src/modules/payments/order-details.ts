// Orders as the API shows them (decision 018): a batch of orders read in one statement (the orders with
// their event, or season for an annual team order (decision 019), and payer, and as JSON aggregates their
// lines with the participants or the annual fee, their payments, their refunds; decision 021), each
// order's sums and state from its ledger (ledger.ts). The lists page and filter in SQL and hand the
// page's ids here; the writes answer with the order they changed.
import { fromCents, toCents } from '@portal/contract/money';
import type { Order, OrderDetail, OrderLine, OrderPayment, RefundRequest } from '@portal/contract/order';

type ParticipantOfLine = NonNullable<OrderLine['participant']>;

import { eq, getTableName, type SQLWrapper, sql } from 'drizzle-orm';
import { alias, type PgTable } from 'drizzle-orm/pg-core';
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
const lineUsers = alias(users, 'line_users');
const refundLines = alias(orderLines, 'refund_lines');
const creators = alias(users, 'creators');
const deciders = alias(users, 'deciders');

/** `table AS alias` in a raw join (drizzle writes an aliased table's alias only in its own joins). */
const tableAs = (table: PgTable, aliased: PgTable) =>
  sql`${table} as ${sql.identifier(getTableName(aliased))}`;

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

const person = (row: { id: number; firstName: string; lastName: string } | null) =>
  row === null ? null : { id: row.id, full_name: fullName(row) };

/** A timestamp as an aggregate carries it (PostgreSQL's text, microseconds and offset) in the API's form. */
const isoOf = (value: string) => new Date(value).toISOString();
const isoOrNull = (value: string | null) => (value === null ? null : isoOf(value));

/** `{ id, firstName, lastName }` of the user row `table`, or null when its left join found none. */
const personJson = (table: {
  readonly id: SQLWrapper;
  readonly firstName: SQLWrapper;
  readonly lastName: SQLWrapper;
}) =>
  sql`case when ${table.id} is null then null else json_build_object(
    'id', ${table.id}, 'firstName', ${table.firstName}, 'lastName', ${table.lastName}) end`;

type PersonJson = { readonly id: number; readonly firstName: string; readonly lastName: string } | null;

/** A line of an order as its aggregate carries it: amounts as text, so they stay decimal. */
interface LineJson {
  readonly id: number;
  readonly fee: string;
  readonly feeReduced: boolean;
  readonly discount: string;
  readonly cancelledAt: string | null;
  readonly participant: {
    readonly id: number;
    readonly kind: ParticipantOfLine['kind'];
    readonly status: ParticipantOfLine['status'];
    readonly eventSportId: number | null;
  } | null;
  readonly user: PersonJson;
  readonly sport: { readonly id: number; readonly name: string } | null;
  readonly federation: { readonly id: number; readonly name: string; readonly code: string } | null;
  readonly annualFee: { readonly id: number; readonly name: string } | null;
}

const linesOfOrder = sql<LineJson[]>`(
  select coalesce(json_agg(json_build_object(
    'id', ${orderLines.id},
    'fee', ${orderLines.fee}::text,
    'feeReduced', ${orderLines.feeReduced},
    'discount', ${orderLines.discount}::text,
    'cancelledAt', ${orderLines.cancelledAt},
    'participant', case when ${eventParticipants.id} is null then null else json_build_object(
      'id', ${eventParticipants.id}, 'kind', ${eventParticipants.kind}, 'status', ${eventParticipants.status},
      'eventSportId', ${eventParticipants.eventSportId}) end,
    'user', ${personJson(lineUsers)},
    'sport', case when ${sports.id} is null then null else json_build_object(
      'id', ${sports.id}, 'name', ${sports.name}) end,
    'federation', case when ${lineFederations.id} is null then null else json_build_object(
      'id', ${lineFederations.id}, 'name', ${lineFederations.name}, 'code', ${lineFederations.code}) end,
    'annualFee', case when ${annualTeamFees.id} is null then null else json_build_object(
      'id', ${annualTeamFees.id}, 'name', ${annualTeamFees.name}) end
  ) order by ${orderLines.id}), '[]'::json)
  from ${orderLines}
  left join ${eventParticipants} on ${eventParticipants.id} = ${orderLines.participantId}
  left join ${tableAs(users, lineUsers)} on ${lineUsers.id} = ${eventParticipants.userId}
  left join ${annualTeamFees} on ${annualTeamFees.id} = ${orderLines.annualFeeId}
  left join ${eventSports} on ${eventSports.id} = ${eventParticipants.eventSportId}
  left join ${sports} on ${sports.id} = ${eventSports.sportId}
  left join ${tableAs(federations, lineFederations)} on ${lineFederations.id} = ${eventParticipants.federationId}
  where ${orderLines.orderId} = ${orders.id})`;

interface PaymentJson {
  readonly id: number;
  readonly amount: string;
  readonly paymentSystem: OrderPayment['payment_system'];
  readonly state: OrderPayment['state'];
  readonly createdAt: string;
  readonly decidedAt: string | null;
  readonly declineReason: string;
  readonly proof: { readonly key: string; readonly contentType: string } | null;
  readonly creator: PersonJson;
  readonly decider: PersonJson;
}

const paymentsOfOrder = sql<PaymentJson[]>`(
  select coalesce(json_agg(json_build_object(
    'id', ${orderPayments.id},
    'amount', ${orderPayments.amount}::text,
    'paymentSystem', ${orderPayments.paymentSystem},
    'state', ${orderPayments.state},
    'createdAt', ${orderPayments.createdAt},
    'decidedAt', ${orderPayments.decidedAt},
    'declineReason', ${orderPayments.declineReason},
    'proof', case when ${fileUploads.key} is null then null else json_build_object(
      'key', ${fileUploads.key}, 'contentType', ${fileUploads.contentType}) end,
    'creator', ${personJson(creators)},
    'decider', ${personJson(deciders)}
  ) order by ${orderPayments.id}), '[]'::json)
  from ${orderPayments}
  left join ${fileUploads}
    on ${fileUploads.key} = ${orderPayments.proofKey} and ${fileUploads.uploadedAt} is not null
  left join ${tableAs(users, creators)} on ${creators.id} = ${orderPayments.createdBy}
  left join ${tableAs(users, deciders)} on ${deciders.id} = ${orderPayments.decidedBy}
  where ${orderPayments.orderId} = ${orders.id})`;

interface RefundJson {
  readonly id: number;
  readonly lineId: number;
  readonly participantId: number | null;
  readonly amount: string;
  readonly reason: string;
  readonly state: RefundRequest['state'];
  readonly createdAt: string;
  readonly decidedAt: string | null;
  readonly decisionReason: string;
  readonly creator: PersonJson;
  readonly decider: PersonJson;
}

const refundsOfOrder = sql<RefundJson[]>`(
  select coalesce(json_agg(json_build_object(
    'id', ${refundRequests.id},
    'lineId', ${refundRequests.orderLineId},
    'participantId', ${refundLines.participantId},
    'amount', ${refundRequests.amount}::text,
    'reason', ${refundRequests.reason},
    'state', ${refundRequests.state},
    'createdAt', ${refundRequests.createdAt},
    'decidedAt', ${refundRequests.decidedAt},
    'decisionReason', ${refundRequests.decisionReason},
    'creator', ${personJson(creators)},
    'decider', ${personJson(deciders)}
  ) order by ${refundRequests.id}), '[]'::json)
  from ${refundRequests}
  join ${tableAs(orderLines, refundLines)} on ${refundLines.id} = ${refundRequests.orderLineId}
  left join ${tableAs(users, creators)} on ${creators.id} = ${refundRequests.createdBy}
  left join ${tableAs(users, deciders)} on ${deciders.id} = ${refundRequests.decidedBy}
  where ${refundLines.orderId} = ${orders.id})`;

/**
 * The orders of `:ids` with their event or season, payer, lines, payments and refunds: one statement, the
 * parts of an order as JSON aggregates, prepared once per database (its joins took longer to plan than to
 * run).
 */
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
      lines: linesOfOrder,
      payments: paymentsOfOrder,
      refunds: refundsOfOrder,
    })
    .from(orders)
    .leftJoin(events, eq(events.id, orders.eventId))
    .leftJoin(teamSeasons, eq(teamSeasons.id, orders.seasonId))
    .leftJoin(payerFederations, eq(payerFederations.id, orders.federationId))
    .leftJoin(users, eq(users.id, orders.userId))
    .leftJoin(athleteFederations, eq(athleteFederations.id, users.federationId))
    .leftJoin(teams, eq(teams.id, orders.teamId))
    .where(sql`${orders.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('order_details'),
);

/** The orders of `ids`, in no particular order. */
function readOrders(db: Database, ids: readonly number[]) {
  return ordersQuery(db).execute({ ids: [...ids] });
}

/**
 * The orders of `ids` with their lines, payments and refunds, in the order of `ids`; ids that name no order
 * are left out. One statement whatever the number of orders. Without `proofs` (tests of the sums) a
 * transfer's proof is not linked.
 */
export async function loadOrderDetails(
  db: Database,
  ids: readonly number[],
  proofs: ProofLinks | null = null,
): Promise<OrderDetail[]> {
  if (ids.length === 0) return [];
  const orderRows = await readOrders(db, ids);
  const byId = new Map(orderRows.map((row) => [row.id, row]));
  // Signing may be asynchronous (a bucket's presigned GETs): the proofs' links are made before the replies.
  const proofUrls = new Map<string, string>();
  if (proofs !== null) {
    const expiresAt = new Date(Date.now() + proofs.ttlSeconds * 1000);
    for (const payment of orderRows.flatMap((row) => row.payments)) {
      if (payment.proof === null) continue;
      proofUrls.set(payment.proof.key, await proofs.storage.signedDownloadUrl(payment.proof.key, expiresAt));
    }
  }

  return ids.flatMap((id): OrderDetail[] => {
    const row = byId.get(id);
    if (!row) return [];
    const { lines, payments, refunds } = row;
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
            cancelled: isoOrNull(line.cancelledAt),
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
            created: isoOf(payment.createdAt),
            created_by: person(payment.creator),
            decided: isoOrNull(payment.decidedAt),
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
            created: isoOf(refund.createdAt),
            created_by: person(refund.creator),
            decided: isoOrNull(refund.decidedAt),
            decided_by: person(refund.decider),
            decision_reason: refund.decisionReason,
          }),
        ),
      },
    ];
  });
}

/** The participant a line bills; null on an annual order's line (it bills the fee). */
function participantOf(line: LineJson): OrderLine['participant'] {
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
