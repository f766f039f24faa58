// Paying orders (spec §7 "New payments" writes; decision 018): the payer pays their own order by card or by
// bank transfer with a proof, withdraws a pending payment, uploads the proof through the presign flow; WSK
// administrators confirm, correct or decline bank transfers; the World Skate account to transfer to. Card
// payments are confirmed only by the provider's signed notification (the webhook below): the built-in test
// checkout signs its own, Stripe signs its events.
import { z } from 'zod';
import { moneySchema } from '../event';
import { defineEndpoint, idParam, idParamsSchema } from '../http';
import { amountSchema, orderDetailSchema, orderPaymentSchema } from '../order';
import { PAYMENT_SYSTEMS } from '../payment';
import { presignedUploadSchema } from '../user';
import { validationMessages } from '../validation';
import { requiredId, textField } from '../zod-rules';
import { NEW_PAYMENTS_BASE } from './orders';
import { presignUploadBodySchema, uploadKeySchema } from './uploads';

const wskAdmin = { auth: 'token', roles: ['wsk_admin'], permission: 'admin' } as const;
/** Payers are NF administrators, athletes and team administrators (any role): scope decides. */
const signedIn = { auth: 'token' } as const;
const publicAccess = { auth: 'public' } as const;

export const ORDER_PAYMENT_MESSAGES = {
  PAYMENT_NOT_FOUND: 'Payment not found',
  /** 400 on `payment_system`: WSK allows the order other systems. */
  SYSTEM_NOT_ALLOWED: 'This order cannot be paid this way',
  /** 400 on `proof`: a bank transfer comes with its proof. */
  PROOF_REQUIRED: 'Upload the proof of the bank transfer',
  /** 400 on `proof`: a card payment has none. */
  PROOF_NOT_FOR_CARD: 'A card payment has no proof',
  /** 400: only a pending payment is withdrawn, confirmed, corrected or declined. */
  NOT_PENDING: 'Only a pending payment can be changed',
  /** 400: WSK confirms and corrects bank transfers; the provider confirms cards. */
  CARD_BY_PROVIDER: 'Card payments are confirmed by the card provider',
  /** 400: confirming would make the order paid more than it owes. */
  ABOVE_OUTSTANDING: 'The payment is more than the order still owes: correct the amount first',
  /** 400 on `idempotency_key`: the key was used for another order or amount. */
  KEY_REUSED: 'This payment was already submitted with other details',
  /** 400: the order is not open to payments (cancelled or waived, nothing outstanding). */
  NOTHING_TO_PAY: 'Nothing is outstanding on this order',
  /** 400: the card provider refused to start the payment. */
  PROVIDER_UNAVAILABLE: 'The card payment could not be started. Please try again later.',
  /** 400 on the webhook: a notification whose signature does not verify. */
  BAD_SIGNATURE: 'The notification signature is not valid',
  CHECKOUT_NOT_FOUND: 'This test payment is unknown or already finished',
} as const;

export const createOrderPaymentBodySchema = z
  .object({
    order: requiredId(),
    amount: moneySchema,
    payment_system: z.enum(PAYMENT_SYSTEMS, { error: () => validationMessages.required }),
    /** A random key per submission (e.g. a UUID): the same key again returns the same payment. */
    idempotency_key: z.string().trim().min(8).max(100),
    /** A bank transfer's proof: the `new_file_name` of an `order-payments/presign_url/` upload. */
    proof: uploadKeySchema.nullable().default(null),
  })
  .superRefine((body, ctx) => {
    if (body.payment_system === 'bank_transfer' && body.proof === null) {
      ctx.addIssue({ code: 'custom', message: ORDER_PAYMENT_MESSAGES.PROOF_REQUIRED, path: ['proof'] });
    }
    if (body.payment_system === 'card' && body.proof !== null) {
      ctx.addIssue({ code: 'custom', message: ORDER_PAYMENT_MESSAGES.PROOF_NOT_FOR_CARD, path: ['proof'] });
    }
  });
export type CreateOrderPaymentBody = z.input<typeof createOrderPaymentBodySchema>;

/** Where the browser goes to pay a card payment: the built-in test checkout, or Stripe Elements. */
export const checkoutSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('test'), url: z.string() }),
  z.object({ provider: z.literal('stripe'), client_secret: z.string(), publishable_key: z.string() }),
]);
export type Checkout = z.infer<typeof checkoutSchema>;

