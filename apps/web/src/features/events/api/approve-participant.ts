// `POST client/events/{id}/participants/{participantId}/approve/`: WSK administrators approve a pending
// registration (an extra-quota request, a self-registration).
import { approveParticipant } from '@portal/contract/endpoints/participants';
import type { Participant } from '@portal/contract/participant';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { afterParticipantDecision } from '../lib/participants-changes';

export function useApproveParticipant(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (participant: Pick<Participant, 'id' | 'event_sport'>) =>
      apiRequest(approveParticipant, { params: { id, participantId: participant.id } }),
    onSuccess: (_, participant) =>
      afterParticipantDecision(queryClient, id, participant.event_sport?.id ?? null),
  });
}
