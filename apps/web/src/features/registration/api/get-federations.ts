// `GET client/sport/federations/`: every national federation in one page, for the federation and country
// selects (a federation per country, named after it). Reference data: cached for the session.
import { getFederations } from '@portal/contract/endpoints/sport-service';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';

export const getFederationsQueryOptions = ({ includeDefault = false }: { includeDefault?: boolean } = {}) =>
  queryOptions({
    queryKey: ['federations', { includeDefault }],
    queryFn: ({ signal }) =>
      apiRequest(getFederations, {
        query: includeDefault ? { include_default: 'true' } : {},
        signal,
      }),
    staleTime: Number.POSITIVE_INFINITY,
    select: (page) => page.results,
  });
