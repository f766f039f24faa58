// `GET client/events/my/`: the events the signed-in user has a part in (event staff, LOC, ITO), for
// /events/my and the events history. In shared/ because the events and profile features both read it.
import { listMyEvents, type UserEventsQuery } from '@portal/contract/endpoints/event-parts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api/http-client';
import { USER_EVENTS_KEY } from './list-user-events';

export const listMyEventsQueryOptions = (query: UserEventsQuery) =>
  queryOptions({
    queryKey: [...USER_EVENTS_KEY, 'my', query],
    queryFn: ({ signal }) => apiRequest(listMyEvents, { query, signal }),
    placeholderData: keepPreviousData,
  });
