// The new payments group (spec §7 "New payments", base client/new_payments/; decision 018): WSK's lists and
// details of every order, the national federations', athletes' and team administrators' lists of their
// own orders by tab with their totals, the caller's not-paid orders, whether an amount may be paid now,
// WSK's discounts and allowed payment systems, and an NF moving a participant between its order and the
// athlete's own. Payments, proofs, bank details and refunds follow in the payments issue's next slices.
import { z } from 'zod';
import { moneySchema } from '../event';
import { defineEndpoint, idParam, idParamsSchema, MAX_PAGE_SIZE, pagedSchema } from '../http';
import {
  checkAmountSchema,
  individualLineSchema,
  moveReplySchema,
  notPaidOrderSchema,
  ORDER_MESSAGES,
  ORDER_STATES,
  orderDetailSchema,
  orderSchema,
  orderTotalsSchema,
} from '../order';
import { PAYMENT_SYSTEMS } from '../payment';
import { validationMessages } from '../validation';

export const NEW_PAYMENTS_BASE = '/api/client/new_payments/';

const wskStaff = { auth: 'token', roles: ['wsk_admin'] } as const;
const wskAdmin = { auth: 'token', roles: ['wsk_admin'], permission: 'admin' } as const;
const nfStaff = { auth: 'token', roles: ['nf_admin'] } as const;
const federationAdmin = { auth: 'token', roles: ['wsk_admin', 'nf_admin'], permission: 'admin' } as const;
const athlete = { auth: 'token', roles: ['athlete'] } as const;
/** Team administrators hold any role: the team they administer is the scope. */
const signedIn = { auth: 'token' } as const;

const pageFields = {
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
};

/** A payer's lists: their orders of one event, or of every event when none is named. */
export const payerOrdersQuerySchema = z.object({ ...pageFields, event: idParam.optional() });
export type PayerOrdersQuery = z.input<typeof payerOrdersQuerySchema>;

/** The team administrator's lists: the team they administer (their first), or the one named. */
export const teamOrdersQuerySchema = payerOrdersQuerySchema.extend({ team: idParam.optional() });
export type TeamOrdersQuery = z.input<typeof teamOrdersQuerySchema>;

export const payerTotalQuerySchema = z.object({ event: idParam.optional() });
export type PayerTotalQuery = z.input<typeof payerTotalQuerySchema>;

