// `POST client/new_payments/participants/{id}/nf_move_to_nf/`: an NF administrator moves an athlete's line
// from their individual order back to the federation's (refused once anything is paid on it).
import { moveToFederation } from '@portal/contract/endpoints/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/http-client';
import { afterOrderChange } from './after-order-change';

export function useMoveToFederation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (participantId: number) => apiRequest(moveToFederation, { params: { id: participantId } }),
    onSuccess: () => afterOrderChange(queryClient),
  });
}
