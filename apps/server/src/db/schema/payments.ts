// Orders and their ledger (decision 018): one order per event and payer (a national federation, an athlete
// or a team), or per season and team for the annual team fee (decision 019), a line per registered
// participant (or the annual fee) with the fee frozen at registration and WSK's discount,
// and the rows money moves by: order payments (pending until WSK or the provider confirms them) and refund
// requests (a confirmed one gives money back on a line). No total is stored: what is due, paid and
// outstanding, and the order's state, are derived from these rows (modules/payments/ledger.ts and its SQL).
import {
  ORDER_PAYMENT_STATES,
  type OrderPaymentState,
  PAYER_KINDS,
  type PayerKind,
  REFUND_STATES,
  type RefundState,
} from '@portal/contract/order';
import { PAYMENT_SYSTEMS, type PaymentSystem } from '@portal/contract/payment';
import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { events } from './events';
import { federations } from './federations';
import { eventParticipants } from './participants';
import { annualTeamFees, teamSeasons, teams } from './teams';
import { fileUploads } from './uploads';
import { users } from './users';

const quotedList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'string' });

export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The event an event order bills; null for an annual order. */
    eventId: integer('event_id').references(() => events.id, { onDelete: 'restrict' }),
    /** The season an annual team order bills; null for an event order (exactly one of the two is set). */
    seasonId: integer('season_id').references(() => teamSeasons.id, { onDelete: 'restrict' }),
    payerKind: text('payer_kind').$type<PayerKind>().notNull(),
    /** Exactly one of the three, as `payer_kind` says (check constraint). */
    federationId: integer('federation_id').references(() => federations.id, { onDelete: 'restrict' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'restrict' }),
    /** The event's currency when the order was opened; every line and payment is in it. */
    currency: char('currency', { length: 3 }).notNull(),
    allowedPaymentSystems: text('allowed_payment_systems')
      .array()
      .$type<PaymentSystem[]>()
      .notNull()
      .default(sql`array['card', 'bank_transfer']::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    // One order per event and payer; the indexes also serve each payer's lists (by event, newest first).
    uniqueIndex('orders_federation_unique')
      .on(table.federationId, table.eventId)
      .where(sql`${table.payerKind} = 'federation'`),
    uniqueIndex('orders_user_unique')
      .on(table.userId, table.eventId)
      .where(sql`${table.payerKind} = 'athlete'`),
    uniqueIndex('orders_team_unique').on(table.teamId, table.eventId).where(sql`${table.payerKind} = 'team'`),
    // One annual order per team and season; also each team's annual orders.
    uniqueIndex('orders_team_season_unique')
      .on(table.teamId, table.seasonId)
      .where(sql`${table.seasonId} is not null`),
    // WSK's list of a season's annual orders.
    index('orders_season_index').on(table.seasonId, table.id).where(sql`${table.seasonId} is not null`),
    check(
      'orders_subject_check',
      sql`(${table.eventId} is null) <> (${table.seasonId} is null) and (${table.seasonId} is null or ${table.payerKind} = 'team')`,
    ),
    // WSK's lists of an event's orders by payer kind, newest first.
    index('orders_event_index').on(table.eventId, table.payerKind, table.id),
    check('orders_payer_kind_check', sql`${table.payerKind} in (${quotedList(PAYER_KINDS)})`),
    check(
      'orders_payer_check',
      sql`(${table.payerKind} = 'federation' and ${table.federationId} is not null and ${table.userId} is null and ${table.teamId} is null)
        or (${table.payerKind} = 'athlete' and ${table.userId} is not null and ${table.federationId} is null and ${table.teamId} is null)
        or (${table.payerKind} = 'team' and ${table.teamId} is not null and ${table.federationId} is null and ${table.userId} is null)`,
    ),
    check('orders_currency_check', sql`${table.currency} ~ '^[A-Z]{3}$'`),
    check(
      'orders_allowed_payment_systems_check',
      sql`cardinality(${table.allowedPaymentSystems}) >= 1 and ${table.allowedPaymentSystems} <@ array[${quotedList(PAYMENT_SYSTEMS)}]::text[]`,
    ),
  ],
);

export type OrderRow = typeof orders.$inferSelect;

/** A participant billed on an order: the fee frozen at registration, WSK's discount, cancelled or not. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** One line per participant, ever; a move between orders changes `order_id`. Null on an annual line. */
    participantId: integer('participant_id').references(() => eventParticipants.id, { onDelete: 'restrict' }),
    /** The annual team fee an annual order's line bills; null on an event line (exactly one is set). */
    annualFeeId: integer('annual_fee_id').references(() => annualTeamFees.id, { onDelete: 'restrict' }),
    fee: money('fee').notNull(),
    feeReduced: boolean('fee_reduced').notNull().default(false),
    discount: money('discount').notNull().default('0'),
    /** The registration was withdrawn or rejected before anything was paid on it. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    uniqueIndex('order_lines_participant_unique').on(table.participantId),
    uniqueIndex('order_lines_annual_fee_unique')
      .on(table.orderId, table.annualFeeId)
      .where(sql`${table.annualFeeId} is not null`),
    check(
      'order_lines_subject_check',
      sql`(${table.participantId} is null) <> (${table.annualFeeId} is null)`,
    ),
    // An order's lines in the order payments are applied to them (oldest first).
    index('order_lines_order_index').on(table.orderId, table.id),
    check('order_lines_fee_check', sql`${table.fee} >= 0`),
    check('order_lines_discount_check', sql`${table.discount} >= 0 and ${table.discount} <= ${table.fee}`),
  ],
);

export type OrderLineRow = typeof orderLines.$inferSelect;

/** Money paid towards an order: pending until WSK (bank transfer) or the provider (card) confirms it. */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    amount: money('amount').notNull(),
    paymentSystem: text('payment_system').$type<PaymentSystem>().notNull(),
    state: text('state').$type<OrderPaymentState>().notNull().default('pending'),
    /** The payer's key for this submission: the same key twice is one payment. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** A bank transfer's proof (a private upload). */
    proofKey: text('proof_key').references(() => fileUploads.key, { onDelete: 'set null' }),
    /** A card payment's reference at the provider (a PaymentIntent id, a test checkout token). */
    providerReference: text('provider_reference'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    declineReason: text('decline_reason'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    uniqueIndex('order_payments_idempotency_unique').on(table.orderId, table.idempotencyKey),
    uniqueIndex('order_payments_provider_reference_unique')
      .on(table.providerReference)
      .where(sql`${table.providerReference} is not null`),
    // An order's sums by state; the WSK queue of pending payments.
    index('order_payments_order_index').on(table.orderId, table.state),
    index('order_payments_pending_index').on(table.createdAt).where(sql`${table.state} = 'pending'`),
    check('order_payments_amount_check', sql`${table.amount} > 0`),
    check('order_payments_state_check', sql`${table.state} in (${quotedList(ORDER_PAYMENT_STATES)})`),
    check(
      'order_payments_payment_system_check',
      sql`${table.paymentSystem} in (${quotedList(PAYMENT_SYSTEMS)})`,
    ),
  ],
);

export type OrderPaymentRow = typeof orderPayments.$inferSelect;

/** Money asked back on a line; a confirmed one is a refund in the ledger. */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'restrict' }),
    amount: money('amount').notNull(),
    reason: text('reason').notNull(),
    state: text('state').$type<RefundState>().notNull().default('requested'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    decisionReason: text('decision_reason'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    index('refund_requests_line_index').on(table.orderLineId, table.state),
    check('refund_requests_amount_check', sql`${table.amount} > 0`),
    check('refund_requests_state_check', sql`${table.state} in (${quotedList(REFUND_STATES)})`),
  ],
);

export type RefundRequestRow = typeof refundRequests.$inferSelect;
