// `GET client/events/{id}/credentials-pickup/{federationId}/`: who collects a federation's credentials at
// the event (null until named) and whether the caller may change it now.
import { getCredentialsPickup } from '@portal/contract/endpoints/participants';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { EVENTS_KEY } from './list-events';
import { retryUnlessRefused } from './list-nf-management';

export const credentialsPickupKey = (id: number, federationId: number) =>
  [...EVENTS_KEY, 'detail', id, 'credentials-pickup', federationId] as const;

export const getCredentialsPickupQueryOptions = (id: number, federationId: number) =>
  queryOptions({
    queryKey: credentialsPickupKey(id, federationId),
    queryFn: ({ signal }) => apiRequest(getCredentialsPickup, { params: { id, federationId }, signal }),
    retry: retryUnlessRefused,
  });
