// `GET client/events/`: events, paged and filtered by the server (published and archived; drafts too for
// WSK staff).
import { type EventsQuery, listEvents } from '@portal/contract/endpoints/events';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';

/** The root of every event key: one invalidation refreshes lists, events and their sports after a change. */
export const EVENTS_KEY = ['events'] as const;

export const listEventsQueryOptions = (query: EventsQuery) =>
  queryOptions({
    queryKey: [...EVENTS_KEY, 'list', query],
    // The signal aborts the request when the filters change before it answers.
    queryFn: ({ signal }) => apiRequest(listEvents, { query, signal }),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export async function invalidateEvents(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: EVENTS_KEY });
}
