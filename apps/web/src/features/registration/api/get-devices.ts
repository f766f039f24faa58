// `GET client/sport/devices/?sport=`: The devices of one sport, for the selects of a user sport. Reference
// data: cached for the session.
import { getDevices } from '@portal/contract/endpoints/sport-service';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';

export const getDevicesQueryOptions = (sport: number | null) =>
  queryOptions({
    queryKey: ['devices', { sport }],
    queryFn: ({ signal }) => apiRequest(getDevices, { query: { sport: sport ?? undefined }, signal }),
    enabled: sport !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
