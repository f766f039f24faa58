// `PUT client/events/{id}/sports/{sportId}/quotas/`: every federation's own quota of an event sport,
// replaced at once.
import { type SetFederationQuotasBody, setFederationQuotas } from '@portal/contract/endpoints/event-parts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { listFederationQuotasQueryOptions } from './list-federation-quotas';
import { nfManagementKey } from './list-nf-management';

export function useSetFederationQuotas(id: number, sportId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetFederationQuotasBody) =>
      apiRequest(setFederationQuotas, { params: { id, sportId }, body }),
    onSuccess: async (quotas) => {
      queryClient.setQueryData(listFederationQuotasQueryOptions(id, sportId).queryKey, quotas);
      // The NF-management rows count each federation's own quotas.
      await queryClient.invalidateQueries({ queryKey: nfManagementKey(id) });
    },
  });
}
