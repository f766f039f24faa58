// `PATCH client/new_payments/participant-refund-requests/{id}/wsk_change_refund/`: WSK administrators change
// a requested refund's amount, or decline it with the reason the payer is shown; the reply is the order.
import { type ChangeRefundBody, wskChangeRefund } from '@portal/contract/endpoints/refunds';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/http-client';
import type { WskOrderSection } from '../wsk-payments-view';
import { useAfterWskOrderChange } from './after-wsk-order-change';

export function useChangeRefund(section: WskOrderSection) {
  const afterChange = useAfterWskOrderChange(section);
  return useMutation({
    mutationFn: ({ refund, body }: { refund: number; body: ChangeRefundBody }) =>
      apiRequest(wskChangeRefund, { params: { id: refund }, body }),
    onSuccess: afterChange,
  });
}
