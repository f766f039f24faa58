// `GET client/events/{id}/`: one event (a draft is 404 to all but WSK staff, as an unknown id).
import { getEvent } from '@portal/contract/endpoints/events';
import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api/api-error';
import { apiRequest } from '../../../shared/api/http-client';
import { EVENTS_KEY } from './list-events';

export const getEventQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...EVENTS_KEY, 'detail', id],
    queryFn: ({ signal }) => apiRequest(getEvent, { params: { id }, signal }),
    // A 404 will not turn into an event by asking again.
    retry: (count, error) => !(error instanceof ApiError && error.statusCode === 404) && count < 2,
  });
