// The older payments group of spec §7 (`client/payment/`; decision 018): the reference data loaded at start-up
// (currencies, payment systems), and the caller's order payments and an athlete's orders, read and acted on
// over the same orders and ledger as the new group (endpoints/orders.ts, order-payments.ts).
import { z } from 'zod';
import { defineEndpoint, idParam, idParamsSchema, MAX_PAGE_SIZE, pagedSchema } from '../http';
import { ORDER_PAYMENT_STATES, orderDetailSchema, orderPaymentSchema, orderSchema } from '../order';
import { currencySchema, paymentSystemSchema } from '../payment';
import { confirmOrderPaymentBodySchema } from './order-payments';

const signedIn = { auth: 'token' } as const;

export const PAYMENT_BASE = '/api/client/payment/';

export const listCurrencies = defineEndpoint({
  name: 'listCurrencies',
  method: 'GET',
  path: `${PAYMENT_BASE}currencies/`,
  access: signedIn,
  summary: 'The currencies events charge in (ISO 4217 code, name, symbol), by code as listed.',
  tags: ['payments'],
  response: z.array(currencySchema),
});

export const listPaymentSystems = defineEndpoint({
  name: 'listPaymentSystems',
  method: 'GET',
  path: `${PAYMENT_BASE}payment-systems/`,
  access: signedIn,
  summary:
    'The ways an order may be paid: card (through the payment provider) and bank transfer (with a proof).',
  tags: ['payments'],
  response: z.array(paymentSystemSchema),
});

export const getPayment = defineEndpoint({
  name: 'getPayment',
  method: 'GET',
  path: `${PAYMENT_BASE}payments/:id/`,
  access: signedIn,
  summary:
    "One order payment of the caller's own orders (WSK staff: any), to follow its state while the provider's notification arrives.",
  tags: ['payments'],
  params: idParamsSchema,
  response: orderPaymentSchema,
});

const pageFields = {
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
};

export const paymentsQuerySchema = z.object({
  ...pageFields,
  /** One order's payments. */
  order: idParam.optional(),
  /** The payments of one event's orders. */
  event: idParam.optional(),
  state: z.enum(ORDER_PAYMENT_STATES).optional(),
});
export type PaymentsQuery = z.input<typeof paymentsQuerySchema>;

export const listPayments = defineEndpoint({
  name: 'listPayments',
  method: 'GET',
  path: `${PAYMENT_BASE}payments/`,
  access: signedIn,
  summary:
    "The order payments of the caller's own orders (NF staff: their federation's; athletes: theirs; team administrators: their team's; WSK staff: all), newest first, by order, event and state.",
  tags: ['payments'],
  query: paymentsQuerySchema,
  response: pagedSchema(orderPaymentSchema),
});

export const confirmPayment = defineEndpoint({
  name: 'confirmPayment',
  method: 'POST',
  path: `${PAYMENT_BASE}payments/:id/confirm/`,
  access: { auth: 'token', roles: ['wsk_admin'], permission: 'admin' },
  summary:
    "WSK's confirmation of a pending bank transfer, as `new_payments/order-payments/{id}/wsk_confirm/`.",
  tags: ['payments'],
  params: idParamsSchema,
  body: confirmOrderPaymentBodySchema,
  response: orderPaymentSchema,
});

export const deletePayment = defineEndpoint({
  name: 'deletePayment',
  method: 'DELETE',
  path: `${PAYMENT_BASE}payments/:id/`,
  access: { auth: 'token', roles: ['nf_admin'], permission: 'admin' },
  summary:
    "An NF administrator withdraws a pending payment of the federation's order, as `new_payments/order-payments/{id}/` (DELETE).",
  tags: ['payments'],
  params: idParamsSchema,
  response: z.null(),
  status: 204,
});

export const athleteOrdersQuerySchema = z.object({ ...pageFields, event: idParam.optional() });
export type AthleteOrdersQuery = z.input<typeof athleteOrdersQuerySchema>;

export const listAthleteOrders = defineEndpoint({
  name: 'listAthleteOrders',
  method: 'GET',
  path: `${PAYMENT_BASE}payments/athlete_orders/`,
  access: { auth: 'token', roles: ['athlete'] },
  summary: "The athlete's own orders in every state, newest first.",
  tags: ['payments'],
  query: athleteOrdersQuerySchema,
  response: pagedSchema(orderSchema),
});

export const getAthleteOrderDetail = defineEndpoint({
  name: 'getAthleteOrderDetail',
  method: 'GET',
  path: `${PAYMENT_BASE}payments/:id/athlete_order_detail/`,
  access: { auth: 'token', roles: ['athlete'] },
  summary: "One of the athlete's own orders with its lines, payments and refunds (`{id}` is the order's).",
  tags: ['payments'],
  params: idParamsSchema,
  response: orderDetailSchema,
});

export const paymentsEndpoints = [
  listCurrencies,
  listPaymentSystems,
  getPayment,
  listPayments,
  confirmPayment,
  deletePayment,
  listAthleteOrders,
  getAthleteOrderDetail,
] as const;
