// `GET client/teams/teams/`: marathon teams by name, paged, by country, ban and the current season paid.
import { listTeams, type TeamsQuery } from '@portal/contract/endpoints/teams';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/http-client';
import { MARATHON_TEAMS_KEY } from './teams-key';

export const listTeamsQueryOptions = (query: TeamsQuery) =>
  queryOptions({
    queryKey: [...MARATHON_TEAMS_KEY, 'list', query],
    queryFn: ({ signal }) => apiRequest(listTeams, { query, signal }),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
