// `POST client/new_payments/order-payments/`: the payer pays their own order by bank transfer (with the
// proof's stored name) or by card (the reply carries the checkout). The same idempotency key again answers
// the same payment, so a retried submission never pays twice.
import { type CreateOrderPaymentBody, createOrderPayment } from '@portal/contract/endpoints/order-payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/http-client';
import { afterOrderChange } from '../../payer/api/after-order-change';

export function useCreateOrderPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateOrderPaymentBody) => apiRequest(createOrderPayment, { body }),
    onSuccess: () => afterOrderChange(queryClient),
  });
}
