// `GET client/events/{id}/sports/{sportId}/registration/federations/{federationId}/`: how much of each
// quota a federation uses for an event sport (pending, approved, extra-quota requests).
import { getFederationRegistration } from '@portal/contract/endpoints/participants';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { eventSportRegistrationKey } from './list-event-sport-participants';
import { retryUnlessRefused } from './list-nf-management';

export const getFederationRegistrationQueryOptions = (id: number, sportId: number, federationId: number) =>
  queryOptions({
    queryKey: [...eventSportRegistrationKey(id, sportId), 'federation', federationId],
    queryFn: ({ signal }) =>
      apiRequest(getFederationRegistration, { params: { id, sportId, federationId }, signal }),
    retry: retryUnlessRefused,
  });
