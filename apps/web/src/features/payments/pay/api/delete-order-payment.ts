// `DELETE client/new_payments/order-payments/{id}/`: the payer withdraws their own pending payment; it stays
// in the order's history, declined as withdrawn by the payer.
import { deleteOrderPayment } from '@portal/contract/endpoints/order-payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/http-client';
import { afterOrderChange } from '../../payer/api/after-order-change';

export function useWithdrawOrderPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: number) => apiRequest(deleteOrderPayment, { params: { id: paymentId } }),
    onSuccess: () => afterOrderChange(queryClient),
  });
}
