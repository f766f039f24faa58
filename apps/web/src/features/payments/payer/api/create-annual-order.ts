// `POST client/teams/annual-orders/ {team, season}`: opens the team's annual order for a season's fee; the
// server answers the same order when it is already open, so a repeated click never opens two.
import { type CreateAnnualOrderBody, createAnnualOrder } from '@portal/contract/endpoints/annual-fees';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/http-client';
import { afterOrderChange } from './after-order-change';

export function useCreateAnnualOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAnnualOrderBody) => apiRequest(createAnnualOrder, { body }),
    onSuccess: () => afterOrderChange(queryClient),
  });
}