/** WSK's lists of an event's orders, newest first, by state and payer name. */
export const wskOrdersQuerySchema = z.object({
  ...pageFields,
  event: idParam,
  state: z.enum(ORDER_STATES).optional(),
  /** Federation and athlete orders (`wsk_list/`); both when omitted. */
  payer_kind: z.enum(['federation', 'athlete']).optional(),
  /** Part of the payer's name (federation, athlete or team). */
  search: z.string().trim().max(100).optional(),
  /** `true`: only orders with a payment waiting for confirmation (a bank transfer to check). */
  to_check: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type WskOrdersQuery = z.input<typeof wskOrdersQuerySchema>;

export const orderQuerySchema = z.object({ order: idParam });
export type OrderQuery = z.input<typeof orderQuerySchema>;

export const paymentsExistQuerySchema = z.object({ event: idParam });
export type PaymentsExistQuery = z.input<typeof paymentsExistQuerySchema>;

export const checkAmountQuerySchema = z.object({
  amount: z
    .string({ error: () => validationMessages.required })
    .trim()
    .regex(/^-?\d{1,10}(\.\d{1,2})?$/, 'Enter an amount such as 120 or 120.50'),
});
export type CheckAmountQuery = z.input<typeof checkAmountQuerySchema>;

export const changeDiscountBodySchema = z.object({
  /** 0 to the line's fee, in the event's currency. */
  discount: moneySchema,
});
export type ChangeDiscountBody = z.input<typeof changeDiscountBodySchema>;

export const changeAllowedPaymentSystemsBodySchema = z.object({
  allowed_payment_systems: z
    .array(z.enum(PAYMENT_SYSTEMS))
    .min(1, ORDER_MESSAGES.PAYMENT_SYSTEM_REQUIRED)
    .max(PAYMENT_SYSTEMS.length)
    .refine((systems) => new Set(systems).size === systems.length, 'Name each payment system once'),
});
export type ChangeAllowedPaymentSystemsBody = z.input<typeof changeAllowedPaymentSystemsBodySchema>;

/** WSK's order lists: a page of orders and the sums of every order the filters match (all pages). */
const pagedOrders = pagedSchema(orderSchema).extend({ totals: orderTotalsSchema.shape.totals });
const pagedOrderDetails = pagedSchema(orderDetailSchema);

function payerList(name: string, path: string, access: typeof nfStaff | typeof athlete, summary: string) {
  return defineEndpoint({
    name,
    method: 'GET',
    path: `${NEW_PAYMENTS_BASE}${path}`,
    access,
    summary,
    tags: ['payments'],
    query: payerOrdersQuerySchema,
    response: pagedOrderDetails,
  });
}

function teamList(name: string, path: string, summary: string) {
  return defineEndpoint({
    name,
    method: 'GET',
    path: `${NEW_PAYMENTS_BASE}${path}`,
    access: signedIn,
    summary,
    tags: ['payments'],
    query: teamOrdersQuerySchema,
    response: pagedOrderDetails,
  });
}

function wskDetails(name: string, path: string, summary: string) {
  return defineEndpoint({
    name,
    method: 'GET',
    path: `${NEW_PAYMENTS_BASE}${path}`,
    access: wskStaff,
    summary,
    tags: ['payments'],
    query: orderQuerySchema,
    response: orderDetailSchema,
  });
}

// WSK ---------------------------------------------------------------------------------------------------

export const listWskOrders = defineEndpoint({
  name: 'listWskOrders',
  method: 'GET',
  path: `${NEW_PAYMENTS_BASE}orders/wsk_list/`,
  access: wskStaff,
  summary: "An event's federation and athlete orders, newest first, by state, payer kind and payer name.",
  tags: ['payments'],
  query: wskOrdersQuerySchema,
  response: pagedOrders,
});

export const getWskOrderDetails = wskDetails(
  'getWskOrderDetails',
  'orders/wsk_details/',
  'A federation or athlete order with its lines, payments and refunds.',
);

export const listWskTeamOrders = defineEndpoint({
  name: 'listWskTeamOrders',
  method: 'GET',
  path: `${NEW_PAYMENTS_BASE}orders/marathon_teams_wsk_list/`,
  access: wskStaff,
  summary: "An event's team orders, newest first, by state and team name.",
  tags: ['payments'],
  query: wskOrdersQuerySchema.omit({ payer_kind: true }),
  response: pagedOrders,
});

export const getWskTeamOrderDetails = wskDetails(
  'getWskTeamOrderDetails',
  'orders/marathon_teams_wsk_details/',
  'A team order with its lines, payments and refunds.',
);

export const listWskIndividuals = defineEndpoint({
  name: 'listWskIndividuals',
  method: 'GET',
  path: `${NEW_PAYMENTS_BASE}participants/marathon_individuals_wsk_list/`,
  access: wskStaff,
  summary:
    "The participants of an event's individual (athlete) orders, one row per line, by the order's state and the athlete's name.",
  tags: ['payments'],
  query: wskOrdersQuerySchema.omit({ payer_kind: true }),
  response: pagedSchema(individualLineSchema),
});

export const getWskIndividualOrderDetails = wskDetails(
  'getWskIndividualOrderDetails',
  'orders/marathon_individuals_wsk_details/',
  "An athlete's individual order with its lines, payments and refunds.",
);

// National federations ----------------------------------------------------------------------------------

export const listNfAwaitingOrders = payerList(
  'listNfAwaitingOrders',
  'orders/nf_payments/',
  nfStaff,
  "The federation's orders awaiting payment or partially paid, with their lines.",
);
export const listNfIndividualOrders = payerList(
  'listNfIndividualOrders',
  'orders/nf_individual_payments/',
  nfStaff,
  "The individual orders of the federation's athletes (self-registered or moved out of its order).",
);
export const listNfProcessedOrders = payerList(
  'listNfProcessedOrders',
  'orders/nf_processed_payments/',
  nfStaff,
  "The federation's paid orders and those with any confirmed payment.",
);
export const listNfWaivedOrders = payerList(
  'listNfWaivedOrders',
  'orders/nf_waived_payments/',
  nfStaff,
  "The federation's orders whose every participant is fully discounted.",
);

export const getNfTotal = defineEndpoint({
  name: 'getNfTotal',
  method: 'GET',
  path: `${NEW_PAYMENTS_BASE}orders/nf_total/`,
  access: nfStaff,
  summary: "The federation's orders summed per currency: fees, discounts, due, paid, pending, outstanding.",
  tags: ['payments'],
  query: payerTotalQuerySchema,
  response: orderTotalsSchema,
});

// Athletes ----------------------------------------------------------------------------------------------

export const listAthleteAwaitingOrders = payerList(
  'listAthleteAwaitingOrders',
  'orders/athlete_awaiting_payment/',
  athlete,
  "The athlete's own orders awaiting payment or partially paid, with their lines.",
);
export const listAthleteProcessedOrders = payerList(
  'listAthleteProcessedOrders',
  'orders/athlete_processed_payments/',
  athlete,
  "The athlete's paid orders and those with any confirmed payment.",
);
export const listAthleteWaivedOrders = payerList(
  'listAthleteWaivedOrders',
  'orders/athlete_waived_payment/',
  athlete,
  "The athlete's orders whose every line is fully discounted.",
);

export const getAthleteTotal = defineEndpoint({
  name: 'getAthleteTotal',
  method: 'GET',
  path: `${NEW_PAYMENTS_BASE}orders/athlete_total/`,
  access: athlete,
  summary: "The athlete's own orders summed per currency.",
  tags: ['payments'],
  query: payerTotalQuerySchema,
  response: orderTotalsSchema,
});

// Team administrators -----------------------------------------------------------------------------------

export const listTeamAwaitingOrders = teamList(
  'listTeamAwaitingOrders',
  'orders/team_admin_payments/',
  "The administered team's orders awaiting payment or partially paid, with their lines.",
);
export const listTeamIndividualOrders = teamList(
  'listTeamIndividualOrders',
  'orders/team_admin_individual_payments/',
  "The individual orders of the team's roster athletes, to follow who has paid their own entry.",
);
export const listTeamProcessedOrders = teamList(
  'listTeamProcessedOrders',
  'orders/team_admin_processed_payments/',
  "The administered team's paid orders and those with any confirmed payment.",
);
export const listTeamWaivedOrders = teamList(
  'listTeamWaivedOrders',
  'orders/team_admin_waived_payments/',
  "The administered team's orders whose every line is fully discounted.",
);

// The caller's own orders ---------------------------------------------------------------------------------

export const getPaymentsExist = defineEndpoint({
  name: 'getPaymentsExist',
  method: 'GET',
  path: `${NEW_PAYMENTS_BASE}participants/payments_exists/`,
  access: signedIn,
  summary:
    'Whether the caller pays anything for the event: an order of theirs (as NF staff, athlete or team administrator) with a live line.',
  tags: ['payments'],
  query: paymentsExistQuerySchema,
  response: z.object({ exists: z.boolean() }),
});

export const listNotPaidOrders = defineEndpoint({
  name: 'listNotPaidOrders',
  method: 'GET',
  path: `${NEW_PAYMENTS_BASE}orders/not_paid_orders/`,
  access: signedIn,
  summary:
    "The caller's orders still to be paid (awaiting payment or partially paid), oldest event first; loaded at start-up.",
  tags: ['payments'],
  response: z.array(notPaidOrderSchema),
});

export const checkOrderAmount = defineEndpoint({
  name: 'checkOrderAmount',
  method: 'GET',
  path: `${NEW_PAYMENTS_BASE}orders/:id/check_amount/`,
  access: signedIn,
  summary:
    'Whether an amount may be paid on the order now: above zero and not above outstanding less pending payments. The payer and WSK staff.',
  tags: ['payments'],
  params: idParamsSchema,
  query: checkAmountQuerySchema,
  response: checkAmountSchema,
});

// Writes ------------------------------------------------------------------------------------------------

export const changeDiscount = defineEndpoint({
  name: 'changeDiscount',
  method: 'PATCH',
  path: `${NEW_PAYMENTS_BASE}participants/:id/wsk_change_discount/`,
  access: wskAdmin,
  summary:
    "Sets the discount of a participant's line (0 to its fee); refused when the order's confirmed payments would exceed what it owes.",
  tags: ['payments'],
  params: idParamsSchema,
  body: changeDiscountBodySchema,
  response: orderDetailSchema,
});

export const changeAllowedPaymentSystems = defineEndpoint({
  name: 'changeAllowedPaymentSystems',
  method: 'PATCH',
  path: `${NEW_PAYMENTS_BASE}orders/:id/wsk_change_allowed_payment_systems/`,
  access: wskAdmin,
  summary: 'Sets how the order may be paid: card, bank transfer or both.',
  tags: ['payments'],
  params: idParamsSchema,
  body: changeAllowedPaymentSystemsBodySchema,
  response: orderDetailSchema,
});

export const moveToIndividual = defineEndpoint({
  name: 'moveToIndividual',
  method: 'POST',
  path: `${NEW_PAYMENTS_BASE}participants/:id/nf_move_to_individual/`,
  access: federationAdmin,
  summary:
    "Moves an athlete's line from the federation's order to the athlete's own order (created when missing); refused once anything is paid on it.",
  tags: ['payments'],
  params: idParamsSchema,
  response: moveReplySchema,
});

export const moveToFederation = defineEndpoint({
  name: 'moveToFederation',
  method: 'POST',
  path: `${NEW_PAYMENTS_BASE}participants/:id/nf_move_to_nf/`,
  access: federationAdmin,
  summary:
    "Moves an athlete's line from their individual order back to their federation's order; refused once anything is paid on it.",
  tags: ['payments'],
  params: idParamsSchema,
  response: moveReplySchema,
});

export const ordersEndpoints = [
  listWskOrders,
  getWskOrderDetails,
  listWskTeamOrders,
  getWskTeamOrderDetails,
  listWskIndividuals,
  getWskIndividualOrderDetails,
  listNfAwaitingOrders,
  listNfIndividualOrders,
  listNfProcessedOrders,
  listNfWaivedOrders,
  getNfTotal,
  listAthleteAwaitingOrders,
  listAthleteProcessedOrders,
  listAthleteWaivedOrders,
  getAthleteTotal,
  listTeamAwaitingOrders,
  listTeamIndividualOrders,
  listTeamProcessedOrders,
  listTeamWaivedOrders,
  getPaymentsExist,
  listNotPaidOrders,
  checkOrderAmount,
  changeDiscount,
  changeAllowedPaymentSystems,
  moveToIndividual,
  moveToFederation,
] as const;
