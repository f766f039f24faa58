// Team seasons and annual team fees (spec §7 Team service; decision 019). A team is active for a season once
// its annual order for the season's fee is paid (or waived). Annual orders are orders of the payments ledger
// (decision 018) with a season instead of an event and one line for the fee: they are paid, checked,
// confirmed by WSK or the card provider and refunded by the same rules, so WSK's decisions on their payments
// and refunds are the `order-payments/…/wsk_*` and `participant-refund-requests/…/wsk_*` calls.
import { z } from 'zod';
import { defineEndpoint, idParam, idParamsSchema, MAX_PAGE_SIZE, pagedSchema } from '../http';
import {
  checkAmountSchema,
  ORDER_STATES,
  orderDetailSchema,
  orderSchema,
  refundRequestSchema,
} from '../order';
import { ROLE_TYPES } from '../roles';
import { annualTeamFeeSchema, teamSeasonSchema } from '../team';
import { presignedUploadSchema } from '../user';
import { requiredId } from '../zod-rules';
import { createOrderPaymentBodySchema, orderPaymentReplySchema } from './order-payments';
import { checkAmountQuerySchema } from './orders';
import { createRefundBodySchema } from './refunds';
import { TEAMS_BASE } from './teams';
import { presignUploadBodySchema } from './uploads';

const signedIn = { auth: 'token' } as const;
const wskStaff = { auth: 'token', roles: [ROLE_TYPES.WSK_ADMIN] } as const;

export const ANNUAL_ORDERS_BASE = `${TEAMS_BASE}annual-orders/`;
export const ANNUAL_ORDER_PAYMENTS_BASE = `${TEAMS_BASE}annual-order-payments/`;
export const ANNUAL_REFUNDS_BASE = `${TEAMS_BASE}annual-order-line-refund-requests/`;

export const ANNUAL_FEE_MESSAGES = {
  SEASON_NOT_FOUND: 'Season not found',
  /** 400 on `season`: no annual fee is set for the season. */
  NO_FEE: 'No annual fee is set for this season',
  /** 400 on `season`: a team's administrator opens orders of seasons not ended only. */
  SEASON_ENDED: 'This season has ended',
  /** 404 on the annual calls for an event order. */
  NOT_ANNUAL: 'Annual order not found',
} as const;

const pageFields = {
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
};

/** The team asked about: the one the caller administers (their first) when omitted. */
export const teamParamQuerySchema = z.object({ team: idParam.optional() });
export type TeamParamQuery = z.input<typeof teamParamQuerySchema>;

export const activePaidByTeamQuerySchema = z.object({ team: idParam });
export type ActivePaidByTeamQuery = z.input<typeof activePaidByTeamQuerySchema>;

export const annualOrdersQuerySchema = z.object({ ...pageFields, team: idParam.optional() });
export type AnnualOrdersQuery = z.input<typeof annualOrdersQuerySchema>;

