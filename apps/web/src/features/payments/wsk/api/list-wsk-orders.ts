// `GET client/new_payments/orders/wsk_list/`: an event's federation and athlete orders for WSK staff, newest
// first, by state, payer kind and payer name, paged.
import { listWskOrders } from '@portal/contract/endpoints/orders';
import type { EndpointQuery } from '@portal/contract/http';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/http-client';
import { PAYMENTS_KEY } from '../../../../shared/payments/payments-key';

/** WSK's lists and details, under the prefix every order change invalidates. */
export const WSK_PAYMENTS_KEY = [...PAYMENTS_KEY, 'wsk'] as const;

export const listWskOrdersQueryOptions = (query: EndpointQuery<typeof listWskOrders>) =>
  queryOptions({
    queryKey: [...WSK_PAYMENTS_KEY, 'orders', query],
    queryFn: ({ signal }) => apiRequest(listWskOrders, { query, signal }),
    placeholderData: keepPreviousData,
  });
