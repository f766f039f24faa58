// `GET client/teams/team-seasons/active_paid_by_team/`: the seasons a team is active in (annual fee paid or
// waived), newest first.
import { listActivePaidSeasonsByTeam } from '@portal/contract/endpoints/annual-fees';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/http-client';
import { MARATHON_TEAMS_KEY } from './teams-key';

export const listActivePaidSeasonsQueryOptions = (teamId: number) =>
  queryOptions({
    queryKey: [...MARATHON_TEAMS_KEY, 'seasons', teamId],
    queryFn: ({ signal }) => apiRequest(listActivePaidSeasonsByTeam, { query: { team: teamId }, signal }),
  });
