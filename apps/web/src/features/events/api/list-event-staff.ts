// `GET client/events/{id}/staff/`: the event staff and LOC members, by group then name, paged.
import { listEventStaff } from '@portal/contract/endpoints/event-parts';
import type { EndpointQuery } from '@portal/contract/http';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { EVENTS_KEY } from './list-events';

/** Every staff page of an event: what a change to its staff invalidates. */
export const eventStaffKey = (id: number) => [...EVENTS_KEY, 'detail', id, 'staff'] as const;

export const listEventStaffQueryOptions = (id: number, query: EndpointQuery<typeof listEventStaff>) =>
  queryOptions({
    queryKey: [...eventStaffKey(id), query],
    queryFn: ({ signal }) => apiRequest(listEventStaff, { params: { id }, query, signal }),
    placeholderData: keepPreviousData,
  });
