// `GET client/events/{id}/sports/`: the sports of an event, for the profile's list.
import { listEventSports } from '@portal/contract/endpoints/events';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { EVENTS_KEY } from './list-events';

export const listEventSportsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...EVENTS_KEY, 'detail', id, 'sports'],
    queryFn: ({ signal }) => apiRequest(listEventSports, { params: { id }, signal }),
  });
