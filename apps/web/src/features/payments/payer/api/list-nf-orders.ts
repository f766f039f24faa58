// `GET client/new_payments/orders/nf_payments/`, `nf_processed_payments/`, `nf_waived_payments/` and
// `nf_individual_payments/`: the federation's orders of an event by tab, with their lines, and the
// individual orders of its athletes.
import {
  listNfAwaitingOrders,
  listNfIndividualOrders,
  listNfProcessedOrders,
  listNfWaivedOrders,
  type PayerOrdersQuery,
} from '@portal/contract/endpoints/orders';
import { apiRequest } from '../../../../shared/api/http-client';
import { GROUP_ORDER_TABS, type GroupOrderTab, ordersByTabQuery } from './orders-by-tab-query';

export const NF_ORDER_TABS = GROUP_ORDER_TABS;
export type NfOrderTab = GroupOrderTab;

const ENDPOINTS = {
  awaiting: listNfAwaitingOrders,
  processed: listNfProcessedOrders,
  waived: listNfWaivedOrders,
  individual: listNfIndividualOrders,
} as const;

export const listNfOrdersQueryOptions = ordersByTabQuery(
  'nf',
  (tab: NfOrderTab, query: PayerOrdersQuery, signal) => apiRequest(ENDPOINTS[tab], { query, signal }),
);
