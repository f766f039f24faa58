// `PUT client/events/{id}/sports/{sportId}/participants/`: every participant kind of an event sport with
// its window and fees, replaced at once.
import { type SetParticipantSettingsBody, setParticipantSettings } from '@portal/contract/endpoints/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { getEventSportQueryOptions } from './get-event-sport';
import { invalidateEvents } from './list-events';

export function useSetParticipantSettings(id: number, sportId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetParticipantSettingsBody) =>
      apiRequest(setParticipantSettings, { params: { id, sportId }, body }),
    onSuccess: async (sport) => {
      queryClient.setQueryData(getEventSportQueryOptions(id, sport.id).queryKey, sport);
      await invalidateEvents(queryClient);
    },
  });
}
