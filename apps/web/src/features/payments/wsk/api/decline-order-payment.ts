// `DELETE client/new_payments/order-payments/{id}/wsk_decline/?reason=`: WSK administrators decline a
// pending bank transfer with the reason the payer is shown; the reply is the whole order again.
import {
  type DeclineOrderPaymentQuery,
  declineOrderPayment,
} from '@portal/contract/endpoints/order-payments';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/http-client';
import type { WskOrderSection } from '../wsk-payments-view';
import { useAfterWskOrderChange } from './after-wsk-order-change';

export function useDeclineOrderPayment(section: WskOrderSection) {
  const afterChange = useAfterWskOrderChange(section);
  return useMutation({
    mutationFn: ({ payment, query }: { payment: number; query: DeclineOrderPaymentQuery }) =>
      apiRequest(declineOrderPayment, { params: { id: payment }, query }),
    onSuccess: afterChange,
  });
}
