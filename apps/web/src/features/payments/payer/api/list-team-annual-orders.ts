// `GET client/teams/annual-orders/team_admin_awaiting_payments/`, `team_admin_processed_payments/` and
// `team_admin_waived_payments/`: the team's annual orders by tab, with their line, payments and refunds.
import {
  type AnnualOrdersQuery,
  listTeamAdminAwaitingAnnualOrders,
  listTeamAdminProcessedAnnualOrders,
  listTeamAdminWaivedAnnualOrders,
} from '@portal/contract/endpoints/annual-fees';
import type { OrderTab } from '@portal/contract/order';
import { apiRequest } from '../../../../shared/api/http-client';
import { ordersByTabQuery } from './orders-by-tab-query';

const ENDPOINTS = {
  awaiting: listTeamAdminAwaitingAnnualOrders,
  processed: listTeamAdminProcessedAnnualOrders,
  waived: listTeamAdminWaivedAnnualOrders,
} as const satisfies Record<OrderTab, unknown>;

export const listTeamAnnualOrdersQueryOptions = ordersByTabQuery(
  'team-annual',
  (tab: OrderTab, query: AnnualOrdersQuery, signal) => apiRequest(ENDPOINTS[tab], { query, signal }),
);
