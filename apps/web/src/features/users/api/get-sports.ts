// `GET client/sport/sports/?ordering=name`: the sports for the sport filter (cached for the session).
import { getSports } from '@portal/contract/endpoints/sport-service';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';

export const getSportsQueryOptions = () =>
  queryOptions({
    queryKey: ['sports', { ordering: 'name' }],
    queryFn: ({ signal }) => apiRequest(getSports, { query: { ordering: 'name' }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
