// `PUT client/users/users/{id}/anti_doping/`: saves one's own certificate and its year of issue, which the
// current user carries as anti_doping_year_issued.
import { type AntiDopingBody, saveAntiDoping } from '@portal/contract/endpoints/sign-up-steps';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { getAntiDopingQueryOptions } from './get-anti-doping';
import { markMeStale } from './mark-me-stale';

export function useSaveAntiDoping(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AntiDopingBody) => apiRequest(saveAntiDoping, { params: { id: userId }, body }),
    onSuccess: (certificate) => {
      queryClient.setQueryData(getAntiDopingQueryOptions(userId).queryKey, certificate);
      markMeStale(queryClient);
    },
  });
}
