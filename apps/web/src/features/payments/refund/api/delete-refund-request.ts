// `DELETE …/participant-refund-requests/{id}/` (or `annual-order-line-refund-requests/{id}/`): the payer
// withdraws a refund request WSK has not decided yet; it stays in the order's history, declined as withdrawn.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/http-client';
import { EVENT_ORDER_CALLS, type OrderCalls } from '../../api/order-calls';
import { afterOrderChange } from '../../payer/api/after-order-change';

export function useWithdrawRefundRequest(calls: OrderCalls = EVENT_ORDER_CALLS) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (refundId: number) => apiRequest(calls.withdrawRefund, { params: { id: refundId } }),
    onSuccess: () => afterOrderChange(queryClient),
  });
}
