// `PATCH client/teams/team-roster/{id}/change_status/`: the athlete accepts or declines a pending place.
// The user's teams may change with it, so `update_user_roster_team` (§8) is raised after an answer.
import { APP_EVENTS } from '@portal/contract/app-events';
import { changeRosterStatus } from '@portal/contract/endpoints/team-roster';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/http-client';
import { appEvents } from '../../../../shared/events/app-events';
import { invalidateMarathonTeams } from '../../teams/api/teams-key';

export function useChangeRosterStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, status }: { entryId: number; status: 'accepted' | 'declined' }) =>
      apiRequest(changeRosterStatus, { params: { id: entryId }, body: { status } }),
    onSuccess: () => {
      appEvents.emit(APP_EVENTS.UPDATE_USER_ROSTER_TEAM);
      return invalidateMarathonTeams(queryClient);
    },
  });
}
