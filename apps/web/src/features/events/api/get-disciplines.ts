// `GET client/sport/disciplines/?sport=`: the disciplines of one sport, for "Add sport". Reference data:
// cached for the session, same key as the registration feature's factory.
import { getDisciplines } from '@portal/contract/endpoints/sport-service';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';

export const getDisciplinesQueryOptions = (sport: number | null) =>
  queryOptions({
    queryKey: ['disciplines', { sport }],
    queryFn: ({ signal }) => apiRequest(getDisciplines, { query: { sport: sport ?? undefined }, signal }),
    enabled: sport !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
