// Refund requests (spec §7 "New payments", participant-refund-requests/; §4 refund requests are created,
// confirmed, changed or declined; decision 018): the payer asks money back on a participant's paid line, or
// WSK administrators record a refund themselves; WSK confirms, changes or declines a request. A confirmed
// refund is a ledger row: it never exceeds what the order's payments cover of the line.
import { z } from 'zod';
import { moneySchema } from '../event';
import { defineEndpoint, idParamsSchema } from '../http';
import { orderDetailSchema, refundRequestSchema } from '../order';
import { validationMessages } from '../validation';
import { requiredId } from '../zod-rules';
import { NEW_PAYMENTS_BASE } from './orders';

const wskAdmin = { auth: 'token', roles: ['wsk_admin'], permission: 'admin' } as const;
/** Payers are NF administrators, athletes and team administrators (any role): scope decides. */
const signedIn = { auth: 'token' } as const;

export const REFUNDS_BASE = `${NEW_PAYMENTS_BASE}participant-refund-requests/`;

export const REFUND_MESSAGES = {
  REFUND_NOT_FOUND: 'Refund request not found',
  /** 400 on `participant`: nothing of the order's payments covers the line. */
  NOTHING_PAID: 'Nothing has been paid for this participant',
  /** 400 on `amount`: more than is paid on the line, less what other requests already ask. */
  ABOVE_PAID: 'The refund is more than what was paid for this participant ({amount})',
  /** 400: only a requested refund is withdrawn, confirmed or changed. */
  NOT_REQUESTED: 'Only a requested refund can be changed',
  /** 400 on `decision_reason`: a declined request says why. */
  DECLINE_REASON_REQUIRED: 'Say why the refund is declined',
  /** The reason a request the payer withdrew shows: it stays in the order's history as declined. */
  WITHDRAWN: 'Withdrawn by the payer',
} as const;

const reasonField = z
  .string({ error: () => validationMessages.required })
  .trim()
  .min(1, validationMessages.required)
  .max(1000);

export const createRefundBodySchema = z.object({
  /** The event participant whose line the money comes back on. */
  participant: requiredId(),
  amount: moneySchema,
  reason: reasonField,
});
export type CreateRefundBody = z.input<typeof createRefundBodySchema>;

export const wskCreateRefundBodySchema = createRefundBodySchema.extend({
  /** true: the refund is recorded confirmed at once (WSK already paid it back); false: a request to decide. */
  confirm: z.boolean().default(false),
});
export type WskCreateRefundBody = z.input<typeof wskCreateRefundBodySchema>;

export const confirmRefundBodySchema = z.object({
  note: z.string().trim().max(500).default(''),
});
export type ConfirmRefundBody = z.input<typeof confirmRefundBodySchema>;

/**
 * WSK changes a requested refund: its amount, or declines it with a reason (§4 lists "decline" among the
 * refund changes and §7 has no other call for it).
 */
export const changeRefundBodySchema = z
  .object({
    amount: moneySchema.optional(),
    state: z.literal('declined').optional(),
    decision_reason: z.string().trim().max(1000).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.amount === undefined && body.state === undefined) {
      ctx.addIssue({ code: 'custom', message: 'Change the amount or decline the refund', path: ['amount'] });
    }
    if (body.state === 'declined' && !body.decision_reason) {
      ctx.addIssue({
        code: 'custom',
        message: REFUND_MESSAGES.DECLINE_REASON_REQUIRED,
        path: ['decision_reason'],
      });
    }
  });
export type ChangeRefundBody = z.input<typeof changeRefundBodySchema>;

export const createRefundRequest = defineEndpoint({
  name: 'createRefundRequest',
  method: 'POST',
  path: REFUNDS_BASE,
  access: signedIn,
  summary:
    "The payer asks money back on a participant's paid line (NF administrators for their federation's order, the athlete, the team administrator): at most what is paid on it less what other requests ask.",
  tags: ['payments'],
  body: createRefundBodySchema,
  response: refundRequestSchema,
  status: 201,
});

export const deleteRefundRequest = defineEndpoint({
  name: 'deleteRefundRequest',
  method: 'DELETE',
  path: `${REFUNDS_BASE}:id/`,
  access: signedIn,
  summary: "The payer withdraws their own requested refund; it stays in the order's history as declined.",
  tags: ['payments'],
  params: idParamsSchema,
  response: z.null(),
  status: 204,
});

export const wskCreateRefund = defineEndpoint({
  name: 'wskCreateRefund',
  method: 'POST',
  path: `${REFUNDS_BASE}wsk_create_refund/`,
  access: wskAdmin,
  summary:
    "WSK records a refund on a participant's line, confirmed at once or requested; a confirmed one never exceeds what is paid on the line.",
  tags: ['payments'],
  body: wskCreateRefundBodySchema,
  response: orderDetailSchema,
  status: 201,
});

export const wskConfirmRefund = defineEndpoint({
  name: 'wskConfirmRefund',
  method: 'PATCH',
  path: `${REFUNDS_BASE}:id/wsk_confirm/`,
  access: wskAdmin,
  summary:
    'Confirms a requested refund: the money comes back on the line in the ledger. Refused above what is paid on the line; confirming twice changes nothing more.',
  tags: ['payments'],
  params: idParamsSchema,
  body: confirmRefundBodySchema,
  response: orderDetailSchema,
});

export const wskChangeRefund = defineEndpoint({
  name: 'wskChangeRefund',
  method: 'PATCH',
  path: `${REFUNDS_BASE}:id/wsk_change_refund/`,
  access: wskAdmin,
  summary: "Changes a requested refund's amount, or declines it with the reason shown to the payer.",
  tags: ['payments'],
  params: idParamsSchema,
  body: changeRefundBodySchema,
  response: orderDetailSchema,
});

export const refundsEndpoints = [
  createRefundRequest,
  deleteRefundRequest,
  wskCreateRefund,
  wskConfirmRefund,
  wskChangeRefund,
] as const;
