// `POST client/events/{id}/participants/{participantId}/withdraw/`: a pending or approved registration is
// withdrawn (by its federation, the athlete for their own, or WSK).
import { withdrawParticipant } from '@portal/contract/endpoints/participants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { afterRegistrationChange } from '../lib/registration';

export function useWithdrawParticipant(id: number, sportId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (participantId: number) => apiRequest(withdrawParticipant, { params: { id, participantId } }),
    onSuccess: () => afterRegistrationChange(queryClient, id, sportId),
  });
}
