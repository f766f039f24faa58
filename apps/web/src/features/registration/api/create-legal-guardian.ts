// `POST client/users/legal-guardians/`: records the signed-in minor's legal guardian. The current user
// carries the guardian's summary, so it is reloaded (§7).
import { createLegalGuardian, type LegalGuardianBody } from '@portal/contract/endpoints/legal-guardians';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { getLegalGuardianQueryOptions } from './get-legal-guardian';
import { markMeStale } from './mark-me-stale';

export function useCreateLegalGuardian() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LegalGuardianBody) => apiRequest(createLegalGuardian, { body }),
    onSuccess: (guardian) => {
      queryClient.setQueryData(getLegalGuardianQueryOptions(guardian.id).queryKey, guardian);
      markMeStale(queryClient);
    },
  });
}
