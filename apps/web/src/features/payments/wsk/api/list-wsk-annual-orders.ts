// `GET client/teams/annual-orders/wsk_list/`: every team's annual orders for WSK staff, by season, state,
// team name and payments to check, paged.
import { listWskAnnualOrders, type WskAnnualOrdersQuery } from '@portal/contract/endpoints/annual-fees';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/http-client';
import { WSK_PAYMENTS_KEY } from './list-wsk-orders';

export const listWskAnnualOrdersQueryOptions = (query: WskAnnualOrdersQuery) =>
  queryOptions({
    queryKey: [...WSK_PAYMENTS_KEY, 'annual-orders', query],
    queryFn: ({ signal }) => apiRequest(listWskAnnualOrders, { query, signal }),
    placeholderData: keepPreviousData,
  });
