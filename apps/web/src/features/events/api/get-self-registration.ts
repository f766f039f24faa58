// `GET client/events/{id}/sports/{sportId}/registration/self/`: whether the signed-in athlete may register
// themselves for the event sport, why not, the categories open to them and their latest registration.
import { getSelfRegistration } from '@portal/contract/endpoints/participants';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { eventSportRegistrationKey } from './list-event-sport-participants';
import { retryUnlessRefused } from './list-nf-management';

export const getSelfRegistrationQueryOptions = (id: number, sportId: number) =>
  queryOptions({
    queryKey: [...eventSportRegistrationKey(id, sportId), 'self'],
    queryFn: ({ signal }) => apiRequest(getSelfRegistration, { params: { id, sportId }, signal }),
    retry: retryUnlessRefused,
  });
