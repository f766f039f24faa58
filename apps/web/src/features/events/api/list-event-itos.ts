// `GET client/events/{id}/itos/`: the ITOs assigned to the event, by sport then name, paged.
import { listEventItos } from '@portal/contract/endpoints/event-parts';
import type { EndpointQuery } from '@portal/contract/http';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { EVENTS_KEY } from './list-events';

/** Every ITO page of an event: what a change to its officials invalidates. */
export const eventItosKey = (id: number) => [...EVENTS_KEY, 'detail', id, 'itos'] as const;

export const listEventItosQueryOptions = (id: number, query: EndpointQuery<typeof listEventItos>) =>
  queryOptions({
    queryKey: [...eventItosKey(id), query],
    queryFn: ({ signal }) => apiRequest(listEventItos, { params: { id }, query, signal }),
    placeholderData: keepPreviousData,
  });
