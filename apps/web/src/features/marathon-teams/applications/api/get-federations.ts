// `GET client/sport/federations/`: the national federations in one page, whose countries (one federation per
// country) are the choices of the application's country select. No token. Same key as the other features'
// factories, so the cache is shared.
import { getFederations } from '@portal/contract/endpoints/sport-service';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/http-client';

export const getFederationsQueryOptions = () =>
  queryOptions({
    queryKey: ['federations', { includeDefault: false }],
    queryFn: ({ signal }) => apiRequest(getFederations, { query: {}, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    select: (page) => page.results,
  });
