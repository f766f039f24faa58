// `GET client/events/{id}/sports/{sportId}/teams/{teamId}/participants/`: a team's participants of an event
// sport (its officials or its athletes with their jersey numbers), by name, paged.
import { listTeamParticipants } from '@portal/contract/endpoints/teams';
import type { EndpointQuery } from '@portal/contract/http';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { teamRegistrationKey } from './get-team-registration';

export const listTeamParticipantsQueryOptions = (
  id: number,
  sportId: number,
  teamId: number,
  query: EndpointQuery<typeof listTeamParticipants>,
) =>
  queryOptions({
    queryKey: [...teamRegistrationKey(id, sportId, teamId), 'participants', query],
    queryFn: ({ signal }) =>
      apiRequest(listTeamParticipants, { params: { id, sportId, teamId }, query, signal }),
    placeholderData: keepPreviousData,
  });
