// `POST …/order-payments/` (or `annual-order-payments/` for an annual team order): the payer pays their own
// order by bank transfer (with the proof's stored name) or by card (the reply carries the checkout). The same
// idempotency key again answers the same payment, so a retried submission never pays twice.
import type { CreateOrderPaymentBody } from '@portal/contract/endpoints/order-payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/http-client';
import { EVENT_ORDER_CALLS, type OrderCalls } from '../../api/order-calls';
import { afterOrderChange } from '../../payer/api/after-order-change';

export function useCreateOrderPayment(calls: OrderCalls = EVENT_ORDER_CALLS) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateOrderPaymentBody) => apiRequest(calls.createPayment, { body }),
    onSuccess: () => afterOrderChange(queryClient),
  });
}
