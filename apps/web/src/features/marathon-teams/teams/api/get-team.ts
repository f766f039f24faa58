// `GET client/teams/teams/{id}/`: a team's page (contacts for its administrator and WSK staff only).
import { getTeam } from '@portal/contract/endpoints/teams';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/http-client';
import { MARATHON_TEAMS_KEY } from './teams-key';

export const getTeamQueryOptions = (teamId: number) =>
  queryOptions({
    queryKey: [...MARATHON_TEAMS_KEY, 'team', teamId],
    queryFn: ({ signal }) => apiRequest(getTeam, { params: { id: teamId }, signal }),
  });
