// `DELETE client/teams/team-roster/{id}/`: the team's administrator or a WSK administrator removes an
// athlete, or the athlete leaves (then their teams change: `update_user_roster_team`, §8).
import { APP_EVENTS } from '@portal/contract/app-events';
import { removeRosterEntry } from '@portal/contract/endpoints/team-roster';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/http-client';
import { appEvents } from '../../../../shared/events/app-events';
import { invalidateMarathonTeams } from '../../teams/api/teams-key';

export function useRemoveRosterEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: number) => apiRequest(removeRosterEntry, { params: { id: entryId } }),
    onSuccess: () => {
      appEvents.emit(APP_EVENTS.UPDATE_USER_ROSTER_TEAM);
      return invalidateMarathonTeams(queryClient);
    },
  });
}
