// `PATCH client/new_payments/participant-refund-requests/{id}/wsk_confirm/`: WSK administrators confirm a
// requested refund, with an optional note; the money comes back on the line and the reply is the order.
import { type ConfirmRefundBody, wskConfirmRefund } from '@portal/contract/endpoints/refunds';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/http-client';
import type { WskOrderSection } from '../wsk-payments-view';
import { useAfterWskOrderChange } from './after-wsk-order-change';

export function useConfirmRefund(section: WskOrderSection) {
  const afterChange = useAfterWskOrderChange(section);
  return useMutation({
    mutationFn: ({ refund, body }: { refund: number; body: ConfirmRefundBody }) =>
      apiRequest(wskConfirmRefund, { params: { id: refund }, body }),
    onSuccess: afterChange,
  });
}
