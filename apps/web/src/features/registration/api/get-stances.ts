// `GET client/sport/stances/?sport=`: The stances that fit one sport (those for every sport included), for the selects of a user sport. Reference
// data: cached for the session.
import { getStances } from '@portal/contract/endpoints/sport-service';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';

export const getStancesQueryOptions = (sport: number | null) =>
  queryOptions({
    queryKey: ['stances', { sport }],
    queryFn: ({ signal }) => apiRequest(getStances, { query: { sport: sport ?? undefined }, signal }),
    enabled: sport !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
