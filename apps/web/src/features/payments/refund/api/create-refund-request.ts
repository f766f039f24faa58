// `POST …/participant-refund-requests/` (by the participant) or, on an annual team order's line,
// `annual-order-line-refund-requests/` (by the line): the payer asks money back on a paid line; WSK then
// confirms, changes or declines the request.
import { createAnnualRefundRequest } from '@portal/contract/endpoints/annual-fees';
import { createRefundRequest } from '@portal/contract/endpoints/refunds';
import type { OrderLine } from '@portal/contract/order';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/http-client';
import { afterOrderChange } from '../../payer/api/after-order-change';

export interface NewRefund {
  readonly line: OrderLine;
  readonly amount: string;
  readonly reason: string;
}

function requestRefund({ line, amount, reason }: NewRefund) {
  if (line.participant) {
    return apiRequest(createRefundRequest, { body: { participant: line.participant.id, amount, reason } });
  }
  return apiRequest(createAnnualRefundRequest, { body: { line: line.id, amount, reason } });
}

export function useCreateRefundRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestRefund,
    onSuccess: () => afterOrderChange(queryClient),
  });
}
