// `POST client/events/{id}/sports/{sportId}/participants/`: a federation registers one of its athletes
// with their disciplines and categories, or an NTO with their function (approved at once when eligible and
// within the quota), or asks for a place over the quota (an athlete, an extra official: pending until WSK).
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
