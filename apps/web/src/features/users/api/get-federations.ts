// `GET client/sport/federations/`: the national federations for the federation filter and the NF
// invitation, in one page. Same key as the registration feature's factory, so the cache is shared.
import { getFederations } from '@portal/contract/endpoints/sport-service';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';

export const getFederationsQueryOptions = () =>
  queryOptions({
    queryKey: ['federations', { includeDefault: false }],
    queryFn: ({ signal }) => apiRequest(getFederations, { query: {}, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    select: (page) => page.results,
  });
