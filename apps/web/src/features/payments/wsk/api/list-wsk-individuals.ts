// `GET client/new_payments/participants/marathon_individuals_wsk_list/`: the participants on an event's
// athlete (individual) orders, one row per line with its order's reference and state, paged.
import { listWskIndividuals } from '@portal/contract/endpoints/orders';
import type { EndpointQuery } from '@portal/contract/http';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/http-client';
import { WSK_PAYMENTS_KEY } from './list-wsk-orders';

export const listWskIndividualsQueryOptions = (query: EndpointQuery<typeof listWskIndividuals>) =>
  queryOptions({
    queryKey: [...WSK_PAYMENTS_KEY, 'individuals', query],
    queryFn: ({ signal }) => apiRequest(listWskIndividuals, { query, signal }),
    placeholderData: keepPreviousData,
  });
