// `POST client/events/{id}/sports/{sportId}/participants/`: a federation registers one of its athletes
// with their disciplines and categories (approved at once when eligible and within the quota).
import { type RegisterParticipantBody, registerParticipant } from '@portal/contract/endpoints/participants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { afterRegistrationChange } from '../lib/registration';

export function useRegisterParticipant(id: number, sportId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterParticipantBody) =>
      apiRequest(registerParticipant, { params: { id, sportId }, body }),
    onSuccess: () => afterRegistrationChange(queryClient, id, sportId),
  });
}
