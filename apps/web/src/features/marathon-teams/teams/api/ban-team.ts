// `POST client/teams/teams/{id}/ban/` and `unban/`: WSK administrators ban a team with a reason, or lift it.
import { type BanTeamBody, banTeam, unbanTeam } from '@portal/contract/endpoints/teams';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/http-client';
import { invalidateMarathonTeams } from './teams-key';

export function useBanTeam(teamId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BanTeamBody) => apiRequest(banTeam, { params: { id: teamId }, body }),
    onSuccess: () => invalidateMarathonTeams(queryClient),
  });
}

export function useUnbanTeam(teamId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(unbanTeam, { params: { id: teamId } }),
    onSuccess: () => invalidateMarathonTeams(queryClient),
  });
}
