// `PATCH client/events/{id}/participants/{participantId}/pre-seed/`: a federation gives the pre-seed results
// of an approved athlete's entries (during the reduction period, where the sport asks for them).
import { type UpdatePreSeedBody, updatePreSeed } from '@portal/contract/endpoints/participants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { eventSportRegistrationKey } from './list-event-sport-participants';

export function useUpdatePreSeed(id: number, sportId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ participantId, body }: { participantId: number; body: UpdatePreSeedBody }) =>
      apiRequest(updatePreSeed, { params: { id, participantId }, body }),
    // Results change no one's place: the lists are asked again, no §8 event is raised.
    onSuccess: () =>
      queryClient.invalidateQueries(
        { queryKey: eventSportRegistrationKey(id, sportId) },
        { cancelRefetch: false },
      ),
  });
}
