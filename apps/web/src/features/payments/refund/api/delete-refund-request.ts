// `DELETE client/new_payments/participant-refund-requests/{id}/`: the payer withdraws a refund request WSK
// has not decided yet; it stays in the order's history, declined as withdrawn by the payer.
import { deleteRefundRequest } from '@portal/contract/endpoints/refunds';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/http-client';
import { afterOrderChange } from '../../payer/api/after-order-change';

export function useWithdrawRefundRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (refundId: number) => apiRequest(deleteRefundRequest, { params: { id: refundId } }),
    onSuccess: () => afterOrderChange(queryClient),
  });
}
