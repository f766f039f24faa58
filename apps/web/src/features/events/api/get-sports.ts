// `GET client/sport/sports/?ordering=name`: the sports of the reference list, for the sport filter and
// "Add sport" (cached for the session; same key as the other features' factories, so the cache is shared).
import { getSports } from '@portal/contract/endpoints/sport-service';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';

export const getSportsQueryOptions = () =>
  queryOptions({
    queryKey: ['sports', { ordering: 'name' }],
    queryFn: ({ signal }) => apiRequest(getSports, { query: { ordering: 'name' }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