export const wskAnnualOrdersQuerySchema = z.object({
  ...pageFields,
  season: idParam.optional(),
  state: z.enum(ORDER_STATES).optional(),
  /** Part of the team's name. */
  search: z.string().trim().max(100).optional(),
  /** `true`: only orders with a payment waiting for confirmation. */
  to_check: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type WskAnnualOrdersQuery = z.input<typeof wskAnnualOrdersQuerySchema>;

export const createAnnualOrderBodySchema = z.object({ team: requiredId(), season: requiredId() });
export type CreateAnnualOrderBody = z.input<typeof createAnnualOrderBodySchema>;

/** A refund asked on an annual order's line (the fee), by the line's id. */
export const createAnnualRefundBodySchema = createRefundBodySchema
  .omit({ participant: true })
  .extend({ line: requiredId() });
export type CreateAnnualRefundBody = z.input<typeof createAnnualRefundBodySchema>;

export const getCurrentTeamSeason = defineEndpoint({
  name: 'getCurrentTeamSeason',
  method: 'GET',
  path: `${TEAMS_BASE}team-seasons/now/`,
  access: signedIn,
  summary: 'The season today falls in; null between seasons.',
  tags: ['teams'],
  response: teamSeasonSchema.nullable(),
});

export const listActivePaidSeasonsByTeam = defineEndpoint({
  name: 'listActivePaidSeasonsByTeam',
  method: 'GET',
  path: `${TEAMS_BASE}team-seasons/active_paid_by_team/`,
  access: signedIn,
  summary:
    'The seasons a team is active in: its annual order for the season is paid or waived. Newest first.',
  tags: ['teams'],
  query: activePaidByTeamQuerySchema,
  response: z.array(teamSeasonSchema),
});

export const listAnnualTeamFeesForTeamAdmin = defineEndpoint({
  name: 'listAnnualTeamFeesForTeamAdmin',
  method: 'GET',
  path: `${TEAMS_BASE}annual-team-fees/for_team_admin/`,
  access: signedIn,
  summary:
    'The annual fees of the current and coming seasons with the team’s annual order for each (null until opened): the team’s administrator and WSK staff.',
  tags: ['teams'],
  query: teamParamQuerySchema,
  response: z.array(annualTeamFeeSchema),
});

export const createAnnualOrder = defineEndpoint({
  name: 'createAnnualOrder',
  method: 'POST',
  path: ANNUAL_ORDERS_BASE,
  access: signedIn,
  summary:
    'Opens the team’s annual order for a season’s fee (the team’s administrator or a WSK administrator); a team has one per season, so opening it again answers the same order.',
  tags: ['teams'],
  body: createAnnualOrderBodySchema,
  response: orderDetailSchema,
  status: 201,
});

function teamAdminList(name: string, segment: string, summary: string) {
  return defineEndpoint({
    name,
    method: 'GET',
    path: `${ANNUAL_ORDERS_BASE}${segment}/`,
    access: signedIn,
    summary,
    tags: ['teams'],
    query: annualOrdersQuerySchema,
    response: pagedSchema(orderDetailSchema),
  });
}

export const listTeamAdminAwaitingAnnualOrders = teamAdminList(
  'listTeamAdminAwaitingAnnualOrders',
  'team_admin_awaiting_payments',
  'The team’s annual orders awaiting payment or partially paid, newest season first.',
);
export const listTeamAdminProcessedAnnualOrders = teamAdminList(
  'listTeamAdminProcessedAnnualOrders',
  'team_admin_processed_payments',
  'The team’s paid annual orders and those with any confirmed payment.',
);
export const listTeamAdminWaivedAnnualOrders = teamAdminList(
  'listTeamAdminWaivedAnnualOrders',
  'team_admin_waived_payments',
  'The team’s annual orders WSK fully discounted.',
);

export const getAnnualOrder = defineEndpoint({
  name: 'getAnnualOrder',
  method: 'GET',
  path: `${ANNUAL_ORDERS_BASE}:id/`,
  access: signedIn,
  summary: 'One annual order with its line, payments and refunds: the team’s administrator and WSK staff.',
  tags: ['teams'],
  params: idParamsSchema,
  response: orderDetailSchema,
});

export const checkAnnualOrderAmount = defineEndpoint({
  name: 'checkAnnualOrderAmount',
  method: 'GET',
  path: `${ANNUAL_ORDERS_BASE}:id/check_amount/`,
  access: signedIn,
  summary: 'Whether an amount may be paid on the annual order now, and why not (same rules as event orders).',
  tags: ['teams'],
  params: idParamsSchema,
  query: checkAmountQuerySchema,
  response: checkAmountSchema,
});

export const listWskAnnualOrders = defineEndpoint({
  name: 'listWskAnnualOrders',
  method: 'GET',
  path: `${ANNUAL_ORDERS_BASE}wsk_list/`,
  access: wskStaff,
  summary:
    'WSK’s list of annual team orders, newest first, by season, state, team name and payments to check.',
  tags: ['teams'],
  query: wskAnnualOrdersQuerySchema,
  response: pagedSchema(orderSchema),
});

export const createAnnualOrderPayment = defineEndpoint({
  name: 'createAnnualOrderPayment',
  method: 'POST',
  path: ANNUAL_ORDER_PAYMENTS_BASE,
  access: signedIn,
  summary:
    'The team’s administrator pays an annual order by card or by bank transfer with a proof, as `order-payments/` does for event orders (same idempotency key rule).',
  tags: ['teams'],
  body: createOrderPaymentBodySchema,
  response: orderPaymentReplySchema,
  status: 201,
});

export const withdrawAnnualOrderPayment = defineEndpoint({
  name: 'withdrawAnnualOrderPayment',
  method: 'DELETE',
  path: `${ANNUAL_ORDER_PAYMENTS_BASE}:id/`,
  access: signedIn,
  summary: 'The team’s administrator withdraws a pending payment of an annual order (kept as declined).',
  tags: ['teams'],
  params: idParamsSchema,
  response: z.null(),
  status: 204,
});

export const presignAnnualOrderPaymentProof = defineEndpoint({
  name: 'presignAnnualOrderPaymentProof',
  method: 'POST',
  path: `${ANNUAL_ORDER_PAYMENTS_BASE}presign_url/`,
  access: signedIn,
  summary: 'A single-use upload URL for a bank transfer’s proof (a private document of the caller).',
  tags: ['teams'],
  body: presignUploadBodySchema,
  response: presignedUploadSchema,
});

export const createAnnualRefundRequest = defineEndpoint({
  name: 'createAnnualRefundRequest',
  method: 'POST',
  path: ANNUAL_REFUNDS_BASE,
  access: signedIn,
  summary:
    'The team’s administrator asks money back on the annual order’s line, at most what was paid on it less other open requests.',
  tags: ['teams'],
  body: createAnnualRefundBodySchema,
  response: refundRequestSchema,
  status: 201,
});

export const withdrawAnnualRefundRequest = defineEndpoint({
  name: 'withdrawAnnualRefundRequest',
  method: 'DELETE',
  path: `${ANNUAL_REFUNDS_BASE}:id/`,
  access: signedIn,
  summary: 'The team’s administrator withdraws a refund request WSK has not decided.',
  tags: ['teams'],
  params: idParamsSchema,
  response: z.null(),
  status: 204,
});

export const annualFeesEndpoints = [
  getCurrentTeamSeason,
  listActivePaidSeasonsByTeam,
  listAnnualTeamFeesForTeamAdmin,
  createAnnualOrder,
  listTeamAdminAwaitingAnnualOrders,
  listTeamAdminProcessedAnnualOrders,
  listTeamAdminWaivedAnnualOrders,
  getAnnualOrder,
  checkAnnualOrderAmount,
  listWskAnnualOrders,
  createAnnualOrderPayment,
  withdrawAnnualOrderPayment,
  presignAnnualOrderPaymentProof,
  createAnnualRefundRequest,
  withdrawAnnualRefundRequest,
] as const;
