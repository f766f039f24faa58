// `POST client/events/{id}/sports/{sportId}/registration/self/`: the signed-in athlete registers for the
// event sport (pending until WSK decides).
import { type RegisterSelfBody, registerSelf } from '@portal/contract/endpoints/participants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { afterRegistrationChange } from '../lib/registration';

export function useRegisterSelf(id: number, sportId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterSelfBody) => apiRequest(registerSelf, { params: { id, sportId }, body }),
    onSuccess: () => afterRegistrationChange(queryClient, id, sportId),
  });
}
