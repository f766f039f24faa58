// `GET client/new_payments/orders/marathon_teams_wsk_list/`: an event's team orders for WSK staff, by state
// and team name, paged.
import { listWskTeamOrders } from '@portal/contract/endpoints/orders';
import type { EndpointQuery } from '@portal/contract/http';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/http-client';
import { WSK_PAYMENTS_KEY } from './list-wsk-orders';

export const listWskTeamOrdersQueryOptions = (query: EndpointQuery<typeof listWskTeamOrders>) =>
  queryOptions({
    queryKey: [...WSK_PAYMENTS_KEY, 'team-orders', query],
    queryFn: ({ signal }) => apiRequest(listWskTeamOrders, { query, signal }),
    placeholderData: keepPreviousData,
  });
