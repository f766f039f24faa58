// `GET client/events/{id}/participants/`: every participant of the event for WSK management, by name, paged,
// filtered by sport, kind, status, federation, name and whether an athlete still needs a WSK id match.
import { listEventParticipants } from '@portal/contract/endpoints/participants';
import type { EndpointQuery } from '@portal/contract/http';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { EVENTS_KEY } from './list-events';
import { retryUnlessRefused } from './list-nf-management';

/** Every page and filter of an event's participant list: what a decision or a withdrawal refreshes. */
export const eventParticipantsKey = (id: number) => [...EVENTS_KEY, 'detail', id, 'participants'] as const;

export const listEventParticipantsQueryOptions = (
  id: number,
  query: EndpointQuery<typeof listEventParticipants>,
) =>
  queryOptions({
    queryKey: [...eventParticipantsKey(id), query],
    queryFn: ({ signal }) => apiRequest(listEventParticipants, { params: { id }, query, signal }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
