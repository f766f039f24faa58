// `PATCH client/users/legal-guardians/{id}/`: changes one's own legal guardian or records the guardian's
// anti-doping acknowledgement; the current user, which carries the guardian's summary, is reloaded (§7).
import { type LegalGuardianPatch, updateLegalGuardian } from '@portal/contract/endpoints/legal-guardians';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { getLegalGuardianQueryOptions } from './get-legal-guardian';
import { markMeStale } from './mark-me-stale';

export function useUpdateLegalGuardian() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: LegalGuardianPatch }) =>
      apiRequest(updateLegalGuardian, { params: { id }, body: patch }),
    onSuccess: (guardian) => {
      queryClient.setQueryData(getLegalGuardianQueryOptions(guardian.id).queryKey, guardian);
      markMeStale(queryClient);
    },
  });
}
