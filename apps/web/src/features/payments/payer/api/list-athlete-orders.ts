// `GET client/new_payments/orders/athlete_awaiting_payment/`, `athlete_processed_payments/` and
// `athlete_waived_payment/`: the athlete's own orders of an event by tab, with their lines.
import {
  listAthleteAwaitingOrders,
  listAthleteProcessedOrders,
  listAthleteWaivedOrders,
  type PayerOrdersQuery,
} from '@portal/contract/endpoints/orders';
import { apiRequest } from '../../../../shared/api/http-client';
import { ordersByTabQuery } from './orders-by-tab-query';

export const ATHLETE_ORDER_TABS = ['awaiting', 'processed', 'waived'] as const;
export type AthleteOrderTab = (typeof ATHLETE_ORDER_TABS)[number];

const ENDPOINTS = {
  awaiting: listAthleteAwaitingOrders,
  processed: listAthleteProcessedOrders,
  waived: listAthleteWaivedOrders,
} as const;

export const listAthleteOrdersQueryOptions = ordersByTabQuery(
  'athlete',
  (tab: AthleteOrderTab, query: PayerOrdersQuery, signal) => apiRequest(ENDPOINTS[tab], { query, signal }),
);
