// `GET client/events/{id}/sports/{sportId}/teams/{teamId}/registration/candidates/`: the people a team may
// register, paged, each with the reasons they may not be (never hidden): athletes from the team's roster
// with their roster jersey number, officials from every account by name or e-mail.
import { listTeamRegistrationCandidates } from '@portal/contract/endpoints/teams';
import type { EndpointQuery } from '@portal/contract/http';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { teamRegistrationKey } from './get-team-registration';

export const listTeamRegistrationCandidatesQueryOptions = (
  id: number,
  sportId: number,
  teamId: number,
  query: EndpointQuery<typeof listTeamRegistrationCandidates>,
) =>
  queryOptions({
    queryKey: [...teamRegistrationKey(id, sportId, teamId), 'candidates', query],
    queryFn: ({ signal }) =>
      apiRequest(listTeamRegistrationCandidates, { params: { id, sportId, teamId }, query, signal }),
    placeholderData: keepPreviousData,
  });
