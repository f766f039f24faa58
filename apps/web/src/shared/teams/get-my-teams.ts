// `GET client/teams/teams/my/`: the teams the signed-in user administers, oldest first (spec §7). A start-up load;
// the first team is the user's team-admin team (§3). In shared/ because the app shell loads it and the
// registration screens read it.
import { getMyTeams } from '@portal/contract/endpoints/teams';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api/http-client';
import { MY_TEAMS_KEY } from './teams-keys';

export const getMyTeamsQueryOptions = () =>
  queryOptions({
    queryKey: MY_TEAMS_KEY,
    queryFn: ({ signal }) => apiRequest(getMyTeams, { signal }),
    // A team changes through this app's own calls, which raise `update_user_roster_team` (§8).
    staleTime: 5 * 60_000,
  });
