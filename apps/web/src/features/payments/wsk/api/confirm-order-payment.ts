// `PATCH client/new_payments/order-payments/{id}/wsk_confirm/`: WSK administrators confirm a pending bank
// transfer against its proof, with an optional note; the reply is the whole order again.
import { type ConfirmOrderPaymentBody, confirmOrderPayment } from '@portal/contract/endpoints/order-payments';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/http-client';
import type { WskOrderSection } from '../wsk-payments-view';
import { useAfterWskOrderChange } from './after-wsk-order-change';

export function useConfirmOrderPayment(section: WskOrderSection) {
  const afterChange = useAfterWskOrderChange(section);
  return useMutation({
    mutationFn: ({ payment, body }: { payment: number; body: ConfirmOrderPaymentBody }) =>
      apiRequest(confirmOrderPayment, { params: { id: payment }, body }),
    onSuccess: afterChange,
  });
}
