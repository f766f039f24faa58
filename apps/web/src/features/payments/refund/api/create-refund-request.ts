// `POST client/new_payments/participant-refund-requests/`: the payer asks money back on one of its
// participants' paid lines; WSK then confirms, changes or declines the request.
import { type CreateRefundBody, createRefundRequest } from '@portal/contract/endpoints/refunds';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/http-client';
import { afterOrderChange } from '../../payer/api/after-order-change';

export function useCreateRefundRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRefundBody) => apiRequest(createRefundRequest, { body }),
    onSuccess: () => afterOrderChange(queryClient),
  });
}
