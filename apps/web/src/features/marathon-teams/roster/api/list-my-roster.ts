// `GET client/teams/team-roster/my/`: the signed-in athlete's places on team rosters, newest first.
import { listMyRoster } from '@portal/contract/endpoints/team-roster';
import type { RosterStatus } from '@portal/contract/team';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/http-client';
import { MARATHON_TEAMS_KEY } from '../../teams/api/teams-key';

export const listMyRosterQueryOptions = (status: RosterStatus) =>
  queryOptions({
    queryKey: [...MARATHON_TEAMS_KEY, 'my-roster', status],
    queryFn: ({ signal }) => apiRequest(listMyRoster, { query: { status }, signal }),
  });