export const orderPaymentReplySchema = z
  .object({
    payment: orderPaymentSchema,
    /** A card payment's checkout; null for a bank transfer. */
    checkout: checkoutSchema.nullable(),
  })
  .meta({ id: 'OrderPaymentReply' });
export type OrderPaymentReply = z.infer<typeof orderPaymentReplySchema>;

export const updateOrderPaymentBodySchema = z.object({ amount: moneySchema });
export type UpdateOrderPaymentBody = z.input<typeof updateOrderPaymentBodySchema>;

export const confirmOrderPaymentBodySchema = z.object({
  /** WSK's note on what was checked against the proof. */
  note: textField([{ rule: 'max_length', length: 500 }]).default(''),
});
export type ConfirmOrderPaymentBody = z.input<typeof confirmOrderPaymentBodySchema>;

export const declineOrderPaymentQuerySchema = z.object({
  /** Why, shown to the payer. */
  reason: z.string().trim().min(1, validationMessages.required).max(500),
});
export type DeclineOrderPaymentQuery = z.input<typeof declineOrderPaymentQuerySchema>;

export const bankDetailsQuerySchema = z.object({
  /** The order whose reference and outstanding amount to quote; none: the account alone. */
  order: idParam.optional(),
  /** `pdf` answers a downloadable PDF instead of JSON. */
  format: z.enum(['json', 'pdf']).default('json'),
});
export type BankDetailsQuery = z.input<typeof bankDetailsQuerySchema>;

export const bankDetailsSchema = z
  .object({
    holder: z.string(),
    bank: z.string(),
    iban: z.string(),
    bic: z.string(),
    address: z.string(),
    /** The order's reference to quote on the transfer; null without an order. */
    reference: z.string().nullable(),
    outstanding: amountSchema.nullable(),
    currency: z.string().nullable(),
  })
  .meta({ id: 'BankDetails' });
export type BankDetails = z.infer<typeof bankDetailsSchema>;

export const createOrderPayment = defineEndpoint({
  name: 'createOrderPayment',
  method: 'POST',
  path: `${NEW_PAYMENTS_BASE}order-payments/`,
  access: signedIn,
  summary:
    "Pays the caller's own order: a bank transfer with its proof (pending until WSK confirms it) or a card payment (pending until the provider's signed notification; the reply carries the checkout). The amount must pass check_amount; the same idempotency key again answers the same payment.",
  tags: ['payments'],
  body: createOrderPaymentBodySchema,
  response: orderPaymentReplySchema,
  status: 201,
});

export const deleteOrderPayment = defineEndpoint({
  name: 'deleteOrderPayment',
  method: 'DELETE',
  path: `${NEW_PAYMENTS_BASE}order-payments/:id/`,
  access: signedIn,
  summary: "Withdraws the caller's own pending payment (a card payment is cancelled at the provider).",
  tags: ['payments'],
  params: idParamsSchema,
  response: z.null(),
  status: 204,
});

export const presignOrderPaymentProof = defineEndpoint({
  name: 'presignOrderPaymentProof',
  method: 'POST',
  path: `${NEW_PAYMENTS_BASE}order-payments/presign_url/`,
  access: signedIn,
  summary:
    'A single-use upload URL for a bank transfer proof (JPEG, PNG, WebP or PDF); POST the file to it without a token, then send `new_file_name` as the payment`s `proof`.',
  tags: ['payments'],
  body: presignUploadBodySchema,
  response: presignedUploadSchema,
});

export const confirmOrderPayment = defineEndpoint({
  name: 'confirmOrderPayment',
  method: 'PATCH',
  path: `${NEW_PAYMENTS_BASE}order-payments/:id/wsk_confirm/`,
  access: wskAdmin,
  summary:
    'Confirms a pending bank transfer against its proof; refused when it would make the order paid more than it owes. Confirming twice changes nothing more.',
  tags: ['payments'],
  params: idParamsSchema,
  body: confirmOrderPaymentBodySchema,
  response: orderDetailSchema,
});

export const updateOrderPayment = defineEndpoint({
  name: 'updateOrderPayment',
  method: 'PATCH',
  path: `${NEW_PAYMENTS_BASE}order-payments/:id/wsk_update/`,
  access: wskAdmin,
  summary: 'Corrects the amount of a pending bank transfer to what actually arrived, before confirming it.',
  tags: ['payments'],
  params: idParamsSchema,
  body: updateOrderPaymentBodySchema,
  response: orderDetailSchema,
});

