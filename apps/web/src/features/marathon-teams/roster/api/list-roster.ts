// `GET client/teams/team-roster/?team=`: a team's roster by jersey number, paged (its administrator and
// WSK staff).
import { listRoster, type RosterQuery } from '@portal/contract/endpoints/team-roster';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/http-client';
import { MARATHON_TEAMS_KEY } from '../../teams/api/teams-key';

export const listRosterQueryOptions = (query: RosterQuery) =>
  queryOptions({
    queryKey: [...MARATHON_TEAMS_KEY, 'roster', query],
    queryFn: ({ signal }) => apiRequest(listRoster, { query, signal }),
    placeholderData: keepPreviousData,
  });
