// `GET client/new_payments/orders/team_admin_payments/`, `team_admin_processed_payments/`,
// `team_admin_waived_payments/` and `team_admin_individual_payments/`: the administered team's orders of an
// event by tab, with their lines, and its roster athletes' own entries.
import {
  listTeamAwaitingOrders,
  listTeamIndividualOrders,
  listTeamProcessedOrders,
  listTeamWaivedOrders,
  type TeamOrdersQuery,
} from '@portal/contract/endpoints/orders';
import { apiRequest } from '../../../../shared/api/http-client';
import { GROUP_ORDER_TABS, type GroupOrderTab, ordersByTabQuery } from './orders-by-tab-query';

export const TEAM_ORDER_TABS = GROUP_ORDER_TABS;
export type TeamOrderTab = GroupOrderTab;

const ENDPOINTS = {
  awaiting: listTeamAwaitingOrders,
  processed: listTeamProcessedOrders,
  waived: listTeamWaivedOrders,
  individual: listTeamIndividualOrders,
} as const;

export const listTeamOrdersQueryOptions = ordersByTabQuery(
  'team',
  (tab: TeamOrderTab, query: TeamOrdersQuery, signal) => apiRequest(ENDPOINTS[tab], { query, signal }),
);
