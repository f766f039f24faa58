// `GET client/events/{id}/sports/{sportId}/`: the sport profile with each participant kind's window, fees
// and today's phase in the event's time zone.
import { getEventSport } from '@portal/contract/endpoints/events';
import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api/api-error';
import { apiRequest } from '../../../shared/api/http-client';
import { EVENTS_KEY } from './list-events';

export const getEventSportQueryOptions = (id: number, sportId: number) =>
  queryOptions({
    queryKey: [...EVENTS_KEY, 'detail', id, 'sports', sportId],
    queryFn: ({ signal }) => apiRequest(getEventSport, { params: { id, sportId }, signal }),
    retry: (count, error) => !(error instanceof ApiError && error.statusCode === 404) && count < 2,
  });
