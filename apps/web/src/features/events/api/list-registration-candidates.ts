// `GET client/events/{id}/sports/{sportId}/registration/candidates/`: the people a federation may register
// for an event sport (its athletes, or with `kind=nto` its members), paged, each with the reasons they may
// not be registered (never hidden) and the categories open to them. NF staff get their own federation; WSK
// staff name one.
import { listRegistrationCandidates } from '@portal/contract/endpoints/participants';
import type { EndpointQuery } from '@portal/contract/http';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { eventSportRegistrationKey } from './list-event-sport-participants';

export const listRegistrationCandidatesQueryOptions = (
  id: number,
  sportId: number,
  query: EndpointQuery<typeof listRegistrationCandidates>,
) =>
  queryOptions({
    queryKey: [...eventSportRegistrationKey(id, sportId), 'candidates', query],
    queryFn: ({ signal }) =>
      apiRequest(listRegistrationCandidates, { params: { id, sportId }, query, signal }),
    placeholderData: keepPreviousData,
  });
