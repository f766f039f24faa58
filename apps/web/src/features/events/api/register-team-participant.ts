// `POST client/events/{id}/sports/{sportId}/teams/{teamId}/participants/`: the team's administrator (or a
// WSK administrator) registers a team official with a function, or a roster athlete with entries and a
// jersey number; approved at once. Afterwards the registration lists refresh and the jersey selects reload
// the numbers in use (§8 `reload-custom-jersey-selections`).
import { APP_EVENTS } from '@portal/contract/app-events';
import { type RegisterTeamParticipantBody, registerTeamParticipant } from '@portal/contract/endpoints/teams';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { appEvents } from '../../../shared/events/app-events';
import { afterRegistrationChange } from '../lib/registration';

export function useRegisterTeamParticipant(id: number, sportId: number, teamId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterTeamParticipantBody) =>
      apiRequest(registerTeamParticipant, { params: { id, sportId, teamId }, body }),
    onSuccess: async () => {
      appEvents.emit(APP_EVENTS.RELOAD_CUSTOM_JERSEY_SELECTIONS);
      await afterRegistrationChange(queryClient, id, sportId);
    },
  });
}