export const declineOrderPayment = defineEndpoint({
  name: 'declineOrderPayment',
  method: 'DELETE',
  path: `${NEW_PAYMENTS_BASE}order-payments/:id/wsk_decline/`,
  access: wskAdmin,
  summary: 'Declines a pending bank transfer with the reason shown to the payer (`?reason=`).',
  tags: ['payments'],
  params: idParamsSchema,
  query: declineOrderPaymentQuerySchema,
  response: orderDetailSchema,
});

export const getBankDetails = defineEndpoint({
  name: 'getBankDetails',
  method: 'GET',
  path: `${NEW_PAYMENTS_BASE}orders/bank_details/`,
  access: signedIn,
  summary:
    "World Skate's bank account for transfers, with the order's reference and outstanding amount when one of the caller's orders is named; `format=pdf` answers it as a downloadable PDF.",
  tags: ['payments'],
  query: bankDetailsQuerySchema,
  response: bankDetailsSchema,
});

// The card provider's side (not in §7: the provider and the test checkout call these) ----------------------

export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;

export const paymentWebhook = defineEndpoint({
  name: 'receivePaymentNotification',
  method: 'POST',
  path: '/api/payments/webhook/:provider/',
  access: publicAccess,
  summary:
    "The card provider's signed notification of a payment's outcome (Stripe: `Stripe-Signature`; the test checkout: `X-Portal-Signature`). A bad signature is 400 and changes nothing; a repeated notification changes nothing more.",
  tags: ['payments'],
  params: z.object({ provider: z.enum(PAYMENT_PROVIDERS) }),
  response: z.object({ received: z.literal(true) }),
});

/**
 * Where a card payment comes back to (§2): `/payment-redirect/:id/:sportId?payment=`, or for a team's order
 * `/team-admin-payment-redirect?payment=&event=&sport=` (the path has no event; the query leads back to the
 * team's payments). Built the same by the test checkout and by the browser for Stripe.
 */
export function paymentReturnPath(target: {
  readonly paymentId: number;
  readonly team: boolean;
  /** null for an annual team order (decision 019): it returns to the team's annual payments. */
  readonly eventId: number | null;
  readonly sportId: number | null;
}): string {
  const { paymentId, team, eventId, sportId } = target;
  if (eventId === null) return `/team-admin-payment-redirect?payment=${paymentId}&annual=1`;
  if (!team && sportId !== null) return `/payment-redirect/${eventId}/${sportId}?payment=${paymentId}`;
  const where = sportId === null ? '' : `&event=${eventId}&sport=${sportId}`;
  return `/team-admin-payment-redirect?payment=${paymentId}${where}`;
}

export const testCheckoutParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });

export const testCheckoutSchema = z
  .object({
    amount: amountSchema,
    currency: z.string(),
    reference: z.string(),
    /** What is paid for: the event's name, or the annual fee's for an annual order. */
    event: z.string(),
    state: orderPaymentSchema.shape.state,
    /** Where the payer returns to: the payment-redirect screen. */
    return_path: z.string(),
  })
  .meta({ id: 'TestCheckout' });
export type TestCheckout = z.infer<typeof testCheckoutSchema>;

export const getTestCheckout = defineEndpoint({
  name: 'getTestCheckout',
  method: 'GET',
  path: '/api/payments/test-checkout/:token/',
  access: signedIn,
  summary:
    'The built-in test checkout (no money moves): what the payer is asked to pay. Only without Stripe.',
  tags: ['payments'],
  params: testCheckoutParamsSchema,
  response: testCheckoutSchema,
});

export const completeTestCheckout = defineEndpoint({
  name: 'completeTestCheckout',
  method: 'POST',
  path: '/api/payments/test-checkout/:token/',
  access: signedIn,
  summary:
    'The payer succeeds or fails the test payment; the test provider then sends its signed notification to the webhook, which alone confirms or declines the payment.',
  tags: ['payments'],
  params: testCheckoutParamsSchema,
  body: z.object({ outcome: z.enum(['succeeded', 'failed']) }),
  response: testCheckoutSchema,
});

export const orderPaymentsEndpoints = [
  createOrderPayment,
  deleteOrderPayment,
  presignOrderPaymentProof,
  confirmOrderPayment,
  updateOrderPayment,
  declineOrderPayment,
  getBankDetails,
  paymentWebhook,
  getTestCheckout,
  completeTestCheckout,
] as const;
