// `GET client/events/{id}/nf-management/`: national federations with their eligible athletes, own quotas
// and administrators for the event (NF staff get their own federation only).
import { listNfManagement } from '@portal/contract/endpoints/event-parts';
import type { EndpointQuery } from '@portal/contract/http';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api/api-error';
import { apiRequest } from '../../../shared/api/http-client';
import { EVENTS_KEY } from './list-events';

/** The NF-management list and details of an event. */
export const nfManagementKey = (id: number) => [...EVENTS_KEY, 'detail', id, 'nf-management'] as const;

/** A refusal or an unknown event does not change by asking again. */
export const retryUnlessRefused = (count: number, error: unknown) =>
  !(error instanceof ApiError && (error.statusCode === 403 || error.statusCode === 404)) && count < 2;

export const listNfManagementQueryOptions = (id: number, query: EndpointQuery<typeof listNfManagement>) =>
  queryOptions({
    queryKey: [...nfManagementKey(id), 'list', query],
    queryFn: ({ signal }) => apiRequest(listNfManagement, { params: { id }, query, signal }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
