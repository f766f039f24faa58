// Orders (decision 018): what a payer (a national federation, an athlete or a team) owes for an event, one
// line per registered participant with the fee frozen at registration and WSK's discount, and the state the
// order is in, derived from its ledger of payments and refunds, never stored. Amounts are decimal strings
// with two places in the event's currency; the bodies and queries are in endpoints/payments.ts.
import { z } from 'zod';
import { currencyCodeSchema, PARTICIPANT_KINDS, PARTICIPANT_STATUSES } from './event';
import { PAYMENT_SYSTEMS } from './payment';
import { sportSchema } from './sport';
import { federationRefSchema, storedFileSchema } from './user';

const id = z.number().int().positive();
const isoDateTime = z.iso.datetime({ offset: true });

/** An amount as the ledger reports it: always two places ("120.50"), never negative. */
export const amountSchema = z.string().regex(/^\d{1,10}\.\d{2}$/);

export const ORDER_STATES = ['awaiting_payment', 'partially_paid', 'paid', 'waived', 'cancelled'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export const ORDER_STATE_LABELS: Readonly<Record<OrderState, string>> = {
  awaiting_payment: 'Awaiting payment',
  partially_paid: 'Partially paid',
  paid: 'Paid',
  waived: 'Waived',
  cancelled: 'Cancelled',
};

/** Who pays an order: a national federation for its registrations, an athlete for their own, a team. */
export const PAYER_KINDS = ['federation', 'athlete', 'team'] as const;
export type PayerKind = (typeof PAYER_KINDS)[number];

/**
 * The tabs of the payers' lists (§2): awaiting (awaiting payment or partially paid), processed (paid, or
 * with any confirmed payment), waived (every live line fully discounted).
 */
export const ORDER_TABS = ['awaiting', 'processed', 'waived'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

export const ORDER_MESSAGES = {
  ORDER_NOT_FOUND: 'Order not found',
  LINE_NOT_FOUND: 'Participant not found',
  /** 400 on `discount`. */
  DISCOUNT_ABOVE_FEE: 'The discount cannot be more than the fee',
  /** 400 on `discount`: the order's confirmed payments would then be more than it owes. */
  DISCOUNT_BELOW_PAID: 'The order has been paid more than it would owe: refund before discounting',
  /** 400 on `allowed_payment_systems`. */
  PAYMENT_SYSTEM_REQUIRED: 'Choose at least one payment system',
  /** 400: only a participant on their federation's order moves to an individual order, and back. */
  NOT_ON_FEDERATION_ORDER: 'The participant is not on the federation’s order',
  NOT_ON_INDIVIDUAL_ORDER: 'The participant is not on an individual order',
  /** 400: a line something was paid on stays with its payer. */
  LINE_PAID: 'Something has been paid for this participant: it stays on its order',
  /** 400: moved in, the line would take the payment that covers a refunded line of the other order. */
  DESTINATION_REFUNDED: 'The other order has refunds its payments would then no longer cover',
  /** 400: a cancelled line (withdrawn or rejected registration) is not changed. */
  LINE_CANCELLED: 'The participant’s registration was withdrawn',
  /** check_amount: the amount may not be paid now. */
  AMOUNT_NOT_POSITIVE: 'Enter an amount greater than zero',
  AMOUNT_ABOVE_OUTSTANDING: 'The amount is more than the outstanding {amount}',
  NOTHING_OUTSTANDING: 'Nothing is outstanding on this order',
} as const;

/** The sums of an order (or of several of one currency), all derived from lines, payments and refunds. */
export const orderAmountsSchema = z.object({
  currency: currencyCodeSchema,
  /** Σ fees of the live (not cancelled) lines. */
  fees: amountSchema,
  /** Σ discounts of the live lines. */
  discount: amountSchema,
  /** fees − discount − refunded: what the payer owes once refunds are taken off. */
  due: amountSchema,
  /** Σ confirmed payments − Σ confirmed refunds. */
  paid: amountSchema,
  /** Σ confirmed refunds. */
  refunded: amountSchema,
  /** Σ payments waiting for WSK's or the provider's confirmation. */
  pending: amountSchema,
  /** due − paid, never below zero. */
  outstanding: amountSchema,
});
export type OrderAmounts = z.infer<typeof orderAmountsSchema>;

export const orderPayerSchema = z.object({
  kind: z.enum(PAYER_KINDS),
  /** The federation's, athlete's or team's id. */
  id,
  name: z.string(),
  /** The federation of the payer (the athlete's federation; the federation itself); null for a team. */
  federation: federationRefSchema.nullable(),
});
export type OrderPayer = z.infer<typeof orderPayerSchema>;

export const orderSchema = z
  .object({
    id,
    /** The reference to quote on a bank transfer ("WS-000123"). */
    reference: z.string(),
    /** The event an event order bills; null on an annual team order (decision 019). */
    event: z.object({ id, name: z.string() }).nullable(),
    /** The season an annual team order bills; null on an event order. Exactly one of the two is set. */
    season: z.object({ id, name: z.string() }).nullable(),
    payer: orderPayerSchema,
    state: z.enum(ORDER_STATES),
    amounts: orderAmountsSchema,
    allowed_payment_systems: z.array(z.enum(PAYMENT_SYSTEMS)),
    /** Live lines (participants not withdrawn before paying). */
    participants_count: z.number().int().min(0),
    created: isoDateTime,
    updated: isoDateTime,
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof orderSchema>;

/** One participant (or the annual team fee) on an order. Payments are applied to the lines oldest first. */
export const orderLineSchema = z
  .object({
    id,
    /** The annual team fee an annual order's line bills; null on an event order's line. */
    annual_fee: z.object({ id, name: z.string() }).nullable(),
    /** The event participant the line bills (the `{id}` of `participants/{id}/…` calls); null on an annual line. */
    participant: z
      .object({
        id,
        user: z.object({ id, full_name: z.string() }),
        kind: z.enum(PARTICIPANT_KINDS),
        status: z.enum(PARTICIPANT_STATUSES),
        event_sport: z.object({ id, sport: sportSchema.pick({ id: true, name: true }) }).nullable(),
        federation: federationRefSchema.nullable(),
      })
      .nullable(),
    fee: amountSchema,
    fee_reduced: z.boolean(),
    discount: amountSchema,
    /** fee − discount − refunded (0 for a cancelled line). */
    due: amountSchema,
    /** What the order's confirmed payments cover of this line, less its confirmed refunds. */
    paid: amountSchema,
    refunded: amountSchema,
    /** Set when the registration was withdrawn or rejected before anything was paid on it. */
    cancelled: isoDateTime.nullable(),
  })
  .meta({ id: 'OrderLine' });
export type OrderLine = z.infer<typeof orderLineSchema>;

export const ORDER_PAYMENT_STATES = ['pending', 'confirmed', 'declined'] as const;
export type OrderPaymentState = (typeof ORDER_PAYMENT_STATES)[number];

export const orderPaymentSchema = z
  .object({
    id,
    order: id,
    amount: amountSchema,
    /** The order's (the event's) currency. */
    currency: currencyCodeSchema,
    payment_system: z.enum(PAYMENT_SYSTEMS),
    state: z.enum(ORDER_PAYMENT_STATES),
    created: isoDateTime,
    created_by: z.object({ id, full_name: z.string() }).nullable(),
    decided: isoDateTime.nullable(),
    decided_by: z.object({ id, full_name: z.string() }).nullable(),
    decline_reason: z.string().nullable(),
    /** A bank transfer's proof, for the payer and WSK (a short-lived link); null for a card payment. */
    proof: storedFileSchema.nullable(),
  })
  .meta({ id: 'OrderPayment' });
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

export const REFUND_STATES = ['requested', 'confirmed', 'declined'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

export const refundRequestSchema = z
  .object({
    id,
    /** The line (and its participant; null on an annual line) the refund is for. */
    line: id,
    participant: id.nullable(),
    amount: amountSchema,
    reason: z.string(),
    state: z.enum(REFUND_STATES),
    created: isoDateTime,
    created_by: z.object({ id, full_name: z.string() }).nullable(),
    decided: isoDateTime.nullable(),
    decided_by: z.object({ id, full_name: z.string() }).nullable(),
    /** Why WSK declined it, or that the payer withdrew it; null otherwise. */
    decision_reason: z.string().nullable(),
  })
  .meta({ id: 'RefundRequest' });
export type RefundRequest = z.infer<typeof refundRequestSchema>;

export const orderDetailSchema = orderSchema
  .extend({
    lines: z.array(orderLineSchema),
    payments: z.array(orderPaymentSchema),
    refunds: z.array(refundRequestSchema),
  })
  .meta({ id: 'OrderDetail' });
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** A line of an athlete's individual order, as WSK's list of marathon individuals shows it. */
export const individualLineSchema = z
  .object({
    order: orderSchema.pick({ id: true, reference: true, state: true }).extend({
      /** Σ the order's payments waiting for confirmation: WSK has a transfer to check. */
      pending: amountSchema,
    }),
    line: orderLineSchema,
    currency: currencyCodeSchema,
  })
  .meta({ id: 'IndividualLine' });
export type IndividualLine = z.infer<typeof individualLineSchema>;

/** The payers' totals: one entry per currency their orders are in (an event has one currency). */
export const orderTotalsSchema = z
  .object({ totals: z.array(orderAmountsSchema.extend({ orders: z.number().int().min(0) })) })
  .meta({ id: 'OrderTotals' });
export type OrderTotals = z.infer<typeof orderTotalsSchema>;

/** `check_amount/`: whether the amount may be paid now, and why not. */
export const checkAmountSchema = z
  .object({
    allowed: z.boolean(),
    /** Why not; null when allowed. */
    message: z.string().nullable(),
    /** What may still be paid: outstanding less the payments awaiting confirmation. */
    payable: amountSchema,
    currency: currencyCodeSchema,
  })
  .meta({ id: 'CheckAmount' });
export type CheckAmount = z.infer<typeof checkAmountSchema>;

/** An order still to be paid by the caller, for the not-paid indicator. */
export const notPaidOrderSchema = orderSchema
  .pick({ id: true, reference: true, event: true, state: true })
  .extend({
    currency: currencyCodeSchema,
    outstanding: amountSchema,
    /** Which payments screen shows it: the federation's, the athlete's own or the team's. */
    payer_kind: z.enum(PAYER_KINDS),
    /** The event sport of its oldest live line (the payments screens live under an event sport). */
    event_sport: id.nullable(),
  })
  .meta({ id: 'NotPaidOrder' });
export type NotPaidOrder = z.infer<typeof notPaidOrderSchema>;

export const moveReplySchema = z
  .object({ from: orderSchema, to: orderSchema })
  .meta({ id: 'ParticipantMove' });
export type MoveReply = z.infer<typeof moveReplySchema>;
