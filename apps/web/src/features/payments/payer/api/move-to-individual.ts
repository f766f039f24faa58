// `POST client/new_payments/participants/{id}/nf_move_to_individual/`: an NF administrator moves an
// athlete's line from the federation's order to the athlete's own (refused once anything is paid on it).
import { moveToIndividual } from '@portal/contract/endpoints/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/http-client';
import { afterOrderChange } from './after-order-change';

export function useMoveToIndividual() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (participantId: number) => apiRequest(moveToIndividual, { params: { id: participantId } }),
    onSuccess: () => afterOrderChange(queryClient),
  });
}
