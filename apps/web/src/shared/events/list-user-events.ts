// `GET client/events/users/{userId}/`: another user's events with their parts (event staff, LOC, ITO), for
// the profile preview (403 outside the caller's scope). Its key is the root of every user's events, which
// the events feature invalidates when it changes someone's part in an event.
import { listUserEvents, type UserEventsQuery } from '@portal/contract/endpoints/event-parts';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { ApiError } from '../api/api-error';
import { apiRequest } from '../api/http-client';

/** The root of every user-events key: a change to someone's part in an event refreshes them all. */
export const USER_EVENTS_KEY = ['user-events'] as const;

export const listUserEventsQueryOptions = (userId: number, query: UserEventsQuery) =>
  queryOptions({
    queryKey: [...USER_EVENTS_KEY, 'user', userId, query],
    queryFn: ({ signal }) => apiRequest(listUserEvents, { params: { userId }, query, signal }),
    placeholderData: keepPreviousData,
    retry: (count, error) => !(error instanceof ApiError && error.statusCode === 403) && count < 2,
  });

export async function invalidateUserEvents(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: USER_EVENTS_KEY });
}
