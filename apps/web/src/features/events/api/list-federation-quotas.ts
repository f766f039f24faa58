// `GET client/events/{id}/sports/{sportId}/quotas/`: the quotas federations have of their own for an event
// sport (WSK staff: every federation; NF staff: their own).
import { listFederationQuotas } from '@portal/contract/endpoints/event-parts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { getEventSportQueryOptions } from './get-event-sport';

export const listFederationQuotasQueryOptions = (id: number, sportId: number) =>
  queryOptions({
    queryKey: [...getEventSportQueryOptions(id, sportId).queryKey, 'quotas'],
    queryFn: ({ signal }) => apiRequest(listFederationQuotas, { params: { id, sportId }, signal }),
  });
