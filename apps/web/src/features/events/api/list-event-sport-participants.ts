// `GET client/events/{id}/sports/{sportId}/participants/`: the participants of an event sport, by name,
// paged, filtered by kind, status and federation (NF staff get their own federation's).
import { listEventSportParticipants } from '@portal/contract/endpoints/participants';
import type { EndpointQuery } from '@portal/contract/http';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { EVENTS_KEY } from './list-events';

/** Everything of an event sport's registration (participants, candidates, quota use): what a change refreshes. */
export const eventSportRegistrationKey = (id: number, sportId: number) =>
  [...EVENTS_KEY, 'detail', id, 'sports', sportId, 'registration'] as const;

export const listEventSportParticipantsQueryOptions = (
  id: number,
  sportId: number,
  query: EndpointQuery<typeof listEventSportParticipants>,
) =>
  queryOptions({
    queryKey: [...eventSportRegistrationKey(id, sportId), 'participants', query],
    queryFn: ({ signal }) =>
      apiRequest(listEventSportParticipants, { params: { id, sportId }, query, signal }),
    placeholderData: keepPreviousData,
  });
