// `DELETE …/order-payments/{id}/` (or `annual-order-payments/{id}/`): the payer withdraws their own pending
// payment; it stays in the order's history, declined as withdrawn by the payer.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/http-client';
import { EVENT_ORDER_CALLS, type OrderCalls } from '../../api/order-calls';
import { afterOrderChange } from '../../payer/api/after-order-change';

export function useWithdrawOrderPayment(calls: OrderCalls = EVENT_ORDER_CALLS) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: number) => apiRequest(calls.withdrawPayment, { params: { id: paymentId } }),
    onSuccess: () => afterOrderChange(queryClient),
  });
}
