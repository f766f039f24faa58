// `POST client/teams/team-roster/`: the team's administrator (or a WSK administrator) adds an athlete with a
// jersey number; the place is pending until the athlete answers.
import { type AddRosterEntryBody, addRosterEntry } from '@portal/contract/endpoints/team-roster';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/http-client';
import { invalidateMarathonTeams } from '../../teams/api/teams-key';

export function useAddRosterEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddRosterEntryBody) => apiRequest(addRosterEntry, { body }),
    onSuccess: () => invalidateMarathonTeams(queryClient),
  });
}
