// `GET client/teams/team-seasons/now/`: the season today falls in (null between seasons): the annual
// orders' default season filter and the season a team's `active_paid` flag speaks of.
import { getCurrentTeamSeason } from '@portal/contract/endpoints/annual-fees';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api/http-client';

export const getCurrentTeamSeasonQueryOptions = () =>
  queryOptions({
    queryKey: ['team-seasons', 'now'] as const,
    queryFn: ({ signal }) => apiRequest(getCurrentTeamSeason, { signal }),
    staleTime: 5 * 60_000,
  });
