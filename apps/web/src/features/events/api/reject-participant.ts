// `POST client/events/{id}/participants/{participantId}/reject/`: WSK administrators reject a pending
// registration with a reason the registering side reads.
import { type RejectParticipantBody, rejectParticipant } from '@portal/contract/endpoints/participants';
import type { Participant } from '@portal/contract/participant';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { afterParticipantDecision } from '../lib/participants-changes';

export interface RejectParticipantVariables {
  readonly participant: Pick<Participant, 'id' | 'event_sport'>;
  readonly body: RejectParticipantBody;
}

export function useRejectParticipant(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ participant, body }: RejectParticipantVariables) =>
      apiRequest(rejectParticipant, { params: { id, participantId: participant.id }, body }),
    onSuccess: (_, { participant }) =>
      afterParticipantDecision(queryClient, id, participant.event_sport?.id ?? null),
  });
}
